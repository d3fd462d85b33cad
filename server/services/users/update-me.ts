import { eq } from 'drizzle-orm';
import type { UpdateMeInput } from '#domain/users/user.schema.ts';
import { users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** Saves UI features reached and the selected profile (docs/product.md, Calls: PUT users/me). */
export async function updateMe(deps: ServiceDeps, userId: string, input: UpdateMeInput): Promise<void> {
  await deps.db
    .update(users)
    .set({
      ...(input.uiFeatures !== undefined ? { uiFeatures: input.uiFeatures } : {}),
      ...(input.profile !== undefined ? { profile: input.profile } : {}),
      updatedAt: deps.now(),
    })
    .where(eq(users.id, userId));
}

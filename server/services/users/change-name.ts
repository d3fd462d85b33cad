import { eq } from 'drizzle-orm';
import type { ChangeNameInput } from '#domain/users/account.schema.ts';
import { users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** My Account: a new first and last name (already trimmed and checked by ChangeNameInput). */
export async function changeName(deps: ServiceDeps, userId: string, input: ChangeNameInput): Promise<void> {
  await deps.db
    .update(users)
    .set({ firstName: input.name.first, lastName: input.name.last, updatedAt: deps.now() })
    .where(eq(users.id, userId));
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#domain/errors.ts';
import {
  checkInvestorPublishing,
  type EditableInvestor,
  type UpdateInvestorInput,
} from '#domain/investors/investor-form.schema.ts';
import { investors } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { toEditableInvestor } from './get-editable-investor.ts';

/**
 * `/client/investors/{key}/edit` (and `PUT /api/investors/{key}`): Save, or Publish (a DRAFT becomes
 * PUBLISHED). Members and admins only; anyone else gets the 404 of an investor that does not exist.
 * A published investor keeps what publishing needs on every save (field errors otherwise). The key
 * never changes.
 */
export async function updateInvestor(
  deps: ServiceDeps,
  userId: string,
  key: string,
  input: z.output<typeof UpdateInvestorInput>,
): Promise<EditableInvestor> {
  const investor = await requireProfileMember(deps, userId, 'investor', key);
  const publishing = checkInvestorPublishing(input, {
    isPublishing: input.publish,
    isPublished: investor.status === 'PUBLISHED',
  });
  if (Object.keys(publishing).length > 0) {
    throw new AppError('VALIDATION', 'Please correct the fields marked below', publishing);
  }
  const [updated] = await deps.db
    .update(investors)
    .set({
      name: input.name,
      category: input.category,
      website: input.website,
      intro: input.intro,
      status: input.publish ? 'PUBLISHED' : investor.status,
      updatedAt: deps.now(),
    })
    .where(eq(investors.id, investor.id))
    .returning();
  if (!updated) throw new Error('update returned no investor');
  return toEditableInvestor(updated);
}

import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import {
  type InvestorSettings,
  type InvestorSettingsChanges,
  WEBSITE_NEEDED_MESSAGE,
} from '#domain/investors/investor-settings.schema.ts';
import { investors } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { toInvestorSettings } from './get-investor-settings.ts';

/**
 * Saves the given settings (a field left out keeps its value), for members and admins. WEBSITE
 * sends startups to the investor's site, so it needs a website or a pitch page on the profile (a
 * field error otherwise).
 */
export async function updateInvestorSettings(
  deps: ServiceDeps,
  userId: string,
  key: string,
  changes: InvestorSettingsChanges,
): Promise<InvestorSettings> {
  const investor = await requireProfileMember(deps, userId, 'investor', key);
  const set: Partial<typeof investors.$inferInsert> = {};
  if (changes.contactPreference !== undefined) {
    if (changes.contactPreference === 'WEBSITE' && !investor.website && !investor.contactUrl) {
      throw new AppError('VALIDATION', WEBSITE_NEEDED_MESSAGE, {
        contactPreference: [WEBSITE_NEEDED_MESSAGE],
      });
    }
    set.contactPreference = changes.contactPreference;
  }
  if (changes.contactEmail !== undefined) set.contactEmail = changes.contactEmail;
  const [updated] = await deps.db
    .update(investors)
    .set({ ...set, updatedAt: deps.now() })
    .where(eq(investors.id, investor.id))
    .returning();
  if (!updated) throw new Error('update returned no investor');
  return toInvestorSettings(deps, updated);
}

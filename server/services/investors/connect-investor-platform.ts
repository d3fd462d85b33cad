import { eq } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { InvestorDetail } from '#domain/investors/investor.schema.ts';
import { investors } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapInvestorDetail } from './map-investor.ts';

/** Shows an existing investor profile on another platform too (docs/product.md, Modals: Connect profile). */
export async function connectInvestorPlatform(
  deps: ServiceDeps,
  userId: string,
  key: string,
  platform: Platform,
): Promise<InvestorDetail> {
  const investor = await requireProfileMember(deps, userId, 'investor', key);
  const [updated] = await deps.db
    .update(investors)
    .set({ platform: { ...investor.platform, [platform]: true }, updatedAt: deps.now() })
    .where(eq(investors.id, investor.id))
    .returning();
  return mapInvestorDetail(updated ?? investor);
}

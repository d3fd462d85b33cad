import { count, eq } from 'drizzle-orm';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';
import { investorMembers } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

export type InvestorDashboard = {
  key: string;
  name: string;
  status: 'DRAFT' | 'PUBLISHED';
  logoImage: string | null;
  categoryLabel: string;
  contactPreference: 'EMAIL' | 'WEBSITE';
  views: number;
  numberOfMembers: number;
};

/** The investor portal's front page: members and admins only; anyone else gets a 404. */
export async function getInvestorDashboard(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<InvestorDashboard> {
  const investor = await requireProfileMember(deps, userId, 'investor', key);
  const memberRows = await deps.db
    .select({ count: count() })
    .from(investorMembers)
    .where(eq(investorMembers.investorId, investor.id));
  const category = DEFAULT_SITE_CONFIG_LISTS.investor.categories.find((c) => c.value === investor.category);
  return {
    key: investor.key,
    name: investor.name,
    status: investor.status,
    logoImage: investor.logoImage,
    categoryLabel: category?.text ?? investor.category,
    contactPreference: investor.contactPreference,
    views: investor.views,
    numberOfMembers: Number(memberRows[0]?.count ?? 0),
  };
}

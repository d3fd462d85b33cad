import { desc, eq, sql } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import { ENGAGEMENT_LIST_LIMIT, type ProfileEngagementList } from '#domain/engagement/engagement.schema.ts';
import { companies, investors, profileEngagements } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * "Who viewed your profile": the newest ENGAGEMENT_LIST_LIMIT views and contacts of an investor's
 * (or a startup's) profile, by which startup or investor, for its members and admins only (anyone
 * else: the 404 of a missing profile). A viewer's name links to its public page when that page
 * exists on this platform.
 */
export async function listProfileEngagements(
  deps: ServiceDeps,
  userId: string,
  type: 'company' | 'investor',
  key: string,
  platform: Platform,
): Promise<ProfileEngagementList> {
  const target =
    type === 'company'
      ? await requireProfileMember(deps, userId, 'company', key)
      : await requireProfileMember(deps, userId, 'investor', key);
  const targetColumn =
    type === 'company' ? profileEngagements.targetCompanyId : profileEngagements.targetInvestorId;
  const rows = await deps.db
    .select({
      action: profileEngagements.action,
      at: profileEngagements.createdAt,
      companyKey: companies.key,
      companyName: companies.name,
      companyPublic: sql<boolean>`coalesce(${companies.status} = 'PUBLISHED' and (${companies.platform} ->> ${platform})::boolean, false)`,
      investorKey: investors.key,
      investorName: investors.name,
      investorPublic: sql<boolean>`coalesce(${investors.status} = 'PUBLISHED' and (${investors.platform} ->> ${platform})::boolean, false)`,
    })
    .from(profileEngagements)
    .leftJoin(companies, eq(companies.id, profileEngagements.actorCompanyId))
    .leftJoin(investors, eq(investors.id, profileEngagements.actorInvestorId))
    .where(eq(targetColumn, target.id))
    .orderBy(desc(profileEngagements.createdAt), desc(profileEngagements.id))
    .limit(ENGAGEMENT_LIST_LIMIT);
  const items: ProfileEngagementList['items'] = [];
  for (const row of rows) {
    const at = row.at.toISOString();
    if (row.companyKey !== null && row.companyName !== null) {
      items.push({
        profile: {
          type: 'company',
          key: row.companyKey,
          name: row.companyName,
          link: row.companyPublic ? `/startups/${encodeURIComponent(row.companyKey)}` : null,
        },
        action: row.action,
        at,
      });
    } else if (row.investorKey !== null && row.investorName !== null) {
      items.push({
        profile: {
          type: 'investor',
          key: row.investorKey,
          name: row.investorName,
          link: row.investorPublic ? `/funding/${encodeURIComponent(row.investorKey)}` : null,
        },
        action: row.action,
        at,
      });
    }
  }
  return { items };
}

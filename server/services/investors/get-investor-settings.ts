import { asc, eq } from 'drizzle-orm';
import type { InvestorSettings } from '#domain/investors/investor-settings.schema.ts';
import { investorMembers, type investors, users } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

type InvestorRow = typeof investors.$inferSelect;

export async function toInvestorSettings(deps: ServiceDeps, row: InvestorRow): Promise<InvestorSettings> {
  const members = await deps.db
    .select({ email: users.email })
    .from(investorMembers)
    .innerJoin(users, eq(users.id, investorMembers.userId))
    .where(eq(investorMembers.investorId, row.id))
    .orderBy(asc(investorMembers.createdAt), asc(users.email));
  return {
    investorKey: row.key,
    investorName: row.name,
    status: row.status,
    contactPreference: row.contactPreference,
    contactEmail: row.contactEmail,
    memberEmails: members.map((member) => member.email),
    website: row.website,
  };
}

/** An investor's settings, for its members and admins (anyone else: the 404 of a missing investor). */
export async function getInvestorSettings(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<InvestorSettings> {
  return toInvestorSettings(deps, await requireProfileMember(deps, userId, 'investor', key));
}

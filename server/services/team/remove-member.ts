import { and, count, eq } from 'drizzle-orm';
import { LAST_MEMBER_MESSAGE } from '#domain/companies/team.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companies, companyMembers, users } from '../../db/schema/index.ts';
import { requireCompanyMember } from '../access/require-company-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { companyProfileValue } from './team-deps.ts';

/**
 * Removes a member from the startup; removing oneself is leaving. Every member may remove any other
 * (all members have the same rights). The last member can neither leave nor be removed: a startup
 * always has someone who can act for it. The startup row is locked while this runs, so two members
 * removing each other at once cannot leave it empty.
 */
export async function removeMember(
  deps: ServiceDeps,
  userId: string,
  key: string,
  memberUserId: string,
): Promise<{ hasLeft: boolean }> {
  const company = await requireCompanyMember(deps, userId, key);
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
    const [target] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, memberUserId)));
    if (!target) throw new AppError('NOT_FOUND', 'Member not found');
    const [members] = await tx
      .select({ n: count() })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company.id));
    if ((members?.n ?? 0) <= 1) throw new AppError('CONFLICT', LAST_MEMBER_MESSAGE);
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, memberUserId)));
    // A saved choice of this startup as the profile to use would point nowhere now.
    await tx
      .update(users)
      .set({ profile: null })
      .where(and(eq(users.id, memberUserId), eq(users.profile, companyProfileValue(company.key))));
  });
  return { hasLeft: memberUserId === userId };
}

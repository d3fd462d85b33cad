import { and, eq } from 'drizzle-orm';
import type { TeamProfileType } from '#domain/companies/team-constants.ts';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  companyInvites,
  companyMembers,
  investorMembers,
  investors,
} from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The profile a team belongs to: a startup or an investor. The team's operations are one
 * implementation for both; what differs (the membership check, the members table, the invitation's
 * profile column, the portal's address) is read from here, by `type`.
 */
export type TeamProfile = { type: TeamProfileType; id: string; key: string; name: string };

/** The profile behind `key` when the user is a member or an admin; anyone else gets its 404. */
export async function requireTeamProfile(
  deps: ServiceDeps,
  userId: string,
  type: TeamProfileType,
  key: string,
): Promise<TeamProfile> {
  const row = await requireProfileMember(deps, userId, type, key);
  return { type, id: row.id, key: row.key, name: row.name };
}

/** The members table's columns of the profile's kind (both tables have the same shape). */
export function memberColumns(type: TeamProfileType) {
  return type === 'company'
    ? {
        table: companyMembers,
        profileId: companyMembers.companyId,
        userId: companyMembers.userId,
        role: companyMembers.role,
        createdAt: companyMembers.createdAt,
      }
    : {
        table: investorMembers,
        profileId: investorMembers.investorId,
        userId: investorMembers.userId,
        role: investorMembers.role,
        createdAt: investorMembers.createdAt,
      };
}

/** The invitation column that names the profile (`company_id` or `investor_id`). */
export function inviteProfileColumn(type: TeamProfileType) {
  return type === 'company' ? companyInvites.companyId : companyInvites.investorId;
}

/** The values that tie a new invitation to the profile. */
export function inviteProfileValues(profile: TeamProfile): { companyId: string } | { investorId: string } {
  return profile.type === 'company' ? { companyId: profile.id } : { investorId: profile.id };
}

/**
 * Locks the profile's row for the transaction: checks that must hold together (the last member, the
 * number of pending invitations) cannot pass twice at once.
 */
export async function lockProfile(tx: Executor, profile: TeamProfile): Promise<void> {
  if (profile.type === 'company') {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, profile.id)).for('update');
  } else {
    await tx.select({ id: investors.id }).from(investors).where(eq(investors.id, profile.id)).for('update');
  }
}

/** Adds a member (role 'member'); already being one is fine. */
export async function addMember(
  tx: Executor,
  profile: TeamProfile,
  userId: string,
  now: Date,
): Promise<void> {
  if (profile.type === 'company') {
    await tx
      .insert(companyMembers)
      .values({ companyId: profile.id, userId, role: 'member', createdAt: now })
      .onConflictDoNothing();
  } else {
    await tx
      .insert(investorMembers)
      .values({ investorId: profile.id, userId, role: 'member', createdAt: now })
      .onConflictDoNothing();
  }
}

export async function deleteMember(tx: Executor, profile: TeamProfile, userId: string): Promise<void> {
  if (profile.type === 'company') {
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, profile.id), eq(companyMembers.userId, userId)));
  } else {
    await tx
      .delete(investorMembers)
      .where(and(eq(investorMembers.investorId, profile.id), eq(investorMembers.userId, userId)));
  }
}

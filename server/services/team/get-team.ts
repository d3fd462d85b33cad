import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamOverview, TeamProfileType } from '#domain/companies/team.schema.ts';
import { companyInvites, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { inviteProfileColumn, memberColumns, requireTeamProfile } from './team-profile.ts';

const inviters = alias(users, 'inviters');

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter((part) => part && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}

/**
 * A startup's or an investor's members (oldest first) and its pending invitations (newest first),
 * for its members and admins; anyone else gets the 404 of a missing profile.
 */
export async function getTeam(
  deps: ServiceDeps,
  userId: string,
  type: TeamProfileType,
  key: string,
): Promise<TeamOverview> {
  const profile = await requireTeamProfile(deps, userId, type, key);
  const now = deps.now();
  const m = memberColumns(type);
  const [members, invites] = await Promise.all([
    deps.db
      .select({
        userId: m.userId,
        role: m.role,
        joinedAt: m.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(m.table)
      .innerJoin(users, eq(users.id, m.userId))
      .where(eq(m.profileId, profile.id))
      .orderBy(asc(m.createdAt), asc(users.email)),
    deps.db
      .select({
        id: companyInvites.id,
        email: companyInvites.email,
        sentAt: companyInvites.createdAt,
        expiresAt: companyInvites.expiresAt,
        inviterFirst: inviters.firstName,
        inviterLast: inviters.lastName,
      })
      .from(companyInvites)
      .leftJoin(inviters, eq(inviters.id, companyInvites.invitedByUserId))
      .where(
        and(
          eq(inviteProfileColumn(type), profile.id),
          isNull(companyInvites.acceptedAt),
          isNull(companyInvites.revokedAt),
          gt(companyInvites.expiresAt, now),
        ),
      )
      .orderBy(desc(companyInvites.createdAt)),
  ]);
  return {
    profileType: type,
    key: profile.key,
    name: profile.name,
    members: members.map((member) => ({
      userId: member.userId,
      name: fullName(member.firstName, member.lastName) ?? member.email,
      email: member.email,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
      isYou: member.userId === userId,
    })),
    invites: invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      sentAt: invite.sentAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
      invitedBy: fullName(invite.inviterFirst, invite.inviterLast),
    })),
  };
}

import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamOverview } from '#domain/companies/team.schema.ts';
import { companyInvites, companyMembers, users } from '../../db/schema/index.ts';
import { requireCompanyMember } from '../access/require-company-member.ts';
import type { ServiceDeps } from '../deps.ts';

const inviters = alias(users, 'inviters');

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter((part) => part && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}

/**
 * The startup's members (oldest first) and its pending invitations (newest first), for its members
 * and admins; anyone else gets the 404 of a missing startup.
 */
export async function getTeam(deps: ServiceDeps, userId: string, key: string): Promise<TeamOverview> {
  const company = await requireCompanyMember(deps, userId, key);
  const now = deps.now();
  const [members, invites] = await Promise.all([
    deps.db
      .select({
        userId: companyMembers.userId,
        role: companyMembers.role,
        joinedAt: companyMembers.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, company.id))
      .orderBy(asc(companyMembers.createdAt), asc(users.email)),
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
          eq(companyInvites.companyId, company.id),
          isNull(companyInvites.acceptedAt),
          isNull(companyInvites.revokedAt),
          gt(companyInvites.expiresAt, now),
        ),
      )
      .orderBy(desc(companyInvites.createdAt)),
  ]);
  return {
    companyKey: company.key,
    companyName: company.name,
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

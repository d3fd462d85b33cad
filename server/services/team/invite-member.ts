import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALREADY_MEMBER_MESSAGE,
  INVITE_TTL_DAYS,
  type InviteMemberInput,
  MAX_PENDING_INVITES,
  type PendingInvite,
  type TeamProfileType,
  TOO_MANY_INVITES_MESSAGE,
} from '#domain/companies/team.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companyInvites, users } from '../../db/schema/index.ts';
import { createSecretToken } from '../auth/secret-tokens.ts';
import { buildTeamInviteMessage } from '../mail/templates/team-invite.ts';
import type { TeamDeps } from './team-deps.ts';
import {
  inviteProfileColumn,
  inviteProfileValues,
  lockProfile,
  memberColumns,
  requireTeamProfile,
} from './team-profile.ts';

const DAY_MS = 86_400_000;

/**
 * Invites an address to a startup's or an investor's team: stores the SHA-256 of a new random key
 * (valid INVITE_TTL_DAYS days) and mails the link `/client/invites/{key}`. Inviting an address that
 * already has a pending invitation replaces it (the old link stops working), so a team has at most
 * one live invitation per address. A member's own address is a field error; more than
 * MAX_PENDING_INVITES pending invitations are refused. The profile's row is locked while this runs,
 * so two invitations at once cannot both pass those checks.
 */
export async function inviteMember(
  deps: TeamDeps,
  userId: string,
  type: TeamProfileType,
  key: string,
  input: z.output<typeof InviteMemberInput>,
): Promise<PendingInvite> {
  const profile = await requireTeamProfile(deps, userId, type, key);
  const email = input.email.toLowerCase();
  const now = deps.now();
  const { token, hash } = createSecretToken();
  const m = memberColumns(type);
  const profileColumn = inviteProfileColumn(type);

  const invite = await deps.db.transaction(async (tx) => {
    await lockProfile(tx, profile);
    const [member] = await tx
      .select({ userId: m.userId })
      .from(m.table)
      .innerJoin(users, eq(users.id, m.userId))
      .where(and(eq(m.profileId, profile.id), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (member) throw new AppError('VALIDATION', ALREADY_MEMBER_MESSAGE, { email: [ALREADY_MEMBER_MESSAGE] });

    const pending = and(
      eq(profileColumn, profile.id),
      isNull(companyInvites.acceptedAt),
      isNull(companyInvites.revokedAt),
    );
    const [others] = await tx
      .select({ n: count() })
      .from(companyInvites)
      .where(and(pending, gt(companyInvites.expiresAt, now), ne(companyInvites.email, email)));
    if ((others?.n ?? 0) >= MAX_PENDING_INVITES) throw new AppError('CONFLICT', TOO_MANY_INVITES_MESSAGE);

    await tx
      .update(companyInvites)
      .set({ revokedAt: now })
      .where(and(pending, eq(companyInvites.email, email)));
    const [row] = await tx
      .insert(companyInvites)
      .values({
        ...inviteProfileValues(profile),
        email,
        tokenHash: hash,
        invitedByUserId: userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('insert returned no invitation');
    return row;
  });

  const [inviter] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : null;
  await deps.mail.send(
    buildTeamInviteMessage({
      to: email,
      profileType: type,
      profileName: profile.name,
      inviterName,
      link: new URL(`/client/invites/${encodeURIComponent(token)}`, deps.publicUrl).href,
      expiresInDays: INVITE_TTL_DAYS,
    }),
  );
  return {
    id: invite.id,
    email: invite.email,
    sentAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    invitedBy: inviterName || null,
  };
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  type AcceptInviteResult,
  INVITE_INVALID_MESSAGE,
  isInvitedAddress,
  maskEmail,
} from '#domain/companies/team.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companyInvites, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readLiveInvite } from './read-invite.ts';
import { addMember } from './team-profile.ts';

export function wrongAccountMessage(invitedEmail: string): string {
  return `This invitation was sent to ${maskEmail(invitedEmail)}: log in with that address to accept it`;
}

/**
 * Accepts an invitation (to a startup's or an investor's team) for the signed-in user: the account's
 * address must be the invited one (a forwarded link grants nothing), so opening the mailed link
 * proves the address, and the account is marked verified. The user becomes a member (role 'member';
 * already being one is fine) and the key is spent by one conditional UPDATE, so it works exactly
 * once, even when accepted twice at once.
 */
export async function acceptInvite(
  deps: ServiceDeps,
  userId: string,
  token: string,
): Promise<AcceptInviteResult> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const invite = await readLiveInvite(tx, token, now);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in');
    if (!isInvitedAddress(user.email, invite.email)) {
      throw new AppError('CONFLICT', wrongAccountMessage(invite.email));
    }
    const spent = await tx
      .update(companyInvites)
      .set({ acceptedAt: now, acceptedByUserId: userId })
      .where(
        and(
          eq(companyInvites.id, invite.id),
          isNull(companyInvites.acceptedAt),
          isNull(companyInvites.revokedAt),
          gt(companyInvites.expiresAt, now),
        ),
      )
      .returning({ id: companyInvites.id });
    if (spent.length === 0) throw new AppError('GONE', INVITE_INVALID_MESSAGE);
    await addMember(tx, invite.profile, userId, now);
    await tx
      .update(users)
      .set({ isEmailVerified: true, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)));
    return { profileType: invite.profile.type, key: invite.profile.key, name: invite.profile.name };
  });
}

import { eq } from 'drizzle-orm';
import type { AdminUserActionResult } from '#domain/admin/admin-users.schema.ts';
import { ALREADY_DISABLED_MESSAGE, SELF_DISABLE_MESSAGE } from '#domain/admin/admin-users-constants.ts';
import { AppError } from '#domain/errors.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { cancelEmailLinks } from '../users/cancel-email-links.ts';
import { lockUserForAdmin, toAdminUserSummary } from './admin-user-row.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

/**
 * Back office: disables an account. In one transaction with its audit row: `disabled_at` is set,
 * every session of the user is deleted (their open browser is signed out at its next request) and
 * their unused reset links are voided; from then on sign-in answers as to a wrong password
 * (create-session.ts, sign-in.ts) and forgot-password sends nothing. Their startups' and investors'
 * public pages stay. An admin cannot disable their own account (409).
 */
export async function disableUser(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  who: ActorOrUserId,
  userId: string,
  input: { reason?: string | undefined } = {},
): Promise<AdminUserActionResult> {
  return runSiteAdminAction(deps, who, 'user.manage', async (tx, actor) => {
    const user = await lockUserForAdmin(tx, userId);
    if (user.id === actor.userId) throw new AppError('CONFLICT', SELF_DISABLE_MESSAGE);
    if (user.disabledAt) throw new AppError('CONFLICT', ALREADY_DISABLED_MESSAGE);
    const now = deps.now();
    await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, user.id));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ userId: sessions.userId });
    await cancelEmailLinks({ db: tx, now: deps.now }, user.id, { purpose: 'reset_password' });
    return {
      result: {
        user: toAdminUserSummary({ ...user, disabledAt: now }),
        message: `${user.email} is disabled: every session of the account has ended.`,
      },
      audit: {
        action: 'user.disable',
        objectType: 'user',
        objectId: user.id,
        objectLabel: user.email,
        before: { disabledAt: null },
        after: { disabledAt: now.toISOString(), sessionsEnded: ended.length },
        reason: input.reason || null,
      },
    };
  });
}

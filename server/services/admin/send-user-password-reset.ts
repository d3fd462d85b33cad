import type { AdminUserActionResult } from '#domain/admin/admin-users.schema.ts';
import { RESET_TO_DISABLED_MESSAGE } from '#domain/admin/admin-users-constants.ts';
import { AppError } from '#domain/errors.ts';
import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildResetLinkMessage } from '../users/forgot-password.ts';
import { EMAIL_TOKEN_TTL_MS, issueEmailToken } from '../users/issue-email-token.ts';
import { lockUserForAdmin, toAdminUserSummary } from './admin-user-row.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

/**
 * Back office: sends the account the forgot-password mail (a single-use link, valid an hour), queued
 * in the action's transaction with its audit row, which names the address, never the key. A
 * disabled account gets none (409): the link could not sign it in.
 */
export async function sendUserPasswordReset(
  deps: Pick<ServiceDeps, 'db' | 'now'> & { mail: MailSender; publicUrl: string },
  who: ActorOrUserId,
  userId: string,
): Promise<AdminUserActionResult> {
  return runSiteAdminAction(deps, who, 'user.manage', async (tx) => {
    const user = await lockUserForAdmin(tx, userId);
    if (user.disabledAt) throw new AppError('CONFLICT', RESET_TO_DISABLED_MESSAGE);
    const token = await issueEmailToken(
      { db: tx, now: deps.now },
      { userId: user.id, email: user.email, purpose: 'reset_password' },
    );
    await deps.mail.send(buildResetLinkMessage(deps, user, token), { db: tx });
    return {
      result: {
        user: toAdminUserSummary(user),
        message: `A password reset link was sent to ${user.email}.`,
      },
      audit: {
        action: 'user.passwordReset',
        objectType: 'user',
        objectId: user.id,
        objectLabel: user.email,
        before: null,
        after: {
          resetLinkSentTo: user.email,
          expiresInMinutes: EMAIL_TOKEN_TTL_MS.reset_password / 60_000,
        },
      },
    };
  });
}

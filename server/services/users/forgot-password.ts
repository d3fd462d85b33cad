import { and, count, eq, gt } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mail-sender.ts';
import { emailTokens, users } from '../../db/schema/index.ts';
import { buildResetPasswordMessage } from '../mail/templates/reset-password.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { EMAIL_TOKEN_TTL_MS, issueEmailToken } from './issue-email-token.ts';

/** Reset mails per account and hour, whatever the number of client addresses asking. */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Emails a reset link when the account exists; answers the same either way (no account probing).
 * At most three links an hour per account (counted by the keys issued, spent or not, under a lock
 * of the account row, so parallel requests cannot pass it): a fourth request is answered the same
 * and sends nothing, so nobody can flood a mailbox or fill it with live keys from many addresses.
 * A disabled account (back office) gets nothing either, with the same answer.
 */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps, email);
  if (!user || user.disabledAt) return;
  const token = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [issued] = await tx
      .select({ keys: count() })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, user.id),
          eq(emailTokens.purpose, 'reset_password'),
          gt(emailTokens.createdAt, new Date(deps.now().getTime() - HOUR_MS)),
        ),
      );
    if ((issued?.keys ?? 0) >= RESET_MAILS_PER_HOUR) return null;
    return issueEmailToken(
      { ...deps, db: tx },
      { userId: user.id, email: user.email, purpose: 'reset_password' },
    );
  });
  if (!token) return;
  await deps.mail.send(buildResetLinkMessage(deps, user, token));
}

/**
 * The reset mail for a key just issued: forgot password's, and the one the team sends from the back
 * office (server/services/admin/send-user-password-reset.ts).
 */
export function buildResetLinkMessage(
  deps: Pick<AuthDeps, 'publicUrl'>,
  user: { email: string; firstName: string },
  token: string,
): MailMessage {
  return buildResetPasswordMessage({
    to: user.email,
    firstName: user.firstName,
    link: new URL(`/client/reset-password?key=${encodeURIComponent(token)}`, deps.publicUrl).href,
    expiresInMinutes: EMAIL_TOKEN_TTL_MS.reset_password / 60_000,
  });
}

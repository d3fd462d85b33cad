import { AppError } from '#domain/errors.ts';
import {
  type ChangeEmailInput,
  EMAIL_TAKEN_MESSAGE,
  SAME_EMAIL_MESSAGE,
} from '#domain/users/account.schema.ts';
import { buildEmailChangeNoticeMessage } from '../mail/templates/email-change-notice.ts';
import { buildVerifyNewEmailMessage } from '../mail/templates/email-changed.ts';
import type { AuthDeps } from './auth-deps.ts';
import { cancelEmailLinks } from './cancel-email-links.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { EMAIL_TOKEN_TTL_MS, issueEmailToken } from './issue-email-token.ts';
import { requireCurrentPassword } from './require-current-password.ts';

/**
 * My Account: asks to move the account to a new address. The account keeps its current address
 * (and can still log in with it) until the single-use link mailed to the new one is opened: that
 * link (`/client/verify-email`, the sign-up verification path) switches the address and marks it
 * verified. So a typo can never lock anyone out and nobody can claim an address they cannot read.
 * The current address is told about the request. The request voids every earlier verification link
 * (an older change's, or the current address's sign-up link) and any unused reset link.
 */
export async function changeEmail(
  deps: AuthDeps,
  userId: string,
  input: ChangeEmailInput,
): Promise<{ pendingEmail: string }> {
  const user = await requireCurrentPassword(deps, userId, input.password, 'password');
  const email = input.email.toLowerCase();
  if (email === user.email.toLowerCase()) {
    throw new AppError('VALIDATION', SAME_EMAIL_MESSAGE, { email: [SAME_EMAIL_MESSAGE] });
  }
  if (await findUserByEmail(deps, email)) {
    throw new AppError('E_ACCOUNT_EXISTS', EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
  }
  const token = await deps.db.transaction(async (tx) => {
    // One live verification link per account (see cancel-email-links.ts), and no reset link
    // asked for with the address being replaced.
    await cancelEmailLinks({ db: tx, now: deps.now }, user.id, { purpose: 'verify_email' });
    await cancelEmailLinks({ db: tx, now: deps.now }, user.id, { purpose: 'reset_password' });
    return issueEmailToken({ ...deps, db: tx }, { userId: user.id, email, purpose: 'verify_email' });
  });
  await deps.mail.send(
    buildVerifyNewEmailMessage({
      to: email,
      firstName: user.firstName,
      link: new URL(`/client/verify-email?key=${encodeURIComponent(token)}`, deps.publicUrl).href,
      expiresInMinutes: EMAIL_TOKEN_TTL_MS.verify_email / 60_000,
    }),
  );
  await deps.mail.send(
    buildEmailChangeNoticeMessage({
      to: user.email,
      firstName: user.firstName,
      newEmail: email,
      settingsLink: new URL('/settings', deps.publicUrl).href,
    }),
  );
  return { pendingEmail: email };
}

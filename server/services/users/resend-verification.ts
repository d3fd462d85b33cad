import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { users } from '../../db/schema/index.ts';
import { buildVerifyEmailMessage } from '../mail/templates/verify-email.ts';
import type { AuthDeps } from './auth-deps.ts';
import { cancelEmailLinks } from './cancel-email-links.ts';
import { EMAIL_TOKEN_TTL_MS, issueEmailToken } from './issue-email-token.ts';

/**
 * My Account: mails the verification link of the account's current address again (the sign-up mail
 * may be lost). The new link replaces every earlier one, a pending email change's included (one live
 * verification link per account, see cancel-email-links.ts). Nothing is sent for an address that is
 * already verified.
 */
export async function resendVerification(deps: AuthDeps, userId: string): Promise<{ isSent: boolean }> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in');
  if (user.isEmailVerified) return { isSent: false };
  const token = await deps.db.transaction(async (tx) => {
    await cancelEmailLinks({ db: tx, now: deps.now }, user.id, { purpose: 'verify_email' });
    return issueEmailToken(
      { ...deps, db: tx },
      { userId: user.id, email: user.email, purpose: 'verify_email' },
    );
  });
  await deps.mail.send(
    buildVerifyEmailMessage({
      to: user.email,
      firstName: user.firstName,
      link: new URL(`/client/verify-email?key=${encodeURIComponent(token)}`, deps.publicUrl).href,
      expiresInMinutes: EMAIL_TOKEN_TTL_MS.verify_email / 60_000,
    }),
  );
  return { isSent: true };
}

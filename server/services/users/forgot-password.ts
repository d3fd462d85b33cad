import { buildResetPasswordMessage } from '../mail/templates/reset-password.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { EMAIL_TOKEN_TTL_MS, issueEmailToken } from './issue-email-token.ts';

/** Emails a reset link when the account exists; answers the same either way (no account probing). */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps, email);
  if (!user) return;
  const token = await issueEmailToken(deps, {
    userId: user.id,
    email: user.email,
    purpose: 'reset_password',
  });
  await deps.mail.send(
    buildResetPasswordMessage({
      to: user.email,
      firstName: user.firstName,
      link: new URL(`/client/reset-password?key=${encodeURIComponent(token)}`, deps.publicUrl).href,
      expiresInMinutes: EMAIL_TOKEN_TTL_MS.reset_password / 60_000,
    }),
  );
}

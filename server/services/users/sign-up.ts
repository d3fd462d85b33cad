import { AppError } from '#domain/errors.ts';
import { CAPTCHA_MESSAGE, type SignUpInput } from '#domain/users/auth.schema.ts';
import { ACCOUNT_EXISTS_MESSAGE } from '#domain/users/user.schema.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { buildVerifyEmailMessage } from '../mail/templates/verify-email.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findUserByEmail, isUniqueViolation } from './find-user-by-email.ts';
import { issueEmailToken } from './issue-email-token.ts';

/**
 * Creates an account and emails the verification link. A taken email is E_ACCOUNT_EXISTS (docs/product.md, Error texts:
 * moves the visitor to 'Email address found, please log in'). User and key are written together, so
 * a failure leaves nothing behind; the mail goes after the commit.
 */
export async function signUp(
  deps: AuthDeps,
  input: SignUpInput,
  remoteIp?: string,
): Promise<{ userId: string }> {
  if (!(await deps.captcha.verify(input.reCaptchaResponse, { remoteIp }))) {
    throw new AppError('VALIDATION', CAPTCHA_MESSAGE, { reCaptchaResponse: [CAPTCHA_MESSAGE] });
  }
  const email = input.email.toLowerCase();
  if (await findUserByEmail(deps, email)) throw new AppError('E_ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  let created: { userId: string; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, firstName: input.name.first, lastName: input.name.last })
        .returning({ id: users.id });
      if (!user) throw new Error('insert returned no user');
      const token = await issueEmailToken(
        { ...deps, db: tx },
        { userId: user.id, email, purpose: 'verify_email' },
      );
      return { userId: user.id, token };
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('E_ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE);
    throw error;
  }
  await deps.mail.send(
    buildVerifyEmailMessage({
      to: email,
      firstName: input.name.first,
      link: new URL(`/client/verify-email?key=${encodeURIComponent(created.token)}`, deps.publicUrl).href,
    }),
  );
  return { userId: created.userId };
}

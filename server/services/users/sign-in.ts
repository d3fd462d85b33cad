import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '#domain/errors.ts';
import type { SignInInput } from '#domain/users/auth.schema.ts';
import { INVALID_LOGIN_MESSAGE } from '#domain/users/user.schema.ts';
import { verifyPassword } from '../auth/password-hashing.ts';
import type { ServiceDeps } from '../deps.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { forgetSignInAttempt, reserveSignInAttempt } from './sign-in-failures.ts';

/**
 * Checks the credentials; one message for an unknown email and a wrong password alike. Each
 * attempt first passes the per-account limit (sign-in-failures.ts): after ten failures in an hour
 * the answer waits, growing to 4 s; at a hundred, every attempt, the right password included, is
 * refused with 429 until the oldest failure is an hour old (the email reset still works and clears it).
 * A disabled account (back office, issue 32) gets the wrong-password answer, the right password
 * included, and the attempt counts as a failure like one.
 */
export async function signIn(deps: ServiceDeps, input: SignInInput): Promise<{ userId: string }> {
  const attempt = await reserveSignInAttempt(deps, input.email);
  if (attempt.delayMs > 0) await sleep(attempt.delayMs);
  const user = await findUserByEmail(deps, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid || user.disabledAt) throw new AppError('UNAUTHORIZED', INVALID_LOGIN_MESSAGE);
  await forgetSignInAttempt(deps, attempt.attemptId);
  return { userId: user.id };
}

import { AppError } from '#domain/errors.ts';
import type { SignInInput } from '#domain/users/auth.schema.ts';
import { INVALID_LOGIN_MESSAGE } from '#domain/users/user.schema.ts';
import { verifyPassword } from '../auth/password-hashing.ts';
import type { ServiceDeps } from '../deps.ts';
import { findUserByEmail } from './find-user-by-email.ts';

/** Checks the credentials; one message for an unknown email and a wrong password alike. */
export async function signIn(deps: ServiceDeps, input: SignInInput): Promise<{ userId: string }> {
  const user = await findUserByEmail(deps, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', INVALID_LOGIN_MESSAGE);
  return { userId: user.id };
}

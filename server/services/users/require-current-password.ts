import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { INCORRECT_PASSWORD_MESSAGE } from '#domain/users/account.schema.ts';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../auth/password-hashing.ts';
import type { ServiceDeps } from '../deps.ts';

export type AccountUser = typeof users.$inferSelect;

/**
 * The signed-in user's row, once the password they typed matches (email change, password change,
 * account deletion: a session alone is not enough for these). A wrong password is a field error on
 * `field`; a user deleted meanwhile is 401, as for any ended session.
 */
export async function requireCurrentPassword(
  deps: ServiceDeps,
  userId: string,
  password: string,
  field: string,
): Promise<AccountUser> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('VALIDATION', INCORRECT_PASSWORD_MESSAGE, { [field]: [INCORRECT_PASSWORD_MESSAGE] });
  }
  return user;
}

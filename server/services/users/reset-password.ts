import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { ResetPasswordInput } from '#domain/users/user.schema.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import type { ServiceDeps } from '../deps.ts';
import { consumeEmailToken } from './consume-email-token.ts';

/**
 * Sets a new password with a single-use, expiring key and ends every session of the account (the
 * reset may be recovering a stolen one). Following the emailed link also proves the address.
 */
export async function resetPassword(
  deps: ServiceDeps,
  input: ResetPasswordInput,
): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const token = await consumeEmailToken({ ...deps, db: tx }, input.resetKey, 'reset_password');
    if (!token)
      throw new AppError('NOT_FOUND', 'This reset link is not valid any more, please ask for a new one');
    await tx
      .update(users)
      .set({ passwordHash, isEmailVerified: true, updatedAt: deps.now() })
      .where(eq(users.id, token.userId));
    await tx.delete(sessions).where(eq(sessions.userId, token.userId));
    return { userId: token.userId };
  });
}

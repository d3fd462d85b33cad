import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { ResetPasswordInput } from '#domain/users/user.schema.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import type { ServiceDeps } from '../deps.ts';
import { cancelEmailLinks } from './cancel-email-links.ts';
import { consumeEmailToken, lockEmailTokenOwner } from './consume-email-token.ts';
import { clearSignInFailures } from './sign-in-failures.ts';

export const RESET_LINK_INVALID_MESSAGE = 'This reset link is not valid any more, please ask for a new one';

/**
 * Sets a new password with a single-use, expiring key and ends every session of the account (the
 * reset may be recovering a stolen one). Every other key of the account ends with it: the other
 * reset links (one of them may sit in a mailbox someone else reads) and every verification link, a
 * pending email change's included (an intruder may have asked it). Following the emailed link also
 * proves the address, and the owner is back: the account's failed sign-ins are forgiven.
 */
export async function resetPassword(
  deps: ServiceDeps,
  input: ResetPasswordInput,
): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    await lockEmailTokenOwner(txDeps, input.resetKey, 'reset_password');
    const token = await consumeEmailToken(txDeps, input.resetKey, 'reset_password');
    if (!token) throw new AppError('NOT_FOUND', RESET_LINK_INVALID_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, isEmailVerified: true, updatedAt: deps.now() })
      .where(eq(users.id, token.userId))
      .returning({ email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, token.userId));
    await cancelEmailLinks(txDeps, token.userId, { purpose: 'reset_password' });
    await cancelEmailLinks(txDeps, token.userId, { purpose: 'verify_email' });
    if (user) await clearSignInFailures(txDeps, user.email);
    return { userId: token.userId };
  });
}

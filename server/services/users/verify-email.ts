import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { emailTokens, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { consumeEmailToken } from './consume-email-token.ts';
import { isUniqueViolation } from './find-user-by-email.ts';

/**
 * Consumes a verification key (once) and marks the address verified. A key sent to a new address
 * (an email change) also moves the account to it; if someone signed up with that address meanwhile,
 * the change is refused (409) and nothing changes, the key included.
 */
export async function verifyEmail(deps: ServiceDeps, key: string): Promise<{ userId: string }> {
  return deps.db.transaction(async (tx) => {
    const token = await consumeEmailToken({ ...deps, db: tx }, key, 'verify_email');
    if (!token) throw new AppError('NOT_FOUND', 'This verification link is not valid any more');
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, token.userId));
    if (!user) throw new AppError('NOT_FOUND', 'This verification link is not valid any more');
    const isNewAddress = user.email.toLowerCase() !== token.email.toLowerCase();
    if (isNewAddress) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${token.email.toLowerCase()}`, ne(users.id, token.userId)));
      if (taken) throw emailTaken();
    }
    try {
      await tx
        .update(users)
        .set({ isEmailVerified: true, email: token.email, updatedAt: deps.now() })
        .where(eq(users.id, token.userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    if (isNewAddress) {
      // Links mailed before the move (a reset to the old address, say) no longer apply.
      await tx
        .delete(emailTokens)
        .where(and(eq(emailTokens.userId, token.userId), isNull(emailTokens.usedAt)));
    }
    return { userId: token.userId };
  });
}

function emailTaken(): AppError {
  return new AppError(
    'E_ACCOUNT_EXISTS',
    'This email address belongs to another account now, so your account keeps its current address',
  );
}

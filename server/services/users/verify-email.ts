import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { consumeEmailToken } from './consume-email-token.ts';

/** Consumes a verification key (once) and marks the address verified. */
export async function verifyEmail(deps: ServiceDeps, key: string): Promise<{ userId: string }> {
  return deps.db.transaction(async (tx) => {
    const token = await consumeEmailToken({ ...deps, db: tx }, key, 'verify_email');
    if (!token) throw new AppError('NOT_FOUND', 'This verification link is not valid any more');
    await tx
      .update(users)
      .set({ isEmailVerified: true, email: token.email, updatedAt: deps.now() })
      .where(eq(users.id, token.userId));
    return { userId: token.userId };
  });
}

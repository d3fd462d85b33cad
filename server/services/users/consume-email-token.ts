import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens, users } from '../../db/schema/index.ts';
import { hashSecretToken } from '../auth/secret-tokens.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * Marks a key used and returns what it was for, or null when unknown, expired or already used.
 * One conditional UPDATE, so two clicks on the same link can never both succeed.
 */
export async function consumeEmailToken(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  token: string,
  purpose: 'verify_email' | 'reset_password',
): Promise<{ userId: string; email: string } | null> {
  const now = deps.now();
  const rows = await deps.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashSecretToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return rows[0] ?? null;
}

/**
 * Inside a transaction: locks the account a live key belongs to (none when the key is unknown,
 * spent or expired). Operations that spend one key and void the account's others (a reset) lock
 * first, so two different keys of one account used at the same moment cannot both succeed.
 */
export async function lockEmailTokenOwner(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  token: string,
  purpose: 'verify_email' | 'reset_password',
): Promise<void> {
  const [owner] = await deps.db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashSecretToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  if (owner)
    await deps.db.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
}

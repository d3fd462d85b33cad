import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens } from '../../db/schema/index.ts';
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

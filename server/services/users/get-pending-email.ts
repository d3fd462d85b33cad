import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailTokens, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** The address of the user's email change that waits for its confirmation link, or null. */
export async function getPendingEmail(deps: ServiceDeps, userId: string): Promise<string | null> {
  const rows = await deps.db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'verify_email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, deps.now()),
        sql`lower(${emailTokens.email}) <> lower(${users.email})`,
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return rows[0]?.email ?? null;
}

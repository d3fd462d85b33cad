import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailTokens } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * Voids a user's unused emailed links of one kind, except those for `keepEmail` when given. A voided
 * key is marked spent rather than deleted, so it still counts toward the cap on reset mails per
 * hour (forgot-password.ts); the hourly purge removes spent keys later.
 *
 * Verification links carry the address they verify, and following one makes it the account's
 * address. So an account keeps at most one live verification link: otherwise the sign-up link of
 * an old (perhaps mistyped, someone else's) address would move the account back to it after the
 * owner changed to a new one.
 */
export async function cancelEmailLinks(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  userId: string,
  options: { purpose: 'verify_email' | 'reset_password'; keepEmail?: string },
): Promise<void> {
  await deps.db
    .update(emailTokens)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, options.purpose),
        isNull(emailTokens.usedAt),
        options.keepEmail === undefined
          ? undefined
          : sql`lower(${emailTokens.email}) <> ${options.keepEmail.toLowerCase()}`,
      ),
    );
}

import crypto from 'node:crypto';
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import {
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_LOCKED_MESSAGE,
  signInDelayMs,
  signInRetryAfterSeconds,
} from '#domain/users/sign-in-throttle.ts';
import { signInFailures } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The per-account sign-in limit (rules in domain/users/sign-in-throttle.ts), kept in
 * `sign_in_failures` so it holds across client addresses and app instances. Rows carry a hash of
 * the lower-cased address, never the address: unknown addresses are counted alike, so the limit
 * cannot tell anyone whether an account exists.
 */
export function signInEmailHash(email: string): string {
  return crypto.createHash('sha256').update(`sign-in\u0000${email.trim().toLowerCase()}`).digest('base64url');
}

/**
 * Books an attempt for the address before its password is checked: refused (429, Retry-After) when
 * the window already holds the limit, else recorded as a failure (a success takes it back), with
 * how long the attempt must wait. The count and the insert happen under a lock per address, so
 * concurrent attempts from many clients can never pass the limit together.
 */
export async function reserveSignInAttempt(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  email: string,
): Promise<{ attemptId: string; delayMs: number }> {
  const emailHash = signInEmailHash(email);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${emailHash}`}))`);
    const now = deps.now();
    const [window] = await tx
      .select({ failures: count(), oldest: min(signInFailures.at) })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.emailHash, emailHash),
          gt(signInFailures.at, new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS)),
        ),
      );
    const failures = window?.failures ?? 0;
    if (failures >= SIGN_IN_FAILURE_LIMIT) {
      const oldest = window?.oldest ? new Date(window.oldest) : now;
      throw new AppError('RATE_LIMITED', SIGN_IN_LOCKED_MESSAGE, undefined, {
        retryAfterSeconds: signInRetryAfterSeconds(oldest, now),
      });
    }
    const [row] = await tx
      .insert(signInFailures)
      .values({ emailHash, at: now })
      .returning({ id: signInFailures.id });
    if (!row) throw new Error('insert into sign_in_failures returned no row');
    return { attemptId: row.id, delayMs: signInDelayMs(failures) };
  });
}

/** The attempt succeeded: it was no failure. */
export async function forgetSignInAttempt(deps: Pick<ServiceDeps, 'db'>, attemptId: string): Promise<void> {
  await deps.db.delete(signInFailures).where(eq(signInFailures.id, attemptId));
}

/** A completed password reset proves the owner: the account's failures are forgiven. */
export async function clearSignInFailures(deps: Pick<ServiceDeps, 'db'>, email: string): Promise<void> {
  await deps.db.delete(signInFailures).where(eq(signInFailures.emailHash, signInEmailHash(email)));
}

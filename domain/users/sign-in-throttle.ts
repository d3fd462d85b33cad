/**
 * The per-account brute-force limit (issue 10): failed sign-ins are counted per email address
 * (known or not, so the limit tells nothing about which addresses have accounts) over the last hour,
 * from every client address together. After a few failures each answer comes slower; at the limit
 * even the right password is refused until the oldest failure leaves the window. The email reset
 * is never limited by it, and a completed reset clears the count.
 */
export const SIGN_IN_FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** Failures per account and window; the next attempt is refused (429). */
export const SIGN_IN_FAILURE_LIMIT = 100;
/** Failures answered at full speed; from then on each answer waits longer. */
export const SIGN_IN_FREE_FAILURES = 10;
const FIRST_DELAY_MS = 250;
export const SIGN_IN_MAX_DELAY_MS = 4_000;

export const SIGN_IN_LOCKED_MESSAGE =
  'Too many failed log-ins for this email address. Please try again later, or reset your password.';

/**
 * How long an attempt waits before its password is checked, given the failures of the window: none
 * for the first ten, then 250 ms doubling with each failure up to 4 s.
 */
export function signInDelayMs(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - SIGN_IN_FREE_FAILURES, 10);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, SIGN_IN_MAX_DELAY_MS);
}

/** Whole seconds until the oldest failure of the window leaves it (at least 1), for Retry-After. */
export function signInRetryAfterSeconds(oldestFailureAt: Date, now: Date): number {
  const freeAt = oldestFailureAt.getTime() + SIGN_IN_FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

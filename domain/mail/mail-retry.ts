/**
 * When the mail queue tries a failed delivery again (ADR 010): after the n-th failed attempt it
 * waits the n-th delay; after the last delay's attempt failed too, the mail is given up ('failed').
 */

/** 1 min, 5 min, 30 min, 2 h, 6 h: six attempts over about 8.6 hours. */
export const DEFAULT_MAIL_RETRY_DELAYS_SECONDS: readonly number[] = [60, 300, 1_800, 7_200, 21_600];

/** Attempts in all: the first one, then one after each delay. */
export function mailMaxAttempts(delaysSeconds: readonly number[]): number {
  return delaysSeconds.length + 1;
}

/**
 * The instant of the next attempt after attempt number `attempts` (1 for the first) failed at
 * `failedAt`, or null when that was the last one.
 */
export function nextMailAttemptAt(input: {
  attempts: number;
  failedAt: Date;
  delaysSeconds: readonly number[];
}): Date | null {
  const delay = input.delaysSeconds[Math.max(0, input.attempts - 1)];
  if (input.attempts >= mailMaxAttempts(input.delaysSeconds) || delay === undefined) return null;
  return new Date(input.failedAt.getTime() + delay * 1000);
}

/** `MAIL_RETRY_DELAYS`: comma-separated seconds, e.g. "60,300,1800"; null when it is not that. */
export function parseMailRetryDelays(value: string): number[] | null {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.length > 20) return null;
  const delays = parts.map((part) => (/^\d{1,7}$/.test(part) ? Number(part) : Number.NaN));
  return delays.every((delay) => Number.isInteger(delay) && delay >= 1) ? delays : null;
}

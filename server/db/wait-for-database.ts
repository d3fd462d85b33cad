import { databaseUnavailableReason } from './connection-errors.ts';

/**
 * The boot's first database step (migrations), tried until the database answers: PostgreSQL may
 * start after the app (a host reboot, a failover, compose starting both at once). Only "out of
 * reach" errors are retried, with backoff (0.5 s doubling to 10 s); anything else (a wrong password,
 * a failing migration) stops the boot at once. One warning when waiting starts, one a minute while
 * it lasts, one line when the database answers: never a line per attempt.
 */
export type WaitForDatabaseOptions = {
  attempt: () => Promise<void>;
  logger: { warn(details: object, message: string): void; info(details: object, message: string): void };
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Give up (throw) after this long; 0 waits as long as it takes. */
  timeoutMs?: number;
  reminderMs?: number;
  /** Aborted by a shutdown during the wait: resolves false. */
  signal?: AbortSignal;
  now?: () => number;
};

/** True once `attempt` succeeded; false when the wait was cancelled (shutdown). */
export async function waitForDatabase(options: WaitForDatabaseOptions): Promise<boolean> {
  const initialDelayMs = options.initialDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 0;
  const reminderMs = options.reminderMs ?? 60_000;
  const now = options.now ?? Date.now;
  const started = now();
  let delayMs = initialDelayMs;
  let attempts = 0;
  let reportedAt = started;
  const seconds = () => Math.round((now() - started) / 100) / 10;

  for (;;) {
    if (options.signal?.aborted) return false;
    try {
      attempts += 1;
      await options.attempt();
      if (attempts > 1) {
        options.logger.info({ attempts, seconds: seconds() }, 'database reachable: the boot continues');
      }
      return true;
    } catch (error) {
      const reason = databaseUnavailableReason(error);
      if (reason === null) throw error;
      if (timeoutMs > 0 && now() - started + delayMs > timeoutMs) {
        throw new Error(
          `the database was not reachable within ${timeoutMs} ms (${reason}, ${attempts} attempts; DATABASE_BOOT_TIMEOUT_MS)`,
        );
      }
      if (attempts === 1) {
        options.logger.warn(
          { reason },
          'database not reachable at boot: retrying with backoff (/healthz answers 200, /readyz 503 meanwhile)',
        );
      } else if (now() - reportedAt >= reminderMs) {
        reportedAt = now();
        options.logger.warn({ reason, attempts, seconds: seconds() }, 'still waiting for the database');
      }
    }
    if (!(await sleep(delayMs, options.signal))) return false;
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

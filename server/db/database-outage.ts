import { databaseUnavailableReason } from './connection-errors.ts';

/**
 * One log line per database outage, not one per failed request: while PostgreSQL restarts, every
 * request, the pool, the scheduler and the job-view writer fail at once, each with drizzle's error
 * whose message carries the SQL and its parameters. The first failure of a burst is written as one
 * short warning (the reason code and where it happened, never SQL); later ones are only counted;
 * a summary follows every `reminderMs` while failures go on, and once when none came for `quietMs`.
 *
 * It sits in the logger itself (pino's `hooks.logMethod`), so every log call that carries such an
 * error (`{ err }`, `{ error }` or the error alone) goes through it, whoever makes the call.
 */

export type OutageLogger = { warn(details: object, message: string): void };

export type DatabaseOutageLogOptions = {
  /** A burst ends when no failure came for this long (default 5 s). */
  quietMs?: number;
  /** While a burst lasts, a summary this often (default 60 s). */
  reminderMs?: number;
  /** How often the burst's state is checked (default 1 s). */
  tickMs?: number;
  now?: () => number;
};

/** pino's logMethod hook, typed loosely (pino's own type needs the logger's generics). */
type LogMethod = (
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
) => void;

export type DatabaseOutageLog = {
  /** Counts a failure; true when it opens a burst (the caller should write its one line). */
  note(reason: string, source: string): boolean;
  /** A burst is going on (a failure within the last `quietMs`). */
  isOngoing(): boolean;
  /** For pino({ hooks: { logMethod } }). */
  logMethod: LogMethod;
  /** Where summaries are written (the root logger, once it exists). */
  attach(logger: OutageLogger): void;
  /** Writes the summary of a burst still going on and stops the timer (shutdown). */
  close(): void;
};

type Burst = {
  startedAt: number;
  lastAt: number;
  reportedAt: number;
  failures: number;
  sinceReport: number;
  reasons: Record<string, number>;
  sources: Record<string, number>;
};

const MAX_KEYS = 8;

function bump(counts: Record<string, number>, key: string): void {
  if (key in counts || Object.keys(counts).length < MAX_KEYS) counts[key] = (counts[key] ?? 0) + 1;
  else counts.other = (counts.other ?? 0) + 1;
}

/** The error a pino call carries: the first argument itself, or its `err` / `error` field. */
function errorOfLogCall(first: unknown): unknown {
  if (first instanceof Error) return first;
  if (typeof first !== 'object' || first === null) return undefined;
  const fields = first as { err?: unknown; error?: unknown };
  return fields.err ?? fields.error;
}

export function createDatabaseOutageLog(options: DatabaseOutageLogOptions = {}): DatabaseOutageLog {
  const quietMs = options.quietMs ?? 5_000;
  const reminderMs = options.reminderMs ?? 60_000;
  const tickMs = options.tickMs ?? 1_000;
  const now = options.now ?? Date.now;
  let logger: OutageLogger | null = null;
  let burst: Burst | null = null;
  let timer: NodeJS.Timeout | null = null;

  const seconds = (ms: number) => Math.round(ms / 100) / 10;

  const finish = () => {
    if (!burst) return;
    const ended = burst;
    burst = null;
    if (timer) clearInterval(timer);
    timer = null;
    logger?.warn(
      {
        failures: ended.failures,
        seconds: seconds(ended.lastAt - ended.startedAt),
        reasons: ended.reasons,
        sources: ended.sources,
      },
      `database failures stopped: ${ended.failures} in ${seconds(ended.lastAt - ended.startedAt)} s`,
    );
  };

  const tick = () => {
    if (!burst) return;
    const at = now();
    if (at - burst.lastAt >= quietMs) {
      finish();
      return;
    }
    if (at - burst.reportedAt >= reminderMs) {
      logger?.warn(
        { failures: burst.sinceReport, seconds: seconds(at - burst.startedAt), reasons: burst.reasons },
        `database still unavailable: ${burst.sinceReport} failures in the last ${seconds(at - burst.reportedAt)} s`,
      );
      burst.reportedAt = at;
      burst.sinceReport = 0;
    }
  };

  const note = (reason: string, source: string): boolean => {
    const at = now();
    if (burst && at - burst.lastAt >= quietMs) finish();
    if (burst) {
      burst.lastAt = at;
      burst.failures += 1;
      burst.sinceReport += 1;
      bump(burst.reasons, reason);
      bump(burst.sources, source);
      return false;
    }
    burst = {
      startedAt: at,
      lastAt: at,
      reportedAt: at,
      failures: 1,
      sinceReport: 1,
      reasons: { [reason]: 1 },
      sources: { [source]: 1 },
    };
    timer = setInterval(tick, tickMs);
    timer.unref();
    return true;
  };

  const logMethod: LogMethod = function (this: unknown, args, method) {
    const reason = databaseUnavailableReason(errorOfLogCall(args[0]));
    if (reason === null) {
      method.apply(this, args);
      return;
    }
    const source = typeof args[1] === 'string' ? args[1] : typeof args[0] === 'string' ? args[0] : 'log';
    if (!note(reason, source)) return;
    // The opening line of the burst, a warning like its summaries: the reason and where, without
    // the error (whose message holds the SQL and its parameters).
    (this as OutageLogger).warn(
      { reason, source },
      `database unavailable (${reason}): answering 503 with Retry-After; one summary per burst follows`,
    );
  };

  return {
    note,
    isOngoing: () => burst !== null && now() - burst.lastAt < quietMs,
    logMethod,
    attach(target) {
      logger = target;
    },
    close() {
      finish();
    },
  };
}

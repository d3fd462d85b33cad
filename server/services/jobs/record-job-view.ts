import crypto from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { isCountableJobView, viewDay } from '#domain/jobs/view-counting.ts';
import type { Database } from '../../db/client.ts';

/** What the counter needs to know of a job page request. Header names in lower case. */
export type JobViewRequest = {
  method: string;
  /** The client's address as the app trusts it (request.ip); hashed, never stored. */
  ip: string;
  headers: Record<string, string | string[] | undefined>;
};

export type JobViewCounter = {
  /**
   * Notes a view of a job page. Cheap and synchronous (no database work): the page never waits for
   * it. Returns whether the view will be counted.
   */
  record(jobId: string, request: JobViewRequest): boolean;
  /** Writes the views noted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: call it on shutdown, before the database closes. */
  close(): Promise<void>;
};

export type JobViewCounterOptions = {
  db: Database;
  now: () => Date;
  logger?: { error(details: object, message: string): void };
  /** How often the noted views are written. */
  flushIntervalMs?: number;
  /** How many (visitor, job) pairs of the day are remembered; the oldest is forgotten first. */
  maxVisitors?: number;
};

const DEFAULT_FLUSH_INTERVAL_MS = 5_000;
const DEFAULT_MAX_VISITORS = 100_000;
/** Rows per statement: far below the parameter limit (3 parameters a row). */
const ROWS_PER_STATEMENT = 1_000;

/**
 * Views per job and day (issue 4: "without counting bots or repeated reloads").
 *
 * Batched in memory rather than written per request: the job page is the most visited page, and a
 * write per view would put a row lock on a hot `job_views_daily` row (and on the job) in every
 * request's path. Instead a view is a map increment here, and every few seconds one transaction
 * upserts all noted (job, day) pairs (`on conflict (job_id, day) do update set count = count +
 * excluded.count`) and adds the same numbers to `jobs.views`. The cost: views show up a few seconds
 * late, and a crash (not a graceful shutdown, which flushes) loses at most the last interval.
 *
 * A visitor is a hash of the client address and user agent, salted with a random value that
 * changes every day (UTC) and never leaves this process: the same person reloading a job the same
 * day counts once, raw addresses are never stored, and yesterday's hashes cannot be linked to
 * today's. The memory is bounded (the oldest pairs are forgotten first, which at worst counts a
 * returning visitor twice). Each instance remembers its own visitors, so behind a load balancer
 * without sticky sessions a person may count once per instance and day.
 */
export function createJobViewCounter(options: JobViewCounterOptions): JobViewCounter {
  const flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
  const maxVisitors = options.maxVisitors ?? DEFAULT_MAX_VISITORS;
  /** Views not yet written: `${jobId} ${day}` → count. */
  let pending = new Map<string, number>();
  const seen = new Set<string>();
  let seenDay = '';
  let salt = crypto.randomBytes(16);
  let timer: NodeJS.Timeout | null = null;
  let isClosed = false;
  let flushing: Promise<void> = Promise.resolve();

  const visitorKey = (jobId: string, request: JobViewRequest) => {
    const agent = request.headers['user-agent'];
    return crypto
      .createHash('sha256')
      .update(salt)
      .update(`\0${jobId}\0${request.ip}\0${Array.isArray(agent) ? agent.join(',') : (agent ?? '')}`)
      .digest('base64url')
      .slice(0, 22);
  };

  const add = (counts: Map<string, number>) => {
    for (const [key, count] of counts) pending.set(key, (pending.get(key) ?? 0) + count);
  };

  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    // Sorted, so two instances flushing at once lock the rows in the same order (no deadlock).
    const rows = [...batch]
      .map(([key, count]) => {
        const [jobId = '', day = ''] = key.split(' ');
        return { jobId, day, count };
      })
      .sort((a, b) => (a.jobId === b.jobId ? a.day.localeCompare(b.day) : a.jobId.localeCompare(b.jobId)));
    try {
      await options.db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
          const values: SQL = sql.join(
            chunk.map((row) => sql`(${row.jobId}::uuid, ${row.day}::date, ${row.count}::int)`),
            sql`, `,
          );
          // A job deleted since its view was noted is skipped, not an error.
          await tx.execute(sql`
            insert into job_views_daily (job_id, day, count)
            select v.job_id, v.day, v.views
            from (values ${values}) as v (job_id, day, views)
            where exists (select 1 from jobs where jobs.id = v.job_id)
            on conflict (job_id, day) do update set count = job_views_daily.count + excluded.count`);
          await tx.execute(sql`
            update jobs set views = jobs.views + v.views
            from (select job_id, sum(views)::int as views
                  from (values ${values}) as raw (job_id, day, views) group by job_id) as v
            where jobs.id = v.job_id`);
        }
      });
    } catch (error) {
      options.logger?.error({ err: error, pairs: rows.length }, 'writing job views failed');
      // Kept for the next attempt unless the app is going away.
      if (!isClosed) add(batch);
    }
  };

  const flush = () => {
    flushing = flushing.then(write);
    return flushing;
  };

  return {
    record(jobId, request) {
      if (isClosed || !isCountableJobView(request)) return false;
      const day = viewDay(options.now());
      if (day !== seenDay) {
        seen.clear();
        salt = crypto.randomBytes(16);
        seenDay = day;
      }
      const key = visitorKey(jobId, request);
      if (seen.has(key)) return false;
      if (seen.size >= maxVisitors) seen.delete(seen.values().next().value as string);
      seen.add(key);
      const pendingKey = `${jobId} ${day}`;
      pending.set(pendingKey, (pending.get(pendingKey) ?? 0) + 1);
      if (!timer) {
        timer = setInterval(() => void flush(), flushIntervalMs);
        // Never keeps the process alive on its own; shutdown flushes through close().
        timer.unref();
      }
      return true;
    },
    flush,
    async close() {
      isClosed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

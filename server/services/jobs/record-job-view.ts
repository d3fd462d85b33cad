import { type SQL, sql } from 'drizzle-orm';
import { isCountableJobView, viewDay } from '#domain/jobs/view-counting.ts';
import type { Database } from '../../db/client.ts';
import { createVisitorMemory, type ViewRequest } from '../views/visitor-key.ts';

/** What the counter needs to know of a job page request (visitor-key.ts). */
export type JobViewRequest = ViewRequest;

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
  /** APP_SECRET: every process keys visitors alike (visitor-key.ts). */
  secret: string;
  logger?: { error(details: object, message: string): void };
  /** How often the noted views are written. */
  flushIntervalMs?: number;
  /** How many (visitor, job) pairs of the day are remembered; the oldest is forgotten first. */
  maxVisitors?: number;
};

const DEFAULT_FLUSH_INTERVAL_MS = 5_000;
const DEFAULT_MAX_VISITORS = 100_000;
/** Visitors per statement: far below the parameter limit (3 parameters a visitor). */
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
 * A visitor is a hash of the job, client address and user agent keyed per day (UTC) from the app
 * secret (visitor-key.ts): raw addresses are never stored, and yesterday's keys cannot be linked to
 * today's. Each process remembers the visitors it saw today (bounded, oldest first), which spares
 * the database most reloads; the flush then inserts the new visitors into `view_visitors`, shared
 * by every worker process and instance, and counts only those the insert took (`on conflict do
 * nothing returning`). So the same person reloading a job the same day counts once, whichever
 * process answered each reload (issue 11 scope 3). Past days' visitors are purged hourly.
 */
export function createJobViewCounter(options: JobViewCounterOptions): JobViewCounter {
  const flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
  const maxVisitors = options.maxVisitors ?? DEFAULT_MAX_VISITORS;
  /** Visitors not yet written: visitor key → the job and day of the view. */
  let pending = new Map<string, { jobId: string; day: string }>();
  const visitors = createVisitorMemory({ secret: options.secret, maxVisitors });
  let timer: NodeJS.Timeout | null = null;
  let isClosed = false;
  let flushing: Promise<void> = Promise.resolve();

  const add = (views: Map<string, { jobId: string; day: string }>) => {
    for (const [visitor, view] of views) pending.set(visitor, view);
  };

  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([visitor, view]) => ({ visitor, ...view }));
    try {
      await options.db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
          const values: SQL = sql.join(
            chunk.map((row) => sql`(${row.jobId}::uuid, ${row.day}::date, ${row.visitor}::text)`),
            sql`, `,
          );
          // Only visitors no process has counted today count (the insert skips the others); a job
          // deleted since its view was noted is skipped, not an error. The (job, day) rows are
          // upserted in key order, so two processes flushing at once never deadlock.
          await tx.execute(sql`
            with noted (job_id, day, visitor) as (values ${values}),
            fresh as (
              insert into view_visitors (visitor, day)
              select visitor, day from noted
              on conflict (visitor) do nothing
              returning visitor
            ),
            counted as (
              select noted.job_id, noted.day, count(*)::int as views
              from noted join fresh on fresh.visitor = noted.visitor
              where exists (select 1 from jobs where jobs.id = noted.job_id)
              group by noted.job_id, noted.day
            ),
            daily as (
              insert into job_views_daily (job_id, day, count)
              select job_id, day, views from counted order by job_id, day
              on conflict (job_id, day) do update set count = job_views_daily.count + excluded.count
            )
            update jobs set views = jobs.views + totals.views
            from (select job_id, sum(views)::int as views from counted group by job_id) as totals
            where jobs.id = totals.job_id`);
        }
      });
    } catch (error) {
      options.logger?.error({ err: error, visitors: rows.length }, 'writing job views failed');
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
      const key = visitors.firstVisitToday(`job\0${jobId}`, request, day);
      if (key === null) return false;
      pending.set(key, { jobId, day });
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

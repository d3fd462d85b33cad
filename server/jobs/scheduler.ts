import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import { DIGEST_TIME_ZONE } from '#domain/digest/digest-periods.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { markDatabaseError } from '../db/connection-errors.ts';

/**
 * Scheduled work on pg-boss (ADR 007): its queue and cron schedules live in the database (schema
 * `pgboss`), so they survive restarts and several instances share them: a cron tick creates one job
 * however many instances run, and one instance works it. The work itself must still be safe to repeat
 * (a job is retried after a crash): the digest's send ledger makes it so.
 */

export const DIGEST_QUEUE = 'digest-run';
/** The product's send time: daily digests every day at 07:00, weekly ones on Monday at 07:00. */
export const DIGEST_CRON = '0 7 * * *';
/** Catch-up runs: a period missed while no instance ran, or a mail that failed, goes out within the hour. */
export const DIGEST_CATCH_UP_CRON = '23 * * * *';
const BOSS_SCHEMA = 'pgboss';

export type SchedulerLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** Other recurring work: a queue, its cron (Copenhagen time) and what one run does at an instant. */
export type RecurringTask = {
  queue: string;
  cron: string;
  run: (now: Date) => Promise<unknown>;
};

/** Jobs past their expiration date move to EXPIRED (every 5 minutes). */
export const JOB_EXPIRY_QUEUE = 'job-expiry';
export const JOB_EXPIRY_CRON = '*/5 * * * *';
/** "Still hiring?" mails five days before expiry (hourly, at a quiet minute). */
export const JOB_REMINDER_QUEUE = 'job-still-hiring';
export const JOB_REMINDER_CRON = '41 * * * *';

export type StartSchedulerOptions = {
  database: DatabaseHandle;
  /** PostgreSQL: pg-boss opens its own small pool here. Unset with PGlite (it shares our pool). */
  databaseUrl?: string | undefined;
  logger: SchedulerLogger;
  /** The digest run for an instant (runDueDigests bound to the app's dependencies). */
  runDigests: (now: Date) => Promise<unknown>;
  /**
   * The instant a job runs at. Default: the database's clock, the one every instance agrees on
   * (docs/architecture.md, Conventions); tests give a fixed one.
   */
  now?: () => Promise<Date>;
  /** How often an idle worker asks for work (seconds). */
  pollingIntervalSeconds?: number;
  /** Recurring work besides the digest (job expiry, reminders); each run must be safe to repeat. */
  tasks?: RecurringTask[];
};

export type Scheduler = {
  /** Queues a digest run now (what a cron tick does); resolves with the job id. */
  queueDigestRun(reason: string): Promise<string | null>;
  /** Queues a run of one recurring task now. */
  queueTask(queue: string, reason: string): Promise<string | null>;
  /** Stops fetching, waits for a running job (up to the timeout), then releases the connection. */
  stop(timeoutMs?: number): Promise<void>;
};

export async function startScheduler(options: StartSchedulerOptions): Promise<Scheduler> {
  const { database, logger } = options;
  const common = { schema: BOSS_SCHEMA, application_name: 'nordhub-scheduler' };
  const boss =
    database.kind === 'pglite'
      ? // PGlite is one in-process session: pg-boss takes turns on our pool's one client, as pg-boss's
        // own driver does on a pool (its statements queue with ours, never inside our transactions).
        new PgBoss({ ...common, backend: 'pglite', db: { executeSql: poolExecutor(database) } })
      : new PgBoss({ ...common, connectionString: requireUrl(options.databaseUrl), max: 2 });
  // pg-boss polls the database: while it is out of reach, each poll fails. Marked as the database's
  // own, those errors are logged once per outage (server/db/database-outage.ts), not per poll.
  boss.on('error', (error: unknown) => logger.error({ err: markDatabaseError(error) }, 'scheduler error'));
  boss.on('warning', (warning: unknown) => logger.warn({ warning }, 'scheduler warning'));

  const readNow = options.now ?? (() => readDatabaseNow(database));
  try {
    await boss.start();
    // One job queued and one running at most: a run that is still going absorbs the next tick.
    await boss.createQueue(DIGEST_QUEUE, {
      policy: 'stately',
      retryLimit: 3,
      retryDelay: 300,
      retryBackoff: true,
      expireInSeconds: 60 * 60,
    });
    await boss.schedule(
      DIGEST_QUEUE,
      DIGEST_CRON,
      { reason: 'schedule' },
      { tz: DIGEST_TIME_ZONE, key: 'send' },
    );
    await boss.schedule(
      DIGEST_QUEUE,
      DIGEST_CATCH_UP_CRON,
      { reason: 'catch-up' },
      { tz: DIGEST_TIME_ZONE, key: 'catch-up' },
    );
    await boss.work(
      DIGEST_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 },
      async ([job]) => {
        const now = await readNow();
        const summary = await options.runDigests(now);
        logger.info({ jobId: job?.id, now: now.toISOString(), summary }, 'digest run finished');
      },
    );

    for (const task of options.tasks ?? []) {
      await boss.createQueue(task.queue, {
        policy: 'stately',
        retryLimit: 3,
        retryDelay: 60,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
      });
      await boss.schedule(
        task.queue,
        task.cron,
        { reason: 'schedule' },
        { tz: DIGEST_TIME_ZONE, key: 'run' },
      );
      await boss.work(
        task.queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 },
        async ([job]) => {
          const now = await readNow();
          const summary = await task.run(now);
          logger.info(
            { queue: task.queue, jobId: job?.id, now: now.toISOString(), summary },
            'scheduled run finished',
          );
        },
      );
    }
  } catch (error) {
    // A start that failed halfway (the database went away meanwhile) leaves nothing running behind,
    // so the caller can try again.
    await boss.stop({ graceful: false, close: true, timeout: 1_000 }).catch(() => {});
    throw markDatabaseError(error);
  }

  return {
    queueDigestRun: (reason) => boss.send(DIGEST_QUEUE, { reason }),
    queueTask: (queue, reason) => boss.send(queue, { reason }),
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

/** The database's clock (the same for every instance), in one round trip. */
export async function readDatabaseNow(database: DatabaseHandle): Promise<Date> {
  const result = await database.db.execute<{ ms: number | string }>(
    sql`select extract(epoch from now()) * 1000 as ms`,
  );
  const row = (result as unknown as { rows: { ms: number | string }[] }).rows[0];
  return new Date(Number(row?.ms));
}

/** The embedded database's pool (node-postgres over PGlite, server/db/client.ts), as pg-boss's driver uses one. */
function poolExecutor(
  database: DatabaseHandle,
): (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> {
  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  if (!pool) throw new Error('The embedded database handle has no pool');
  return (text, values) => pool.query(text, values);
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new Error('The scheduler needs DATABASE_URL on PostgreSQL');
  return url;
}

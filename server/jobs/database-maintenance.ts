import { sql } from 'drizzle-orm';

import type { DatabaseHandle } from '../db/client.ts';
import type { RecurringTask } from './scheduler.ts';

/**
 * PostgreSQL's autovacuum daemon keeps two things right on its own; the embedded database (PGlite)
 * runs none, and a PostgreSQL server can run with it turned off (`autovacuum = off`: the machines
 * this project is built and benchmarked on ship so):
 * - the planner's statistics: without them every estimate is a default guess (a table of 600 jobs
 *   is planned as a few rows, every search word as rare), so a text search walks every job and
 *   tests its text instead of reading the matches from the text index. On the demo data, fresh
 *   statistics took the long tail of searches from 313–376 to 488–554 answers a second (ADR 016,
 *   session 9);
 * - the rows that updates leave behind (each flush of view counts rewrites job rows): never
 *   reclaimed, they make every scan longer; and the visibility map, without which an index-only
 *   scan still visits the table (at 100,000 jobs a search cost 1.62–1.73 ms of database time
 *   unvacuumed, 1.35–1.39 ms vacuumed: bench/RESULTS.md, session 16).
 * So where nothing else does it, the app does: on PGlite the statistics are gathered at each start,
 * after migrations and demo seeding (a failure is logged, never a failed start), and this task
 * vacuums and analyzes every hour; on a PostgreSQL without autovacuum the same hourly task runs,
 * and the start says so in its log (main.ts). On a PostgreSQL with autovacuum the app runs neither:
 * autovacuum knows better when.
 */
export const DATABASE_MAINTENANCE_QUEUE = 'database-maintenance';
/** Hourly, at a minute no other task uses. */
export const DATABASE_MAINTENANCE_CRON = '29 * * * *';

export type MaintenanceSummary = { statement: string | null; ms: number };

/**
 * At start: the planner's statistics of the embedded database, and the entries waiting in the
 * pending lists of its GIN indexes (the text search's among them) merged into the indexes, as
 * PostgreSQL's autoanalyze does; a manual ANALYZE leaves them. Until merged, every search reads the
 * whole pending list, so the planner (rightly) prefers testing each job's text: on the demo data,
 * whose 600 jobs all wait there after seeding, that made a text search's page 1.3–1.6 ms of engine
 * time where the index answers in 0.1 ms. About 0.2–0.4 s on the demo data.
 */
export function refreshPlannerStatistics(database: DatabaseHandle): Promise<MaintenanceSummary> {
  return database.kind === 'pglite' ? runStatement(database, START_STATEMENT) : Promise.resolve(NOTHING_RUN);
}

const START_STATEMENT = `analyze; select gin_clean_pending_list(i.indexrelid::regclass) from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam where a.amname = 'gin'`;

/**
 * The hourly run: rows left by updates reclaimed, the visibility map and the text index's pending
 * entries brought up to date (VACUUM merges them), the statistics refreshed. Asks at every run
 * whether it is needed (`autovacuum` can be turned on or off without a restart), and does nothing
 * where autovacuum runs.
 */
export function databaseMaintenanceTask(database: DatabaseHandle): RecurringTask {
  return {
    queue: DATABASE_MAINTENANCE_QUEUE,
    cron: DATABASE_MAINTENANCE_CRON,
    run: async () =>
      (await needsOwnMaintenance(database)) ? runStatement(database, 'vacuum (analyze)') : NOTHING_RUN,
  };
}

/**
 * Whether the app must vacuum and analyze its database itself: always on PGlite, and on a
 * PostgreSQL server whose autovacuum is off.
 */
export async function needsOwnMaintenance(database: DatabaseHandle): Promise<boolean> {
  if (database.kind === 'pglite') return true;
  const result = await database.db.execute<{ autovacuum: string }>(sql`show autovacuum`);
  return result.rows[0]?.autovacuum !== 'on';
}

const NOTHING_RUN: MaintenanceSummary = { statement: null, ms: 0 };

async function runStatement(database: DatabaseHandle, statement: string): Promise<MaintenanceSummary> {
  const started = performance.now();
  await database.exec(statement);
  return { statement, ms: Math.round(performance.now() - started) };
}

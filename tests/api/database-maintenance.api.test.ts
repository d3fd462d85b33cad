/**
 * The embedded database runs no autovacuum (server/jobs/database-maintenance.ts): the app gathers
 * its planner statistics and merges its text index's pending entries at start and hourly, so
 * searches are planned for the data there is, not for a default guess, and read the index rather
 * than a list of every job added since. PostgreSQL's own autovacuum does this there, and the app
 * leaves it alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/index.ts';
import { databaseMaintenanceTask, refreshPlannerStatistics } from '#server/jobs/database-maintenance.ts';
import { insertCompany, insertJob } from '#tests/helpers/factories.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe.each(BACKENDS)('database maintenance [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The planner's estimate of the active jobs, and their real number. */
  async function activeJobs(): Promise<{ estimated: number; actual: number }> {
    const plan = await t.deps.db.execute<{ 'QUERY PLAN': unknown }>(
      sql`explain (format json) select 1 from ${jobs} where ${jobs.status} = 'ACTIVE'`,
    );
    const raw = plan.rows[0]?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
    const counted = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${jobs} where ${jobs.status} = 'ACTIVE'`,
    );
    return { estimated: parsed[0].Plan['Plan Rows'], actual: Number(counted.rows[0]?.n) };
  }

  /** Merges what waits in the text index's pending list into the index: the pages it took. */
  async function pendingTextIndexPages(app: TestApp): Promise<number> {
    const result = await app.deps.db.execute<{ pages: number }>(
      sql`select gin_clean_pending_list('jobs_search_gin'::regclass)::int as pages`,
    );
    return Number(result.rows[0]?.pages);
  }

  it('keeps the planner statistics and the text index right: on PGlite at start and hourly, on PostgreSQL by autovacuum', async () => {
    if (backend === 'postgres') {
      // Its autovacuum does this: the app runs nothing and schedules nothing of its own.
      expect(await refreshPlannerStatistics(t.deps.database)).toEqual({ statement: null, ms: 0 });
      expect(await databaseMaintenanceTask(t.deps.database).run(t.deps.now())).toEqual({
        statement: null,
        ms: 0,
      });
      return;
    }
    const before = await activeJobs();
    expect(before.actual).toBeGreaterThan(100);
    // The seeded copy was never analyzed: the planner guesses far off.
    expect(before.estimated).toBeLessThan(before.actual / 2);

    // The seeded jobs also wait in the text index's pending list, which every search would read
    // (seen on another copy of the same seed: merging them is what would be measured).
    const other = await createTestApp({ backend });
    try {
      expect(await pendingTextIndexPages(other)).toBeGreaterThan(0);
    } finally {
      await other.close();
    }

    const start = await refreshPlannerStatistics(t.deps.database);
    expect(start.statement).toMatch(/^analyze; select gin_clean_pending_list/);
    expect(await pendingTextIndexPages(t)).toBe(0);
    const atStart = await activeJobs();
    expect(Math.abs(atStart.estimated - atStart.actual)).toBeLessThanOrEqual(atStart.actual * 0.1);

    // More jobs come; the hourly run (which also reclaims rows left by updates) learns them.
    const company = await insertCompany(t.deps.db);
    for (let i = 0; i < 200; i++) await insertJob(t.deps.db, company, { title: `Data engineer ${i}` });
    await t.deps.db.execute(
      sql`update ${jobs} set views = views + 1 where ${jobs.companyId} = ${company.id}`,
    );
    const summary = await databaseMaintenanceTask(t.deps.database).run(t.deps.now());
    expect(summary).toMatchObject({ statement: 'vacuum (analyze)' });
    const hourly = await activeJobs();
    expect(hourly.actual).toBe(before.actual + 200);
    expect(Math.abs(hourly.estimated - hourly.actual)).toBeLessThanOrEqual(hourly.actual * 0.1);
  });
});

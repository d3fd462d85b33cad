/**
 * The embedded database runs no autovacuum (server/jobs/database-maintenance.ts): the app gathers
 * its planner statistics and merges its text index's pending entries at start and hourly, so
 * searches are planned for the data there is, not for a default guess, and read the index rather
 * than a list of every job added since. On PostgreSQL autovacuum does this, and the app leaves it
 * alone; where it is turned off (as on the machines this suite runs on), the app's hourly task
 * vacuums and analyzes there too.
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

  /** PostgreSQL's `autovacuum` setting ('on' or 'off'). */
  async function autovacuum(): Promise<string | undefined> {
    const result = await t.deps.db.execute<{ autovacuum: string }>(sql`show autovacuum`);
    return result.rows[0]?.autovacuum;
  }

  /** More jobs, and updates that leave old row versions behind: the hourly run must learn them. */
  async function addJobsAndRunHourly(before: { actual: number }) {
    const company = await insertCompany(t.deps.db);
    for (let i = 0; i < 200; i++) await insertJob(t.deps.db, company, { title: `Data engineer ${i}` });
    await t.deps.db.execute(
      sql`update ${jobs} set views = views + 1 where ${jobs.companyId} = ${company.id}`,
    );
    const summary = await databaseMaintenanceTask(t.deps.database).run(t.deps.now());
    const hourly = await activeJobs();
    expect(hourly.actual).toBe(before.actual + 200);
    return { summary, hourly };
  }

  it('keeps the planner statistics and the text index right: on PGlite at start and hourly, on PostgreSQL by autovacuum or, without it, hourly', async () => {
    if (backend === 'postgres') {
      // The start's statistics are the embedded database's only: a server's database may be large,
      // and a cluster restarted for each deploy would analyze it each time.
      expect(await refreshPlannerStatistics(t.deps.database)).toEqual({ statement: null, ms: 0 });
      const before = await activeJobs();
      const { summary, hourly } = await addJobsAndRunHourly(before);
      if ((await autovacuum()) === 'on') {
        // Its autovacuum does this: the app runs nothing of its own.
        expect(summary).toEqual({ statement: null, ms: 0 });
        return;
      }
      expect(summary).toMatchObject({ statement: 'vacuum (analyze)' });
      expect(Math.abs(hourly.estimated - hourly.actual)).toBeLessThanOrEqual(hourly.actual * 0.1);
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
    const { summary, hourly } = await addJobsAndRunHourly(before);
    expect(summary).toMatchObject({ statement: 'vacuum (analyze)' });
    expect(Math.abs(hourly.estimated - hourly.actual)).toBeLessThanOrEqual(hourly.actual * 0.1);
  });
});

describe.each(BACKENDS.filter((backend) => backend === 'postgres'))(
  'database maintenance on PostgreSQL [%s]',
  (backend) => {
    let t: TestApp;

    beforeAll(async () => {
      // A statement timeout far below what the maintenance statement takes.
      t = await createTestApp({ backend, env: { DATABASE_STATEMENT_TIMEOUT_MS: '100' } });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('runs its maintenance past the statement timeout that bounds every request, and leaves that timeout in place', async () => {
      // How a request's statement ends: 'done', or the database's reason for stopping it.
      const sleep = () =>
        t.deps.db.execute(sql`select pg_sleep(0.3)`).then(
          () => 'done',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
      expect(await sleep()).toMatch(/statement timeout/);
      await t.deps.database.exec('select pg_sleep(0.3)');
      // Every connection of the pool (4) still stops a request's statement at the timeout.
      const after = await Promise.all([1, 2, 3, 4].map(() => sleep()));
      expect(after).toEqual(Array(4).fill(expect.stringMatching(/statement timeout/)));
    });
  },
);

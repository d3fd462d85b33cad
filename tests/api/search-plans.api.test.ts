/**
 * How the database plans a job search's statements (ADRs 020 and 023): each text is prepared once
 * per connection, a page of the /jobs page's size has its LIMIT and OFFSET in the text so that
 * PostgreSQL may keep one plan for it (with a LIMIT parameter it plans every execution anew), and on
 * a large table a search whose best plan depends on its values (a role, a text) is never prepared:
 * planned for its values each time. Read from `pg_prepared_statements`, which lists the prepared
 * statements of the session asking: the app runs on one connection here, so the tests' statements
 * share the session of the searches.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobList } from '#domain/jobs/job.schema.ts';
import { insertCompany, insertJob } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Prepared = { statement: string; generic: number; custom: number };

async function preparedJobPages(t: TestApp): Promise<Prepared[]> {
  const result = await t.deps.db.execute<Prepared>(sql`
    select statement, generic_plans::int as generic, custom_plans::int as custom
    from pg_prepared_statements where statement like 'select "jobs"."id", "jobs"."company_id"%'`);
  return result.rows;
}

async function search(t: TestApp, query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/jobs${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return parseJson(response, JobList);
}

describe.each(BACKENDS)('job search plans [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    // No list caches: every search reads its page from the database.
    t = await createTestApp({ backend, env: { DATABASE_POOL_MAX: '1', PUBLIC_CACHE_SECONDS: '0' } });
    const company = await insertCompany(t.deps.db, { name: 'Planned Once Oy' });
    for (let i = 0; i < 3; i++) await insertJob(t.deps.db, company, { locationCountry: 'FI' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("plans the /jobs page's first page once: after five plans for its values, one plan serves every run", async () => {
    const first = await search(t, '?country=FI');
    for (let i = 0; i < 7; i++) expect((await search(t, '?country=FI')).jobs).toEqual(first.jobs);
    const pages = (await preparedJobPages(t)).filter((p) => p.statement.includes('limit 20 offset 0'));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.custom).toBe(5);
    expect(pages[0]?.generic).toBe(3);
  });

  it('plans a page of another size for its values every time (its LIMIT is a parameter)', async () => {
    const first = await search(t, '?country=FI&perPage=7');
    expect(first.jobs).toHaveLength(Math.min(7, first.pagination.total));
    for (let i = 0; i < 7; i++) expect((await search(t, '?country=FI&perPage=7')).jobs).toEqual(first.jobs);
    const pages = (await preparedJobPages(t)).filter((p) => !p.statement.includes('limit 20 offset 0'));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.generic).toBe(0);
    expect(pages[0]?.custom).toBe(8);
  });
});

// A large table (RECENT_WINDOW_MIN_ROWS, 20,000 jobs or more): built on PostgreSQL only, where the
// fill takes a second (on the embedded engine it would take a minute).
describe.runIf(BACKENDS.includes('postgres'))('job search plans on a large table [postgres]', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      backend: 'postgres',
      env: { DATABASE_POOL_MAX: '1', PUBLIC_CACHE_SECONDS: '0', DATABASE_STATEMENT_TIMEOUT_MS: '120000' },
    });
    const company = await insertCompany(t.deps.db, { name: 'Many Plans AB' });
    await t.deps.db.execute(sql`
      insert into jobs (company_id, company_name, title, description, status, position_type, roles,
        location_locality, location_country, approved_at)
      select ${company.id}, ${company.name}, 'Planner ' || g, 'One of many.', 'ACTIVE', 'fulltime',
        (case when g % 1000 = 0 then '{data}' else '{sales}' end)::text[], 'Stockholm', 'SE',
        now() - make_interval(mins => g)
      from generate_series(1, 25000) g`);
    await t.deps.db.execute(sql`analyze jobs`);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('plans a search by role or by text for its values every time: never prepared, and right for a rare value', async () => {
    // The newest listed jobs of the rare role, as the database holds them.
    const newest = await t.deps.db.execute<{ id: string }>(sql`
      select id from jobs where status = 'ACTIVE' and listed_main and roles && '{data}'
      order by approved_at desc nulls last, id desc limit 20`);
    for (let i = 0; i < 8; i++) {
      expect((await search(t, '?roles=sales')).pagination.isTotalCapped).toBe(true);
      const rare = await search(t, '?roles=data');
      expect(rare.jobs.map((job) => job.id)).toEqual(newest.rows.map((row) => row.id));
      expect((await search(t, '?q=planner&country=SE')).jobs).toHaveLength(20);
    }
    const pages = await preparedJobPages(t);
    expect(pages.filter((p) => p.statement.includes('"roles" &&'))).toEqual([]);
    expect(pages.filter((p) => p.statement.includes('websearch_to_tsquery'))).toEqual([]);
  });

  it("prepares the newest jobs of one country, and leaves PostgreSQL's own rule to choose whether one plan serves every run", async () => {
    for (let i = 0; i < 8; i++) expect((await search(t, '?country=SE')).jobs[0]?.title).toBe('Planner 1');
    const pages = (await preparedJobPages(t)).filter((p) => p.statement.includes('"location_country" = $'));
    expect(pages).toHaveLength(1);
    expect((pages[0]?.generic ?? 0) + (pages[0]?.custom ?? 0)).toBe(8);
  });
});

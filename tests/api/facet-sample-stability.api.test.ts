/**
 * The /jobs facets of a search with more matches than their sample (FACET_SAMPLE_CAP) are the same
 * from one call to the next. On PostgreSQL a scan of a table larger than a quarter of
 * shared_buffers starts where another scan of it last reported being (synchronize_seqscans), so the
 * sample, which stops at its LIMIT, met other matches after any other scan had stopped half-way; the
 * server's connections turn that off. Here the jobs table is filled past that size with Danish jobs
 * in its first half and Swedish ones in its second, and a scan that stops three quarters in runs
 * between two calls (fails without the setting: Sweden '1,000+' and Denmark missing on the second).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFacets } from '#domain/jobs/job.schema.ts';
import { insertCompany } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const WORD = 'skerrysample';
const JOBS = 160_000;
const BATCH = 20_000;

describe.runIf(BACKENDS.includes('postgres'))('facets of a large table [postgres]', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The fill takes seconds on a busy machine: statements may run longer than the default 10 s.
    t = await createTestApp({ backend: 'postgres', env: { DATABASE_STATEMENT_TIMEOUT_MS: '120000' } });
    const company = await insertCompany(t.deps.db, { name: 'Steady Samples AB' });
    // In batches, one after the other: the rows lie in the table in that order.
    for (let from = 1; from <= JOBS; from += BATCH) {
      await t.deps.db.execute(sql`
        insert into jobs (company_id, company_name, title, description, status, position_type, roles,
          location_locality, location_country, approved_at)
        select ${company.id}, ${company.name}, ${`${WORD} `} || g, 'One of many.', 'ACTIVE', 'fulltime',
          '{sales}', 'Somewhere', case when g <= ${JOBS / 2} then 'DK' else 'SE' end, now()
        from generate_series(${from}::int, ${from + BATCH - 1}::int) g`);
    }
    // The planner learns the table, as autovacuum lets it in production.
    await t.deps.db.execute(sql`analyze jobs`);
  }, 240_000);

  afterAll(async () => {
    await t?.close();
  });

  async function getFacets() {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs/facets?q=${WORD}` });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, JobFacets);
  }

  it('shows the same counts after another scan of the table stopped half-way', async () => {
    // Large enough that PostgreSQL would synchronize its scans.
    const sizes = await t.deps.db.execute<{ table: string; quarter: string }>(sql`
      select pg_relation_size('jobs')::text as table,
        (current_setting('block_size')::bigint * setting::bigint / 4)::text as quarter
      from pg_settings where name = 'shared_buffers'`);
    expect(BigInt(sizes.rows[0]?.table ?? 0)).toBeGreaterThan(BigInt(sizes.rows[0]?.quarter ?? 0));

    const first = await getFacets();
    expect(first.country.DK).toEqual({ count: 1000, isCapped: true });
    // A scan (synchronized, as PostgreSQL's default has it) that stops three quarters in.
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronize_seqscans = on`);
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      const found = await tx.execute(
        sql`select 1 from jobs where title = ${`${WORD} ${(JOBS * 3) / 4}`} limit 1`,
      );
      expect(found.rows).toHaveLength(1);
    });
    expect(await getFacets()).toEqual(first);
  });
});

/**
 * Issue 10, defect 14: work a request or a run can be made to do is bounded.
 *  - `POST /api/jobs/count/bulk` (no login): rate-limited per client, and its items are counted by
 *    one statement; the numbers are those of the per-item counts it replaced.
 *  - The digest run pages through its subscribers: 150,000 due subscribers (the old run spread them
 *    all into one `Math.min(...)` call, which throws past ~130,000 arguments) are handled.
 */
import { and, count, eq, gt, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DigestRunSummary } from '#domain/digest/digest.schema.ts';
import { type CountBulkInput, CountBulkResult, NEW_JOB_COUNT_CAP } from '#domain/jobs/saved-search.schema.ts';
import { companies, digestSends, digestSubscriptions, jobs } from '#server/db/schema/index.ts';
import { COUNT_BULK_PER_MINUTE } from '#server/http/routes/talent/saved-search-routes.ts';
import { buildJobFilters } from '#server/services/jobs/list-jobs.ts';
import { addDays, type CompanyRow, insertCompany, insertJob } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const BULK_SUBSCRIBERS = 150_000;
/** Monday 07:00 Copenhagen: the daily digest of 2026-11-23 is due. */
const MONDAY = new Date('2026-11-23T06:00:00.000Z');

describe.each(BACKENDS)('unbounded work [%s]', (backend) => {
  let t: TestApp;
  let company: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { DIGEST_RUN_ROUTE: 'true' } });
    company = await insertCompany(t.deps.db, { name: 'Bounded Counts AB', countryCode: 'SE', city: 'Umeå' });
  });

  afterAll(async () => {
    await t?.close();
  });

  /**
   * What the endpoint answered before it counted in one statement: one capped count per item, with
   * the job list's own filters (`buildJobFilters`).
   */
  async function countOneByOne(items: CountBulkInput['items']) {
    return Promise.all(
      items.map(async (item) => {
        const where = [
          ...buildJobFilters(
            {
              q: item.filters.search,
              city: item.filters.location,
              country: item.filters.countryCode ? [item.filters.countryCode as 'DK'] : undefined,
              visa: item.filters.visa === true ? true : undefined,
            },
            'main',
          ),
          gt(jobs.approvedAt, new Date(item.since)),
        ];
        const capped = t.deps.db
          .select({ one: sql`1` })
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(and(...where))
          .limit(NEW_JOB_COUNT_CAP + 1)
          .as('capped');
        const [row] = await t.deps.db.select({ n: count() }).from(capped);
        const counted = row?.n ?? 0;
        return {
          key: item.key,
          count: Math.min(counted, NEW_JOB_COUNT_CAP),
          isCapped: counted > NEW_JOB_COUNT_CAP,
        };
      }),
    );
  }

  describe('POST /api/jobs/count/bulk', () => {
    it('counts every item as the one-by-one counts did, in one answer', async () => {
      const now = t.deps.now();
      const word = `Quokkaesque${Date.now().toString(36)}`;
      await insertJob(t.deps.db, company, { title: `${word} Rust engineer`, approvedAt: addDays(now, -1) });
      await insertJob(t.deps.db, company, {
        title: `${word} Go engineer`,
        approvedAt: addDays(now, -3),
        visaSponsorship: true,
      });
      await insertJob(t.deps.db, company, {
        title: `${word} remote designer`,
        approvedAt: addDays(now, -2),
        isRemote: true,
        locationCountry: 'NO',
        locationLocality: 'Oslo',
      });
      await insertJob(t.deps.db, company, {
        title: `${word} draft`,
        approvedAt: addDays(now, -1),
        status: 'DRAFT',
      });
      // More than the cap, so one item says 99+.
      await t.deps.db.insert(jobs).values(
        Array.from({ length: NEW_JOB_COUNT_CAP + 3 }, (_, i) => ({
          companyId: company.id,
          companyName: company.name,
          title: `${word} capped ${i}`,
          description: 'Many of these.',
          status: 'ACTIVE',
          positionType: 'fulltime',
          roles: ['sales'],
          locationLocality: 'Umeå',
          locationCountry: 'SE',
          approvedAt: addDays(now, -5),
        })),
      );
      const since = (days: number) => addDays(now, -days).toISOString();
      const items: CountBulkInput['items'] = [
        { key: 'text', filters: { search: word }, since: since(2) },
        { key: 'text-week', filters: { search: word }, since: since(7) },
        { key: 'text-se', filters: { search: word, countryCode: 'SE' }, since: since(4) },
        { key: 'text-remote', filters: { search: word, countryCode: 'REMOTE' }, since: since(7) },
        { key: 'text-visa', filters: { search: word, visa: true }, since: since(7) },
        { key: 'city', filters: { location: 'umeå' }, since: since(7) },
        { key: 'city-dk', filters: { location: 'Umeå', countryCode: 'DK' }, since: since(7) },
        { key: 'nothing', filters: { search: `${word}nothing` }, since: since(7) },
        { key: 'future', filters: { search: word }, since: addDays(now, 1).toISOString() },
      ];
      const response = await createSessionClient(t.app).post('/api/jobs/count/bulk', { items });
      const answered = parseJson(response, CountBulkResult).items;
      expect(answered).toEqual(await countOneByOne(items));
      // The numbers themselves, so the comparison above cannot pass on two empty lists.
      expect(
        Object.fromEntries(answered.map((item) => [item.key, item.isCapped ? '99+' : item.count])),
      ).toEqual({
        text: 1,
        'text-week': '99+',
        'text-se': 2,
        'text-remote': 1,
        'text-visa': 1,
        city: '99+',
        'city-dk': 0,
        nothing: 0,
        future: 0,
      });
      const empty = await createSessionClient(t.app).post('/api/jobs/count/bulk', { items: [] });
      expect(parseJson(empty, CountBulkResult)).toEqual({ items: [] });
    });

    it(`answers 429 with Retry-After past ${COUNT_BULK_PER_MINUTE} requests a minute from one client`, async () => {
      const client = createSessionClient(t.app);
      const body = { items: [{ key: 'a', filters: { search: 'anything' }, since: TEST_NOW.toISOString() }] };
      for (let i = 0; i < COUNT_BULK_PER_MINUTE; i++) {
        expect((await client.post('/api/jobs/count/bulk', body)).statusCode).toBe(200);
      }
      const limited = await client.post('/api/jobs/count/bulk', body);
      expectError(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another client is counted on its own.
      expect((await createSessionClient(t.app).post('/api/jobs/count/bulk', body)).statusCode).toBe(200);
    });
  });

  describe('the digest run', () => {
    it(`handles ${BULK_SUBSCRIBERS.toLocaleString('en')} due subscribers, page by page`, async () => {
      // Due for the daily digest of Monday, and wanting a country without jobs: nothing to mail.
      await t.deps.db.execute(sql`
        insert into digest_subscriptions (email, settings_key, locations, frequency, confirmed_at)
        select 'bulk-' || g || '@example.invalid', 'bulk-settings-' || g, '{XX}', 'daily', ${TEST_NOW}
        from generate_series(1, ${BULK_SUBSCRIBERS}) as g`);
      // What autovacuum does after a bulk load on PostgreSQL (keyset pages then follow the primary key).
      await t.deps.db.execute(sql`analyze digest_subscriptions`);
      const run = async () => {
        const response = await createSessionClient(t.app).post('/api/dev/digest/run', {
          now: MONDAY.toISOString(),
        });
        expect(response.statusCode, response.body).toBe(200);
        return response;
      };

      const first = parseJson(await run(), DigestRunSummary);
      expect(first.failed).toBe(0);
      expect(first.skipped).toBeGreaterThanOrEqual(BULK_SUBSCRIBERS);
      const [ledger] = await t.deps.db
        .select({ n: count() })
        .from(digestSends)
        .innerJoin(digestSubscriptions, eq(digestSubscriptions.id, digestSends.subscriptionId))
        .where(
          and(
            like(digestSubscriptions.email, 'bulk-%'),
            eq(digestSends.periodKey, '2026-11-23'),
            eq(digestSends.status, 'skipped'),
          ),
        );
      expect(ledger?.n).toBe(BULK_SUBSCRIBERS);

      // The period is recorded for everyone: a second run finds nobody due.
      const second = parseJson(await run(), DigestRunSummary);
      expect(second).toMatchObject({ sent: 0, skipped: 0, failed: 0 });
    }, 120_000);
  });
});

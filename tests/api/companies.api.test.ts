import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyDetail, type CompanyListItem } from '#domain/companies/company.schema.ts';
import { CompanyList } from '#domain/companies/company-search.schema.ts';
import { companies, jobs } from '#server/db/schema/index.ts';
import { type CompanyRow, insertCompany, insertJob } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const IMPACT_HOST = 'impact.localhost';

describe.each(BACKENDS)('companies API [%s]', (backend) => {
  let t: TestApp;
  let draftCompany: CompanyRow;
  let impactOnlyCompany: CompanyRow;

  async function getCompanies(query: string, host = 'localhost') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/companiesProper${query}`,
      headers: { host },
    });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, CompanyList);
  }

  async function getAllCompanies(host = 'localhost'): Promise<CompanyListItem[]> {
    const first = await getCompanies('?perPage=60', host);
    const all = [...first.companies];
    for (let page = 2; page <= first.pagination.pages; page++) {
      all.push(...(await getCompanies(`?perPage=60&page=${page}`, host)).companies);
    }
    expect(all).toHaveLength(first.pagination.total);
    return all;
  }

  async function findKeys(where: SQL | undefined): Promise<string[]> {
    const rows = await t.deps.db.select({ key: companies.key }).from(companies).where(where);
    return rows.map((r) => r.key).sort();
  }

  async function countActiveJobsByCompany(): Promise<Map<string, number>> {
    const rows = await t.deps.db
      .select({ companyId: jobs.companyId, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.status, 'ACTIVE'))
      .groupBy(jobs.companyId);
    return new Map(rows.map((r) => [r.companyId, Number(r.n)]));
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    const db = t.deps.db;
    draftCompany = await insertCompany(db, { name: 'Halfbaked Draft Startup', status: 'DRAFT' });
    await insertJob(db, draftCompany);
    impactOnlyCompany = await insertCompany(db, {
      name: 'Mossgreen Impact Only',
      isImpact: true,
      industries: ['impact'],
      platform: { main: false, impact: true },
    });
    await insertJob(db, impactOnlyCompany);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/companiesProper', () => {
    it('pages through the published startups of the main platform with an exact total', async () => {
      const expected = await findKeys(
        sql`${companies.status} = 'PUBLISHED' and (${companies.platform} ->> 'main')::boolean`,
      );
      const first = await getCompanies('?perPage=10');
      expect(first.companies).toHaveLength(10);
      expect(first.pagination).toEqual({
        page: 1,
        perPage: 10,
        total: expected.length,
        isTotalCapped: false,
        pages: Math.ceil(expected.length / 10),
      });
      const second = await getCompanies('?perPage=10&page=2');
      expect(second.pagination.page).toBe(2);
      const firstKeys = first.companies.map((c) => c.key);
      expect(second.companies.filter((c) => firstKeys.includes(c.key))).toEqual([]);

      const all = await getAllCompanies();
      expect(all.map((c) => c.key).sort()).toEqual(expected);
      expect(all.slice(0, 20)).toEqual([...first.companies, ...second.companies]);
    });

    it("shows each startup's number of ACTIVE jobs", async () => {
      const counts = await countActiveJobsByCompany();
      const all = await getAllCompanies();
      expect(all.map((c) => [c.key, c.numberOfActiveJobs])).toEqual(
        all.map((c) => [c.key, counts.get(c.id) ?? 0]),
      );
    });

    it('lists hiring startups first (most active jobs), then by name', async () => {
      const counts = await countActiveJobsByCompany();
      const all = await getAllCompanies();
      const order = all.map((c) => ({ name: c.name, activeJobs: counts.get(c.id) ?? 0 }));
      const expected = [...order].sort((a, b) =>
        a.activeJobs !== b.activeJobs ? b.activeJobs - a.activeJobs : a.name < b.name ? -1 : 1,
      );
      expect(order).toEqual(expected);
      expect(order[0]?.activeJobs).toBeGreaterThan(0);
    });

    it('never lists draft startups', async () => {
      const drafts = await findKeys(eq(companies.status, 'DRAFT'));
      // The demo data has draft startups of its own, besides the one this file adds.
      expect(drafts.length).toBeGreaterThan(1);
      const listed = new Set((await getAllCompanies()).map((c) => c.key));
      expect(drafts.filter((key) => listed.has(key))).toEqual([]);
      const impactListed = new Set((await getAllCompanies(IMPACT_HOST)).map((c) => c.key));
      expect(drafts.filter((key) => impactListed.has(key))).toEqual([]);
    });

    it('keeps impact-only startups off the main platform and lists them on the impact host', async () => {
      const impactOnly = await findKeys(
        and(
          eq(companies.status, 'PUBLISHED'),
          sql`not (${companies.platform} ->> 'main')::boolean`,
          sql`(${companies.platform} ->> 'impact')::boolean`,
        ),
      );
      expect(impactOnly).toContain(impactOnlyCompany.key);
      expect(impactOnly.length).toBeGreaterThan(1);

      const main = new Set((await getAllCompanies()).map((c) => c.key));
      expect(impactOnly.filter((key) => main.has(key))).toEqual([]);

      const impact = await getAllCompanies(IMPACT_HOST);
      const impactKeys = impact.map((c) => c.key);
      expect(impactKeys).toEqual(expect.arrayContaining(impactOnly));
      expect(impactKeys.sort()).toEqual(
        await findKeys(
          sql`${companies.status} = 'PUBLISHED' and (${companies.platform} ->> 'impact')::boolean`,
        ),
      );
    });

    it('answers 422 for invalid paging, never 500', async () => {
      for (const query of ['?page=0', '?page=abc', '?perPage=1000', '?country=NI']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/companiesProper${query}` });
        expect(Object.keys(expectError(response, 422, 'VALIDATION').fieldErrors ?? {})).not.toEqual([]);
      }
    });
  });

  describe('GET /api/companies/:key', () => {
    it("answers a published startup's profile with its active job count", async () => {
      const [kodkraft] = await t.deps.db.select().from(companies).where(eq(companies.key, 'kodkraft'));
      const response = await t.app.inject({ method: 'GET', url: '/api/companies/kodkraft' });
      expect(response.statusCode).toBe(200);
      const profile = parseJson(response, CompanyDetail);
      const [count] = await t.deps.db
        .execute<{ n: number }>(
          sql`select count(*)::int as n from jobs where company_id = ${kodkraft?.id} and status = 'ACTIVE'`,
        )
        .then((r) => r.rows);
      expect(profile).toMatchObject({
        key: 'kodkraft',
        name: kodkraft?.name,
        status: 'PUBLISHED',
        platform: { main: true },
        numberOfActiveJobs: Number(count?.n),
      });
    });

    it('answers 404 for a draft startup', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/companies/${draftCompany.key}` });
      expectError(response, 404, 'NOT_FOUND');
      const [seededDraft] = await findKeys(eq(companies.status, 'DRAFT'));
      const seeded = await t.app.inject({ method: 'GET', url: `/api/companies/${seededDraft}` });
      expectError(seeded, 404, 'NOT_FOUND');
    });

    it('answers 404 for an impact-only startup on the main host, 200 on the impact host', async () => {
      const main = await t.app.inject({ method: 'GET', url: `/api/companies/${impactOnlyCompany.key}` });
      expectError(main, 404, 'NOT_FOUND');
      const impact = await t.app.inject({
        method: 'GET',
        url: `/api/companies/${impactOnlyCompany.key}`,
        headers: { host: IMPACT_HOST },
      });
      expect(impact.statusCode).toBe(200);
      expect(parseJson(impact, CompanyDetail)).toMatchObject({
        key: impactOnlyCompany.key,
        isImpact: true,
        numberOfActiveJobs: 1,
        platform: { main: false, impact: true },
      });
    });

    it('answers 404 for an unknown key', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/companies/no-such-startup' });
      expectError(response, 404, 'NOT_FOUND');
    });
  });
});

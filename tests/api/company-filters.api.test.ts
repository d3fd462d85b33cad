/**
 * The startup list's filters (issue 31): industry, stage and size (number of employees) beside name
 * and country, checked by the same schema as the page (422 for a value the site configuration does
 * not list), and the list cache keeps one answer per filter combination.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyList } from '#domain/companies/company-search.schema.ts';
import { companies } from '#server/db/schema/index.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe.each(BACKENDS)('startup list filters [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    // The list cache on, as in production: each filter combination must get its own answer.
    t = await createTestApp({ backend, env: { PUBLIC_CACHE_SECONDS: '60' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function listKeys(query: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/companiesProper?perPage=60${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const list = parseJson(response, CompanyList);
    expect(list.pagination.total).toBe(list.companies.length);
    return list.companies.map((c) => c.key).sort();
  }

  async function publishedKeys(where: SQL): Promise<string[]> {
    const rows = await t.deps.db
      .select({ key: companies.key })
      .from(companies)
      .where(and(eq(companies.status, 'PUBLISHED'), sql`(${companies.platform} ->> 'main')::boolean`, where));
    return rows.map((r) => r.key).sort();
  }

  it('lists only the startups of the chosen industry, stage or size, and of all of them together', async () => {
    const stage = await publishedKeys(eq(companies.stage, 'series-a'));
    expect(stage.length).toBeGreaterThan(1);
    expect(await listKeys('&stage=series-a')).toEqual(stage);

    const size = await publishedKeys(eq(companies.numberOfEmployees, '11-50'));
    expect(size.length).toBeGreaterThan(1);
    expect(await listKeys('&size=11-50')).toEqual(size);

    const industry = await publishedKeys(sql`'fintech' = any(${companies.industries})`);
    expect(industry.length).toBeGreaterThan(1);
    expect(await listKeys('&industry=fintech')).toEqual(industry);

    const [first] = await t.deps.db
      .select({ stage: companies.stage, size: companies.numberOfEmployees, industries: companies.industries })
      .from(companies)
      .where(eq(companies.key, 'kodkraft'));
    const industryOfKodkraft = first?.industries[0] ?? '';
    const together = await listKeys(
      `&industry=${industryOfKodkraft}&stage=${first?.stage}&size=${first?.size}&country=SE`,
    );
    expect(together).toContain('kodkraft');
    expect(together).toEqual(
      await publishedKeys(
        and(
          sql`${industryOfKodkraft} = any(${companies.industries})`,
          eq(companies.stage, first?.stage ?? ''),
          eq(companies.numberOfEmployees, first?.size ?? ''),
          sql`'SE' = any(${companies.countryCodes})`,
        ) as SQL,
      ),
    );
  });

  it('keeps one cached answer per filter combination', async () => {
    const all = await listKeys('&country=SE');
    const seed = await listKeys('&stage=seed');
    const growth = await listKeys('&stage=growth');
    const large = await listKeys('&size=201-500');
    expect(seed).not.toEqual(all);
    expect(growth).not.toEqual(seed);
    expect(large).not.toEqual(growth);
    // Asked again within the cache's lifetime, each combination still answers its own list.
    expect(await listKeys('&stage=seed')).toEqual(seed);
    expect(await listKeys('&stage=growth')).toEqual(growth);
    expect(await listKeys('&country=SE')).toEqual(all);
  });

  it('answers 422 with the field for an industry, stage or size the site configuration does not list', async () => {
    for (const [query, field] of [
      ['?industry=crypto', 'industry'],
      ['?stage=series-z', 'stage'],
      ['?size=7', 'size'],
      ['?size=51-200&stage=SEED', 'stage'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/companiesProper${query}` });
      const body = expectError(response, 422, 'VALIDATION');
      expect(Object.keys(body.fieldErrors ?? {}), query).toEqual([field]);
    }
  });
});

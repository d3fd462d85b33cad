/**
 * The /jobs facets when a search matches more jobs than the facets' first read holds
 * (FACET_SAMPLE_CAP): every option still shows the number that choosing it gives (the list's own
 * count, '1,000+' above the cap), small options included, and the same answer on every call. Before,
 * a capped sample left out every option it had met fewer than 1,000 times, and which matches it held
 * depended on the plan's order of the day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFacets, JobList } from '#domain/jobs/job.schema.ts';
import { jobs } from '#server/db/schema/index.ts';
import { FACET_SAMPLE_CAP } from '#server/services/jobs/count-job-facets.ts';
import { insertCompany } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const WORD = 'fjordsample';
/** Where the matches are: more than the sample in all, two large groups and three small ones. */
const GROUPS = [
  { country: 'DK', positionType: 'fulltime', isRemote: false, jobs: 3_000 },
  { country: 'SE', positionType: 'internship', isRemote: false, jobs: 2_200 },
  { country: 'IS', positionType: 'parttime', isRemote: false, jobs: 120 },
  { country: 'NO', positionType: 'freelance', isRemote: true, jobs: 7 },
] as const;
const COUNTRIES = ['DK', 'SE', 'NO', 'FI', 'IS', 'REMOTE'];
const POSITION_TYPES = ['fulltime', 'parttime', 'internship', 'studentjob', 'freelance', 'cofounder'];

describe.each(BACKENDS)('job facets above the sample [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    const company = await insertCompany(t.deps.db, { name: 'Many Facets ApS' });
    const approvedAt = new Date(TEST_NOW.getTime() - 24 * 3_600_000);
    for (const group of GROUPS) {
      await t.deps.db.insert(jobs).values(
        Array.from({ length: group.jobs }, (_, i) => ({
          companyId: company.id,
          companyName: company.name,
          title: `${WORD} ${group.positionType} ${i}`,
          description: 'One of many.',
          status: 'ACTIVE' as const,
          positionType: group.positionType,
          roles: ['sales' as const],
          locationLocality: 'Somewhere',
          locationCountry: group.country,
          isRemote: group.isRemote,
          approvedAt,
        })),
      );
    }
    expect(GROUPS.reduce((n, g) => n + g.jobs, 0)).toBeGreaterThan(FACET_SAMPLE_CAP + 1);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function getFacets(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs/facets${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, JobFacets);
  }

  /** What the list says of a search: its total, and whether that is '1,000+'. */
  async function listTotal(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const { total, isTotalCapped } = parseJson(response, JobList).pagination;
    return { count: total, isCapped: isTotalCapped };
  }

  it('shows every option, the small ones too, with the count that choosing it gives', async () => {
    const facets = await getFacets(`?q=${WORD}`);
    expect(facets.country).toEqual({
      DK: { count: 1000, isCapped: true },
      SE: { count: 1000, isCapped: true },
      NO: { count: 7, isCapped: false },
      FI: { count: 0, isCapped: false },
      IS: { count: 120, isCapped: false },
      REMOTE: { count: 7, isCapped: false },
    });
    expect(facets.positionType).toEqual({
      fulltime: { count: 1000, isCapped: true },
      parttime: { count: 120, isCapped: false },
      internship: { count: 1000, isCapped: true },
      studentjob: { count: 0, isCapped: false },
      freelance: { count: 7, isCapped: false },
      cofounder: { count: 0, isCapped: false },
    });
    for (const code of COUNTRIES) {
      expect(facets.country[code], code).toEqual(await listTotal(`?q=${WORD}&country=${code}`));
    }
    for (const type of POSITION_TYPES) {
      expect(facets.positionType[type], type).toEqual(await listTotal(`?q=${WORD}&positionTypes=${type}`));
    }
  });

  it("keeps the other facet's filter: countries among part-time jobs, types among Iceland's", async () => {
    const facets = await getFacets(`?q=${WORD}&country=IS&positionTypes=parttime`);
    for (const code of COUNTRIES) {
      expect(facets.country[code], code).toEqual(
        await listTotal(`?q=${WORD}&country=${code}&positionTypes=parttime`),
      );
    }
    for (const type of POSITION_TYPES) {
      expect(facets.positionType[type], type).toEqual(
        await listTotal(`?q=${WORD}&country=IS&positionTypes=${type}`),
      );
    }
    expect(facets.country.IS).toEqual({ count: 120, isCapped: false });
    expect(facets.country.DK).toEqual({ count: 0, isCapped: false });
    expect(facets.positionType.parttime).toEqual({ count: 120, isCapped: false });
  });

  it('gives the same answer on every call', async () => {
    const first = await getFacets(`?q=${WORD}&country=REMOTE`);
    for (let i = 0; i < 3; i++) expect(await getFacets(`?q=${WORD}&country=REMOTE`)).toEqual(first);
  });
});

/**
 * The /jobs facets of a search whose matches overflow the facets' sample (FACET_SAMPLE_CAP), with a
 * country or a position type chosen: each facet is counted among the jobs the other facet's filter
 * keeps. Before, one sample of every country and type served both, so a small country's position
 * types (or a rare type's countries) were counted among whichever jobs that sample held, and left
 * out as unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFacets } from '#domain/jobs/job.schema.ts';
import { jobs } from '#server/db/schema/index.ts';
import { FACET_SAMPLE_CAP } from '#server/services/jobs/count-job-facets.ts';
import { insertCompany } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const WORD = 'fjordsample';
/** Many Danish full-time jobs first, then a few Norwegian part-time jobs and internships. */
const GROUPS = [
  { country: 'DK', positionType: 'fulltime', jobs: 5_500 },
  { country: 'NO', positionType: 'parttime', jobs: 300 },
  { country: 'NO', positionType: 'internship', jobs: 12 },
] as const;

describe.each(BACKENDS)('job facets with a filter chosen [%s]', (backend) => {
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

  it("counts the position types among the chosen country's jobs, exactly when they fit the sample", async () => {
    const facets = await getFacets(`?q=${WORD}&country=NO`);
    expect(facets.positionType).toEqual({
      fulltime: { count: 0, isCapped: false },
      parttime: { count: 300, isCapped: false },
      internship: { count: 12, isCapped: false },
      studentjob: { count: 0, isCapped: false },
      freelance: { count: 0, isCapped: false },
      cofounder: { count: 0, isCapped: false },
    });
    // The countries leave their own filter out: over the sample, only what surely passes 1,000.
    expect(facets.country.DK).toEqual({ count: 1000, isCapped: true });
  });

  it("counts the countries among the chosen position type's jobs", async () => {
    const facets = await getFacets(`?q=${WORD}&positionTypes=parttime,internship`);
    expect(facets.country).toEqual({
      DK: { count: 0, isCapped: false },
      SE: { count: 0, isCapped: false },
      NO: { count: 312, isCapped: false },
      FI: { count: 0, isCapped: false },
      IS: { count: 0, isCapped: false },
      REMOTE: { count: 0, isCapped: false },
    });
    expect(facets.positionType.fulltime).toEqual({ count: 1000, isCapped: true });
  });
});

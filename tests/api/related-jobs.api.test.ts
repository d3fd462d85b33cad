/**
 * GET /api/v2/jobs/{id}/related (docs/product.md, Calls; issue 4 "related jobs"; the public API's job shape since
 * issue 13, `{ docs }`): up to four ACTIVE jobs of this
 * platform, never the job itself, ranked by shared roles (other startups before the job's own),
 * then the same country, then the newest. The demo jobs are ended in this file's own database copy,
 * so the ranking is decided by the rows the tests insert alone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JobList } from '#domain/jobs/job.schema.ts';
import { jobKey } from '#domain/jobs/job-key.ts';
import { PublicJob } from '#domain/jobs/public-jobs-api.schema.ts';
import { jobs } from '#server/db/schema/index.ts';
import { addDays, type CompanyRow, insertCompany, insertJob, type JobRow } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const Related = z.object({ docs: z.array(PublicJob) });

function daysAgo(days: number): Date {
  return addDays(TEST_NOW, -days);
}

describe.each(BACKENDS)('related jobs API [%s]', (backend) => {
  let t: TestApp;
  let home: CompanyRow;
  let source: JobRow;
  const named: Record<string, JobRow> = {};

  async function related(id: string, host = 'localhost') {
    return t.app.inject({ method: 'GET', url: `/api/v2/jobs/${id}/related`, headers: { host } });
  }

  async function relatedIds(id: string, host?: string): Promise<string[]> {
    const response = await related(id, host);
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, Related).docs.map((job) => job.id);
  }

  function idsOf(...names: string[]): string[] {
    return names.map((name) => {
      const job = named[name];
      if (!job) throw new Error(`no job named ${name}`);
      return job.id;
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    await t.deps.db.update(jobs).set({ status: 'EXPIRED' });

    home = await insertCompany(t.deps.db, { name: 'Home Base ApS', countryCode: 'DK' });
    const sweden = await insertCompany(t.deps.db, { name: 'Svea Bolag AB', countryCode: 'SE' });
    const norway = await insertCompany(t.deps.db, { name: 'Fjord Selskap AS', countryCode: 'NO' });
    const impactOnly = await insertCompany(t.deps.db, {
      name: 'Impact Only Oy',
      countryCode: 'FI',
      platform: { main: false, impact: true },
    });
    const draftCompany = await insertCompany(t.deps.db, { name: 'Draft Startup ApS', status: 'DRAFT' });

    const job = (company: CompanyRow, values: Partial<typeof jobs.$inferInsert>) =>
      insertJob(t.deps.db, company, values);
    source = await job(home, {
      title: 'Platform engineer',
      roles: ['backenddeveloper', 'devops', 'data'],
      locationCountry: 'DK',
      approvedAt: daysAgo(1),
    });
    Object.assign(named, {
      // Other startups sharing roles: 3 shared, 2 shared, 1 shared in DK, 1 shared newer but not in DK.
      threeShared: await job(norway, {
        roles: ['backenddeveloper', 'devops', 'data'],
        locationCountry: 'NO',
        approvedAt: daysAgo(10),
      }),
      twoShared: await job(sweden, {
        roles: ['devops', 'backenddeveloper', 'frontenddeveloper'],
        locationCountry: 'SE',
        approvedAt: daysAgo(5),
      }),
      oneSharedDenmark: await job(sweden, { roles: ['data'], locationCountry: 'DK', approvedAt: daysAgo(3) }),
      oneSharedNewer: await job(norway, { roles: ['devops'], locationCountry: 'NO', approvedAt: daysAgo(2) }),
      oneSharedOlder: await job(norway, { roles: ['data'], locationCountry: 'NO', approvedAt: daysAgo(20) }),
      // The same startup, sharing every role: only when other startups are too few.
      sameStartup: await job(home, {
        roles: ['backenddeveloper', 'devops', 'data'],
        locationCountry: 'DK',
        approvedAt: daysAgo(1),
      }),
      // Shares no role, same country: the last resort.
      denmarkOnly: await job(sweden, { roles: ['sales'], locationCountry: 'DK', approvedAt: daysAgo(1) }),
      // Never related: not ACTIVE, another platform, an unpublished startup.
      draft: await job(sweden, { roles: ['backenddeveloper', 'devops', 'data'], status: 'DRAFT' }),
      expired: await job(sweden, {
        roles: ['backenddeveloper', 'devops', 'data'],
        status: 'EXPIRED',
        approvedAt: daysAgo(40),
      }),
      impact: await job(impactOnly, {
        roles: ['backenddeveloper', 'devops', 'data'],
        locationCountry: 'FI',
        approvedAt: daysAgo(1),
      }),
      impactPeer: await job(impactOnly, { roles: ['data'], locationCountry: 'FI', approvedAt: daysAgo(4) }),
      ofDraftStartup: await job(draftCompany, { roles: ['backenddeveloper', 'devops', 'data'] }),
      // A second neighbourhood, apart from the first (other roles and country).
      lonely: await job(home, { roles: ['customersuccess'], locationCountry: 'IS', approvedAt: daysAgo(2) }),
      lonelyPeer: await job(norway, {
        roles: ['customersuccess', 'customerservice'],
        locationCountry: 'SE',
        approvedAt: daysAgo(6),
      }),
      lonelySibling: await job(home, {
        roles: ['customersuccess'],
        locationCountry: 'DK',
        approvedAt: daysAgo(7),
      }),
      icelandOnly: await job(sweden, { roles: ['marketing'], locationCountry: 'IS', approvedAt: daysAgo(8) }),
      unrelated: await job(norway, { roles: ['hr'], locationCountry: 'NO', approvedAt: daysAgo(1) }),
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('ranks other startups by shared roles, then the same country, then the newest: four at most', async () => {
    expect(await relatedIds(source.id)).toEqual(
      idsOf('threeShared', 'twoShared', 'oneSharedDenmark', 'oneSharedNewer'),
    );
  });

  it("answers jobs in the public API's shape, and takes the job's key as well as its id", async () => {
    const response = await related(source.id);
    const [first] = parseJson(response, Related).docs;
    expect(first).toMatchObject({
      id: named.threeShared?.id,
      key: jobKey(named.threeShared?.id ?? ''),
      company: { name: 'Fjord Selskap AS' },
      saved: false,
    });
    expect(await relatedIds(jobKey(source.id))).toEqual(await relatedIds(source.id));
  });

  it('never lists the job itself, drafts, ended jobs, other platforms or unpublished startups', async () => {
    // With the best four gone, the rest of the ranking shows what may appear at all.
    await t.deps.db
      .update(jobs)
      .set({ status: 'STOPPED' })
      .where(eq(jobs.companyId, named.threeShared?.companyId ?? ''));
    await t.deps.db
      .update(jobs)
      .set({ status: 'STOPPED' })
      .where(eq(jobs.id, named.twoShared?.id ?? ''));
    try {
      const ids = await relatedIds(source.id);
      // Sharing a role (another startup, then the same one), then Danish jobs sharing none.
      expect(ids).toEqual(idsOf('oneSharedDenmark', 'sameStartup', 'denmarkOnly', 'lonelySibling'));
      for (const name of ['draft', 'expired', 'impact', 'ofDraftStartup']) {
        expect(ids, name).not.toContain(named[name]?.id);
      }
      expect(ids).not.toContain(source.id);
    } finally {
      await t.deps.db
        .update(jobs)
        .set({ status: 'ACTIVE' })
        .where(eq(jobs.companyId, named.threeShared?.companyId ?? ''));
      await t.deps.db
        .update(jobs)
        .set({ status: 'ACTIVE' })
        .where(eq(jobs.id, named.twoShared?.id ?? ''));
    }
  });

  it("fills up with the same startup's jobs and the same country when other startups have too few", async () => {
    // Shares a role: the other startup, then the same one; then same country without a shared role.
    // The HR job in Norway shares neither and is not similar.
    expect(await relatedIds(named.lonely?.id ?? '')).toEqual(
      idsOf('lonelyPeer', 'lonelySibling', 'icelandOnly'),
    );
  });

  it('keeps related jobs on the page of an ended job', async () => {
    const ids = await relatedIds(named.expired?.id ?? '');
    expect(ids).toHaveLength(4);
    expect(ids).not.toContain(named.expired?.id);
  });

  it("lists the impact platform's jobs on its host only", async () => {
    expect(await relatedIds(named.impact?.id ?? '', 'impact.localhost')).toEqual(idsOf('impactPeer'));
    expectError(await related(named.impact?.id ?? ''), 404, 'NOT_FOUND');
    expectError(await related(source.id, 'impact.localhost'), 404, 'NOT_FOUND');
  });

  it('answers 404 for an unknown, malformed, draft or unpublished job', async () => {
    expectError(await related('00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await related('not-a-uuid'), 404, 'NOT_FOUND');
    expectError(await related(encodeURIComponent("1' or '1'='1")), 404, 'NOT_FOUND');
    expectError(await related(named.draft?.id ?? ''), 404, 'NOT_FOUND');
    expectError(await related(named.ofDraftStartup?.id ?? ''), 404, 'NOT_FOUND');
  });
});

describe.each(BACKENDS)('related jobs API with the public cache [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { PUBLIC_CACHE_SECONDS: '60' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('is served from the public cache for a while, like the other public lists', async () => {
    const list = parseJson(await t.app.inject({ method: 'GET', url: '/api/jobs?perPage=1' }), JobList);
    const seeded = list.jobs[0];
    if (!seeded) throw new Error('the demo data has no ACTIVE job');
    const url = `/api/v2/jobs/${seeded.id}/related`;
    const before = parseJson(await t.app.inject({ method: 'GET', url }), Related).docs.map((j) => j.id);
    expect(before.length).toBeGreaterThan(0);

    // A newer job of another startup sharing every role would rank first, once the cache lets it.
    const other = await insertCompany(t.deps.db, { name: 'Newcomer ApS' });
    const newcomer = await insertJob(t.deps.db, other, {
      roles: seeded.roles,
      locationCountry: seeded.location.country,
      approvedAt: TEST_NOW,
    });
    const after = parseJson(await t.app.inject({ method: 'GET', url }), Related).docs.map((j) => j.id);
    expect(after).toEqual(before);
    expect(after).not.toContain(newcomer.id);
  });
});

describe.each(BACKENDS)('related jobs of jobs sharing their roles [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { PUBLIC_CACHE_SECONDS: '1' } });
    // The demo jobs are ended in this database copy: only the jobs below can be related.
    await t.deps.db.update(jobs).set({ status: 'EXPIRED' });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function relatedTo(id: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/jobs/${id}/related` });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, Related).docs.map((job) => job.id);
  }

  it('ranks them from one read of the jobs sharing those roles, as fresh as the lists', async () => {
    const home = await insertCompany(t.deps.db, { name: 'Twin Roles ApS', countryCode: 'DK' });
    const roles = ['customersuccess', 'hr'];
    const first = await insertJob(t.deps.db, home, { roles, locationCountry: 'DK', approvedAt: daysAgo(3) });
    const second = await insertJob(t.deps.db, home, { roles, locationCountry: 'DK', approvedAt: daysAgo(2) });
    // Each is the other's related job (never itself).
    expect(await relatedTo(first.id)).toContain(second.id);
    expect(await relatedTo(second.id)).not.toContain(second.id);

    // A newer job of another startup sharing both roles: the second job, asked for the first time,
    // is ranked from the jobs read for the first one a moment ago, which the lists may still show.
    const other = await insertCompany(t.deps.db, { name: 'Newcomer Roles ApS', countryCode: 'DK' });
    const newcomer = await insertJob(t.deps.db, other, {
      roles,
      locationCountry: 'DK',
      approvedAt: TEST_NOW,
    });
    const third = await insertJob(t.deps.db, home, {
      roles: ['hr', 'customersuccess'],
      locationCountry: 'DK',
    });
    expect(await relatedTo(third.id)).not.toContain(newcomer.id);

    // Once the lists may be no older (PUBLIC_CACHE_SECONDS), every one of them has it, first.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (const job of [first, second, third]) expect((await relatedTo(job.id))[0]).toBe(newcomer.id);
  });
});

import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JobDetail, JobFacets, JobList, JobListItem } from '#domain/jobs/job.schema.ts';
import { companies, jobs } from '#server/db/schema/index.ts';
import { addDays, type CompanyRow, insertCompany, insertJob, type JobRow } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const FeaturedJobs = z.object({ featuredJobs: z.array(JobListItem) });
const LatestJobs = z.object({ docs: z.array(z.object({ id: z.string() }).passthrough()) });

describe.each(BACKENDS)('jobs API [%s]', (backend) => {
  let t: TestApp;
  let now: Date;
  let company: CompanyRow;
  let activeJob: JobRow;
  let expiredJob: JobRow;
  let draftJob: JobRow;
  let boostedOldJob: JobRow;
  let draftCompanyJob: JobRow;

  /** What the public may see on the main platform: ACTIVE jobs of published startups shown there. */
  async function countPublicJobs(...extra: SQL[]): Promise<number> {
    const rows = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(...publicJobFilters(), ...extra));
    return Number(rows[0]?.n ?? 0);
  }

  function publicJobFilters(): SQL[] {
    return [
      eq(jobs.status, 'ACTIVE'),
      eq(companies.status, 'PUBLISHED'),
      sql`(${companies.platform} ->> 'main')::boolean`,
    ];
  }

  async function getJobs(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, JobList);
  }

  /** Every page of a search, in order. */
  async function getAllJobs(query: string): Promise<JobListItem[]> {
    const separator = query ? '&' : '?';
    const first = await getJobs(`${query}${separator}perPage=50`);
    const all = [...first.jobs];
    for (let page = 2; page <= first.pagination.pages; page++) {
      all.push(...(await getJobs(`${query}${separator}perPage=50&page=${page}`)).jobs);
    }
    expect(all).toHaveLength(first.pagination.total);
    return all;
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    now = t.deps.now();
    const db = t.deps.db;
    // A name no demo startup resembles, so the typo search below can only find this one.
    company = await insertCompany(db, {
      name: 'Zyxbrook',
      countryCode: 'SE',
      countryCodes: ['SE'],
      city: 'Stockholm',
    });
    activeJob = await insertJob(db, company, {
      title: 'Quokkafrobnicator Engineer',
      roles: ['data'],
      approvedAt: addDays(now, -3),
      expirationDate: addDays(now, 57),
    });
    expiredJob = await insertJob(db, company, {
      title: 'Quokkafrobnicator Lead',
      status: 'EXPIRED',
      approvedAt: addDays(now, -90),
      expirationDate: addDays(now, -30),
    });
    draftJob = await insertJob(db, company, { title: 'Quokkafrobnicator Intern', status: 'DRAFT' });
    boostedOldJob = await insertJob(db, company, {
      title: 'Veteran platform engineer',
      approvedAt: addDays(now, -200),
      boostingExpiresAt: addDays(now, 20),
    });
    const draftCompany = await insertCompany(db, {
      name: 'Unpublished Quokkafrobnicator Co',
      status: 'DRAFT',
    });
    draftCompanyJob = await insertJob(db, draftCompany, {
      title: 'Quokkafrobnicator at a draft startup',
      approvedAt: addDays(now, -1),
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  describe("GET /api/jobs (the project's own search)", () => {
    it('answers a first page of 20 with the exact total of public ACTIVE jobs', async () => {
      const list = await getJobs('');
      const total = await countPublicJobs();
      expect(total).toBeGreaterThan(40);
      expect(list.jobs).toHaveLength(20);
      expect(list.pagination).toEqual({
        page: 1,
        perPage: 20,
        total,
        isTotalCapped: false,
        pages: Math.ceil(total / 20),
      });
    });

    it('pages follow one order without gaps or repeats', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => getJobs(`?perPage=7&page=${page}`)));
      const paged = pages.flatMap((p) => p.jobs.map((j) => j.id));
      const single = (await getJobs('?perPage=21')).jobs.map((j) => j.id);
      expect(new Set(paged).size).toBe(21);
      expect(paged).toEqual(single);
      expect(pages[2]?.pagination).toMatchObject({ page: 3, perPage: 7 });
    });

    it('a page past the end is empty, not an error', async () => {
      const total = await countPublicJobs();
      const list = await getJobs(`?perPage=50&page=${Math.ceil(total / 50) + 1}`);
      expect(list.jobs).toEqual([]);
      expect(list.pagination.total).toBe(total);
    });

    it('lists only ACTIVE jobs of published startups: drafts, expired jobs and draft startups stay out', async () => {
      const all = await getAllJobs('');
      const ids = new Set(all.map((j) => j.id));
      expect(all.every((j) => j.status === 'ACTIVE')).toBe(true);
      expect(ids.has(activeJob.id)).toBe(true);
      expect(ids.has(expiredJob.id)).toBe(false);
      expect(ids.has(draftJob.id)).toBe(false);
      expect(ids.has(draftCompanyJob.id)).toBe(false);
      const hiddenCompanyIds = await t.deps.db
        .select({ id: companies.id })
        .from(companies)
        .where(sql`${companies.status} <> 'PUBLISHED' or not (${companies.platform} ->> 'main')::boolean`);
      const hidden = new Set(hiddenCompanyIds.map((c) => c.id));
      expect(hidden.size).toBeGreaterThan(0);
      expect(all.filter((j) => hidden.has(j.company.id))).toEqual([]);
    });

    it('follows the chosen sort alone: boosted jobs take no places ahead of newer ones', async () => {
      // Issue 14: featured jobs are a list of their own (/api/jobs/featured, /v2/jobsandfeatured).
      const all = await getAllJobs('');
      const approved = all.map((j) => j.approvedAt ?? '');
      expect(approved).toEqual([...approved].sort().reverse());
      expect(all.some((j) => j.isBoosted)).toBe(true);
      // Approved 200 days ago and boosted: far down the list, not on the first page.
      const firstPage = (await getJobs('')).jobs.map((j) => j.id);
      expect(firstPage).not.toContain(boostedOldJob.id);
      expect(all.map((j) => j.id)).toContain(boostedOldJob.id);
    });

    it('pages through a filtered list in small pages without skipping or repeating one', async () => {
      const all = await getAllJobs('?country=SE');
      const perPage = 3;
      const paged: JobListItem[] = [];
      for (let page = 1; page <= Math.ceil(all.length / perPage); page++) {
        paged.push(...(await getJobs(`?country=SE&perPage=${perPage}&page=${page}`)).jobs);
      }
      expect(paged.map((j) => j.id)).toEqual(all.map((j) => j.id));
    });

    it('filters by country', async () => {
      const all = await getAllJobs('?country=SE');
      expect(all.length).toBe(await countPublicJobs(eq(jobs.locationCountry, 'SE')));
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((j) => j.location.country === 'SE')).toBe(true);
      expect(all.map((j) => j.id)).toContain(activeJob.id);
    });

    it('filters by several countries, comma separated or repeated', async () => {
      const expected = await countPublicJobs(sql`${jobs.locationCountry} in ('NO', 'FI')`);
      const commas = await getJobs('?country=NO,FI&perPage=50');
      const repeated = await getJobs('?country=NO&country=FI&perPage=50');
      expect(commas.pagination.total).toBe(expected);
      expect(repeated.jobs.map((j) => j.id)).toEqual(commas.jobs.map((j) => j.id));
      expect(commas.jobs.every((j) => j.location.country === 'NO' || j.location.country === 'FI')).toBe(true);
    });

    it('answers each search of one shape with its own values (statements are built once per shape)', async () => {
      // Same filters, other values, one after the other on one app: each answer is its own.
      for (const country of ['SE', 'NO', 'DK', 'SE']) {
        const list = await getJobs(`?country=${country}&perPage=50`);
        expect(list.pagination.total).toBe(await countPublicJobs(eq(jobs.locationCountry, country)));
        expect(list.jobs.every((j) => j.location.country === country)).toBe(true);
      }
      for (const [countries, expected] of [
        ['NO', ['NO']],
        ['NO,FI,IS', ['NO', 'FI', 'IS']],
        ['FI', ['FI']],
      ] as const) {
        const list = await getJobs(`?country=${countries}&perPage=50&page=2`);
        const all = await countPublicJobs(sql`${jobs.locationCountry} in ${expected}`);
        expect(list.pagination.total).toBe(all);
        expect(
          list.jobs.every((j) => (expected as readonly string[]).includes(j.location.country ?? '')),
        ).toBe(true);
      }
      const quokka = await getJobs('?q=Quokkafrobnicator&country=SE');
      const other = await getJobs('?q=Plimsnorkel&country=SE');
      expect(quokka.jobs.map((j) => j.id)).toEqual([activeJob.id]);
      expect(other.jobs).toEqual([]);
    });

    it('country REMOTE means remote jobs, alone or with a country', async () => {
      const remote = await getAllJobs('?country=REMOTE');
      expect(remote.length).toBe(await countPublicJobs(eq(jobs.isRemote, true)));
      expect(remote.length).toBeGreaterThan(0);
      expect(remote.every((j) => j.isRemote)).toBe(true);

      const mixed = await getAllJobs('?country=IS,REMOTE');
      expect(mixed.length).toBe(
        await countPublicJobs(sql`(${jobs.locationCountry} = 'IS' or ${jobs.isRemote})`),
      );
      expect(mixed.every((j) => j.isRemote || j.location.country === 'IS')).toBe(true);
      expect(mixed.some((j) => !j.isRemote)).toBe(true);
    });

    it('filters by roles (any of them)', async () => {
      const data = await getAllJobs('?roles=data');
      expect(data.length).toBe(await countPublicJobs(sql`'data' = any(${jobs.roles})`));
      expect(data.every((j) => j.roles.includes('data'))).toBe(true);
      expect(data.map((j) => j.id)).toContain(activeJob.id);

      const either = await getJobs('?roles=data,devops');
      expect(either.pagination.total).toBe(
        await countPublicJobs(sql`${jobs.roles} && array['data', 'devops']`),
      );
      expect(either.pagination.total).toBeGreaterThan(data.length);
      expect(either.jobs.every((j) => j.roles.includes('data') || j.roles.includes('devops'))).toBe(true);
    });

    it('searches the full text: a title word finds the ACTIVE job only', async () => {
      const list = await getJobs('?q=quokkafrobnicator');
      expect(list.jobs.map((j) => j.id)).toEqual([activeJob.id]);
      expect(list.pagination.total).toBe(1);
    });

    it("finds a startup's jobs despite a typo in its name (trigram)", async () => {
      const list = await getJobs('?q=Zyxbrok');
      expect(new Set(list.jobs.map((j) => j.id))).toEqual(new Set([activeJob.id, boostedOldJob.id]));
    });

    it('finds a demo startup by a misspelt name, and only its ACTIVE jobs', async () => {
      const [kodkraft] = await t.deps.db.select().from(companies).where(eq(companies.key, 'kodkraft'));
      expect(kodkraft).toBeDefined();
      const expected = await countPublicJobs(eq(jobs.companyId, kodkraft?.id ?? ''));
      expect(expected).toBeGreaterThan(0);
      const list = await getJobs('?q=Kodkarft&perPage=50');
      expect(list.pagination.total).toBe(expected);
      expect(list.jobs.every((j) => j.company.key === 'kodkraft' && j.status === 'ACTIVE')).toBe(true);
    });

    it("follows its startup: unpublished, moved off the platform or renamed, the startup's jobs change with it", async () => {
      const db = t.deps.db;
      const startup = await insertCompany(db, { name: 'Vindelbrix' });
      const job = await insertJob(db, startup, { title: 'Ropewalk engineer', approvedAt: addDays(now, -2) });
      // A distinct page size per request: the public list cache never answers an earlier state.
      const found = async (q: string, perPage: number) =>
        (await getJobs(`?q=${q}&perPage=${perPage}`)).jobs.map((j) => j.id);
      expect(await found('ropewalk', 41)).toEqual([job.id]);
      await db.update(companies).set({ status: 'DRAFT' }).where(eq(companies.id, startup.id));
      expect(await found('ropewalk', 42)).toEqual([]);
      await db.update(companies).set({ status: 'PUBLISHED' }).where(eq(companies.id, startup.id));
      expect(await found('ropewalk', 43)).toEqual([job.id]);
      await db
        .update(companies)
        .set({ platform: { main: false, impact: true } })
        .where(eq(companies.id, startup.id));
      expect(await found('ropewalk', 44)).toEqual([]);
      await db
        .update(companies)
        .set({ platform: { main: true, impact: false }, name: 'Quillomatic' })
        .where(eq(companies.id, startup.id));
      expect(await found('ropewalk', 45)).toEqual([job.id]);
      // The new name is searched (the job's copy of it follows), the old one no longer.
      expect(await found('quillomatic', 46)).toEqual([job.id]);
      expect(await found('vindelbrix', 47)).toEqual([]);
      await db.update(jobs).set({ status: 'EXPIRED' }).where(eq(jobs.id, job.id));
      expect(await found('ropewalk', 48)).toEqual([]);
    });

    it('sorts by relevance: a title match before a newer description-only match', async () => {
      const titleMatch = await insertJob(t.deps.db, company, {
        title: 'Quasarflux platform engineer',
        approvedAt: addDays(now, -5),
      });
      const descriptionMatch = await insertJob(t.deps.db, company, {
        title: 'Platform engineer',
        description: 'You will also maintain our quasarflux pipelines.',
        approvedAt: addDays(now, -1),
      });
      const ids = (list: { jobs: { id: string }[] }) => list.jobs.map((j) => j.id);
      expect(ids(await getJobs('?q=quasarflux&sort=relevance'))).toEqual([
        titleMatch.id,
        descriptionMatch.id,
      ]);
      expect(ids(await getJobs('?q=quasarflux'))).toEqual([descriptionMatch.id, titleMatch.id]);
      expect((await getJobs('?q=nosuchwordanywhere&sort=relevance')).jobs).toEqual([]);
    });

    it('combines filters: search, country and roles narrow each other', async () => {
      expect((await getJobs('?q=quokkafrobnicator&country=SE&roles=data')).jobs.map((j) => j.id)).toEqual([
        activeJob.id,
      ]);
      expect((await getJobs('?q=quokkafrobnicator&country=DK')).jobs).toEqual([]);
      expect((await getJobs('?q=quokkafrobnicator&roles=sales')).jobs).toEqual([]);
    });
  });

  describe('GET /api/jobs/facets', () => {
    async function getFacets(query: string) {
      const response = await t.app.inject({ method: 'GET', url: `/api/jobs/facets${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return parseJson(response, JobFacets);
    }

    it('counts what each country, REMOTE and position type would give', async () => {
      const facets = await getFacets('');
      for (const code of ['DK', 'SE', 'NO', 'FI', 'IS']) {
        expect(facets.country[code], code).toEqual({
          count: await countPublicJobs(eq(jobs.locationCountry, code)),
          isCapped: false,
        });
      }
      expect(facets.country.REMOTE?.count).toBe(await countPublicJobs(eq(jobs.isRemote, true)));
      for (const type of ['fulltime', 'parttime', 'internship', 'studentjob', 'freelance', 'cofounder']) {
        expect(facets.positionType[type]?.count, type).toBe(
          await countPublicJobs(sql`${jobs.positionType} = ${type}`),
        );
      }
    });

    it('keeps the rest of the search: each count is the total that choosing the option gives', async () => {
      const facets = await getFacets('?q=engineer&country=SE');
      // A facet ignores its own filter: countries are counted as if no country were chosen.
      expect(facets.country.DK?.count).toBe((await getJobs('?q=engineer&country=DK')).pagination.total);
      for (const type of ['fulltime', 'internship']) {
        expect(facets.positionType[type]?.count, type).toBe(
          (await getJobs(`?q=engineer&country=SE&positionTypes=${type}`)).pagination.total,
        );
      }
      expect(facets.country.DK?.count).toBeGreaterThan(0);
    });

    it('rejects the same invalid input as /api/jobs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/jobs/facets?country=XX' });
      expectError(response, 422, 'VALIDATION');
    });
  });

  describe('GET /api/jobs/featured', () => {
    it('lists the boosted ACTIVE jobs, the most recently boosted first', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/jobs/featured' });
      expect(response.statusCode).toBe(200);
      const { featuredJobs } = parseJson(response, FeaturedJobs);
      const expected = await t.deps.db
        .select({ id: jobs.id })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(and(...publicJobFilters(), gt(jobs.boostingExpiresAt, now)))
        .orderBy(desc(jobs.boostingExpiresAt), desc(jobs.id))
        .limit(12);
      expect(featuredJobs.length).toBeGreaterThan(1);
      expect(featuredJobs.map((j) => j.id)).toEqual(expected.map((j) => j.id));
      expect(featuredJobs.every((j) => j.isBoosted && j.status === 'ACTIVE')).toBe(true);
      const ends = featuredJobs.map((j) => j.boostingExpiresAt ?? '');
      expect(ends).toEqual([...ends].sort().reverse());
    });
  });

  describe('GET /api/jobs/featured with a search', () => {
    it('keeps only the featured jobs that match it', async () => {
      const all = parseJson(await t.app.inject({ method: 'GET', url: '/api/jobs/featured' }), FeaturedJobs);
      const swedish = parseJson(
        await t.app.inject({ method: 'GET', url: '/api/jobs/featured?country=SE' }),
        FeaturedJobs,
      );
      expect(swedish.featuredJobs.every((j) => j.location.country === 'SE' && j.isFeatured)).toBe(true);
      // The same order: the Swedish ones among the first featured jobs come first among Swedish ones.
      const firstSwedish = all.featuredJobs.filter((j) => j.location.country === 'SE').map((j) => j.id);
      expect(swedish.featuredJobs.slice(0, firstSwedish.length).map((j) => j.id)).toEqual(firstSwedish);
      expect(swedish.featuredJobs.map((j) => j.id)).toContain(boostedOldJob.id);
    });

    it('rejects the same invalid input as /api/jobs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/jobs/featured?page=-1' });
      expect(expectError(response, 422, 'VALIDATION').fieldErrors).toHaveProperty('page');
    });
  });

  describe('GET /api/v2/jobs/latest/3', () => {
    it('answers the three newest ACTIVE jobs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v2/jobs/latest/3' });
      expect(response.statusCode).toBe(200);
      const body = parseJson(response, LatestJobs);
      const newest = await t.deps.db
        .select({ id: jobs.id })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(and(...publicJobFilters()))
        .orderBy(desc(jobs.approvedAt), desc(jobs.id))
        .limit(3);
      expect(body.docs.map((j) => j.id)).toEqual(newest.map((j) => j.id));
      expect(body.docs).toHaveLength(3);
    });
  });

  describe('GET /api/jobs/:id (and the public /api/jobs/single/:id)', () => {
    it('answers an ACTIVE job with its page content', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/jobs/${activeJob.id}` });
      expect(response.statusCode).toBe(200);
      const job = parseJson(response, JobDetail);
      expect(job).toMatchObject({
        id: activeJob.id,
        title: 'Quokkafrobnicator Engineer',
        status: 'ACTIVE',
        description: activeJob.description,
        company: { id: company.id, key: company.key, name: 'Zyxbrook' },
        location: { country: 'SE', locality: 'Stockholm' },
        roles: ['data'],
      });
    });

    it.each(['/api/jobs/', '/api/jobs/single/'])(
      '%s answers an EXPIRED job, marked as such',
      async (path) => {
        const response = await t.app.inject({ method: 'GET', url: `${path}${expiredJob.id}` });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: expiredJob.id, status: 'EXPIRED' });
      },
    );

    it.each(['/api/jobs/', '/api/jobs/single/'])('%s answers 404 for a DRAFT job', async (path) => {
      const response = await t.app.inject({ method: 'GET', url: `${path}${draftJob.id}` });
      expectError(response, 404, 'NOT_FOUND');
    });

    it.each(['/api/jobs/', '/api/jobs/single/'])(
      "%s answers 404 for an ACTIVE job of a startup that isn't published",
      async (path) => {
        const response = await t.app.inject({ method: 'GET', url: `${path}${draftCompanyJob.id}` });
        expectError(response, 404, 'NOT_FOUND');
      },
    );

    it.each(['/api/jobs/', '/api/jobs/single/'])(
      '%s answers 404 for an unknown id and for a malformed one',
      async (path) => {
        for (const id of ['6f1c2d9e-0000-4000-8000-000000000000', 'not-a-job-id', "1'%20or%20'1'='1"]) {
          const response = await t.app.inject({ method: 'GET', url: `${path}${id}` });
          expectError(response, 404, 'NOT_FOUND');
        }
      },
    );
  });

  describe('invalid query input', () => {
    const cases: [string, string, string][] = [
      ['a negative page', '?page=-1', 'page'],
      ['a page that is not a number', '?page=abc', 'page'],
      ['a fractional page', '?page=1.5', 'page'],
      ['a page given twice', '?page=1&page=2', 'page'],
      ['a page size over the maximum', '?perPage=1000', 'perPage'],
      ['an unknown country', '?country=XX', 'country'],
      ['NI, which is never a country here', '?country=NI', 'country'],
      ['an unknown role', '?roles=wizard', 'roles'],
      ['an unknown sort', '?sort=cheapest', 'sort'],
      ['search text of 5000 characters', `?q=${'a'.repeat(5000)}`, 'q'],
    ];

    it.each(cases)('answers 422 with field errors for %s', async (_label, query, field) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/jobs${query}` });
      const body = expectError(response, 422, 'VALIDATION');
      expect(body.message).toBeTruthy();
      const fields = Object.keys(body.fieldErrors ?? {});
      expect(
        fields.some((key) => key === field || key.startsWith(`${field}.`)),
        fields.join(),
      ).toBe(true);
    });

    it('names every invalid field at once', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/jobs?page=abc&perPage=0' });
      const body = expectError(response, 422, 'VALIDATION');
      expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['page', 'perPage']);
      expect(body.fieldErrors?.page).toEqual(['Page must be a whole number']);
    });
  });
});

describe('public job list cache', () => {
  it('serves a repeated list from memory, even while the database is unreachable', async () => {
    const t = await createTestApp({ backend: 'pglite', env: { PUBLIC_CACHE_SECONDS: '60' } });
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/jobs?country=DK&perPage=5' });
      expect(first.statusCode).toBe(200);
      await t.deps.database.close();
      const again = await t.app.inject({ method: 'GET', url: '/api/jobs?country=DK&perPage=5' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      // A list it has not seen still needs the database.
      const other = await t.app.inject({ method: 'GET', url: '/api/jobs?country=SE&perPage=5' });
      expect(other.statusCode).toBe(500);
      expect(other.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong' });
    } finally {
      await t.close();
    }
  });
});

describe('job count cache (JOB_COUNT_CACHE_SECONDS)', () => {
  /** The ids and total of a full page of Icelandic jobs, the list answered fresh each time. */
  async function icelandicPage(t: TestApp, page: number) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?country=IS&perPage=2&page=${page}`,
    });
    expect(response.statusCode).toBe(200);
    const body = parseJson(response, JobList);
    return { ids: body.jobs.map((job) => job.id), total: body.pagination.total };
  }

  /**
   * An app with these caches and `count` Icelandic jobs titled `${title} 0`, `${title} 1`, …;
   * `ask` gets their search (the title's first word) with more parameters, `askPage` a page of two
   * of it, `addJob` adds the next.
   */
  async function icelandicSearch(env: Record<string, string>, title: string, count: number) {
    const t = await createTestApp({ backend: 'pglite', env });
    const company = await insertCompany(t.deps.db, { countryCode: 'IS', countryCodes: ['IS'] });
    let added = 0;
    const addJob = () =>
      insertJob(t.deps.db, company, { locationCountry: 'IS', title: `${title} ${added++}` });
    for (let i = 0; i < count; i++) await addJob();
    const word = (title.split(' ')[0] ?? '').toLowerCase();
    const ask = (params: string) =>
      t.app.inject({ method: 'GET', url: `/api/jobs?country=IS&q=${word}&${params}` });
    const askPage = (page: number) => ask(`perPage=2&page=${page}`);
    return { t, addJob, ask, askPage };
  }

  it('keeps a count per filter combination while the lists stay fresh, and counts anew when off', async () => {
    for (const countSeconds of ['60', '0']) {
      const t = await createTestApp({
        backend: 'pglite',
        env: { PUBLIC_CACHE_SECONDS: '0', JOB_COUNT_CACHE_SECONDS: countSeconds },
      });
      try {
        const company = await insertCompany(t.deps.db, { countryCode: 'IS', countryCodes: ['IS'] });
        for (let i = 0; i < 4; i++) await insertJob(t.deps.db, company, { locationCountry: 'IS' });
        const before = await icelandicPage(t, 1);
        expect(before.ids).toHaveLength(2);
        const newest = await insertJob(t.deps.db, company, { locationCountry: 'IS', approvedAt: new Date() });
        const after = await icelandicPage(t, 1);
        // The page itself is never cached here: the new job leads it at once.
        expect(after.ids[0]).toBe(newest.id);
        // Page 2 shares page 1's filters, so it shares its count too.
        const second = await icelandicPage(t, 2);
        if (countSeconds === '0') {
          expect(after.total).toBe(before.total + 1);
          expect(second.total).toBe(before.total + 1);
        } else {
          expect(after.total).toBe(before.total);
          expect(second.total).toBe(before.total);
        }
      } finally {
        await t.close();
      }
    }
  });

  it('counts first for a later page, and answers every page past the end from that count', async () => {
    const { t, askPage } = await icelandicSearch(
      { PUBLIC_CACHE_SECONDS: '60', JOB_COUNT_CACHE_SECONDS: '60' },
      'Fjord pilot',
      3,
    );
    try {
      // Page 3 first, no count known: counted, and found past the end.
      const third = await askPage(3);
      expect(third.statusCode).toBe(200);
      expect(parseJson(third, JobList)).toMatchObject({
        jobs: [],
        pagination: { page: 3, total: 3, pages: 2 },
      });
      // Page 2 still has its job.
      const second = parseJson(await askPage(2), JobList);
      expect(second.jobs).toHaveLength(1);
      expect(second.pagination).toMatchObject({ page: 2, total: 3, pages: 2 });
      await t.deps.database.close();
      // The count stands for every page past the end now, without the database.
      for (const page of [4, 7]) {
        const past = await askPage(page);
        expect(past.statusCode).toBe(200);
        expect(parseJson(past, JobList)).toMatchObject({
          jobs: [],
          pagination: { page, total: 3, pages: 2 },
        });
      }
    } finally {
      await t.close();
    }
  });

  it('reads a page again once the count that hid it is older than the lists may be, however often other pages ask', async () => {
    const { t, askPage, addJob } = await icelandicSearch(
      { PUBLIC_CACHE_SECONDS: '1', JOB_COUNT_CACHE_SECONDS: '60' },
      'Skerry warden',
      2,
    );
    try {
      // A full first page: counted (2), so pages past it are answered from the count for a second.
      expect(parseJson(await askPage(1), JobList).pagination.total).toBe(2);
      await addJob();
      // Visitors keep asking for pages past the end; their empty answers never renew the count.
      const until = Date.now() + 1_600;
      for (let page = 3; Date.now() < until; page = page === 6 ? 3 : page + 1) {
        expect((await askPage(page)).statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Page 2 has never been asked: it is read, and the third job is there.
      const second = parseJson(await askPage(2), JobList);
      expect(second.jobs).toHaveLength(1);
      expect(second.pagination.total).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('answers a page past the end of a count its first page told, within the lists’ freshness only', async () => {
    for (const listSeconds of ['60', '0']) {
      const { t, ask } = await icelandicSearch(
        { PUBLIC_CACHE_SECONDS: listSeconds, JOB_COUNT_CACHE_SECONDS: '60' },
        'Glacier guide',
        3,
      );
      try {
        // Both the newest-first list and the ranked search tell their count on a partly filled page.
        const searches = ['perPage=10', 'sort=relevance&perPage=10'];
        const firstPages = [];
        for (const search of searches) {
          const first = await ask(search);
          expect(first.statusCode).toBe(200);
          const body = parseJson(first, JobList);
          expect(body.jobs).toHaveLength(3);
          firstPages.push(body);
        }
        await t.deps.database.close();
        for (const search of searches) {
          const past = await ask(`${search}&page=2`);
          if (listSeconds === '0') {
            // The lists are read fresh: so is a page past their end.
            expect(past.statusCode).toBe(500);
            continue;
          }
          expect(past.statusCode).toBe(200);
          const body = parseJson(past, JobList);
          expect(body.jobs).toEqual([]);
          expect(body.pagination).toMatchObject({ page: 2, total: 3 });
          expect(body.pagination.total).toBe(firstPages[0]?.pagination.total);
        }
      } finally {
        await t.close();
      }
    }
  });
});

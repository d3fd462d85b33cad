/**
 * The public jobs API (issue 13, ADR 013): The Hub's v2 contract, which aggregators, university job
 * boards and scrapers already speak. A client written for it, pointed at Nordhub, must work
 * unchanged: its parameter names, 15 jobs a page from 1 to `pages`, the answer shapes (checked
 * against the OpenAPI document's own schemas), 400 for a bad value, CORS and per-client limits.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobKey } from '#domain/jobs/job-key.ts';
import { companies, jobs, jobViewsDaily } from '#server/db/schema/index.ts';
import {
  addDays,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
} from '#tests/helpers/factories.ts';
import { expectError } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Json = Record<string, unknown>;
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};

/** Every field the issue names for a job in `docs`, with its type ("|null" where a value may be absent). */
const DOC_FIELDS: [string, string][] = [
  ['id', 'string'],
  ['key', 'string'],
  ['title', 'string'],
  ['location', 'object'],
  ['location.country', 'string|null'],
  ['location.locality', 'string|null'],
  ['location.address', 'string|null'],
  ['isRemote', 'boolean'],
  ['jobPositionTypes', 'array'],
  ['isFeatured', 'boolean'],
  ['views', 'object'],
  ['views.week', 'integer'],
  ['views.total', 'integer'],
  ['company', 'object'],
  ['company.id', 'string'],
  ['company.key', 'string'],
  ['company.name', 'string'],
  ['company.website', 'string|null'],
  ['company.numberOfEmployees', 'string|null'],
  ['company.founded', 'integer|null'],
  ['company.logoImage', 'object|null'],
  ['company.logoImage.path', 'string'],
  ['saved', 'boolean'],
];

/** What `/api/jobs/single/{id}` adds. */
const DETAIL_FIELDS: [string, string][] = [
  ['description', 'string'],
  ['salary', 'string'],
  ['salaryRange', 'object'],
  ['salaryRange.min', 'integer|null'],
  ['salaryRange.max', 'integer|null'],
  ['equity', 'string'],
  ['status', 'string'],
  ['jobRole', 'string|null'],
  ['countryCode', 'string|null'],
  ['expirationDate', 'string|null'],
  ['createdAt', 'string'],
  ['approvedAt', 'string|null'],
  ['publishedAt', 'string|null'],
  ['company.whatWeDo', 'string'],
  ['company.perks', 'array'],
  ['company.galleryImages', 'array'],
  ['company.galleryImages[].path', 'string'],
];

/** The schema of a dotted field (`a.b`, `a[].b`) and whether its parent requires it. */
function fieldSchema(root: JsonSchema, path: string): { schema: JsonSchema; required: boolean } {
  let schema = root;
  let required = true;
  for (const part of path.split('.')) {
    const isList = part.endsWith('[]');
    const name = isList ? part.slice(0, -2) : part;
    const object = nonNull(schema);
    const next = object.properties?.[name];
    if (!next) throw new Error(`the OpenAPI schema has no ${path} (at ${name})`);
    required = (object.required ?? []).includes(name);
    schema = isList ? (nonNull(next).items as JsonSchema) : next;
    if (!required) break;
  }
  return { schema, required };
}

/** The schema of a nullable field without its null branch. */
function nonNull(schema: JsonSchema): JsonSchema {
  return schema.anyOf?.find((s) => s.type !== 'null') ?? schema;
}

/** The types a schema allows, written like the tables above ('string|null'). */
function typesOf(schema: JsonSchema): string {
  const types = schema.anyOf
    ? schema.anyOf.map((s) => String(s.type))
    : Array.isArray(schema.type)
      ? schema.type
      : [String(schema.type)];
  return [...types].sort((a, b) => (a === 'null' ? 1 : b === 'null' ? -1 : a.localeCompare(b))).join('|');
}

/** The value of a dotted field in a JSON value; `[]` reads every item of a list. */
function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const part of path.split('.')) {
    const isList = part.endsWith('[]');
    const name = isList ? part.slice(0, -2) : part;
    current = current.flatMap((v) => {
      if (v === null) return [];
      const child = (v as Json)[name];
      return isList ? (child as unknown[]) : [child];
    });
  }
  return current;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

describe.each(BACKENDS)('public jobs API, The Hub v2 contract [%s]', (backend) => {
  let t: TestApp;
  let company: CompanyRow;
  let dkJobs: JobRow[];
  let remoteJob: JobRow;
  let openApi: { paths: Record<string, Record<string, Json>> };

  async function countPublicJobs(...extra: SQL[]): Promise<number> {
    const rows = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(
        and(
          eq(jobs.status, 'ACTIVE'),
          eq(companies.status, 'PUBLISHED'),
          sql`(${companies.platform} ->> 'main')::boolean`,
          ...extra,
        ),
      );
    return Number(rows[0]?.n ?? 0);
  }

  async function getJson(url: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json() as Json;
  }

  type Page = { docs: Json[]; total: number; limit: number; page: number; pages: number; suggestions: Json };

  async function jobsPage(query: string): Promise<Page> {
    return (await getJson(`/api/v2/jobsandfeatured${query}`)).jobs as Page;
  }

  /** Every page from 1 to `pages`, as a client reads them. */
  async function readAllPages(query: string): Promise<{ first: Page; docs: Json[] }> {
    const first = await jobsPage(`${query}&page=1`);
    const docs = [...first.docs];
    for (let page = 2; page <= first.pages; page++) {
      const next = await jobsPage(`${query}&page=${page}`);
      expect(next.total).toBe(first.total);
      expect(next.page).toBe(page);
      expect(next.docs.length, `page ${page}`).toBe(page < first.pages ? 15 : first.total - 15 * (page - 1));
      docs.push(...next.docs);
    }
    return { first, docs };
  }

  function responseSchema(path: string): JsonSchema {
    const operation = openApi.paths[path]?.get as { responses: Record<string, Json> } | undefined;
    const content = operation?.responses['200']?.content as Record<string, { schema: JsonSchema }>;
    const schema = content?.['application/json']?.schema;
    if (!schema) throw new Error(`no 200 schema for ${path}`);
    return schema;
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    const now = t.deps.now();
    company = await insertCompany(t.deps.db, {
      name: 'Kvistgaard Robotics',
      website: 'https://kvistgaard.example',
      numberOfEmployees: '11-50',
      foundedYear: 2019,
      logoImage: 'companies/kvistgaard/logo.png',
      galleryImages: ['companies/kvistgaard/office.png'],
      perks: [{ icon: 'coffee', text: 'Good coffee' }],
    });
    // Enough Danish jobs for several pages whatever the demo data holds, each with its own views.
    dkJobs = [];
    for (let i = 0; i < 32; i++) {
      dkJobs.push(
        await insertJob(t.deps.db, company, {
          title: `Robot wrangler ${i}`,
          locationCountry: 'DK',
          locationLocality: 'Aarhus',
          approvedAt: addDays(now, -i),
          views: 15 + ((i * 37) % 50),
          salaryType: 'range',
          salaryMin: 40_000,
          salaryMax: 50_000,
          salaryCurrency: 'DKK',
          salaryPeriod: 'month',
        }),
      );
    }
    remoteJob = await insertJob(t.deps.db, company, {
      title: 'Remote zanzibarite operator',
      isRemote: true,
      locationCountry: null,
      locationLocality: null,
      approvedAt: new Date(now.getTime() + 60_000),
    });
    await t.deps.db.insert(jobViewsDaily).values([
      { jobId: dkJobs[0]?.id as string, day: now.toISOString().slice(0, 10), count: 4 },
      { jobId: dkJobs[0]?.id as string, day: addDays(now, -3).toISOString().slice(0, 10), count: 2 },
      // Older than a week: in total, not in week.
      { jobId: dkJobs[0]?.id as string, day: addDays(now, -10).toISOString().slice(0, 10), count: 9 },
    ]);
    openApi = (await getJson('/api/openapi.json')) as typeof openApi;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('paging /api/v2/jobsandfeatured?countryCode=DK&sorting=mostPopular', () => {
    it('gives exactly `total` distinct jobs, 15 a page, all in DK, most viewed first', async () => {
      const { first, docs } = await readAllPages('?countryCode=DK&sorting=mostPopular');
      const expected = await countPublicJobs(eq(jobs.locationCountry, 'DK'));
      expect(expected).toBeGreaterThan(30);
      expect(first).toMatchObject({ total: expected, limit: 15, page: 1, pages: Math.ceil(expected / 15) });
      expect(first.docs).toHaveLength(15);
      expect(docs).toHaveLength(first.total);
      expect(new Set(docs.map((doc) => doc.id)).size).toBe(first.total);
      expect(docs.every((doc) => (doc.location as Json).country === 'DK')).toBe(true);
      const views = docs.map((doc) => (doc.views as { total: number }).total);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      expect(docs.map((doc) => doc.id)).toEqual(expect.arrayContaining(dkJobs.map((job) => job.id)));
    });

    it('answers a page past the last one with no jobs, not an error', async () => {
      const { pages, total } = await jobsPage('?countryCode=DK');
      const after = await jobsPage(`?countryCode=DK&page=${pages + 1}`);
      expect(after).toMatchObject({ docs: [], total, page: pages + 1, pages });
    });
  });

  describe('filters', () => {
    it('isRemote=true gives remote jobs only', async () => {
      const { first, docs } = await readAllPages('?isRemote=true');
      expect(first.total).toBe(await countPublicJobs(eq(jobs.isRemote, true)));
      expect(docs.length).toBeGreaterThan(0);
      expect(docs.every((doc) => doc.isRemote === true)).toBe(true);
      expect(docs.map((doc) => doc.id)).toContain(remoteJob.id);
    });

    it('search narrows total', async () => {
      const all = await jobsPage('?');
      const robots = await jobsPage('?search=wrangler');
      expect(robots.total).toBe(32);
      expect(robots.total).toBeLessThan(all.total);
      const one = await jobsPage('?search=zanzibarite');
      expect(one.docs.map((doc) => doc.id)).toEqual([remoteJob.id]);
    });

    it('roles and jobPositionTypes take repeated or comma-separated values', async () => {
      const expected = await countPublicJobs(sql`${jobs.roles} && array['data', 'design']`);
      const commas = await jobsPage('?roles=data,design');
      const repeated = await jobsPage('?roles=data&roles=design');
      const bracketed = await jobsPage('?roles[]=data&roles[]=design');
      expect(commas.total).toBe(expected);
      expect(repeated.docs).toEqual(commas.docs);
      expect(bracketed.docs).toEqual(commas.docs);

      const types = await jobsPage('?jobPositionTypes=internship,parttime');
      expect(types.total).toBe(
        await countPublicJobs(sql`${jobs.positionType} in ('internship', 'parttime')`),
      );
      expect(
        types.docs.every((doc) =>
          ['internship', 'parttime'].includes((doc.jobPositionTypes as string[])[0] ?? ''),
        ),
      ).toBe(true);
    });

    it('countryCode=EU is every located job; an empty value is no filter; unknown parameters are ignored', async () => {
      expect((await jobsPage('?countryCode=EU')).total).toBe(
        await countPublicJobs(sql`${jobs.locationCountry} is not null`),
      );
      const plain = await jobsPage('?');
      expect(await jobsPage('?countryCode=&search=&utm_source=uni-board&limit=99')).toEqual(plain);
      expect((await jobsPage('?countryCode=dk')).total).toBe((await jobsPage('?countryCode=DK')).total);
    });

    it('sorting: newJobs (the default without a search) lists the newest first', async () => {
      const newest = await jobsPage('?sorting=newJobs');
      expect(await jobsPage('?')).toEqual(newest);
      expect(newest.docs[0]?.id).toBe(remoteJob.id);
      const configured = await jobsPage('?sorting=newest');
      expect(configured.docs).toEqual(newest.docs);
    });

    it('suggestions count each filter with its own choice left out', async () => {
      const { suggestions, total } = await jobsPage('?countryCode=DK&jobPositionTypes=fulltime');
      const s = suggestions as {
        jobPositionTypes: Record<string, number>;
        jobRoles: Record<string, number>;
        remote: number;
        paid: number;
      };
      expect(s.jobPositionTypes.fulltime).toBe(total);
      expect(s.jobPositionTypes.internship ?? 0).toBe(
        await countPublicJobs(eq(jobs.locationCountry, 'DK'), eq(jobs.positionType, 'internship')),
      );
      expect(s.jobRoles.backenddeveloper).toBe(
        await countPublicJobs(
          eq(jobs.locationCountry, 'DK'),
          eq(jobs.positionType, 'fulltime'),
          sql`'backenddeveloper' = any(${jobs.roles})`,
        ),
      );
      expect(s.remote).toBe(
        await countPublicJobs(eq(jobs.isRemote, true), eq(jobs.positionType, 'fulltime')),
      );
      expect(s.paid).toBe(
        await countPublicJobs(
          eq(jobs.locationCountry, 'DK'),
          eq(jobs.positionType, 'fulltime'),
          sql`${jobs.salaryType} <> 'unpaid'`,
        ),
      );
    });
  });

  describe('a known parameter with a bad value answers 400 with the usual error body', () => {
    it.each([
      ['?countryCode=XX', 'countryCode'],
      ['?countryCode=DK&countryCode=SE', 'countryCode'],
      ['?isRemote=maybe', 'isRemote'],
      ['?sorting=cheapest', 'sorting'],
      ['?roles=wizard', 'roles'],
      ['?jobPositionTypes=astronaut', 'jobPositionTypes'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      [`?search=${'a'.repeat(201)}`, 'search'],
      ['?search=%00', 'search'],
    ])('%s', async (query, field) => {
      for (const path of ['/api/v2/jobsandfeatured', '/api/v2/jobs', '/api/v2/featuredjobs']) {
        const body = expectError(
          await t.app.inject({ method: 'GET', url: `${path}${query}` }),
          400,
          'BAD_REQUEST',
        );
        const fields = Object.keys(body.fieldErrors ?? {});
        expect(
          fields.some((key) => key === field || key.startsWith(`${field}.`)),
          `${path}: ${fields.join()}`,
        ).toBe(true);
      }
    });
  });

  describe('answer shapes', () => {
    it('every field named by the contract is in the OpenAPI document with its type, and on every job of a page', async () => {
      const pageDoc = fieldSchema(responseSchema('/api/v2/jobsandfeatured'), 'jobs.docs[]').schema;
      for (const [field, type] of DOC_FIELDS) {
        const { schema, required } = fieldSchema(pageDoc, field);
        expect(required, field).toBe(true);
        expect(typesOf(schema), field).toBe(type);
      }
      const body = await getJson('/api/v2/jobsandfeatured?countryCode=DK&sorting=mostPopular');
      // The whole answer against the document's schema (zod reads the JSON Schema it wrote).
      z.fromJSONSchema(responseSchema('/api/v2/jobsandfeatured') as never).parse(body);
      const docs = [...((body.jobs as Page).docs ?? []), ...((body.featuredJobs as Page).docs ?? [])];
      expect(docs.length).toBeGreaterThan(15);
      for (const doc of docs) {
        for (const [field, type] of DOC_FIELDS) {
          for (const value of valuesAt(doc, field)) {
            const allowed = type.split('|');
            const actual = typeOf(value);
            expect(
              allowed.includes(actual) || (actual === 'integer' && allowed.includes('number')),
              `${field}: ${actual}`,
            ).toBe(true);
          }
        }
      }
    });

    it('jobsandfeatured is { jobs, featuredJobs }; /v2/jobs the jobs alone; /v2/featuredjobs the featured alone', async () => {
      const query = '?countryCode=DK&page=2';
      const both = await getJson(`/api/v2/jobsandfeatured${query}`);
      expect(Object.keys(both).sort()).toEqual(['featuredJobs', 'jobs']);
      expect(Object.keys(both.jobs as Json).sort()).toEqual([
        'docs',
        'limit',
        'page',
        'pages',
        'suggestions',
        'total',
      ]);
      expect(Object.keys((both.jobs as Page).suggestions).sort()).toEqual([
        'jobPositionTypes',
        'jobRoles',
        'paid',
        'remote',
      ]);
      expect(Object.keys(both.featuredJobs as Json).sort()).toEqual(['docs', 'total']);
      expect(await getJson(`/api/v2/jobs${query}`)).toEqual({ jobs: both.jobs });
      expect(await getJson(`/api/v2/featuredjobs${query}`)).toEqual(both.featuredJobs);
      z.fromJSONSchema(responseSchema('/api/v2/jobs') as never).parse(await getJson(`/api/v2/jobs${query}`));
      z.fromJSONSchema(responseSchema('/api/v2/featuredjobs') as never).parse(both.featuredJobs);
    });

    it('featured jobs are boosted, match the filters and are a list of their own', async () => {
      const boosted = dkJobs[20] as JobRow;
      await t.deps.db
        .update(jobs)
        .set({ boostingExpiresAt: addDays(t.deps.now(), 10) })
        .where(eq(jobs.id, boosted.id));
      const both = await getJson('/api/v2/jobsandfeatured?countryCode=DK');
      const featured = both.featuredJobs as { docs: Json[]; total: number };
      expect(featured.docs.map((doc) => doc.id)).toContain(boosted.id);
      expect(featured.total).toBe(featured.docs.length);
      expect(
        featured.docs.every((doc) => doc.isFeatured === true && (doc.location as Json).country === 'DK'),
      ).toBe(true);
      // The list keeps its sort (ADR 012): the boosted job is not pulled onto page 1.
      expect((both.jobs as Page).docs.map((doc) => doc.id)).not.toContain(boosted.id);
      const all = await readAllPages('?countryCode=DK');
      expect(all.docs.find((doc) => doc.id === boosted.id)?.isFeatured).toBe(true);
    });

    it('a job carries its key, views of the week and in total, and its startup', async () => {
      const job = dkJobs[0] as JobRow;
      const doc = (await jobsPage('?search=wrangler&sorting=newJobs')).docs.find((d) => d.id === job.id);
      expect(doc).toEqual({
        id: job.id,
        key: jobKey(job.id),
        title: 'Robot wrangler 0',
        location: { country: 'DK', locality: 'Aarhus', address: null },
        isRemote: false,
        jobPositionTypes: ['fulltime'],
        isFeatured: false,
        views: { week: 6, total: 15 },
        company: {
          id: company.id,
          key: company.key,
          name: 'Kvistgaard Robotics',
          website: 'https://kvistgaard.example',
          numberOfEmployees: '11-50',
          founded: 2019,
          logoImage: { path: '/companies/kvistgaard/logo.png' },
        },
        saved: false,
      });
    });

    it('/api/v2/jobs/latest/3 and /api/v2/jobs/{id}/related answer jobs of the same shape', async () => {
      const latest = await getJson('/api/v2/jobs/latest/3');
      z.fromJSONSchema(responseSchema('/api/v2/jobs/latest/3') as never).parse(latest);
      expect((latest.docs as Json[]).map((doc) => doc.id)[0]).toBe(remoteJob.id);
      const related = await getJson(`/api/v2/jobs/${jobKey((dkJobs[1] as JobRow).id)}/related`);
      z.fromJSONSchema(responseSchema('/api/v2/jobs/{id}/related') as never).parse(related);
      expect((related.docs as Json[]).length).toBeGreaterThan(0);
    });
  });

  describe('GET /api/jobs/single/{id}', () => {
    it('finds a job by id or key, with the detail fields and the startup’s text, perks and gallery', async () => {
      const job = dkJobs[0] as JobRow;
      const byId = await getJson(`/api/jobs/single/${job.id}`);
      expect(await getJson(`/api/jobs/single/${jobKey(job.id)}`)).toEqual(byId);
      z.fromJSONSchema(responseSchema('/api/jobs/single/{id}') as never).parse(byId);
      const detailSchema = responseSchema('/api/jobs/single/{id}');
      for (const [field, type] of [...DOC_FIELDS, ...DETAIL_FIELDS]) {
        const { schema, required } = fieldSchema(detailSchema, field);
        expect(required, field).toBe(true);
        expect(typesOf(schema), field).toBe(type);
      }
      expect(byId).toMatchObject({
        id: job.id,
        key: jobKey(job.id),
        description: job.description,
        salary: 'range',
        salaryRange: { min: 40_000, max: 50_000 },
        equity: 'undisclosed',
        status: 'ACTIVE',
        jobRole: 'backenddeveloper',
        countryCode: 'DK',
        approvedAt: job.approvedAt?.toISOString(),
        publishedAt: job.approvedAt?.toISOString(),
        company: {
          whatWeDo: company.whatWeDo,
          perks: [{ icon: 'coffee', text: 'Good coffee' }],
          galleryImages: [{ path: '/companies/kvistgaard/office.png' }],
        },
      });
    });

    it('answers 404 for an unknown id, key or text', async () => {
      for (const id of [
        '6f1c2d9e-0000-4000-8000-000000000000',
        jobKey('6f1c2d9e-0000-4000-8000-000000000000'),
        'nope',
      ]) {
        expectError(await t.app.inject({ method: 'GET', url: `/api/jobs/single/${id}` }), 404, 'NOT_FOUND');
      }
    });

    it('logo and gallery paths work with the image route', async () => {
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const storage = t.app.deps.storage;
      if (!storage) throw new Error('the app has no storage');
      await storage.write('companies/kvistgaard/logo.png', png);
      await storage.write('companies/kvistgaard/office.png', png);
      const detail = await getJson(`/api/jobs/single/${(dkJobs[0] as JobRow).id}`);
      const paths = [
        ((detail.company as Json).logoImage as { path: string }).path,
        ...((detail.company as Json).galleryImages as { path: string }[]).map((image) => image.path),
      ];
      for (const path of paths) {
        const image = await t.app.inject({ method: 'GET', url: `/images/thumbnail${path}` });
        expect(image.statusCode, path).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\//);
      }
    });
  });

  describe('saved', () => {
    it('is true on the jobs the logged-in talent saved, false for others and when logged out', async () => {
      const user = await insertUser(t.deps.db);
      const client = createSessionClient(t.app);
      expect(
        (await client.post('/api/users/sign-in', { email: user.email, password: user.password })).statusCode,
      ).toBe(200);
      const job = dkJobs[2] as JobRow;
      expect((await client.post(`/api/jobs/${job.id}/save`)).statusCode).toBe(200);
      const mine = (
        (await client.get('/api/v2/jobs?search=wrangler&sorting=newJobs')).json() as { jobs: Page }
      ).jobs;
      expect(mine.docs.filter((doc) => doc.saved).map((doc) => doc.id)).toEqual([job.id]);
      expect(((await client.get(`/api/jobs/single/${job.id}`)).json() as Json).saved).toBe(true);
      const anonymous = await jobsPage('?search=wrangler&sorting=newJobs');
      expect(anonymous.docs.every((doc) => doc.saved === false)).toBe(true);
    });
  });

  describe('cross-origin use', () => {
    it('the public reads are open to every origin, without credentials', async () => {
      for (const url of [
        '/api/v2/jobsandfeatured',
        `/api/jobs/single/${(dkJobs[0] as JobRow).id}`,
        '/feeds/jobs.xml',
        '/api/v2/jobs?countryCode=XX',
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { origin: 'https://uni-board.example' },
        });
        expect(response.headers['access-control-allow-origin'], url).toBe('*');
        expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
        expect(String(response.headers['access-control-expose-headers'])).toContain('RateLimit-Remaining');
      }
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v2/jobs',
        headers: { origin: 'https://uni-board.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    });

    it("the app's own routes offer no CORS", async () => {
      for (const url of [
        '/api/jobs',
        '/api/users/me',
        `/api/jobs/single/${(dkJobs[0] as JobRow).id}/hidden`,
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { origin: 'https://evil.example' },
        });
        expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url,
          headers: { origin: 'https://evil.example' },
        });
        expect(preflight.headers['access-control-allow-origin'], url).toBeUndefined();
      }
    });
  });

  describe('/api/docs', () => {
    it('groups the public API (v2, feeds, images) apart from the app’s own routes, with examples', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const publicPart = html.slice(html.indexOf('id="public-api"'), html.indexOf('id="app-api"'));
      const appPart = html.slice(html.indexOf('id="app-api"'));
      for (const path of [
        '/api/v2/jobsandfeatured',
        '/api/v2/jobs',
        '/api/v2/featuredjobs',
        '/api/jobs/single/{id}',
        '/feeds/jobs.xml',
        '/feeds/jobs.rss',
        '/feeds/jobs.json',
        '/images/{size}/{path}',
      ]) {
        expect(publicPart, path).toContain(`<code>${path}</code>`);
        expect(appPart, path).not.toContain(`<code>${path}</code>`);
      }
      expect(publicPart).toContain(
        'href="/api/v2/jobsandfeatured?countryCode=DK&amp;sorting=mostPopular&amp;page=2"',
      );
      expect(publicPart).toContain('RateLimit-Remaining');
      expect(appPart).toContain('<code>/api/jobs</code>');
      expect(appPart).toContain('<code>/api/users/me</code>');
    });
  });
});

describe('public API rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend: 'pglite', env: { PUBLIC_API_RATE_LIMIT: '5' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it('counts each client on its own across the public API, with RateLimit-* headers', async () => {
    const burst = '203.0.113.7';
    const remaining: string[] = [];
    for (const url of [
      '/api/v2/jobs',
      '/api/v2/featuredjobs',
      '/api/jobs/single/nope',
      '/feeds/jobs.rss',
      '/api/v2/jobs/latest/3',
    ]) {
      const response = await get(url, burst);
      expect(response.headers['ratelimit-limit'], url).toBe('5');
      expect(response.headers['ratelimit-policy']).toBe('5;w=60');
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(response.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const refused = await get('/api/v2/jobsandfeatured', burst);
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['access-control-allow-origin']).toBe('*');

    // Another client is untouched by the burst: its whole budget, answered at once.
    const other = await get('/api/v2/jobsandfeatured', '203.0.113.8');
    expect(other.statusCode).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe('4');
    // The app's own routes and images are not counted in this budget.
    expect((await get('/api/jobs', burst)).statusCode).toBe(200);
    expect((await get('/api/jobs', burst)).headers['ratelimit-limit']).toBeUndefined();
  });

  it('refuses a client over its limit without touching the database', async () => {
    const burst = '203.0.113.9';
    for (let i = 0; i < 5; i++) expect((await get('/api/v2/jobs', burst)).statusCode).toBe(200);
    // With the database closed, any statement would fail the request: a 429 answered every
    // time shows the limit is decided before anything is read.
    await t.deps.database.close();
    const refused = await Promise.all(
      Array.from({ length: 50 }, () => get('/api/v2/jobsandfeatured?search=x', burst)),
    );
    expect(refused.map((response) => response.statusCode)).toEqual(Array(50).fill(429));
  });
});

describe('public API cache', () => {
  it('serves a repeated v2 page, single job and feed from the public cache, even while the database is unreachable', async () => {
    const t = await createTestApp({ backend: 'pglite', env: { PUBLIC_CACHE_SECONDS: '60' } });
    try {
      const urls = [
        '/api/v2/jobsandfeatured?countryCode=DK&sorting=mostPopular&page=2',
        '/feeds/jobs.xml?countryCode=SE',
      ];
      const firstPage = (await t.app.inject({ method: 'GET', url: urls[0] as string })).json() as {
        jobs: { docs: { id: string }[] };
      };
      urls.push(`/api/jobs/single/${firstPage.jobs.docs[0]?.id}`);
      const first = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })));
      expect(first.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      await t.deps.database.close();
      const again = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })));
      expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(again.map((response) => response.body)).toEqual(first.map((response) => response.body));
      // A page it has not seen still needs the database.
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/jobs?countryCode=NO' })).statusCode).toBe(
        500,
      );
    } finally {
      await t.close();
    }
  });
});

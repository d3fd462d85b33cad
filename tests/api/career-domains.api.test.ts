/**
 * A startup's career pages on its own domain (docs/product.md, Platforms and hosts; ADR 030), over
 * HTTP on both backends: the career domain's refusals in the settings, its verification by a TXT
 * record (the local test DNS, and the system resolver against a local DNS server speaking the real
 * protocol), an unverified domain serving nothing of the startup, and a verified one serving its
 * startup only: pages, data requests, sitemap, robots.txt, feeds and the JSON API, asked for the
 * other startups' job ids. Applying there works without an account.
 */
import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CareerDomainCompany } from '#domain/careers/career-page.schema.ts';
import {
  CAREER_DOMAIN_LOCAL_DNS_MESSAGE,
  CAREER_DOMAIN_LOOKUP_FAILED_MESSAGE,
  CAREER_DOMAIN_MESSAGE,
  CAREER_DOMAIN_MISSING_MESSAGE,
  CAREER_DOMAIN_NOT_VERIFIED_MESSAGE,
  CAREER_DOMAIN_RESERVED_MESSAGE,
  CAREER_DOMAIN_TAKEN_MESSAGE,
  StartupSettings,
} from '#domain/companies/startup-settings.schema.ts';
import { createSystemTxtResolver } from '#server/adapters/dns/system-txt-resolver.ts';
import type { TxtResolver } from '#server/adapters/dns/txt-resolver.ts';
import { applications, companies, companyMembers, jobs, whiteLabelFeeds } from '#server/db/schema/index.ts';
import { buildApp } from '#server/http/app.ts';
import { type DnsServer, startDnsServer } from '#tests/helpers/dns-server.ts';
import {
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { buildPdf } from '#tests/helpers/pdf-fixtures.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const KODKRAFT_HOST = 'careers.kodkraft.localhost';
const KODKRAFT_ORIGIN = `http://${KODKRAFT_HOST}:3000`;

const unique = () => crypto.randomBytes(4).toString('hex');

describe.each(BACKENDS)('career domains [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;
  let dns: DnsServer;
  let localDns: TxtResolver | undefined;
  let kodkraft: CompanyRow;
  let ownJob: JobRow;
  let urlJob: JobRow;
  let otherJob: JobRow;

  beforeAll(async () => {
    dns = await startDnsServer();
    t = await createTestApp({ backend, env: { PUBLIC_URL, NODE_ENV: 'development' } });
    localDns = t.app.deps.dns;
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    await pages.ready();
    const [row] = await t.deps.db.select().from(companies).where(eq(companies.careerDomain, KODKRAFT_HOST));
    if (!row) throw new Error('the seed has no career domain for Kodkraft');
    kodkraft = row;
    ownJob = await insertJob(t.deps.db, kodkraft, { title: `Career site engineer ${unique()}` });
    urlJob = await insertJob(t.deps.db, kodkraft, {
      title: `Career site designer ${unique()}`,
      roles: ['design'],
      receiveApplicants: 'url',
      applyUrl: 'https://kodkraft.example/apply',
    });
    const other = await insertCompany(t.deps.db, { name: `Other startup ${unique()}` });
    otherJob = await insertJob(t.deps.db, other, { title: `Other startup job ${unique()}` });
    // The first page compiles the app; later ones are quick.
    await pages.inject({ method: 'GET', url: '/careers', headers: { host: `${KODKRAFT_HOST}:3000` } });
  });
  afterAll(async () => {
    await pages?.close();
    await t?.close();
    await dns?.close();
  });
  afterEach(() => {
    t.app.deps.dns = localDns;
  });

  async function newStartup(): Promise<{ company: CompanyRow; client: SessionClient }> {
    const company = await insertCompany(t.deps.db);
    const owner = await insertUser(t.deps.db, { email: `owner-${unique()}@example.test` });
    await t.deps.db.insert(companyMembers).values({ companyId: company.id, userId: owner.id, role: 'owner' });
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', {
      email: owner.email,
      password: owner.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { company, client };
  }

  const settingsOf = (startup: { company: CompanyRow }) => `/api/companies/${startup.company.key}/settings`;
  const onHost = (app: FastifyInstance, host: string, url: string) =>
    app.inject({ method: 'GET', url, headers: { host: `${host}:3000` } });

  describe('settings', () => {
    it("refuses a domain that is Nordhub's own, another startup's or a feed's, an IP address or not a domain", async () => {
      const startup = await newStartup();
      const taken = `jobs-${unique()}.example`;
      await insertCompany(t.deps.db, { careerDomain: taken });
      const feedHost = `feed-${unique()}.example`;
      await t.deps.db
        .insert(whiteLabelFeeds)
        .values({ companyId: kodkraft.id, host: feedHost, name: 'Feed' });
      for (const [domain, message] of [
        ['127.0.0.1', CAREER_DOMAIN_MESSAGE],
        ['[::1]', CAREER_DOMAIN_MESSAGE],
        ['2001:db8::1', CAREER_DOMAIN_MESSAGE],
        ['localhost', CAREER_DOMAIN_MESSAGE],
        ['not a domain', CAREER_DOMAIN_MESSAGE],
        ['https://jobs.example.com/careers', CAREER_DOMAIN_MESSAGE],
        ['impact.localhost', CAREER_DOMAIN_RESERVED_MESSAGE],
        [KODKRAFT_HOST, CAREER_DOMAIN_RESERVED_MESSAGE],
        [taken, CAREER_DOMAIN_TAKEN_MESSAGE],
        [feedHost, CAREER_DOMAIN_TAKEN_MESSAGE],
      ] as const) {
        const error = expectError(
          await startup.client.put(settingsOf(startup), { careerDomain: domain }),
          422,
          'VALIDATION',
        );
        expect(error.fieldErrors, domain).toEqual({ careerDomain: [message] });
      }
      const settings = parseJson(await startup.client.get(settingsOf(startup)), StartupSettings);
      expect(settings.careerDomain).toBeNull();
      expect(settings.careerDomainRecord).toBeNull();
    });

    it('verifies a domain by its TXT record in the local test DNS; a new domain is verified anew', async () => {
      const startup = await newStartup();
      const domain = `jobs-${unique()}.example`;
      expectError(
        await startup.client.post(`${settingsOf(startup)}/career-domain/verify`),
        422,
        'VALIDATION',
      );
      const saved = parseJson(
        await startup.client.put(settingsOf(startup), { careerDomain: domain }),
        StartupSettings,
      );
      expect(saved).toMatchObject({
        careerDomain: domain,
        careerDomainVerifiedAt: null,
        cnameTarget: 'localhost',
        careerDomainRecord: { name: `_nordhub-verify.${domain}` },
      });
      expect(saved.careerDomainRecord?.value).toMatch(/^nordhub-verify=[0-9a-f]{32}$/);

      const notYet = expectError(
        await startup.client.post(`${settingsOf(startup)}/career-domain/verify`),
        422,
        'VALIDATION',
      );
      expect(notYet.fieldErrors).toEqual({ careerDomain: [CAREER_DOMAIN_NOT_VERIFIED_MESSAGE] });
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/companies/domain/${domain}` }),
        404,
        'NOT_FOUND',
      );

      expect((await startup.client.post(`${settingsOf(startup)}/career-domain/test-record`)).statusCode).toBe(
        200,
      );
      const verified = parseJson(
        await startup.client.post(`${settingsOf(startup)}/career-domain/verify`),
        StartupSettings,
      );
      expect(verified.careerDomainVerifiedAt).not.toBeNull();
      const found = parseJson(
        await t.app.inject({ method: 'GET', url: `/api/companies/domain/${domain.toUpperCase()}` }),
        CareerDomainCompany,
      );
      expect(found).toMatchObject({ key: startup.company.key, name: startup.company.name, domain });

      // The same domain saved again keeps its state; another one starts over with another token.
      const same = parseJson(
        await startup.client.put(settingsOf(startup), { careerDomain: domain }),
        StartupSettings,
      );
      expect(same.careerDomainVerifiedAt).toBe(verified.careerDomainVerifiedAt);
      const moved = parseJson(
        await startup.client.put(settingsOf(startup), { careerDomain: `careers-${unique()}.example` }),
        StartupSettings,
      );
      expect(moved.careerDomainVerifiedAt).toBeNull();
      expect(moved.careerDomainRecord?.value).not.toBe(saved.careerDomainRecord?.value);
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/companies/domain/${domain}` }),
        404,
        'NOT_FOUND',
      );
      const removed = parseJson(
        await startup.client.put(settingsOf(startup), { careerDomain: '' }),
        StartupSettings,
      );
      expect(removed).toMatchObject({
        careerDomain: null,
        careerDomainRecord: null,
        careerDomainVerifiedAt: null,
      });
      const missing = expectError(
        await startup.client.post(`${settingsOf(startup)}/career-domain/verify`),
        422,
        'VALIDATION',
      );
      expect(missing.fieldErrors).toEqual({ careerDomain: [CAREER_DOMAIN_MISSING_MESSAGE] });
    });

    it('asks DNS through the system resolver (a local DNS server over UDP) and has no TEST MODE then', async () => {
      t.app.deps.dns = createSystemTxtResolver({ servers: [dns.address], timeoutMs: 1_000 });
      const startup = await newStartup();
      const domain = `jobs-${unique()}.example`;
      const saved = parseJson(
        await startup.client.put(settingsOf(startup), { careerDomain: domain }),
        StartupSettings,
      );
      const record = saved.careerDomainRecord;
      if (!record) throw new Error('no record to add');
      const testMode = expectError(
        await startup.client.post(`${settingsOf(startup)}/career-domain/test-record`),
        409,
        'CONFLICT',
      );
      expect(testMode.message).toBe(CAREER_DOMAIN_LOCAL_DNS_MESSAGE);
      // Another value at the name is not the token.
      dns.txt.set(record.name, [['nordhub-verify=someone-else']]);
      const wrong = expectError(
        await startup.client.post(`${settingsOf(startup)}/career-domain/verify`),
        422,
        'VALIDATION',
      );
      expect(wrong.fieldErrors).toEqual({ careerDomain: [CAREER_DOMAIN_NOT_VERIFIED_MESSAGE] });
      dns.failing = true;
      try {
        const failed = expectError(
          await startup.client.post(`${settingsOf(startup)}/career-domain/verify`),
          422,
          'VALIDATION',
        );
        expect(failed.fieldErrors).toEqual({ careerDomain: [CAREER_DOMAIN_LOOKUP_FAILED_MESSAGE] });
      } finally {
        dns.failing = false;
      }
      dns.txt.set(record.name, [['v=spf1 -all'], [record.value]]);
      const verified = parseJson(
        await startup.client.post(`${settingsOf(startup)}/career-domain/verify`),
        StartupSettings,
      );
      expect(verified.careerDomainVerifiedAt).not.toBeNull();
      expect(dns.asked).toContain(record.name);
    });
  });

  describe('an unverified domain', () => {
    it('serves nothing of its startup: it is an unknown host', async () => {
      // Under .localhost: the development server (Vite) answers other unknown names 403 itself.
      const domain = `unverified-${unique()}.localhost`;
      const company = await insertCompany(t.deps.db, {
        careerDomain: domain,
        careerDomainToken: 'nordhub-verify=x',
      });
      await insertJob(t.deps.db, company);
      expect((await onHost(pages, domain, '/careers')).statusCode).toBe(404);
      expect((await onHost(pages, domain, '/')).statusCode).toBe(200);
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/companies/domain/${domain}` }),
        404,
        'NOT_FOUND',
      );
      // Served as the main platform outside production: the marketplace's lists, not the startup's.
      expect((await onHost(t.app, domain, '/api/jobs')).statusCode).toBe(200);
    });
  });

  describe('a verified domain', () => {
    it("lists its startup's active jobs only, with filters by role and place, in the careers layout", async () => {
      const response = await onHost(pages, KODKRAFT_HOST, '/careers');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(ownJob.title);
      expect(response.body).toContain(urlJob.title);
      expect(response.body).not.toContain(otherJob.title);
      expect(response.body).toContain('<title>Jobs at Kodkraft | Kodkraft</title>');
      expect(response.body).toContain(`href="${KODKRAFT_ORIGIN}/careers"`);
      expect(response.body).toMatch(
        /Powered by(?:<!-- -->)? <a href="http:\/\/localhost:3000"[^>]*>Nordhub<\/a>/,
      );
      expect(response.body).not.toContain('/feeds/jobs.rss');
      const [otherActive] = await t.deps.db
        .select({ title: jobs.title })
        .from(jobs)
        .where(and(ne(jobs.companyId, kodkraft.id), eq(jobs.status, 'ACTIVE')))
        .limit(1);
      expect(response.body).not.toContain(`>${otherActive?.title}<`);

      const filtered = await onHost(pages, KODKRAFT_HOST, '/careers?role=design');
      expect(filtered.body).toContain(urlJob.title);
      expect(filtered.body).not.toContain(ownJob.title);
      const place = await onHost(
        pages,
        KODKRAFT_HOST,
        `/careers?place=${encodeURIComponent('Nowhere, Atlantis')}`,
      );
      // A place none of its jobs has is dropped: every job shows.
      expect(place.body).toContain(ownJob.title);
      expect(place.body).toContain(urlJob.title);
      const front = await onHost(pages, KODKRAFT_HOST, '/');
      expect(front.statusCode).toBe(302);
      expect(front.headers.location).toBe('/careers');
    });

    it("shows its own job with JobPosting on its host; another startup's job id is 404 everywhere", async () => {
      const page = await onHost(pages, KODKRAFT_HOST, `/careers/jobs/${ownJob.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`"url":"${KODKRAFT_ORIGIN}/careers/jobs/${ownJob.id}"`);
      expect(page.body).toContain(`<title>${ownJob.title} | Kodkraft</title>`);
      for (const url of [
        `/careers/jobs/${otherJob.id}`,
        `/careers/jobs/${otherJob.id}/apply`,
        `/careers/jobs/${otherJob.id}/applied`,
        `/careers/jobs/${otherJob.id}.data`,
        `/careers/jobs/${otherJob.id}.data?_routes=routes/careers-job`,
        `/jobs/${otherJob.id}`,
        `/jobs/${otherJob.id}.data?_routes=routes/job`,
        `/jobs/${ownJob.id}.data`,
        '/jobs.data?_routes=routes/jobs',
        '/startups.data',
        `/api/jobs/${otherJob.id}`,
        '/api/jobs',
        '/api/v2/jobs',
        `/api/jobs/${otherJob.id}/apply/external`,
        '/feeds/jobs.rss',
        '/feeds/jobs.json',
        '/sitemaps/pages.xml',
        '/sitemaps/jobs-1.xml',
      ]) {
        const response = await onHost(pages, KODKRAFT_HOST, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain(otherJob.title);
      }
      const data = await onHost(pages, KODKRAFT_HOST, `/careers/jobs/${ownJob.id}.data`);
      expect(data.statusCode).toBe(200);
      expect(data.body).toContain(ownJob.title);
      const external = await onHost(t.app, KODKRAFT_HOST, `/api/jobs/${urlJob.id}/apply/external`);
      expect(external.statusCode).toBe(303);
      expect(external.headers.location).toBe('https://kodkraft.example/apply');
      // Elsewhere the career pages are the 404 page.
      expect((await onHost(pages, 'localhost', '/careers')).statusCode).toBe(404);
      expect((await onHost(pages, 'localhost', `/careers/jobs/${ownJob.id}`)).statusCode).toBe(404);
    });

    it('names its own sitemap in robots.txt, and the sitemap lists its own jobs on its host', async () => {
      const robots = await onHost(t.app, KODKRAFT_HOST, '/robots.txt');
      expect(robots.body).toContain(`Sitemap: ${KODKRAFT_ORIGIN}/sitemap.xml`);
      expect(robots.body).not.toContain('/feeds/');
      const sitemap = await onHost(t.app, KODKRAFT_HOST, '/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      const active = await t.deps.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, kodkraft.id), eq(jobs.listedMain, true)));
      expect(new Set(locs)).toEqual(
        new Set([
          `${KODKRAFT_ORIGIN}/careers`,
          ...active.map((job) => `${KODKRAFT_ORIGIN}/careers/jobs/${job.id}`),
        ]),
      );
      expect(sitemap.body).not.toContain(otherJob.id);
    });

    it('takes an application without an account, once per address, for its own jobs only', async () => {
      const email = `guest-${unique()}@example.test`;
      const apply = (jobId: string, fields: Record<string, string>, withCv = true) => {
        const boundary = `----career${unique()}`;
        const parts = Object.entries(fields).map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        );
        const body = Buffer.concat([
          Buffer.from(parts.join('')),
          ...(withCv
            ? [
                Buffer.from(
                  `--${boundary}\r\nContent-Disposition: form-data; name="cvUpload"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
                ),
                buildPdf(),
                Buffer.from('\r\n'),
              ]
            : []),
          Buffer.from(`--${boundary}--\r\n`),
        ]);
        return pages.inject({
          method: 'POST',
          url: `/careers/jobs/${jobId}/apply`,
          headers: {
            host: `${KODKRAFT_HOST}:3000`,
            origin: KODKRAFT_ORIGIN,
            'sec-fetch-site': 'same-origin',
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: body,
        });
      };
      const details = { name: 'Guest Applicant', email, coverNote: 'I like your product.' };

      const noCv = await apply(ownJob.id, details, false);
      expect(noCv.statusCode).not.toBe(302);
      expect(noCv.body).toContain('Please add your CV as a PDF');
      const badEmail = await apply(ownJob.id, { ...details, email: 'not-an-address' });
      expect(badEmail.statusCode).not.toBe(302);

      const sent = await apply(ownJob.id, details);
      expect(sent.statusCode, sent.body.slice(0, 300)).toBe(302);
      expect(sent.headers.location).toBe(`/careers/jobs/${ownJob.id}/applied`);
      const rows = await t.deps.db.select().from(applications).where(eq(applications.jobId, ownJob.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: null, email, name: 'Guest Applicant', stage: 'applied' });
      expect(rows[0]?.cvFile).toMatch(/^cvs\//);

      const again = await apply(ownJob.id, { ...details, email: email.toUpperCase() });
      expect(again.headers.location).toBe(`/careers/jobs/${ownJob.id}/applied?existing=1`);
      expect(
        await t.deps.db.select().from(applications).where(eq(applications.jobId, ownJob.id)),
      ).toHaveLength(1);

      const elsewhere = await apply(otherJob.id, details);
      expect(elsewhere.statusCode).toBe(404);
      expect(
        await t.deps.db.select().from(applications).where(eq(applications.jobId, otherJob.id)),
      ).toHaveLength(0);

      const applied = await onHost(pages, KODKRAFT_HOST, `/careers/jobs/${ownJob.id}/applied`);
      expect(applied.body).toContain(`Kodkraft has your application for ${ownJob.title}`);
    });
  });
});

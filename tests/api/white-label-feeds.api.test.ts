/**
 * White-label feeds over HTTP, on both backends (docs/product.md, Career pages and white-label
 * feeds; ADR 030): a startup's members create and edit feeds (the host follows the career domains'
 * rules; field errors leave nothing behind; other people get 404), the public look-up by host, and
 * each feed's host, asked by its Host header: its header and only the jobs its filter allows on its
 * page, its job pages (JobPosting on the feed host's URLs) and its RSS, JSON Feed and XML feeds,
 * which validate and list exactly the page's jobs. A job outside the filter, or another feed's, is a
 * 404 there (page, `.data`, feeds); the platform's lists, feeds and API are not served there.
 */

import fs from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAREER_DOMAIN_MESSAGE,
  CAREER_DOMAIN_RESERVED_MESSAGE,
} from '#domain/companies/startup-settings.schema.ts';
import {
  PublicWhiteLabelFeed,
  unknownStartupsMessage,
  WHITE_LABEL_HOST_TAKEN_MESSAGE,
  WHITE_LABEL_NAME_MESSAGE,
  WhiteLabelFeed,
  WhiteLabelFeedList,
} from '#domain/companies/white-label-feed.schema.ts';
import { whiteLabelFeeds } from '#server/db/schema/index.ts';
import { buildApp } from '#server/http/app.ts';
import {
  addCompanyMember,
  addDays,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';
import { readRssSchema, validateWithXmllint } from '#tests/helpers/xmllint.ts';

const INCUBATOR_HOST = 'jobs.incubator-one.example';
const GREEN_HOST = 'jobs.green-campus.example';
/**
 * Where the feeds are asked for by Host header: the development server (Vite) answers only
 * localhost names, and every name under localhost is ours (refused as a feed's host), so the feeds
 * made through the API are moved there directly, as the seed's feeds are.
 */
const INCUBATOR_PAGES_HOST = 'jobs.incubator-one.localhost';
const GREEN_PAGES_HOST = 'jobs.green-campus.localhost';
const XSD_URL = new URL('../../server/services/seo/jobs-feed.xsd', import.meta.url);

/** The job ids a page or feed links to, in order, from `/whiteLabelFeed/jobs/{id}` links. */
function linkedJobIds(text: string): string[] {
  const ids = [...text.matchAll(/\/whiteLabelFeed\/jobs\/([0-9a-f-]{36})/g)].map((m) => m[1] as string);
  return ids.filter((id, index) => ids.indexOf(id) === index);
}

describe.each(BACKENDS)('white-label feeds [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;
  let owner: SessionClient;
  let outsider: SessionClient;
  let ownerCompany: CompanyRow;
  let impactStartup: CompanyRow;
  let nordicStartup: CompanyRow;
  let impactJob: JobRow;
  let norwayFrontend: JobRow;
  let norwaySales: JobRow;
  let swedenFrontend: JobRow;
  let incubatorFeed: WhiteLabelFeed;
  let greenFeed: WhiteLabelFeed;
  let origin: (host: string) => string;

  const onHost = (host: string, url: string) => pages.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { NODE_ENV: 'development' } });
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    await pages.ready();
    const publicUrl = new URL(t.deps.env.PUBLIC_URL);
    origin = (host) => `${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}`;
    const db = t.deps.db;
    ownerCompany = await insertCompany(db, { name: 'Incubator Holding' });
    const ownerUser = await insertUser(db);
    await addCompanyMember(db, ownerCompany, ownerUser);
    owner = await signedInClient(t.app, { email: ownerUser.email, password: ownerUser.password });
    const otherCompany = await insertCompany(db);
    const otherUser = await insertUser(db);
    await addCompanyMember(db, otherCompany, otherUser);
    outsider = await signedInClient(t.app, { email: otherUser.email, password: otherUser.password });

    impactStartup = await insertCompany(db, { name: 'Kelp Carbon', isImpact: true });
    nordicStartup = await insertCompany(db, { name: 'Fjord Apps', countryCode: 'NO', city: 'Oslo' });
    const at = (days: number) => ({
      approvedAt: addDays(TEST_NOW, -days),
      createdAt: addDays(TEST_NOW, -days),
    });
    impactJob = await insertJob(db, impactStartup, { roles: ['backenddeveloper'], ...at(1) });
    norwayFrontend = await insertJob(db, nordicStartup, {
      roles: ['frontenddeveloper'],
      locationCountry: 'NO',
      locationLocality: 'Oslo',
      description: 'Build our app <b>&</b> "web" site.',
      ...at(2),
    });
    norwaySales = await insertJob(db, nordicStartup, {
      roles: ['sales'],
      locationCountry: 'NO',
      locationLocality: 'Oslo',
      ...at(3),
    });
    swedenFrontend = await insertJob(db, nordicStartup, {
      roles: ['frontenddeveloper'],
      locationCountry: 'SE',
      locationLocality: 'Stockholm',
      ...at(4),
    });
  });
  afterAll(async () => {
    await pages?.close();
    await t?.close();
  });

  describe('managing feeds', () => {
    it('creates feeds for the startup it belongs to, lists, edits and deletes them', async () => {
      const created = await owner.post(`/api/companies/${ownerCompany.key}/white-label-feeds`, {
        host: ` ${INCUBATOR_HOST.toUpperCase()} `,
        name: 'Incubator One Jobs',
        description: 'Frontend jobs at the startups of our programme.',
        companyKeys: [nordicStartup.key],
        countryCodes: ['NO'],
        roles: ['frontenddeveloper'],
      });
      expect(created.statusCode, created.body).toBe(200);
      incubatorFeed = parseJson(created, WhiteLabelFeed);
      expect(incubatorFeed).toMatchObject({
        host: INCUBATOR_HOST,
        name: 'Incubator One Jobs',
        logoImage: null,
        filters: {
          companyKeys: [nordicStartup.key],
          countryCodes: ['NO'],
          roles: ['frontenddeveloper'],
          impactOnly: false,
        },
      });

      const green = await owner.post(`/api/companies/${ownerCompany.key}/white-label-feeds`, {
        host: 'draft.green-campus.example',
        name: 'Draft',
      });
      expect(green.statusCode, green.body).toBe(200);
      const draft = parseJson(green, WhiteLabelFeed);
      const edited = await owner.put(`/api/companies/${ownerCompany.key}/white-label-feeds/${draft.id}`, {
        host: GREEN_HOST,
        name: 'Green Campus Careers',
        description: '',
        companyKeys: [impactStartup.key, nordicStartup.key],
        impactOnly: true,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      greenFeed = parseJson(edited, WhiteLabelFeed);
      expect(greenFeed).toMatchObject({ id: draft.id, host: GREEN_HOST, filters: { impactOnly: true } });

      const spare = parseJson(
        await owner.post(`/api/companies/${ownerCompany.key}/white-label-feeds`, {
          host: 'spare.incubator-one.example',
          name: 'Spare',
        }),
        WhiteLabelFeed,
      );
      const deleted = await owner.request({
        method: 'DELETE',
        url: `/api/companies/${ownerCompany.key}/white-label-feeds/${spare.id}`,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);

      const list = parseJson(
        await owner.get(`/api/companies/${ownerCompany.key}/white-label-feeds`),
        WhiteLabelFeedList,
      );
      // The app's clock stands still in the tests: both were made at the same instant.
      expect(list.feeds.map((feed) => feed.host).sort()).toEqual([GREEN_HOST, INCUBATOR_HOST]);
    });

    it('refuses hosts that are not real domains, are ours, or are taken, and unknown startups, leaving nothing behind', async () => {
      await insertCompany(t.deps.db, { careerDomain: 'careers.taken-startup.example' });
      const url = `/api/companies/${ownerCompany.key}/white-label-feeds`;
      const before = await t.deps.db.select({ n: count() }).from(whiteLabelFeeds);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ host: 'https://jobs.example.com/path', name: 'X' }, 'host', CAREER_DOMAIN_MESSAGE],
        [{ host: '10.0.0.1', name: 'X' }, 'host', CAREER_DOMAIN_MESSAGE],
        [{ host: 'intranet', name: 'X' }, 'host', CAREER_DOMAIN_MESSAGE],
        [{ host: 'jobs.localhost', name: 'X' }, 'host', CAREER_DOMAIN_RESERVED_MESSAGE],
        [{ host: 'careers.taken-startup.example', name: 'X' }, 'host', WHITE_LABEL_HOST_TAKEN_MESSAGE],
        [{ host: INCUBATOR_HOST, name: 'X' }, 'host', WHITE_LABEL_HOST_TAKEN_MESSAGE],
        [{ host: 'fresh.example.org', name: '  ' }, 'name', WHITE_LABEL_NAME_MESSAGE],
        [
          { host: 'fresh.example.org', name: 'X', companyKeys: 'no-such-startup' },
          'companyKeys',
          unknownStartupsMessage(['no-such-startup']),
        ],
      ];
      for (const [body, field, message] of cases) {
        const error = expectError(await owner.post(url, body), 422, 'VALIDATION');
        expect(error.fieldErrors?.[field], JSON.stringify(body)).toEqual([message]);
      }
      expectError(
        await owner.post(url, { host: 'fresh.example.org', name: 'X', countryCodes: ['XX'] }),
        422,
        'VALIDATION',
      );
      expectError(
        await owner.post(url, { host: 'fresh.example.org', name: 'X', logoImage: 'seed/logos/x.png' }),
        422,
        'VALIDATION',
      );
      const after = await t.deps.db.select({ n: count() }).from(whiteLabelFeeds);
      expect(after).toEqual(before);
      // A career domain may not take a feed's host either (one rule for both).
      const settings = await owner.put(`/api/companies/${ownerCompany.key}/settings`, {
        careerDomain: GREEN_HOST,
      });
      expectError(settings, 422, 'VALIDATION');
    });

    it('works as a plain form post on the portal page (no JavaScript): field errors, then a saved feed', async () => {
      const browser = createSessionClient(pages);
      browser.cookie = owner.cookie;
      browser.cookieName = owner.cookieName;
      const path = `/client/startups/${ownerCompany.key}/white-label-feeds`;
      const page = await browser.get(path);
      expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
      expect(page.body).toContain('<title>Incubator Holding: white-label feeds | Nordhub</title>');
      const post = (fields: Record<string, string>) =>
        browser.request({
          method: 'POST',
          url: path,
          // The browser's Host and Origin agree (React Router refuses a cross-origin form post).
          headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const refused = await post({ intent: 'create', host: 'not a host', name: 'Form Feed' });
      expect(refused.statusCode, refused.body.slice(0, 400)).toBe(422);
      expect(refused.body).toContain(CAREER_DOMAIN_MESSAGE);
      const saved = await post({
        intent: 'create',
        host: 'form-feed.example.net',
        name: 'Form Feed',
        countryCodes: 'DK',
        impactOnly: 'true',
      });
      expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
      expect(saved.body).toContain('The feed is live on form-feed.example.net.');
      const [row] = await t.deps.db
        .select()
        .from(whiteLabelFeeds)
        .where(eq(whiteLabelFeeds.host, 'form-feed.example.net'));
      expect(row?.filters).toEqual({ companyKeys: [], countryCodes: ['DK'], roles: [], impactOnly: true });
      const removed = await post({ intent: `delete:${row?.id}` });
      expect(removed.statusCode).toBe(200);
      expect(removed.body).toContain('The feed is deleted.');
      // Another startup's member is sent away by the portal's guard, never shown the feeds.
      const stranger = createSessionClient(pages);
      stranger.cookie = outsider.cookie;
      stranger.cookieName = outsider.cookieName;
      const refusedPage = await stranger.get(path);
      expect(refusedPage.statusCode).toBe(302);
      expect(refusedPage.headers.location).not.toContain('white-label-feeds');
      expect(refusedPage.body).not.toContain('Incubator One Jobs');
    });

    it("answers 404 to another startup's member and 401 to a visitor", async () => {
      const base = `/api/companies/${ownerCompany.key}/white-label-feeds`;
      expectError(await outsider.get(base), 404, 'NOT_FOUND');
      expectError(await outsider.post(base, { host: 'evil.example.org', name: 'X' }), 404, 'NOT_FOUND');
      expectError(
        await outsider.put(`${base}/${incubatorFeed.id}`, { host: 'evil.example.org', name: 'X' }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await outsider.request({ method: 'DELETE', url: `${base}/${incubatorFeed.id}` }),
        404,
        'NOT_FOUND',
      );
      expectError(await createSessionClient(t.app).get(base), 401, 'UNAUTHORIZED');
      const [row] = await t.deps.db
        .select()
        .from(whiteLabelFeeds)
        .where(eq(whiteLabelFeeds.id, incubatorFeed.id));
      expect(row?.name).toBe('Incubator One Jobs');
    });

    it('tells the feed of a host by GET /api/companies/white-label-feed-domain/{domain}', async () => {
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/companies/white-label-feed-domain/${INCUBATOR_HOST}`,
      });
      expect(found.statusCode).toBe(200);
      expect(parseJson(found, PublicWhiteLabelFeed)).toEqual({
        id: incubatorFeed.id,
        host: INCUBATOR_HOST,
        name: 'Incubator One Jobs',
        logoImage: null,
        description: 'Frontend jobs at the startups of our programme.',
        filters: incubatorFeed.filters,
      });
      expectError(
        await t.app.inject({
          method: 'GET',
          url: '/api/companies/white-label-feed-domain/nobody.example.org',
        }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe("on a feed's host", () => {
    beforeAll(async () => {
      const moves: [WhiteLabelFeed, string][] = [
        [incubatorFeed, INCUBATOR_PAGES_HOST],
        [greenFeed, GREEN_PAGES_HOST],
      ];
      for (const [feed, host] of moves) {
        await t.deps.db.update(whiteLabelFeeds).set({ host }).where(eq(whiteLabelFeeds.id, feed.id));
      }
    });

    it('sends / to /whiteLabelFeed, which shows the header and only the filtered jobs', async () => {
      const home = await onHost(INCUBATOR_PAGES_HOST, '/');
      expect(home.statusCode).toBe(302);
      expect(home.headers.location).toBe('/whiteLabelFeed');

      const page = await onHost(INCUBATOR_PAGES_HOST, '/whiteLabelFeed');
      expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
      expect(page.body).toContain('<title>Jobs | Incubator One Jobs</title>');
      expect(page.body).toContain('Frontend jobs at the startups of our programme.');
      expect(page.body).toContain('Powered by');
      expect(page.body).toContain(
        `<link rel="canonical" href="${origin(INCUBATOR_PAGES_HOST)}/whiteLabelFeed"/>`,
      );
      expect(page.body).toContain('href="/whiteLabelFeed/feed.rss"');
      expect(page.body).not.toContain('href="/feeds/jobs.rss"');
      // Nothing of the marketplace's navigation.
      expect(page.body).not.toContain('Browse startups');
      expect(linkedJobIds(page.body)).toEqual([norwayFrontend.id]);

      const green = await onHost(GREEN_PAGES_HOST, '/whiteLabelFeed');
      expect(green.body).toContain('<title>Jobs | Green Campus Careers</title>');
      expect(linkedJobIds(green.body)).toEqual([impactJob.id]);
    });

    it("shows a job of the feed with JobPosting on the feed host's URLs, and 404 for any other job", async () => {
      const page = await onHost(INCUBATOR_PAGES_HOST, `/whiteLabelFeed/jobs/${norwayFrontend.id}`);
      expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
      expect(page.body).toContain(
        `<title>${norwayFrontend.title} at Fjord Apps | Incubator One Jobs</title>`,
      );
      const ld = page.body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
      const posting = JSON.parse(ld ?? '{}') as { '@type': string; url: string; title: string };
      expect(posting['@type']).toBe('JobPosting');
      expect(posting.url).toBe(`${origin(INCUBATOR_PAGES_HOST)}/whiteLabelFeed/jobs/${norwayFrontend.id}`);
      expect(posting.title).toBe(norwayFrontend.title);
      expect(page.body).toContain(
        `<link rel="canonical" href="${origin(INCUBATOR_PAGES_HOST)}/whiteLabelFeed/jobs/${norwayFrontend.id}"/>`,
      );

      for (const job of [impactJob, norwaySales, swedenFrontend]) {
        const refused = await onHost(INCUBATOR_PAGES_HOST, `/whiteLabelFeed/jobs/${job.id}`);
        expect(refused.statusCode, job.title).toBe(404);
        expect(refused.body).not.toContain(job.title);
        const data = await onHost(INCUBATOR_PAGES_HOST, `/whiteLabelFeed/jobs/${job.id}.data`);
        expect(data.statusCode, job.title).toBe(404);
        expect(data.body).not.toContain(job.title);
      }
      // Another feed's job is not this feed's.
      expect((await onHost(GREEN_PAGES_HOST, `/whiteLabelFeed/jobs/${norwayFrontend.id}`)).statusCode).toBe(
        404,
      );
      expect((await onHost(INCUBATOR_PAGES_HOST, `/whiteLabelFeed/jobs/${impactJob.id}`)).statusCode).toBe(
        404,
      );
    });

    it("serves RSS 2.0, JSON Feed 1.1 and the XML feed, valid and listing exactly the page's jobs", async () => {
      const [rssSchema, xmlSchema] = await Promise.all([readRssSchema(), fs.readFile(XSD_URL, 'utf8')]);
      for (const host of [INCUBATOR_PAGES_HOST, GREEN_PAGES_HOST]) {
        const pageIds = linkedJobIds((await onHost(host, '/whiteLabelFeed')).body);
        const rss = await onHost(host, '/whiteLabelFeed/feed.rss');
        expect(rss.statusCode).toBe(200);
        expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
        const rssCheck = await validateWithXmllint(rss.body, rssSchema);
        expect(rssCheck.ok, rssCheck.output).toBe(true);
        expect(linkedJobIds(rss.body)).toEqual(pageIds);
        expect(rss.body).toContain(`<atom:link href="${origin(host)}/whiteLabelFeed/feed.rss"`);

        const xml = await onHost(host, '/whiteLabelFeed/feed.xml');
        expect(xml.statusCode).toBe(200);
        const xmlCheck = await validateWithXmllint(xml.body, xmlSchema);
        expect(xmlCheck.ok, xmlCheck.output).toBe(true);
        expect(linkedJobIds(xml.body)).toEqual(pageIds);

        const json = await onHost(host, '/whiteLabelFeed/feed.json');
        expect(json.statusCode).toBe(200);
        expect(json.headers['content-type']).toMatch(/^application\/feed\+json/);
        const feed = json.json() as {
          version: string;
          title: string;
          home_page_url: string;
          feed_url: string;
          items: { id: string; url: string; content_text?: string; content_html?: string }[];
        };
        expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
        expect(feed.title.length).toBeGreaterThan(0);
        expect(feed.home_page_url).toBe(`${origin(host)}/whiteLabelFeed`);
        expect(feed.feed_url).toBe(`${origin(host)}/whiteLabelFeed/feed.json`);
        for (const item of feed.items) {
          expect(typeof item.id).toBe('string');
          expect(typeof (item.content_text ?? item.content_html)).toBe('string');
        }
        expect(linkedJobIds(feed.items.map((item) => item.url).join(' '))).toEqual(pageIds);
        expect(pageIds.length).toBe(1);
      }
    });

    it("never serves the platform's lists, feeds or API there, nor the feed's pages elsewhere", async () => {
      for (const url of ['/jobs', `/jobs/${impactJob.id}`, '/startups', '/pricing']) {
        expect((await onHost(INCUBATOR_PAGES_HOST, url)).statusCode, url).toBe(404);
      }
      for (const url of [
        '/api/v2/jobs',
        '/api/jobs',
        '/feeds/jobs.rss',
        '/feeds/jobs.json',
        '/sitemap.xml',
      ]) {
        const answer: LightMyRequestResponse = await onHost(INCUBATOR_PAGES_HOST, url);
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body).not.toContain(impactJob.id);
      }
      for (const url of [
        '/whiteLabelFeed',
        `/whiteLabelFeed/jobs/${norwayFrontend.id}`,
        '/whiteLabelFeed/feed.rss',
      ]) {
        expect((await onHost('localhost:3000', url)).statusCode, url).toBe(404);
      }
    });

    it("keeps the seeded feeds' hosts to their own jobs", async () => {
      const hosts = ['jobs.green-nordics.localhost', 'jobs.oslo-tech.localhost'];
      const idsOf = new Map<string, string[]>();
      for (const host of hosts) {
        const page = await onHost(host, '/whiteLabelFeed');
        expect(page.statusCode, host).toBe(200);
        idsOf.set(host, linkedJobIds(page.body));
        expect(idsOf.get(host)?.length, host).toBeGreaterThan(0);
      }
      const [green, oslo] = hosts.map((host) => idsOf.get(host) ?? []);
      const onlyGreen = (green ?? []).filter((id) => !(oslo ?? []).includes(id));
      const onlyOslo = (oslo ?? []).filter((id) => !(green ?? []).includes(id));
      for (const id of onlyGreen.slice(0, 3)) {
        expect((await onHost(hosts[1] as string, `/whiteLabelFeed/jobs/${id}`)).statusCode).toBe(404);
      }
      for (const id of onlyOslo.slice(0, 3)) {
        expect((await onHost(hosts[0] as string, `/whiteLabelFeed/jobs/${id}`)).statusCode).toBe(404);
      }
      expect(onlyGreen.length + onlyOslo.length).toBeGreaterThan(0);
    });
  });
});

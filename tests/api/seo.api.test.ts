/**
 * Discoverability over HTTP: robots.txt, the sitemap index and its sitemaps, and the latest-jobs
 * feeds (RSS 2.0 and JSON Feed 1.1). Every XML answer is parsed by a strict well-formedness reader,
 * and every URL must be on PUBLIC_URL even when the request carries a forged Host header.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEO_LANDING_PAGES } from '#domain/jobs/seo-landing-pages.ts';
import { LOCATION_COUNTRIES } from '#domain/location/location-slugs.ts';
import { companies, jobs } from '#server/db/schema/index.ts';
import { addDays, type CompanyRow, insertCompany, insertJob, type JobRow } from '#tests/helpers/factories.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const PUBLIC_URL = 'https://nordhub.example';
/** Sent on every request: nothing of it may show up in an answer. */
const FORGED_HEADERS = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
};

// ---------------------------------------------------------------------------------------------------
// A strict reader for the XML subset these documents use (declaration, elements, attributes, text,
// character and the five predefined entity references). Anything not well-formed throws.

type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const NAME = /[A-Za-z_][\w.:-]*/y;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9A-Fa-f]{1,6}));/y;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function parseXml(source: string): XmlElement {
  let at = 0;
  const fail = (message: string): never => {
    throw new Error(`not well-formed XML at ${at}: ${message} (…${source.slice(at, at + 40)}…)`);
  };
  const readName = () => {
    NAME.lastIndex = at;
    const match = NAME.exec(source);
    if (!match) return fail('a name was expected');
    at = NAME.lastIndex;
    return match[0];
  };
  const skipSpace = () => {
    while (/\s/.test(source[at] ?? '')) at++;
  };
  /** Text up to `stop`, entity references decoded; a bare '&' or '<' is an error. */
  const readText = (stop: string) => {
    let text = '';
    while (at < source.length && source[at] !== stop) {
      const c = source[at] as string;
      if (c === '<') fail("a raw '<' in text");
      if (c === '&') {
        ENTITY.lastIndex = at;
        const match = ENTITY.exec(source) ?? fail("a raw '&' or unknown entity");
        const [, named, decimal, hex] = match;
        text += named
          ? PREDEFINED[named]
          : String.fromCodePoint(Number.parseInt(decimal ?? hex ?? '', decimal ? 10 : 16));
        at = ENTITY.lastIndex;
      } else {
        text += c;
        at++;
      }
    }
    return text;
  };
  const readElement = (): XmlElement => {
    if (source[at] !== '<') fail("'<' expected");
    at++;
    const element: XmlElement = { name: readName(), attributes: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', at)) {
        at += 2;
        return element;
      }
      if (source[at] === '>') break;
      const attribute = readName();
      skipSpace();
      if (source[at] !== '=') fail("'=' expected");
      at++;
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail('a quoted attribute value expected');
      at++;
      if (attribute in element.attributes) fail(`attribute ${attribute} repeated`);
      element.attributes[attribute] = readText(quote as string);
      at++;
    }
    at++;
    for (;;) {
      element.text += readText('<');
      if (at >= source.length) fail(`<${element.name}> is never closed`);
      if (source.startsWith('</', at)) {
        at += 2;
        const closing = readName();
        if (closing !== element.name) fail(`</${closing}> closes <${element.name}>`);
        skipSpace();
        if (source[at] !== '>') fail("'>' expected");
        at++;
        return element;
      }
      if (source.startsWith('<!', at) || source.startsWith('<?', at)) fail('unexpected markup');
      element.children.push(readElement());
    }
  };

  if (!source.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) fail('the XML declaration is missing');
  at = source.indexOf('?>') + 2;
  skipSpace();
  const root = readElement();
  skipSpace();
  if (at !== source.length) fail('content after the root element');
  return root;
}

function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

function child(element: XmlElement, name: string): XmlElement {
  const found = children(element, name);
  expect(found, `<${element.name}> has one <${name}>`).toHaveLength(1);
  return found[0] as XmlElement;
}

// ---------------------------------------------------------------------------------------------------

const JsonFeed = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string().min(1),
  home_page_url: z.url(),
  feed_url: z.url(),
  description: z.string().min(1),
  language: z.literal('en'),
  items: z.array(
    z.object({
      id: z.string().min(1),
      url: z.url(),
      title: z.string().min(1),
      content_text: z.string().min(1),
      date_published: z.iso.datetime(),
      tags: z.array(z.string()),
      authors: z.array(z.object({ name: z.string().min(1), url: z.url() })).min(1),
      image: z.url().optional(),
    }),
  ),
});

describe.each(BACKENDS)('SEO: robots, sitemaps and feeds [%s]', (backend) => {
  let t: TestApp;
  let company: CompanyRow;
  let newestJob: JobRow;
  let draftJob: JobRow;
  let draftCompany: CompanyRow;
  let draftCompanyJob: JobRow;
  let impactCompany: CompanyRow;
  let impactJob: JobRow;

  async function get(path: string, headers: Record<string, string> = FORGED_HEADERS) {
    return t.app.inject({ method: 'GET', url: path, headers });
  }

  function expectPublicAnswer(response: LightMyRequestResponse, contentType: RegExp) {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(contentType);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(response.body).not.toContain('evil.example');
  }

  /** Every absolute URL in a text is on PUBLIC_URL. */
  function expectOnlyPublicUrls(text: string) {
    const urls = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
    const foreign = urls.filter(
      (url) =>
        !url.startsWith(`${PUBLIC_URL}/`) &&
        !url.startsWith('http://www.sitemaps.org/') &&
        !url.startsWith('http://www.w3.org/') &&
        !url.startsWith('https://jsonfeed.org/'),
    );
    expect(foreign).toEqual([]);
  }

  async function getXml(path: string, contentType = /^application\/xml; charset=utf-8$/) {
    const response = await get(path);
    expectPublicAnswer(response, contentType);
    expectOnlyPublicUrls(response.body);
    return parseXml(response.body);
  }

  /** The sitemap index and every sitemap it lists, as path → its URLs' paths and lastmods. */
  async function readAllSitemaps(): Promise<Map<string, { path: string; lastmod: string | null }[]>> {
    const index = await getXml('/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const files = new Map<string, { path: string; lastmod: string | null }[]>();
    for (const sitemap of children(index, 'sitemap')) {
      const loc = child(sitemap, 'loc').text;
      expect(loc.startsWith(`${PUBLIC_URL}/sitemaps/`), loc).toBe(true);
      const path = new URL(loc).pathname;
      const set = await getXml(path);
      expect(set.name).toBe('urlset');
      files.set(
        path,
        children(set, 'url').map((url) => {
          const lastmods = children(url, 'lastmod');
          return {
            path: new URL(child(url, 'loc').text).pathname,
            lastmod: lastmods[0]?.text ?? null,
          };
        }),
      );
    }
    return files;
  }

  async function countPublicJobs(): Promise<number> {
    const rows = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(
        and(
          eq(jobs.status, 'ACTIVE'),
          eq(companies.status, 'PUBLISHED'),
          sql`(${companies.platform} ->> 'main')::boolean`,
        ),
      );
    return Number(rows[0]?.n);
  }

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { PUBLIC_URL } });
    const db = t.deps.db;
    const now = t.deps.now();
    company = await insertCompany(db, {
      name: 'Fjord & <Fells>',
      countryCode: 'IS',
      countryCodes: ['IS'],
      city: 'Ísafjörður',
    });
    newestJob = await insertJob(db, company, {
      title: 'R&D <Lead> "Quokka"',
      approvedAt: new Date(now.getTime() + 60_000),
      updatedAt: new Date(now.getTime() + 60_000),
    });
    draftJob = await insertJob(db, company, { status: 'DRAFT' });
    draftCompany = await insertCompany(db, { status: 'DRAFT' });
    draftCompanyJob = await insertJob(db, draftCompany, { approvedAt: addDays(now, -1) });
    impactCompany = await insertCompany(db, { platform: { main: false, impact: true } });
    impactJob = await insertJob(db, impactCompany, { approvedAt: new Date(now.getTime() + 120_000) });
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /robots.txt', () => {
    it('allows public pages, disallows the private areas and points to the sitemap on PUBLIC_URL', async () => {
      const response = await get('/robots.txt');
      expectPublicAnswer(response, /^text\/plain; charset=utf-8$/);
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toContain('Allow: /');
      for (const path of ['/client/', '/api/', '/settings', '/dev/'])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    });
  });

  describe('GET /sitemap.xml', () => {
    let files: Map<string, { path: string; lastmod: string | null }[]>;
    let all: { path: string; lastmod: string | null }[];

    beforeAll(async () => {
      files = await readAllSitemaps();
      all = [...files.values()].flat();
    });

    it('is an index of the page, startup and job sitemaps', () => {
      expect([...files.keys()]).toEqual([
        '/sitemaps/pages.xml',
        '/sitemaps/startups.xml',
        '/sitemaps/jobs-1.xml',
      ]);
      const paths = all.map((entry) => entry.path);
      expect(new Set(paths).size, 'no URL listed twice').toBe(paths.length);
    });

    it('lists the public pages, every landing page and every location page', () => {
      const pages = (files.get('/sitemaps/pages.xml') ?? []).map((entry) => entry.path);
      expect(pages).toEqual(expect.arrayContaining(['/', '/jobs', '/startups', '/jobs/location']));
      for (const page of SEO_LANDING_PAGES) expect(pages).toContain(`/jobs/${page.slug}`);
      for (const country of LOCATION_COUNTRIES) expect(pages).toContain(`/jobs/location/${country.slug}`);
      // Cities with ACTIVE jobs, slugged ('Ísafjörður' → 'isafjordur').
      expect(pages).toEqual(
        expect.arrayContaining([
          '/jobs/location/iceland/isafjordur',
          '/jobs/location/denmark/copenhagen',
          '/jobs/location/sweden/malmo',
        ]),
      );
      expect(pages.filter((path) => path.startsWith('/jobs/location/remote/'))).toEqual([]);
    });

    it('lists every ACTIVE job of the main platform with its last change, and nothing else', async () => {
      const jobEntries = files.get('/sitemaps/jobs-1.xml') ?? [];
      expect(jobEntries).toHaveLength(await countPublicJobs());
      const paths = jobEntries.map((entry) => entry.path);
      expect(paths).toContain(`/jobs/${newestJob.id}`);
      for (const hidden of [draftJob, draftCompanyJob, impactJob])
        expect(paths).not.toContain(`/jobs/${hidden.id}`);
      for (const entry of jobEntries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const newest = jobEntries.find((entry) => entry.path === `/jobs/${newestJob.id}`);
      expect(newest?.lastmod).toBe(`${newestJob.updatedAt.toISOString().slice(0, 19)}Z`);
    });

    it('lists the published startups of the main platform', () => {
      const startups = (files.get('/sitemaps/startups.xml') ?? []).map((entry) => entry.path);
      expect(startups).toContain(`/startups/${company.key}`);
      expect(startups).not.toContain(`/startups/${draftCompany.key}`);
      expect(startups).not.toContain(`/startups/${impactCompany.key}`);
    });

    it('answers 404 for a job sitemap past the last one or with a bad number', async () => {
      for (const path of [
        '/sitemaps/jobs-0.xml',
        '/sitemaps/jobs-2.xml',
        '/sitemaps/jobs-x.xml',
        '/sitemaps/jobs-01.xml',
      ]) {
        const response = await get(path);
        expect(response.statusCode, path).toBe(404);
      }
    });

    it('answers the same with a genuine Host header', async () => {
      const forged = await get('/sitemap.xml');
      const genuine = await get('/sitemap.xml', { host: 'localhost' });
      expect(genuine.body).toBe(forged.body);
    });

    it("on the impact host, lists the impact platform's jobs and startups on that host's URLs", async () => {
      const impact = { host: 'impact.localhost' };
      const index = await get('/sitemap.xml', impact);
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<loc>https://impact.localhost/sitemaps/jobs-1.xml</loc>');
      expect(index.body).not.toContain(PUBLIC_URL);
      const jobsFile = await get('/sitemaps/jobs-1.xml', impact);
      expect(jobsFile.body).toContain(`<loc>https://impact.localhost/jobs/${impactJob.id}</loc>`);
      expect(jobsFile.body).not.toContain(`/jobs/${newestJob.id}<`);
      const startups = await get('/sitemaps/startups.xml', impact);
      expect(startups.body).toContain(`/startups/${impactCompany.key}<`);
      expect(startups.body).not.toContain(`/startups/${company.key}<`);
      const robots = await get('/robots.txt', impact);
      expect(robots.body).toContain('Sitemap: https://impact.localhost/sitemap.xml');
    });
  });

  describe('job feeds', () => {
    it('GET /feeds/jobs.rss: RSS 2.0 of the newest jobs, text escaped, links on PUBLIC_URL', async () => {
      const rss = await getXml('/feeds/jobs.rss', /^application\/rss\+xml; charset=utf-8$/);
      expect(rss.name).toBe('rss');
      expect(rss.attributes.version).toBe('2.0');
      const channel = child(rss, 'channel');
      expect(child(channel, 'link').text).toBe(`${PUBLIC_URL}/jobs`);
      expect(child(channel, 'atom:link').attributes.href).toBe(`${PUBLIC_URL}/feeds/jobs.rss`);
      const items = children(channel, 'item');
      expect(items).toHaveLength(50);
      const first = items[0] as XmlElement;
      expect(child(first, 'title').text).toBe('R&D <Lead> "Quokka" at Fjord & <Fells>');
      expect(child(first, 'link').text).toBe(`${PUBLIC_URL}/jobs/${newestJob.id}`);
      expect(child(first, 'guid').text).toBe(`${PUBLIC_URL}/jobs/${newestJob.id}`);
      expect(new Date(child(first, 'pubDate').text).toISOString()).toBe(
        new Date(Math.floor((newestJob.approvedAt?.getTime() ?? 0) / 1000) * 1000).toISOString(),
      );
      const links = items.map((item) => child(item, 'link').text);
      expect(links).not.toContain(`${PUBLIC_URL}/jobs/${impactJob.id}`);
      expect(links).not.toContain(`${PUBLIC_URL}/jobs/${draftCompanyJob.id}`);
    });

    it('GET /feeds/jobs.json: JSON Feed 1.1 of the same jobs', async () => {
      const response = await get('/feeds/jobs.json');
      expectPublicAnswer(response, /^application\/feed\+json; charset=utf-8$/);
      expectOnlyPublicUrls(response.body);
      const feed = JsonFeed.parse(JSON.parse(response.body));
      expect(feed.feed_url).toBe(`${PUBLIC_URL}/feeds/jobs.json`);
      expect(feed.items).toHaveLength(50);
      expect(feed.items[0]).toMatchObject({
        id: `${PUBLIC_URL}/jobs/${newestJob.id}`,
        url: `${PUBLIC_URL}/jobs/${newestJob.id}`,
        title: 'R&D <Lead> "Quokka" at Fjord & <Fells>',
        authors: [{ name: 'Fjord & <Fells>', url: `${PUBLIC_URL}/startups/${company.key}` }],
      });
      const rss = parseXml((await get('/feeds/jobs.rss')).body);
      const rssLinks = children(child(rss, 'channel'), 'item').map((item) => child(item, 'link').text);
      expect(feed.items.map((item) => item.url)).toEqual(rssLinks);
    });
  });
});

describe('the strict XML reader used above', () => {
  it.each([
    ['a raw ampersand', '<a>R&D</a>'],
    ['a raw less-than', '<a>1 < 2</a>'],
    ['mismatched tags', '<a><b></a></b>'],
    ['an unclosed element', '<a><b></b>'],
    ['two roots', '<a/><b/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
  ])('rejects %s', (_name, body) => {
    expect(() => parseXml(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`)).toThrow(/not well-formed/);
  });

  it('reads elements, attributes and entities', () => {
    const root = parseXml(
      `<?xml version="1.0" encoding="UTF-8"?>\n<a x="1 &amp; 2"><b>R&amp;D &lt;&#65;&#x42;&gt;</b><c/></a>`,
    );
    expect(root.attributes.x).toBe('1 & 2');
    expect(child(root, 'b').text).toBe('R&D <AB>');
    expect(children(root, 'c')).toHaveLength(1);
  });
});

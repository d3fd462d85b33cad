/**
 * The job feeds for aggregators and readers (issue 13): RSS 2.0, JSON Feed 1.1 and the XML feed job
 * aggregators ingest (Indeed's format). The XML feed is validated against its published schema by
 * libxml2's xmllint; all three take the public API's filters and list the same jobs as the /jobs
 * page and the API for the same search.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs } from '#server/db/schema/index.ts';
import { addDays, type CompanyRow, insertCompany, insertJob, type JobRow } from '#tests/helpers/factories.ts';
import { expectError } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { validateWithXmllint } from '#tests/helpers/xmllint.ts';

const PUBLIC_URL = 'https://nordhub.example';

/** Element text as a reader sees it (these feeds use only the predefined entities). */
function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

/** The `<link>`s of an RSS document's items, the `<url>`s of the XML feed's jobs (in order). */
function elementTexts(xml: string, element: string, within: string): string[] {
  const blocks = xml.match(new RegExp(`<${within}>[\\s\\S]*?</${within}>`, 'g')) ?? [];
  return blocks.map((block) =>
    unescapeXml(block.match(new RegExp(`<${element}>([^<]*)</${element}>`))?.[1] ?? ''),
  );
}

describe.each(BACKENDS)('job feeds [%s]', (backend) => {
  let t: TestApp;
  let company: CompanyRow;
  let tricky: JobRow;

  const jobUrl = (id: string) => `${PUBLIC_URL}/jobs/${id}`;

  async function get(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    return response;
  }

  /** The job URLs each feed lists for a filter, in order. */
  async function feedUrls(query: string) {
    const rss = (await get(`/feeds/jobs.rss${query}`)).body;
    const json = (await get(`/feeds/jobs.json${query}`)).json() as { items: { url: string }[] };
    const xml = (await get(`/feeds/jobs.xml${query}`)).body;
    return {
      rss: elementTexts(rss, 'link', 'item'),
      json: json.items.map((item) => item.url),
      xml: elementTexts(xml, 'url', 'job'),
      rssBody: rss,
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { PUBLIC_URL } });
    const now = t.deps.now();
    company = await insertCompany(t.deps.db, {
      name: 'Fjord & <Fells> ]]> Oy',
      countryCode: 'FI',
      city: 'Oulu',
    });
    tricky = await insertJob(t.deps.db, company, {
      title: 'R&D <Lead> "Quokka" ]]>',
      description: 'You will **lead** R&D.\n\n- Ship <things>\n- Keep ]]> safe',
      locationCountry: 'FI',
      locationLocality: 'Oulu',
      positionType: 'freelance',
      salaryType: 'range',
      salaryMin: 4_000,
      salaryMax: 5_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'month',
      approvedAt: new Date(now.getTime() + 60_000),
    });
    await insertJob(t.deps.db, company, {
      title: 'Remote quokka keeper',
      isRemote: true,
      locationCountry: null,
      locationLocality: null,
      approvedAt: addDays(now, -1),
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the XML feed validates against its schema, served at /feeds/jobs.xsd', async () => {
    const xsd = (await get('/feeds/jobs.xsd')).body;
    expect(xsd).toContain('<xs:schema');
    for (const query of ['', '?countryCode=FI', '?isRemote=true', '?search=quokka&sorting=mostPopular']) {
      const response = await get(`/feeds/jobs.xml${query}`);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const result = await validateWithXmllint(response.body, xsd);
      expect(result.ok, `${query}: ${result.output}`).toBe(true);
    }
    // The validator does refuse a feed that breaks the schema.
    const broken = (await get('/feeds/jobs.xml')).body.replace(
      '<jobtype>contract</jobtype>',
      '<jobtype>gig</jobtype>',
    );
    expect((await validateWithXmllint(broken, xsd)).ok).toBe(false);
  });

  it('an XML job carries what aggregators read, its text escaped', async () => {
    const xml = (await get('/feeds/jobs.xml?countryCode=FI')).body;
    const first = xml.match(/<job>[\s\S]*?<\/job>/)?.[0] ?? '';
    expect(first).toContain('<title>R&amp;D &lt;Lead&gt; &quot;Quokka&quot; ]]&gt;</title>');
    expect(first).toContain(`<referencenumber>${tricky.id}</referencenumber>`);
    expect(first).toContain(`<url>${jobUrl(tricky.id)}</url>`);
    expect(first).toContain('<company>Fjord &amp; &lt;Fells&gt; ]]&gt; Oy</company>');
    expect(first).toContain('<city>Oulu</city><country>FI</country>');
    expect(first).toContain(
      '<description>&lt;p&gt;You will &lt;strong&gt;lead&lt;/strong&gt; R&amp;amp;D.&lt;/p&gt;',
    );
    expect(first).toContain('<salary>4,000–5,000 EUR per month</salary>');
    expect(first).toContain('<jobtype>contract</jobtype>');
    expect(first).toMatch(/<date>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT<\/date>/);
    const remote = (await get('/feeds/jobs.xml?isRemote=true')).body;
    expect(remote).toContain('<remotetype>Fully remote</remotetype>');
  });

  it.each([
    ['every job', '', ''],
    ['a country', '?countryCode=FI', '?country=FI&perPage=50'],
    ['remote jobs', '?isRemote=true', '?remote=true&perPage=50'],
    [
      'a search, most popular first',
      '?search=quokka&sorting=mostPopular',
      '?q=quokka&sort=mostviewed&perPage=50',
    ],
    [
      'roles and position types',
      '?roles=backenddeveloper&jobPositionTypes=fulltime',
      '?roles=backenddeveloper&positionTypes=fulltime&perPage=50',
    ],
  ])('the three feeds list the same jobs as /jobs for %s', async (_label, feedQuery, apiQuery) => {
    const feeds = await feedUrls(feedQuery);
    // The RSS channel links the /jobs page of the same search; the project's API behind that page
    // (the same parameters) lists the same jobs, in the same order.
    const pageLink = unescapeXml(feeds.rssBody.match(/<channel>[\s\S]*?<link>([^<]*)<\/link>/)?.[1] ?? '');
    expect(pageLink.startsWith(`${PUBLIC_URL}/jobs`)).toBe(true);
    const pageQuery = new URL(pageLink).search;
    const listed = (
      await get(`/api/jobs${pageQuery ? `${pageQuery}&perPage=50` : '?perPage=50'}`)
    ).json() as {
      jobs: { id: string }[];
    };
    const expected = listed.jobs.map((job) => jobUrl(job.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(feeds.rss).toEqual(expected);
    expect(feeds.json).toEqual(expected);
    expect(feeds.xml).toEqual(expected);
    if (apiQuery) {
      const direct = (await get(`/api/jobs${apiQuery}`)).json() as { jobs: { id: string }[] };
      expect(direct.jobs.map((job) => jobUrl(job.id))).toEqual(expected);
    }
    // And the public API's pages of the same filter start with the same jobs.
    const v2 = (await get(`/api/v2/jobs${feedQuery || '?'}`)).json() as { jobs: { docs: { id: string }[] } };
    expect(v2.jobs.docs.map((doc) => jobUrl(doc.id))).toEqual(expected.slice(0, 15));
  });

  it('a filter that finds nothing is an empty feed, and a bad value is 400', async () => {
    const feeds = await feedUrls('?search=nosuchwordanywhere');
    expect(feeds.rss).toEqual([]);
    expect(feeds.xml).toEqual([]);
    for (const feed of ['/feeds/jobs.rss', '/feeds/jobs.json', '/feeds/jobs.xml']) {
      expectError(await t.app.inject({ method: 'GET', url: `${feed}?countryCode=XX` }), 400, 'BAD_REQUEST');
    }
  });

  it('keeps the filter on the feed’s own address', async () => {
    const json = (await get('/feeds/jobs.json?countryCode=fi&utm_source=x')).json() as {
      feed_url: string;
      home_page_url: string;
    };
    expect(json.feed_url).toBe(`${PUBLIC_URL}/feeds/jobs.json?countryCode=FI`);
    expect(json.home_page_url).toBe(`${PUBLIC_URL}/jobs?country=FI`);
  });

  it('robots.txt names the feeds', async () => {
    const lines = (await get('/robots.txt')).body.split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/feeds/jobs.rss`);
    expect(lines).toContain(`# Job feed for aggregators (Indeed XML): ${PUBLIC_URL}/feeds/jobs.xml`);
  });

  it('lists only the main platform’s ACTIVE jobs of published startups', async () => {
    const publicCount = await t.deps.db
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
    const feeds = await feedUrls('');
    expect(feeds.xml).toHaveLength(Math.min(50, Number(publicCount[0]?.n)));
  });
});

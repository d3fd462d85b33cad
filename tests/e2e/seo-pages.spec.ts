/**
 * The pages made for search engines: every SEO landing page and location page answers 200 with its
 * own title, one H1, a meta description of at most 200 characters and a canonical URL; codes and
 * other spellings redirect to the canonical address; unknown places are 404; a visitor gets from a
 * landing page to a job; and the sitemap, robots.txt and the feeds linked from every page work.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEO_LANDING_PAGES } from '#domain/jobs/seo-landing-pages.ts';
import { LOCATION_COUNTRIES } from '#domain/location/location-slugs.ts';
import { baseUrl, checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

const LANDING_PATHS = SEO_LANDING_PAGES.map((page) => `/jobs/${page.slug}`);
const COUNTRY_PATHS = LOCATION_COUNTRIES.map((country) => `/jobs/location/${country.slug}`);
/** Cities the seed always has jobs in (its anchor jobs). */
const CITY_PATHS = ['/jobs/location/denmark/copenhagen', '/jobs/location/sweden/malmo'];
const JOB_PATH = /^\/jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type PageFacts = {
  title: string;
  h1: string[];
  description: string | null;
  canonical: string | null;
  ogUrl: string | null;
  ogTitle: string | null;
  twitterCard: string | null;
  count: string | null;
};

/** What a crawler reads on the page as served (before any JavaScript runs). */
async function readFacts(page: Page, path: string): Promise<PageFacts> {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  return page.evaluate(() => ({
    title: document.title,
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? ''),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content') ?? null,
    count: document.getElementById('job-results-count')?.textContent?.trim() ?? null,
  }));
}

function jobCount(text: string | null): number {
  const match = /^([\d,]+)\+? jobs?$/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`unexpected job count text: '${text}'`);
  return Number(match[1].replace(/,/g, ''));
}

/** The absolute URLs a sitemap lists, read with the browser's own (strict) XML parser. */
async function readSitemapLocs(page: Page, path: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const document = new DOMParser().parseFromString(await response.text(), 'application/xml');
    if (document.getElementsByTagName('parsererror').length > 0) throw new Error(`${url} is not well-formed`);
    return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
  }, path);
}

describe('SEO landing and location pages', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('every landing and location page: 200, a distinct title, one H1, a short description, canonical URL', async () => {
    const paths = ['/jobs/location', ...COUNTRY_PATHS, ...CITY_PATHS, ...LANDING_PATHS];
    const titles = new Map<string, string>();
    for (const path of paths) {
      const facts = await readFacts(page, path);
      expect(facts.title, path).toMatch(/^.{5,} \| Nordhub$/);
      expect(titles.get(facts.title), `${path} has the title of ${titles.get(facts.title)}`).toBeUndefined();
      titles.set(facts.title, path);
      expect(facts.h1, `${path}: one H1`).toHaveLength(1);
      expect(facts.h1[0]?.length, path).toBeGreaterThan(3);
      expect(facts.description?.length ?? 0, `${path}: meta description`).toBeGreaterThan(50);
      expect(facts.description?.length ?? 999, `${path}: meta description`).toBeLessThanOrEqual(200);
      expect(facts.canonical, path).toBe(`${baseUrl()}${path}`);
      expect(facts.ogUrl, path).toBe(facts.canonical);
      expect(facts.ogTitle, path).toBe(facts.title);
      expect(facts.twitterCard, path).toBe('summary');
      // A real search: the seed has jobs for every landing page and every country.
      if (path !== '/jobs/location') expect(jobCount(facts.count), `${path}: jobs`).toBeGreaterThan(0);
    }
    expect((await readFacts(page, '/jobs/location/denmark/copenhagen')).h1).toEqual([
      'Startup jobs in Copenhagen, Denmark',
    ]);
  });

  it('shows only matching jobs: a city page lists jobs of that city, the remote page remote jobs', async () => {
    await gotoAndCheck(page, '/jobs/location/sweden/malmo');
    // A job based in the city may also be open to remote work: its card then says 'Remote'.
    const locations = await page.locator('main article ul > li:first-child').allInnerTexts();
    expect(locations).toContain('Malmo, Sweden');
    for (const location of locations) expect(['Malmo, Sweden', 'Remote']).toContain(location);

    await gotoAndCheck(page, '/jobs/location/remote');
    await page.getByRole('heading', { level: 1, name: 'Remote startup jobs' }).waitFor();
    expect(new Set(await page.locator('main article ul > li:first-child').allInnerTexts())).toEqual(
      new Set(['Remote']),
    );

    await gotoAndCheck(page, '/jobs/tech-jobs-malmo');
    await page.getByRole('heading', { level: 1, name: 'Tech jobs in Malmo' }).waitFor();
    const techLocations = await page.locator('main article ul > li:first-child').allInnerTexts();
    expect(techLocations).toContain('Malmo, Sweden');
    for (const location of techLocations) expect(['Malmo, Sweden', 'Remote']).toContain(location);
  });

  it('lists the countries with their top cities on the location index, and links onward', async () => {
    await gotoAndCheck(page, '/jobs/location');
    await page.getByRole('heading', { level: 1, name: 'Startup jobs by location' }).waitFor();
    for (const country of LOCATION_COUNTRIES) {
      await page.getByRole('link', { name: country.heading, exact: true }).waitFor();
    }
    const copenhagen = page.getByRole('list', { name: 'Cities: Startup jobs in Denmark' }).getByRole('link', {
      name: 'Copenhagen',
    });
    await copenhagen.click();
    await page.waitForURL((url) => url.pathname === '/jobs/location/denmark/copenhagen');
    await page.getByRole('heading', { level: 1, name: 'Startup jobs in Copenhagen, Denmark' }).waitFor();
    await checkCurrentPage(page);
  });

  it('goes from a landing page to a job, and to related pages', async () => {
    await gotoAndCheck(page, '/jobs/ux-ui-designer-jobs');
    await page.getByRole('heading', { level: 1, name: 'UX/UI designer jobs', exact: true }).waitFor();
    expect(await textOf(page.locator('main > div > p').first())).toMatch(/^Design the screens/);

    await page.getByRole('link', { name: 'Designer jobs', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/jobs/designer-jobs');
    // Exact: "Designer jobs" is also a part of the page it leaves ("UX/UI designer jobs").
    await page.getByRole('heading', { level: 1, name: 'Designer jobs', exact: true }).waitFor();
    expect(await page.title()).toBe('Designer jobs at Nordic startups | Nordhub');
    await checkCurrentPage(page);

    const firstJob = page.locator('main article h3 a').first();
    const title = await textOf(firstJob);
    await firstJob.click();
    await page.waitForURL((url) => JOB_PATH.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await checkCurrentPage(page);
  });

  it('pages through a location page with its own title and canonical URL per page', async () => {
    await gotoAndCheck(page, '/jobs/location/denmark');
    const first = await page.locator('main article h3 a').allInnerTexts();
    expect(first).toHaveLength(20);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: '2', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/jobs/location/denmark' && url.search === '?page=2');
    await page.waitForFunction(() => document.title.includes('(page 2)'));
    expect(await page.title()).toBe('Startup jobs in Denmark (page 2) | Nordhub');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl()}/jobs/location/denmark?page=2`,
    );
    expect(await page.locator('main article h3 a').allInnerTexts()).not.toEqual(first);
    await checkCurrentPage(page);
  });

  it('redirects codes and other spellings to the canonical address, and answers 404 for unknown places', async () => {
    const redirects: [string, string][] = [
      ['/jobs/location/DK', '/jobs/location/denmark'],
      ['/jobs/location/se', '/jobs/location/sweden'],
      ['/jobs/location/REMOTE', '/jobs/location/remote'],
      ['/jobs/location/dk/Copenhagen', '/jobs/location/denmark/copenhagen'],
      ['/jobs/location/sweden/Malm%C3%B6', '/jobs/location/sweden/malmo'],
      ['/jobs/location/Norway?page=2', '/jobs/location/norway?page=2'],
    ];
    for (const [from, to] of redirects) {
      const response = await page.request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    await gotoAndCheck(page, '/jobs/location/DK');
    expect(new URL(page.url()).pathname).toBe('/jobs/location/denmark');

    for (const path of [
      '/jobs/location/germany',
      '/jobs/location/ni',
      '/jobs/location/denmark/atlantis',
      '/jobs/location/remote/oslo',
      '/jobs/location/denmark/copenhagen/extra',
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    await gotoAndCheck(page, '/jobs/location/denmark/atlantis', { status: 404 });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    // A bad page number is the client's mistake, never a server error.
    expect((await page.request.get('/jobs/backend-developer-jobs?page=-1')).status()).toBe(422);
  });
});

describe('discoverability', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('serves robots.txt and a sitemap whose every page answers 200', async () => {
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);

    await gotoAndCheck(page, '/jobs/location');
    const sitemaps = await readSitemapLocs(page, '/sitemap.xml');
    expect(sitemaps).toContain(`${baseUrl()}/sitemaps/pages.xml`);
    const pages = await readSitemapLocs(page, '/sitemaps/pages.xml');
    for (const path of ['/jobs/location', ...COUNTRY_PATHS, ...CITY_PATHS, ...LANDING_PATHS]) {
      expect(pages).toContain(`${baseUrl()}${path}`);
    }
    for (const url of pages) {
      expect(url.startsWith(`${baseUrl()}/`), url).toBe(true);
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
    }
    for (const sitemap of sitemaps) {
      const locs = await readSitemapLocs(page, new URL(sitemap).pathname);
      expect(locs.length, sitemap).toBeGreaterThan(0);
    }
  });

  it('links the RSS and JSON feeds from the page head, and both are readable', async () => {
    await gotoAndCheck(page, '/jobs/backend-developer-jobs');
    const rssHref = await page
      .locator('head link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute('href');
    const jsonHref = await page
      .locator('head link[rel="alternate"][type="application/feed+json"]')
      .getAttribute('href');
    expect(rssHref).toBeTruthy();
    expect(jsonHref).toBeTruthy();

    const rss = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const document = new DOMParser().parseFromString(await response.text(), 'application/xml');
      return {
        type: response.headers.get('content-type'),
        isWellFormed: document.getElementsByTagName('parsererror').length === 0,
        links: [...document.querySelectorAll('item > link')].map((link) => link.textContent ?? ''),
      };
    }, rssHref as string);
    expect(rss.type).toBe('application/rss+xml; charset=utf-8');
    expect(rss.isWellFormed).toBe(true);
    expect(rss.links.length).toBeGreaterThan(0);

    const json = await (await page.request.get(jsonHref as string)).json();
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.items.map((item: { url: string }) => item.url)).toEqual(rss.links);

    // A feed item opens the job it describes.
    const first = new URL(rss.links[0] as string);
    expect(first.origin).toBe(baseUrl());
    await gotoAndCheck(page, first.pathname);
    expect(JOB_PATH.test(first.pathname)).toBe(true);
  });
});

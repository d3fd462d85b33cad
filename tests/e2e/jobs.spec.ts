/**
 * Job search and the job page: search from the home page, the query kept in the URL, pagination and
 * the back button; a job's title, company, location, expiry, views and its JobPosting JSON-LD.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

const SEARCH = 'developer';

/** The definition (<dd>) under a label (<dt>) of the job's facts list. */
function fact(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

function jobCount(text: string): number {
  const match = /^([\d,]+)\+? jobs?$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`unexpected job count text: '${text}'`);
  return Number(match[1].replace(/,/g, ''));
}

describe('job search and job page', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('searches from the home page, pages through results and goes back', async () => {
    await gotoAndCheck(page, '/');
    await page.getByRole('searchbox', { name: 'Job title, skill or startup' }).fill(SEARCH);
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    expect(new URL(page.url()).searchParams.get('q')).toBe(SEARCH);
    await page.getByRole('heading', { level: 1, name: 'Startup jobs in the Nordics' }).waitFor();
    await checkCurrentPage(page);

    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(SEARCH);
    const total = jobCount(await textOf(page.getByText(/^[\d,]+\+? jobs?$/)));
    expect(total, 'seeded jobs matching the search').toBeGreaterThan(20);
    const results = page.locator('main article h3 a');
    expect(await results.count()).toBe(20);
    const firstPageTitles = await results.allInnerTexts();

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    expect(await textOf(pagination.locator('[aria-current="page"]'))).toBe('1');
    await pagination.getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.get('q')).toBe(SEARCH);
    await pagination.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    const secondPageTitles = await results.allInnerTexts();
    expect(secondPageTitles).not.toEqual(firstPageTitles);
    await checkCurrentPage(page);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/jobs' && !url.searchParams.has('page'));
    expect(new URL(page.url()).searchParams.get('q')).toBe(SEARCH);
    await pagination.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
    expect(await results.allInnerTexts()).toEqual(firstPageTitles);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('region', { name: 'Latest jobs' }).waitFor();
    await checkCurrentPage(page);
  });

  it('opens a job with its company, location, expiry, views and JobPosting data', async () => {
    await gotoAndCheck(page, `/jobs?q=${SEARCH}`);
    const card = page.locator('main article').first();
    const link = card.locator('h3 a');
    const title = await textOf(link);
    const cardLocation = await textOf(card.locator('ul > li').first());
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/jobs\/[^/]+$/);

    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await checkCurrentPage(page);
    expect(await page.title()).toContain(title);

    const companyLink = page
      .locator('header')
      .filter({ has: page.locator('h1') })
      .getByRole('link');
    expect(await companyLink.getAttribute('href')).toMatch(/^\/startups\/[^/]+$/);
    const companyName = await textOf(companyLink);
    expect(companyName.length).toBeGreaterThan(1);

    const location = await textOf(fact(page, 'Location'));
    expect(location).toBe(cardLocation);
    expect(location).not.toBe('');

    // Expiry: a date plus a relative time, e.g. '21 Dec 2026 (in 30 days)'.
    expect(await textOf(fact(page, 'Apply before'))).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4} \((?:today|tomorrow|in \d+ (?:days?|months?))\)$/,
    );
    expect(await textOf(fact(page, 'Views'))).toMatch(/^(?:1 view|\d{1,3} views|\d+(?:\.\d)?[kM] views)$/);

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const posting = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe(title);
    expect(JSON.stringify(posting.hiringOrganization)).toContain(companyName);
  });
});

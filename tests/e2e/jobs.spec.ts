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

  it('narrows by text, country and role, keeps the whole query in the URL and restores it', async () => {
    await gotoAndCheck(page, '/jobs');
    const countText = page.getByText(/^[\d,]+\+? jobs?$/);
    const everything = jobCount(await textOf(countText));
    const locations = page.locator('main article ul > li:first-child');
    const waitForCountChange = async (before: number) => {
      await page.waitForFunction(
        (previous) => {
          const heading = document.getElementById('jobs-count');
          return heading !== null && heading.textContent?.trim() !== previous;
        },
        `${before.toLocaleString('en-US')} jobs`,
      );
      return jobCount(await textOf(countText));
    };

    await page.getByRole('searchbox', { name: 'Search' }).fill(SEARCH);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.search === `?q=${SEARCH}`);
    const byText = await waitForCountChange(everything);
    expect(byText).toBeLessThan(everything);

    // With JavaScript a chosen option applies at once, and the option shows what it gives.
    const country = page.getByLabel('Country');
    const denmarkOption = await textOf(country.locator('option[value="DK"]'));
    expect(denmarkOption).toMatch(/^Denmark \([\d,]+\)$/);
    // As a keyboard user: focus on the field, choose; the focus stays there after the update.
    await country.focus();
    await country.selectOption('DK');
    await page.waitForURL((url) => url.searchParams.get('country') === 'DK');
    const byCountry = await waitForCountChange(byText);
    expect(byCountry).toBeLessThan(byText);
    expect(denmarkOption).toBe(`Denmark (${byCountry})`);
    for (const text of await locations.allInnerTexts()) expect(text).toMatch(/(, Denmark|^Remote)$/);
    expect(await country.evaluate((element) => element === document.activeElement)).toBe(true);

    const backend = page.getByRole('checkbox', { name: 'Backend development' });
    await backend.check();
    await page.waitForURL((url) => url.searchParams.get('roles') === 'backenddeveloper');
    const byRole = await waitForCountChange(byCountry);
    expect(byRole).toBeLessThan(byCountry);
    expect(byRole).toBeGreaterThan(0);
    expect(new URL(page.url()).search).toBe(`?q=${SEARCH}&country=DK&roles=backenddeveloper`);
    await checkCurrentPage(page);

    // The URL is the whole search: opened anew, it shows the same form and results.
    const titles = await page.locator('main article h3 a').allInnerTexts();
    await gotoAndCheck(page, new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(SEARCH);
    expect(await page.getByLabel('Country').inputValue()).toBe('DK');
    expect(await backend.isChecked()).toBe(true);
    expect(await page.locator('main article h3 a').allInnerTexts()).toEqual(titles);

    // Back: the search before the role, with the form showing it.
    await page.goBack();
    await page.waitForURL((url) => url.search === `?q=${SEARCH}&country=DK`);
    await page.getByRole('heading', { name: `${byCountry} jobs` }).waitFor();
    expect(await backend.isChecked()).toBe(false);
    expect(await page.getByLabel('Country').inputValue()).toBe('DK');
  });

  it('shows remote jobs for the Remote country choice', async () => {
    await gotoAndCheck(page, '/jobs');
    await page.getByLabel('Country').selectOption('REMOTE');
    await page.waitForURL((url) => url.searchParams.get('country') === 'REMOTE');
    const locations = page.locator('main article ul > li:first-child');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main article ul > li:first-child')].every(
        (li) => li.textContent === 'Remote',
      ),
    );
    expect(await locations.count()).toBe(20);
    expect(new Set(await locations.allInnerTexts())).toEqual(new Set(['Remote']));
    await checkCurrentPage(page);
  });

  it('sends the older /jobs/JobSearch address to /jobs with its query', async () => {
    await gotoAndCheck(page, `/jobs/JobSearch?q=${SEARCH}`);
    expect(new URL(page.url()).pathname).toBe('/jobs');
    expect(new URL(page.url()).searchParams.get('q')).toBe(SEARCH);
  });

  it('asks a logged-out visitor to log in to save a job, then saves it', async () => {
    await session.browser.context.clearCookies();
    await gotoAndCheck(page, `/jobs?q=${SEARCH}`);
    const link = page.locator('main article h3 a').first();
    const title = await textOf(link);
    await link.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const jobPath = new URL(page.url()).pathname;

    await page.getByRole('link', { name: 'Save job' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Log in' }).waitFor();
    await modal.getByLabel('Email').fill('talent@nordhub.test');
    await modal.getByLabel('Password').fill('Nordhub-demo-2026!');
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();

    // Back on the job, logged in, and the save was done: the button says so and the server agrees.
    const saved = page.getByRole('button', { name: 'Saved', exact: true });
    await saved.waitFor();
    // The intent leaves the address by a replace navigation, which may land after the save's answer.
    await page.waitForURL((url) => url.pathname === jobPath && url.search === '');
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await saved.waitFor();
    await checkCurrentPage(page);

    // And it toggles back.
    await saved.click();
    await page.getByRole('button', { name: 'Save job', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Save job', exact: true }).waitFor();
    await session.browser.context.clearCookies();
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

/**
 * What a talent meets on /jobs (issue 14): a search text answered by relevance (titles first), the
 * featured jobs in a strip of their own above results that keep the chosen sort, old or hand-edited
 * addresses (`?page=0`, `?page=999`, `?sort=bogus`, a page past the end) answered with a usable
 * list, and on a phone the filters folded behind a "Filters (n)" button, with and without
 * JavaScript and from the keyboard.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveScreenshot } from './artifacts.ts';
import { gotoAndCheck, MOBILE_VIEWPORT, textOf, useBrowserPage } from './fixtures.ts';

const RESULT_TITLES = 'main article h3 a';

function jobCount(text: string): number {
  const match = /^([\d,]+)\+? jobs?$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`unexpected job count text: '${text}'`);
  return Number(match[1].replace(/,/g, ''));
}

async function resultCount(page: Page): Promise<number> {
  return jobCount(await textOf(page.locator('#jobs-count')));
}

/** The posting times of the result cards, in page order. */
async function postedTimes(page: Page): Promise<string[]> {
  return page
    .locator('main article time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
}

async function selectedSortText(page: Page): Promise<string> {
  return page
    .getByLabel('Sort by')
    .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? '');
}

describe('the /jobs page on a desktop', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('answers a search text by relevance: jobs with the words in their title first', async () => {
    await gotoAndCheck(page, '/jobs?q=designer');
    expect(await selectedSortText(page)).toBe('Most relevant');
    const titles = await page.locator(RESULT_TITLES).allInnerTexts();
    expect(titles).toHaveLength(20);
    // Dozens of seeded jobs have "Designer" or "Design" in their title: they fill the first page,
    // ahead of project managers and developers whose text merely mentions designers.
    for (const title of titles) expect(title).toMatch(/design/i);

    await gotoAndCheck(page, '/jobs?q=backend%20developer');
    const first = await page.locator(RESULT_TITLES).allInnerTexts();
    expect(first[0]).toMatch(/backend developer/i);

    // Newest stays a choice, kept in the address, and then the list is by date.
    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'newest');
    await page.waitForFunction(() => {
      const times = [...document.querySelectorAll('main article time')].map(
        (t) => t.getAttribute('datetime') ?? '',
      );
      return times.length === 20 && times.every((time, i) => i === 0 || time <= (times[i - 1] ?? ''));
    });
    const times = await postedTimes(page);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows featured jobs in a strip of their own, and the results newest first', async () => {
    await gotoAndCheck(page, '/jobs');
    const strip = page.getByRole('region', { name: 'Featured jobs' });
    const featured = strip.getByRole('listitem');
    const featuredCount = await featured.count();
    expect(featuredCount).toBeGreaterThanOrEqual(1);
    expect(featuredCount).toBeLessThanOrEqual(5);
    const stripTitles = await strip.getByRole('link').allInnerTexts();

    // The results follow the chosen sort (Newest) alone: the newest job is the first card, even
    // though dozens of older jobs are boosted.
    const latest = await page.request.get('/api/v2/jobs/latest/3');
    const newest = ((await latest.json()) as { docs: { id: string }[] }).docs[0]?.id;
    expect(await page.locator(RESULT_TITLES).first().getAttribute('href')).toBe(`/jobs/${newest}`);
    const times = await postedTimes(page);
    expect(times).toHaveLength(20);
    expect(times).toEqual([...times].sort().reverse());
    const badges = await page.locator('main article').getByText('Featured', { exact: true }).count();
    expect(badges).toBeLessThan(20);

    // The strip takes turns: the next page of results shows other featured jobs.
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: '2', exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction((before) => {
      const links = [...document.querySelectorAll('#featured-jobs-heading + ul a')];
      return links.map((a) => a.textContent).join('|') !== before;
    }, stripTitles.join('|'));
  });

  it('keeps the strip to the featured jobs that match the search', async () => {
    await gotoAndCheck(page, '/jobs?country=FI');
    const strip = page.getByRole('region', { name: 'Featured jobs' });
    const places = await strip.locator('li p:last-child').allInnerTexts();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/^[^,]+, Finland · /);
  });

  it('turns bad or stale addresses into a usable list; the API still refuses them', async () => {
    const total = await (async () => {
      await gotoAndCheck(page, '/jobs');
      return resultCount(page);
    })();
    const lastPage = Math.ceil(total / 20);

    for (const [address, expected] of [
      ['/jobs?page=0', ''],
      ['/jobs?sort=bogus', ''],
      ['/jobs?q=designer&page=abc&sort=bogus', '?q=designer'],
      ['/jobs?page=999', `?page=${lastPage}`],
      [`/jobs?page=${lastPage + 1}`, `?page=${lastPage}`],
    ] as const) {
      await gotoAndCheck(page, address);
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`, address).toBe(`/jobs${expected}`);
      expect(await page.locator(RESULT_TITLES).count(), address).toBeGreaterThan(0);
      expect(await page.getByText('No jobs match this search yet').count(), address).toBe(0);
    }
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    expect(await textOf(pagination.locator('[aria-current="page"]'))).toBe(String(lastPage));

    for (const query of ['?page=0', '?sort=bogus', '?page=999']) {
      const response = await page.request.get(`/api/jobs${query}`);
      expect(response.status(), query).toBe(422);
    }
  });

  it('shows every filter without a button on a wide screen', async () => {
    await gotoAndCheck(page, '/jobs?country=DK');
    expect(await page.getByLabel('Country').isVisible()).toBe(true);
    expect(await page.getByLabel('Sort by').isVisible()).toBe(true);
    expect(await page.getByText(/^Filters/).isVisible()).toBe(false);
  });
});

describe('the /jobs page on a phone', () => {
  const session = useBrowserPage({ viewport: MOBILE_VIEWPORT });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('folds the filters behind "Filters (n)", so results start on the first screen', async () => {
    await gotoAndCheck(page, '/jobs');
    await saveScreenshot(page, 'mobile/jobs-390');
    const button = page.getByText('Filters', { exact: true });
    expect(await button.isVisible()).toBe(true);
    expect(await page.getByLabel('Country').isVisible()).toBe(false);
    expect(await page.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(true);
    const firstResult = await page.locator('main article').first().boundingBox();
    expect(firstResult?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(MOBILE_VIEWPORT.height - 100);
    // The strip scrolls sideways instead of stacking three cards above the results.
    const strip = await page.getByRole('region', { name: 'Featured jobs' }).boundingBox();
    expect(strip?.height ?? 0).toBeLessThan(200);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  });

  it('opens from the keyboard, counts the active filters and stays open while choices apply', async () => {
    await gotoAndCheck(page, '/jobs?country=DK&remote=true');
    const button = page.getByText('Filters (2)', { exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const country = page.getByLabel('Country');
    await country.waitFor({ state: 'visible' });
    expect(await country.inputValue()).toBe('DK');

    await country.focus();
    await country.selectOption('SE');
    await page.waitForURL((url) => url.searchParams.get('country') === 'SE');
    await page.getByText('Filters (2)', { exact: true }).waitFor();
    // The filters stay open and the focus stays on the field, so a keyboard user goes on choosing.
    await page.waitForFunction(() => document.activeElement?.id === 'jobs-country');
    expect(await country.isVisible()).toBe(true);

    await page.getByText('Filters (2)', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await country.waitFor({ state: 'hidden' });
  });
});

describe('the /jobs page on a phone without JavaScript', () => {
  const session = useBrowserPage({ viewport: MOBILE_VIEWPORT, javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('opens the filters and searches with them', async () => {
    await gotoAndCheck(page, '/jobs');
    expect(await page.getByLabel('Country').isVisible()).toBe(false);
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Country').selectOption('FI');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('country') === 'FI');
    expect(await page.getByText('Filters (1)', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator(RESULT_TITLES).count()).toBeGreaterThan(0);
    for (const place of await page.locator('main article ul > li:first-child').allInnerTexts()) {
      expect(place).toMatch(/(, Finland|^Remote)$/);
    }
  });

  it('sends a bad address to a usable list', async () => {
    await gotoAndCheck(page, '/jobs?page=0&sort=bogus');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator(RESULT_TITLES).count()).toBe(20);
  });
});

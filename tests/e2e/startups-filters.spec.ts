/**
 * Filtering /startups (issue 31): beside name and country, industry, stage and size. With JavaScript
 * a changed choice applies at once; without it the Search button sends the same address. On a phone
 * the form fits the screen.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { gotoAndCheck, MOBILE_VIEWPORT, textOf, useBrowserPage } from './fixtures.ts';

type Listed = { names: string[]; total: number };

/** What the API lists for a query: the page must show the same startups. */
async function apiList(page: Page, query: string): Promise<Listed> {
  const response = await page.request.get(`/api/companiesProper?perPage=24&${query}`);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { companies: { name: string }[]; pagination: { total: number } };
  return { names: body.companies.map((c) => c.name), total: body.pagination.total };
}

async function shownList(page: Page): Promise<Listed> {
  const count = await textOf(page.getByText(/^[\d,]+ startups?$/));
  return {
    names: (await page.locator('main article h3').allInnerTexts()).map((name) => name.trim()),
    total: Number(count.replace(/[^\d]/g, '')),
  };
}

async function expectListFor(page: Page, query: string) {
  const expected = await apiList(page, query);
  expect(expected.total).toBeGreaterThan(0);
  expect(await shownList(page)).toEqual(expected);
  return expected;
}

describe('startup filters with JavaScript', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('applies industry, stage and size as soon as they are chosen', async () => {
    await gotoAndCheck(page, '/startups');
    const all = await shownList(page);

    await page.getByLabel('Stage').selectOption({ label: 'Series A' });
    await page.waitForURL((url) => url.search === '?stage=series-a');
    await page
      .getByText(/^[\d,]+ startups?$/)
      .filter({ hasNotText: `${all.total} startups` })
      .waitFor();
    const seriesA = await expectListFor(page, 'stage=series-a');
    expect(seriesA.total).toBeLessThan(all.total);

    await page.getByLabel('Size').selectOption({ label: '11-50 employees' });
    await page.waitForURL((url) => url.search === '?stage=series-a&size=11-50');
    const sized = await apiList(page, 'stage=series-a&size=11-50');
    await page.getByText(`${sized.total} startup`, { exact: false }).first().waitFor();
    await expectListFor(page, 'stage=series-a&size=11-50');
    // The choices stay shown in the form.
    expect(await page.getByLabel('Stage').inputValue()).toBe('series-a');
    expect(await page.getByLabel('Size').inputValue()).toBe('11-50');

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/startups' && url.search === '');
    await page.getByLabel('Industry').selectOption({ label: 'Fintech' });
    await page.waitForURL((url) => url.search === '?industry=fintech');
    const fintech = await apiList(page, 'industry=fintech');
    await page.getByText(`${fintech.total} startup`, { exact: false }).first().waitFor();
    await expectListFor(page, 'industry=fintech');
  });
});

describe('startup filters on a phone', () => {
  const session = useBrowserPage({ viewport: MOBILE_VIEWPORT });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows every filter on the screen, without scrolling sideways', async () => {
    await gotoAndCheck(page, '/startups?stage=seed&size=1-10');
    for (const label of ['Startup name', 'Country', 'Industry', 'Stage', 'Size']) {
      const box = await page.getByLabel(label).boundingBox();
      expect(box, label).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    }
    expect(await page.getByLabel('Stage').inputValue()).toBe('seed');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await expectListFor(page, 'stage=seed&size=1-10');
  });
});

describe('startup filters without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('sends industry, stage and size with the Search button', async () => {
    await gotoAndCheck(page, '/startups');
    await page.getByLabel('Industry').selectOption({ label: 'SaaS' });
    await page.getByLabel('Size').selectOption({ label: '11-50 employees' });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('industry') === 'saas');
    const url = new URL(page.url());
    expect(url.searchParams.get('size')).toBe('11-50');
    await expectListFor(page, 'industry=saas&size=11-50');
  });

  it('says what is wrong with an address whose stage the site does not know', async () => {
    await gotoAndCheck(page, '/startups?stage=series-z', { status: 422 });
  });
});

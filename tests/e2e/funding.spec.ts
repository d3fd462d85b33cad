/**
 * Funding (issue 12): the investor directory with its filters, an investor's page (views counted).
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

async function viewsOf(page: Page, key: string): Promise<number> {
  const response = await page.request.get(`/api/investors/${key}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { views: number }).views;
}

describe('funding directory', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('filters investors by category and country, then opens one whose view is counted once', async () => {
    await gotoAndCheck(page, '/funding');
    await page.getByRole('heading', { level: 1, name: 'Find investors for your startup' }).waitFor();
    const total = Number.parseInt((await textOf(page.getByText(/^[\d,]+ investors$/))).replace(/,/g, ''), 10);
    expect(total).toBeGreaterThan(10);

    const search = page.getByRole('search', { name: 'Investors' });
    await search.getByLabel('Category').selectOption({ label: 'Venture capital' });
    await search.getByLabel('Country').selectOption({ label: 'Denmark' });
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'vc');
    expect(new URL(page.url()).searchParams.get('country')).toBe('DK');
    await checkCurrentPage(page);
    const cards = page.locator('main article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    for (const card of await cards.all()) {
      expect(await textOf(card.locator('h3 + p'))).toBe('Venture capital');
      expect(await textOf(card.locator('dd').first())).toContain('Denmark');
    }
    const link = page.getByRole('link', { name: 'Fjordline Ventures' });
    const before = await viewsOf(page, 'fjordline-ventures');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/funding/fjordline-ventures');
    await page.getByRole('heading', { level: 1, name: 'Fjordline Ventures' }).waitFor();
    await checkCurrentPage(page);
    for (const heading of ['Key people', 'Investments', 'Industries', 'Stages', 'Contact']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Send a pitch' }).getAttribute('href')).toBe(
      '/investors/fjordline-ventures/send-pitch',
    );
    // The test browser says it is headless, which counts as a bot: its visit is not a view.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await viewsOf(page, 'fjordline-ventures')).toBe(before);
    // A person's browser counts once a day, however often the page is reloaded.
    const person = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
    };
    for (let visit = 0; visit < 2; visit++) {
      const response = await page.request.get('/funding/fjordline-ventures', { headers: person });
      expect(response.status()).toBe(200);
    }
    await expect.poll(() => viewsOf(page, 'fjordline-ventures')).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await viewsOf(page, 'fjordline-ventures')).toBe(before + 1);
  });

  it('shows what an investor profile gets at /investors/join, where the portal sends non-members', async () => {
    await gotoAndCheck(page, '/client/investors/fjordline-ventures');
    // Logged out: log in first, then the portal.
    expect(new URL(page.url()).searchParams.get('to')).toBe('/client/investors/fjordline-ventures');
    await gotoAndCheck(page, '/investors/join');
    await page.getByRole('heading', { level: 1, name: 'Meet the Nordic startups looking for you' }).waitFor();
    const start = page.getByRole('link', { name: 'Create your investor profile' });
    expect(await start.getAttribute('href')).toBe('/?auth=signup&to=/client/investors/new');
  });

  it('answers 404 for an unknown investor', async () => {
    await gotoAndCheck(page, '/funding/no-such-investor', { status: 404 });
  });
});

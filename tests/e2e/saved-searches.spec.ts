/**
 * Saved searches (docs/product.md, Saved searches, Validation and Constants; issue 4 'pin a search, see its count'): a search made a week ago
 * is remembered in the browser with the jobs published since; logging in lets the talent pin it on
 * the account, where it stays after a reload; unpinning removes it.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

const SEARCH_PATH = '/jobs?q=developer&country=SE';
const DAY_MS = 24 * 3600 * 1000;

describe('saved searches', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('remembers a search with its new jobs, pins it after logging in, and unpins it', async () => {
    // A week ago this browser searched for developers in Sweden.
    await gotoAndCheck(page, '/jobs');
    const weekAgo = new Date(Date.now() - 7 * DAY_MS).toISOString();
    await page.evaluate((since) => {
      window.localStorage.setItem(
        'nordhub.jobSearchHistory',
        JSON.stringify([
          {
            key: 'developer||se',
            filters: { search: 'developer', countryCode: 'SE' },
            since,
            lastUsedAt: since,
          },
        ]),
      );
    }, weekAgo);
    const expected = await page.request.post('/api/jobs/count/bulk', {
      data: { items: [{ key: 'k', filters: { search: 'developer', countryCode: 'SE' }, since: weekAgo }] },
      headers: { origin: new URL(page.url()).origin },
    });
    const { items } = (await expected.json()) as { items: { count: number }[] };
    const newJobs = items[0]?.count ?? -1;
    expect(newJobs).toBeGreaterThan(0);

    await gotoAndCheck(page, SEARCH_PATH);
    const panel = page.getByRole('region', { name: 'Your searches' });
    const entry = panel.getByRole('listitem').filter({ hasText: 'developer in SE' });
    await entry.getByText(`${newJobs} new job`).waitFor();
    await checkCurrentPage(page);

    // Logged out, pinning means logging in first; the search is where the person comes back to.
    await panel.getByRole('link', { name: 'Log in' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Email').fill('talent@nordhub.test');
    await modal.getByLabel('Password').fill('Nordhub-demo-2026!');
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('q') === 'developer');

    const pin = entry.getByRole('button', { name: 'Pin developer in SE', exact: true });
    await pin.click();
    const unpin = entry.getByRole('button', { name: 'Unpin developer in SE' });
    await unpin.waitFor();
    expect(await unpin.getAttribute('aria-pressed')).toBe('true');

    // Pinned on the account: it is there after a reload, still counting from a week ago.
    await page.reload();
    await unpin.waitFor();
    // The count arrives after the page (one bulk count for every remembered search).
    await entry.getByText(newJobs === 1 ? '1 new job' : `${newJobs} new jobs`, { exact: true }).waitFor();
    expect(await textOf(entry.locator('p'))).toBe(newJobs === 1 ? '1 new job' : `${newJobs} new jobs`);
    await checkCurrentPage(page);

    await unpin.click();
    await pin.waitFor();
    const stored = await page.request.get('/api/job-search');
    const keys = ((await stored.json()) as { items: { key: string }[] }).items.map((item) => item.key);
    expect(keys).not.toContain('developer||se');
  });
});

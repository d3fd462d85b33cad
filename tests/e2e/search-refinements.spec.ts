/**
 * Refinements of the job search (issue 31, item 7): under "Most relevant" a divider tells where the
 * jobs with the words in their title end and the jobs that only mention them begin; "Your searches"
 * counts the jobs that are new since a search was last run (never "0 new jobs" beside a search just
 * made); the role filter takes several roles; and the filters of /jobs, /funding and /pricing all
 * apply as soon as a choice changes with JavaScript, and by a visible button without it.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCurrentPage, gotoAndCheck, MOBILE_VIEWPORT, textOf, useBrowserPage } from './fixtures.ts';

const MENTIONS_DESIGNER = 'Jobs that mention “designer”';
const DAY_MS = 24 * 3600 * 1000;

/** The results list as a person reads it: dividers and job titles, in page order. */
async function resultsInOrder(page: Page): Promise<{ kind: 'divider' | 'job'; text: string }[]> {
  return page.locator('#jobs-count ~ div > *').evaluateAll((nodes) =>
    nodes.map((node) => ({
      kind: node.tagName === 'ARTICLE' ? ('job' as const) : ('divider' as const),
      text: (node.tagName === 'ARTICLE' ? node.querySelector('h3')?.textContent : node.textContent) ?? '',
    })),
  );
}

function countOf(text: string): number {
  const match = /^([\d,]+)\+? jobs?$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`unexpected job count text: '${text}'`);
  return Number(match[1].replace(/,/g, ''));
}

async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/jobs${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
}

async function newJobsSince(page: Page, search: string, since: string): Promise<number> {
  const response = await page.request.post('/api/jobs/count/bulk', {
    data: { items: [{ key: 'k', filters: { search }, since }] },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { count: number }[] }).items[0]?.count ?? -1;
}

describe('search refinements with JavaScript', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('marks where the title matches end under "Most relevant", on the page where they end', async () => {
    await gotoAndCheck(page, '/jobs?q=designer');
    let boundaryPage = 0;
    for (let n = 1; n <= 12 && boundaryPage === 0; n++) {
      if (n > 1) await gotoAndCheck(page, `/jobs?q=designer&page=${n}`);
      const items = await resultsInOrder(page);
      const divider = items.findIndex((item) => item.kind === 'divider');
      if (divider === -1) {
        // A page before the boundary: every job has the word in its title.
        for (const item of items) expect(item.text).toMatch(/design/i);
        continue;
      }
      boundaryPage = n;
      expect(items[divider]?.text).toBe(MENTIONS_DESIGNER);
      expect(divider).toBeGreaterThan(0);
      for (const item of items.slice(0, divider)) expect(item.text).toMatch(/design/i);
      const mentions = items.slice(divider + 1).filter((item) => item.kind === 'job');
      expect(mentions.length).toBeGreaterThan(0);
      for (const item of mentions) expect(item.text).not.toMatch(/design/i);
      await page.getByRole('heading', { level: 3, name: MENTIONS_DESIGNER }).waitFor();
    }
    expect(boundaryPage).toBeGreaterThan(0);

    // The next page holds mentions only: it starts with the divider, so the talent still knows.
    await gotoAndCheck(page, `/jobs?q=designer&page=${boundaryPage + 1}`);
    const next = await resultsInOrder(page);
    expect(next[0]).toEqual({ kind: 'divider', text: MENTIONS_DESIGNER });
    expect(next.filter((item) => item.kind === 'divider')).toHaveLength(1);

    // Sorted by date there are no such groups, so no divider.
    await gotoAndCheck(page, '/jobs?q=designer&sort=newest');
    expect((await resultsInOrder(page)).filter((item) => item.kind === 'divider')).toEqual([]);
  });

  it('counts the new jobs since a search was last run, never "0 new jobs" beside one just made', async () => {
    await gotoAndCheck(page, '/jobs');
    await page.evaluate(() => window.localStorage.clear());
    await gotoAndCheck(page, '/jobs?q=python');
    const results = countOf(await textOf(page.locator('#jobs-count')));
    expect(results).toBeGreaterThan(0);
    const panel = page.getByRole('region', { name: 'Your searches' });
    const python = panel.getByRole('listitem').filter({ hasText: 'python' });
    await python.waitFor();
    // Every one of these jobs is in front of the talent: none is "new" to them yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await textOf(python)).toBe('python');
    await checkCurrentPage(page);

    // Searched 45 days ago first, and last a week ago: new are the jobs published since that week.
    const firstAt = new Date(Date.now() - 45 * DAY_MS).toISOString();
    const lastAt = new Date(Date.now() - 7 * DAY_MS).toISOString();
    await page.evaluate(
      ({ firstAt, lastAt }) => {
        window.localStorage.setItem(
          'nordhub.jobSearchHistory',
          JSON.stringify([
            { key: 'python||', filters: { search: 'python' }, since: firstAt, lastUsedAt: lastAt },
          ]),
        );
      },
      { firstAt, lastAt },
    );
    const sinceLastRun = await newJobsSince(page, 'python', lastAt);
    const sinceFirstRun = await newJobsSince(page, 'python', firstAt);
    expect(sinceLastRun).toBeGreaterThan(0);
    expect(sinceFirstRun).toBeGreaterThan(sinceLastRun);
    const expected = sinceLastRun === 1 ? '1 new job' : `${sinceLastRun} new jobs`;

    await gotoAndCheck(page, '/jobs?q=designer');
    await python.getByText(expected, { exact: true }).waitFor();
    // Run again: while the talent looks at it, the count still says what was new to them.
    await python.getByRole('link', { name: 'python' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'python');
    await page
      .locator('#jobs-count')
      .filter({ hasText: String(results) })
      .waitFor();
    await python.getByText(expected, { exact: true }).waitFor();
    await checkCurrentPage(page);
  });

  it('takes several roles: ticked together, kept in the address, from a landing page too', async () => {
    await gotoAndCheck(page, '/jobs/designer-jobs');
    const landingCount = countOf(await textOf(page.locator('#job-results-count')));
    await page.getByRole('link', { name: 'Refine this search' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    const roles = page.getByRole('group', { name: 'Role' });
    await roles.getByRole('checkbox', { name: 'UX/UI design' }).waitFor();
    expect(await roles.getByRole('checkbox', { name: 'UX/UI design' }).isChecked()).toBe(true);
    expect(await roles.getByRole('checkbox', { name: 'Graphic design' }).isChecked()).toBe(true);
    expect(countOf(await textOf(page.locator('#jobs-count')))).toBe(landingCount);
    await checkCurrentPage(page);

    // One more role applies at once and joins the others in the address.
    await roles.getByRole('checkbox', { name: 'Backend development' }).check();
    await page.waitForURL((url) => url.searchParams.getAll('roles').length === 3);
    const chosen = new URL(page.url()).searchParams.getAll('roles').sort();
    expect(chosen).toEqual(['backenddeveloper', 'design', 'graphicdesign']);
    const all = await apiTotal(page, '?roles=design,graphicdesign,backenddeveloper');
    await page
      .locator('#jobs-count')
      .filter({ hasText: new RegExp(`^${all.toLocaleString('en')} jobs$`) })
      .waitFor();
    expect(all).toBeGreaterThan(landingCount);
    await page.getByText('Filters (3)', { exact: true }).waitFor({ state: 'attached' });
    expect(await roles.getByRole('checkbox', { name: 'Graphic design' }).isChecked()).toBe(true);

    // Unticked again, the role leaves the address.
    await roles.getByRole('checkbox', { name: 'UX/UI design' }).uncheck();
    await page.waitForURL((url) => url.searchParams.getAll('roles').length === 2);
    expect(new URL(page.url()).searchParams.getAll('roles').sort()).toEqual([
      'backenddeveloper',
      'graphicdesign',
    ]);
  });

  it('applies a changed choice at once on /funding and /pricing, as on /jobs', async () => {
    await gotoAndCheck(page, '/funding');
    const search = page.getByRole('search', { name: 'Investors' });
    await search.getByLabel('Category').selectOption({ label: 'Venture capital' });
    await page.waitForURL((url) => url.searchParams.get('category') === 'vc');
    await search.getByLabel('Country').selectOption({ label: 'Denmark' });
    await page.waitForURL((url) => url.searchParams.get('country') === 'DK');
    expect(new URL(page.url()).searchParams.get('category')).toBe('vc');
    // The address changes when the navigation starts: read the cards once they show its answer, in
    // one read (the list is replaced as a whole, so cards read one by one can vanish under the test).
    await expect
      .poll(async () => {
        const cards = await page.locator('main article').allTextContents();
        return cards.length > 0 && cards.every((text) => text.includes('Denmark'));
      })
      .toBe(true);
    const categories = await page.locator('main article h3 + p').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Venture capital']));
    await checkCurrentPage(page);

    await gotoAndCheck(page, '/pricing');
    // The choice is the whole form: no button to press.
    expect(await page.getByRole('button', { name: 'Show prices' }).count()).toBe(0);
    await page.getByLabel('Show prices for').selectOption('SE');
    await page.waitForURL((url) => url.searchParams.get('country') === 'SE');
    await page.getByText('Prices for Sweden.', { exact: true }).waitFor();
    await checkCurrentPage(page);
  });
});

describe('search refinements without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false, viewport: MOBILE_VIEWPORT });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows a button that applies the filters on /jobs, /funding and /pricing; roles tick together', async () => {
    await gotoAndCheck(page, '/pricing');
    await page.getByLabel('Show prices for').selectOption('NO');
    await page.getByRole('button', { name: 'Show prices' }).click();
    await page.waitForURL((url) => url.searchParams.get('country') === 'NO');
    await page.getByText('Prices for Norway.', { exact: true }).waitFor();

    await gotoAndCheck(page, '/funding');
    const investors = page.getByRole('search', { name: 'Investors' });
    await investors.getByLabel('Category').selectOption({ label: 'Venture capital' });
    await investors.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'vc');

    await gotoAndCheck(page, '/jobs');
    await page.getByText('Filters', { exact: true }).click();
    const roles = page.getByRole('group', { name: 'Role' });
    await roles.getByRole('checkbox', { name: 'Marketing', exact: true }).check();
    await roles.getByRole('checkbox', { name: 'Sales', exact: true }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('roles').length === 2);
    expect(new URL(page.url()).searchParams.getAll('roles').sort()).toEqual(['marketing', 'sales']);
    expect(countOf(await textOf(page.locator('#jobs-count')))).toBe(
      await apiTotal(page, '?roles=marketing,sales'),
    );
    await checkCurrentPage(page);
  });
});

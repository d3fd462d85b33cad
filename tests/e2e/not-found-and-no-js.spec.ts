/**
 * The 404 page (status, texts, title, a working 'Back to home'), and the pages without JavaScript:
 * server rendering alone must give a visitor the search and the job page, and a signed-in person
 * the way to log out.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

describe('page not found', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('answers 404 with the not-found page, and Back to home works', async () => {
    await gotoAndCheck(page, '/nope', { status: 404 });
    expect(await page.title()).toMatch(/^Page not found\b/);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByText('This page could not be found').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('region', { name: 'Latest jobs' }).waitFor();
    await checkCurrentPage(page);
  });

  it('answers 404 for a job that does not exist', async () => {
    await gotoAndCheck(page, '/jobs/no-such-job', { status: 404 });
    expect(await page.title()).toMatch(/^Page not found\b/);
    expect(await page.getByText('This page could not be found').isVisible()).toBe(true);
  });
});

describe('without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('searches from the home page and opens a job page, all rendered on the server', async () => {
    await gotoAndCheck(page, '/');
    await page.getByRole('searchbox', { name: 'Job title, skill or startup' }).fill('designer');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/jobs'),
      page.getByRole('button', { name: 'Search jobs' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('designer');
    await checkCurrentPage(page);

    const link = page.locator('main article h3 a').first();
    const title = await textOf(link);
    await Promise.all([page.waitForURL((url) => /^\/jobs\/[^/]+$/.test(url.pathname)), link.click()]);
    await checkCurrentPage(page);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(title);
    expect(await page.locator('dt', { hasText: 'Location' }).isVisible()).toBe(true);
    expect(await page.locator('dt', { hasText: 'Views' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /^Apply/ }).isVisible()).toBe(true);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect((JSON.parse(jsonLd ?? '{}') as Record<string, unknown>)['@type']).toBe('JobPosting');
  });

  it('pages through the job list with plain links', async () => {
    await gotoAndCheck(page, '/jobs');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('page') === '2'),
      pagination.getByRole('link', { name: 'Next' }).click(),
    ]);
    expect(await textOf(pagination.locator('[aria-current="page"]'))).toBe('2');
    await checkCurrentPage(page);
  });

  it('logs out from the header with a plain form post, and lands on the front page logged out', async () => {
    await signUpByApi(page, { first: 'Nils', last: 'Noscript', email: uniqueEmail('logout-nojs') });
    await gotoAndCheck(page, '/jobs');
    const header = page.getByRole('banner');
    // The menu needs JavaScript, so its button stays disabled; Log out is a form of its own.
    expect(await header.getByRole('button', { name: 'User menu for Nils Noscript' }).isDisabled()).toBe(true);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      header.getByRole('button', { name: 'Log out' }).click(),
    ]);
    await header.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await header.getByRole('button', { name: /^User menu for/ }).count()).toBe(0);
    await checkCurrentPage(page);
    // Ended on the server, not only forgotten by this browser.
    expect((await page.request.get('/api/users/me')).status()).toBe(401);
  });
});

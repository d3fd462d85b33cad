/**
 * The home page as a logged-out visitor sees it (seeded demo data): header, latest jobs, startups,
 * footer; and that the page hydrates so a header link navigates without a full page load.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

describe('home page', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows the logged-out header with Scout marked new', async () => {
    await gotoAndCheck(page, '/');
    const header = page.getByRole('banner');
    const main = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Find jobs', 'Browse startups', 'Pricing', 'For startups']) {
      expect(await main.getByRole('link', { name, exact: true }).isVisible(), `header link ${name}`).toBe(
        true,
      );
    }
    // HEADHUNTER is seeded enabled, so Scout shows with its NEW badge.
    const scout = main.getByRole('link', { name: /^Scout/ });
    expect(await scout.isVisible()).toBe(true);
    expect((await textOf(scout)).replace(/\s+/g, ' ')).toMatch(/^Scout new$/i);
    expect(await scout.getAttribute('href')).toBe('/scout');
    for (const name of ['Sign up', 'Log in']) {
      expect(await header.getByRole('link', { name, exact: true }).isVisible(), `header link ${name}`).toBe(
        true,
      );
    }
  });

  it('shows the seeded latest jobs and startups hiring now', async () => {
    await gotoAndCheck(page, '/');
    expect(await page.title()).toMatch(/Nordhub/);
    const latest = page.getByRole('region', { name: 'Latest jobs' });
    const jobLinks = latest.locator('article h3 a');
    expect(await jobLinks.count()).toBe(3);
    for (const href of await jobLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/jobs\/[^/]+$/);
    }
    for (const title of await jobLinks.allInnerTexts()) expect(title.trim().length).toBeGreaterThan(2);

    const startups = page.getByRole('region', { name: 'Startups hiring now' });
    const cards = startups.locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    const firstCard = await textOf(cards.first());
    expect(firstCard).toMatch(/\d+ open jobs?/);
    expect(firstCard).not.toMatch(/^0 open jobs/m);
  });

  it('shows the footer columns, legal links and the mission text', async () => {
    await gotoAndCheck(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const column of ['For Candidates', 'For startups', 'Company', 'Explore']) {
      expect(await footer.getByRole('heading', { name: column, exact: true }).isVisible(), column).toBe(true);
    }
    expect(await footer.getByRole('link', { name: 'Terms', exact: true }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(await footer.getByRole('link', { name: 'Privacy', exact: true }).isVisible()).toBe(true);
    expect(
      await footer
        .getByText('connect global talents with career opportunities in Nordic startups')
        .isVisible(),
    ).toBe(true);
  });

  it('hydrates, then a header link navigates on the client without a full page load', async () => {
    await gotoAndCheck(page, '/');
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
        documentRequests.push(request.url());
      }
    });
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    await page.getByRole('heading', { level: 1, name: 'Startup jobs in the Nordics' }).waitFor();

    expect(documentRequests).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await checkCurrentPage(page);
  });
});

/**
 * Browsing startups: the list, then a hiring startup's page with its open jobs, then one of them.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

describe('startups', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('goes from the startup list to a startup page with its jobs, then to one of the jobs', async () => {
    await gotoAndCheck(page, '/startups');
    await page.getByRole('heading', { level: 1, name: 'Browse Nordic startups' }).waitFor();
    expect(await textOf(page.getByText(/^[\d,]+ startups$/))).toMatch(/^[1-9][\d,]* startups$/);

    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(1);
    // The first startup that is hiring: its card ends with 'N open jobs', N > 0.
    const hiring = cards.filter({ has: page.locator('p', { hasText: /^[1-9]\d* open jobs?$/ }) }).first();
    const openJobs = Number.parseInt(await textOf(hiring.locator('p').last()), 10);
    expect(openJobs).toBeGreaterThan(0);
    const link = hiring.locator('h3 a');
    const name = await textOf(link);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/startups\/[^/]+$/);

    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await checkCurrentPage(page);
    expect(await page.title()).toContain(name);

    const jobsSection = page.getByRole('region', { name: /^Open jobs/ });
    expect(await textOf(jobsSection.getByRole('heading', { level: 2 }))).toBe(`Open jobs (${openJobs})`);
    const jobLinks = jobsSection.locator('article h3 a');
    expect(await jobLinks.count()).toBe(openJobs);
    const cardCompanies = await jobsSection.locator('article p').allInnerTexts();
    expect(cardCompanies.map((company) => company.trim())).toEqual(Array(openJobs).fill(name));

    const jobTitle = await textOf(jobLinks.first());
    await jobLinks.first().click();
    await page.waitForURL((url) => /^\/jobs\/[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: jobTitle }).waitFor();
    await checkCurrentPage(page);
    const companyLink = page
      .locator('header')
      .filter({ has: page.locator('h1') })
      .getByRole('link');
    expect(await textOf(companyLink)).toBe(name);
    expect(await companyLink.getAttribute('href')).toBe(href);
  });
});

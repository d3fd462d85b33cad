/**
 * Issue 31, item 1: the e2e server listens on a free port (never 3000) and runs WITHOUT PUBLIC_URL
 * (tests/setup/e2e-global-setup.ts). Every address the product hands out follows the port it
 * listens on: the checkout redirect, "Link to your job", the JobPosting's `url` and `logo`, the
 * canonical link. Before the fix they all pointed to http://localhost:3000 ("This site can't be
 * reached").
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStartupByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { baseUrl, checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

async function publishFirstJob(page: Page, startupKey: string, title: string): Promise<string> {
  await gotoAndCheck(page, `/client/startups/${startupKey}/jobs/new`);
  await page.getByLabel('Job title', { exact: true }).fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill('## About the role\n\nYou will run our data platform with the team.\n\n- Python\n- dbt');
  await page.getByRole('checkbox', { name: 'Backend development' }).check();
  await page.getByLabel('City', { exact: true }).fill('Göteborg');
  await page.getByLabel('Country', { exact: true }).selectOption('SE');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Your job is live' }).waitFor();
  const id = /\/jobs\/([0-9a-f-]+)\/welcome/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`no job id in ${page.url()}`);
  return id;
}

describe('links follow the port the server listens on (no PUBLIC_URL)', () => {
  const session = useBrowserPage();

  it('runs on a port other than 3000', () => {
    expect(new URL(baseUrl()).port).not.toBe('3000');
  });

  it('a recruiter shares the job, its page describes it on this address, and a boost checkout completes', async () => {
    const page = session.page;
    await signUpByApi(page, { first: 'Ingrid', last: 'Berg', email: uniqueEmail('public-url') });
    const name = `Västkust Data ${Math.random().toString(36).slice(2, 6)}`;
    const { key } = await createStartupByApi(page, { name, countryCode: 'SE' });
    const jobId = await publishFirstJob(page, key, 'Data engineer');

    // "Your job is live": the link to share.
    expect(await page.getByLabel('Link to your job').inputValue()).toBe(`${baseUrl()}/jobs/${jobId}`);

    // The job page's structured data and canonical link.
    await gotoAndCheck(page, `/jobs/${jobId}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd
      .map(
        (text) =>
          JSON.parse(text) as { '@type'?: string; url?: string; hiringOrganization?: { logo?: string } },
      )
      .find((data) => data['@type'] === 'JobPosting');
    expect(posting?.url).toBe(`${baseUrl()}/jobs/${jobId}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl()}/jobs/${jobId}`,
    );
    if (posting?.hiringOrganization?.logo) {
      expect(posting.hiringOrganization.logo.startsWith(`${baseUrl()}/`)).toBe(true);
    }

    // The checkout redirects to the TEST MODE page on this server, and paying completes.
    await gotoAndCheck(page, `/api/jobs/${jobId}/checkout?product=boost&cancel_url=%2Fpricing`);
    expect(page.url()).toMatch(new RegExp(`^${baseUrl()}/payments/test-checkout/lcs_[0-9a-f]{40}$`));
    expect(await textOf(page.getByRole('main'))).toContain('TEST MODE');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === `/client/startups/${key}/boosted`);
    expect(page.url().startsWith(`${baseUrl()}/client/startups/${key}/boosted?`)).toBe(true);
    await checkCurrentPage(page);
  });
});

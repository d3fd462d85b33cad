/**
 * White-label feeds in Chromium (docs/product.md, Career pages and white-label feeds; ADR 030): a
 * startup's member creates a feed on the portal page, and its host (reached through
 * --host-resolver-rules) shows the feed's header and only the jobs its filter allows, each job page
 * with JobPosting on the feed host's URLs; a job outside the filter is the 404 page there. The
 * seeded feed's host sends / to its page. axe runs on every page.
 */
import { describe, expect, it } from 'vitest';
import { createStartupByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { baseUrl, checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

/** The same server on another host name (the resolver rules map it to 127.0.0.1). */
function onHost(host: string, path: string): string {
  return `http://${host}:${new URL(baseUrl()).port}${path}`;
}

describe('white-label feeds', () => {
  const session = useBrowserPage();

  it("a member creates a feed, and its host shows the feed's header and only its jobs", async () => {
    const { page } = session;
    const suffix = Date.now().toString(36);
    await signUpByApi(page, { first: 'Wilma', last: 'Label', email: uniqueEmail('white-label') });
    const { key } = await createStartupByApi(page, { name: `Campus Hub ${suffix}`, countryCode: 'DK' });

    await gotoAndCheck(page, `/client/startups/${key}/white-label-feeds`);
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'New feed' }) });
    const host = `jobs.campus-${suffix}.example`;
    await form.getByLabel('Host name').fill(host);
    await form.getByLabel('Name').fill('Campus Careers');
    await form.getByLabel('Description').fill('Startup jobs in Denmark for our students.');
    await form.getByRole('checkbox', { name: 'Denmark' }).check();
    await form.getByRole('button', { name: 'Create feed' }).click();
    await expect
      .poll(() => page.getByRole('status').allInnerTexts())
      .toContain(`The feed is live on ${host}.`);
    await checkCurrentPage(page);

    await gotoAndCheck(page, onHost(host, '/whiteLabelFeed'));
    await expect.poll(() => page.title()).toBe('Jobs | Campus Careers');
    expect(await textOf(page.getByTestId('white-label-name'))).toBe('Campus Careers');
    expect(await textOf(page.getByTestId('white-label-description'))).toBe(
      'Startup jobs in Denmark for our students.',
    );
    expect(await textOf(page.locator('footer'))).toBe('Powered by Nordhub');
    // Nothing of the marketplace's header.
    expect(await page.getByRole('link', { name: 'Browse startups' }).count()).toBe(0);
    const cards = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Denmark');

    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/whiteLabelFeed\/jobs\/[0-9a-f-]{36}$/);
    await checkCurrentPage(page);
    const jobUrl = page.url();
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; url: string };
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.url).toBe(jobUrl);
    expect(new URL(ld.url).host).toBe(new URL(onHost(host, '/')).host);

    // A Swedish job is not this feed's: the 404 page, under the feed's header.
    const swedish = await page.request.get(`${baseUrl()}/api/v2/jobs?countryCode=SE`);
    const { jobs } = (await swedish.json()) as { jobs: { docs: { id: string }[] } };
    const other = jobs.docs[0]?.id;
    expect(other).toBeDefined();
    await gotoAndCheck(page, onHost(host, `/whiteLabelFeed/jobs/${other}`), { status: 404 });
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Page not found');
    expect(await textOf(page.getByTestId('white-label-name'))).toBe('Campus Careers');
  });

  it("sends the seeded feed host's front page to its jobs, under its header", async () => {
    const { page } = session;
    await gotoAndCheck(page, onHost('jobs.green-nordics.localhost', '/'));
    expect(new URL(page.url()).pathname).toBe('/whiteLabelFeed');
    expect(await textOf(page.getByTestId('white-label-name'))).toBe('Green Nordic Jobs');
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(
      '/whiteLabelFeed/feed.rss',
    );
  });
});

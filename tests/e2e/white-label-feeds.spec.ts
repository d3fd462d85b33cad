/**
 * White-label feeds in Chromium (docs/product.md, Career pages and white-label feeds; ADR 030): a
 * startup's member creates a feed on the portal page (then served on its host name); the seeded
 * feeds' hosts (reached through --host-resolver-rules) send / to the feed's page, which shows the
 * feed's header and only the jobs its filter allows, each job page with JobPosting on the feed
 * host's URLs; a job outside the filter is the 404 page there, under the feed's header. axe runs on
 * every page.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createStartupByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { baseUrl, checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

const GREEN_HOST = 'jobs.green-nordics.localhost';
const OSLO_HOST = 'jobs.oslo-tech.localhost';

/** The same server on another host name (the resolver rules map it to 127.0.0.1). */
function onHost(host: string, path: string): string {
  return `http://${host}:${new URL(baseUrl()).port}${path}`;
}

/**
 * A page asked of the server under a Host header, as a browser on that host name would. For a host
 * Chromium does not reach over plain HTTP without warnings (a new feed's `.example` name).
 */
function getWithHost(host: string, path: string): Promise<{ status: number; body: string }> {
  const server = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const request = http.get(
      { hostname: server.hostname, port: server.port, path, headers: { host: `${host}:${server.port}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

describe('white-label feeds', () => {
  const session = useBrowserPage();

  it('a member creates a feed on the portal page, and its host serves it', async () => {
    const { page } = session;
    const suffix = Date.now().toString(36);
    await signUpByApi(page, { first: 'Wilma', last: 'Label', email: uniqueEmail('white-label') });
    const { key } = await createStartupByApi(page, { name: `Campus Hub ${suffix}`, countryCode: 'DK' });

    await gotoAndCheck(page, `/client/startups/${key}/white-label-feeds`);
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'New feed' }) });
    const host = `jobs.campus-${suffix}.example`;
    await form.getByLabel('Host name', { exact: true }).fill(host);
    await form.getByLabel('Name', { exact: true }).fill('Campus Careers');
    await form.getByLabel('Description', { exact: true }).fill('Startup jobs in Denmark for our students.');
    await form.getByRole('checkbox', { name: 'Denmark' }).check();
    await form.getByRole('button', { name: 'Create feed' }).click();
    await expect
      .poll(() => page.getByRole('status').allInnerTexts())
      .toContain(`The feed is live on ${host}.`);
    await checkCurrentPage(page);
    // The feed is a section of its own now, its form filled with what was saved.
    const saved = page.locator('section', { has: page.getByRole('heading', { name: 'Campus Careers' }) });
    expect(await saved.getByLabel('Host name', { exact: true }).inputValue()).toBe(host);
    expect(await saved.getByRole('checkbox', { name: 'Denmark' }).isChecked()).toBe(true);

    const served = await getWithHost(host, '/whiteLabelFeed');
    expect(served.status).toBe(200);
    expect(served.body).toContain('<title>Jobs | Campus Careers</title>');
    expect(served.body).toContain('Startup jobs in Denmark for our students.');
  });

  it("a feed's host shows its header and only its jobs, each with JobPosting on the host's URLs", async () => {
    const { page } = session;
    await gotoAndCheck(page, onHost(GREEN_HOST, '/'));
    expect(new URL(page.url()).pathname).toBe('/whiteLabelFeed');
    expect(await page.title()).toBe('Jobs | Green Nordic Jobs');
    expect(await textOf(page.getByTestId('white-label-name'))).toBe('Green Nordic Jobs');
    expect(await textOf(page.locator('footer'))).toBe('Powered by Nordhub');
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(
      '/whiteLabelFeed/feed.rss',
    );
    // Nothing of the marketplace's header.
    expect(await page.getByRole('link', { name: 'Browse startups' }).count()).toBe(0);

    await gotoAndCheck(page, onHost(OSLO_HOST, '/whiteLabelFeed'));
    const cards = page.getByRole('list', { name: 'Jobs' }).locator(':scope > li');
    expect(await cards.count()).toBeGreaterThan(0);
    // The feed's country: Norway, or a Norwegian startup's remote job (shown as 'Remote').
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Norway|Remote/);
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/whiteLabelFeed\/jobs\/[0-9a-f-]{36}$/);
    await checkCurrentPage(page);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as {
      '@type': string;
      url: string;
    };
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.url).toBe(page.url());
    expect(new URL(ld.url).hostname).toBe(OSLO_HOST);

    // A Swedish job is not the Norwegian feed's: the 404 page, under the feed's header.
    const swedish = await page.request.get(`${baseUrl()}/api/v2/jobs?countryCode=SE`);
    const { jobs } = (await swedish.json()) as { jobs: { docs: { id: string }[] } };
    const other = jobs.docs[0]?.id;
    expect(other).toBeDefined();
    await gotoAndCheck(page, onHost(OSLO_HOST, `/whiteLabelFeed/jobs/${other}`), { status: 404 });
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Page not found');
    expect(await textOf(page.getByTestId('white-label-name'))).toBe('Oslo Tech Careers');
  });
});

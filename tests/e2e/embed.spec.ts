/**
 * The embeddable pages in a real browser (ADR 030, widget): another site (a small server on another
 * port: another origin) frames a startup's job-list widget with the snippet of /startups/career-page;
 * the widget shows the startup's jobs and the iframe takes the height the widget reports, again when
 * its width changes. The same site cannot frame /jobs (frame-ancestors 'none'), nor the widget of a
 * startup that lists only its own sites.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

type PublicJobs = { jobs: { docs: { title: string; company: { key: string } }[] } };

/** A startup with several live jobs whose widget any site may frame, and one that lists its own sites. */
async function pickStartups(): Promise<{ open: string; listed: string | null }> {
  const response = await fetch(`${baseUrl()}/api/v2/jobs`);
  const { jobs } = (await response.json()) as PublicJobs;
  const counts = new Map<string, number>();
  for (const job of jobs.docs) counts.set(job.company.key, (counts.get(job.company.key) ?? 0) + 1);
  const keys = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  let open: string | null = null;
  let listed: string | null = null;
  for (const key of keys) {
    const widget = await fetch(`${baseUrl()}/startups/joblistwidget/${key}`);
    const ancestors = /frame-ancestors ([^;]+)/.exec(
      widget.headers.get('content-security-policy') ?? '',
    )?.[1];
    if (ancestors === '*') open ??= key;
    else if (ancestors?.startsWith('https://')) listed ??= key;
    if (open && listed) break;
  }
  if (!open) throw new Error('no seeded startup whose widget any site may frame');
  return { open, listed };
}

function hostPage(widgetSrc: string, blockedSrc: string, scriptSrc: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our careers</title></head>
<body style="margin:0;font-family:sans-serif"><h1>Work with us</h1>
<iframe id="widget" src="${widgetSrc}" title="Our open jobs" data-nordhub-embed
  style="width: 100%; height: 40px; border: 0"></iframe>
<iframe id="blocked" src="${blockedSrc}" title="Not framable" style="width: 100%; height: 200px"></iframe>
<script src="${scriptSrc}" async></script>
</body></html>`;
}

describe('the job-list widget framed by another site', () => {
  const session = useBrowserPage();
  let server: http.Server;
  let hostOrigin = '';
  let pages: Record<string, string> = {};
  let startups: { open: string; listed: string | null };

  beforeAll(async () => {
    startups = await pickStartups();
    server = http.createServer((request, response) => {
      const body = pages[request.url ?? ''];
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body ?? 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(hostOrigin).not.toBe(baseUrl());
    pages = {
      '/open': hostPage(
        `${baseUrl()}/startups/joblistwidget/${startups.open}`,
        `${baseUrl()}/jobs`,
        `${baseUrl()}/embed/nordhub-embed.js`,
      ),
      ...(startups.listed
        ? {
            '/listed': hostPage(
              `${baseUrl()}/startups/joblistwidget/${startups.listed}`,
              `${baseUrl()}/external/featuredjobs`,
              `${baseUrl()}/embed/nordhub-embed.js`,
            ),
          }
        : {}),
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  async function frameOf(page: Page, id: string): Promise<Frame> {
    const frame = await (await page.locator(`#${id}`).elementHandle())?.contentFrame();
    if (!frame) throw new Error(`#${id} has no frame`);
    return frame;
  }

  const heightOf = (page: Page, id: string) =>
    page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().height);

  it('shows the startup’s jobs, sizes itself, and /jobs refuses to be framed', async () => {
    const page = session.page;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${hostOrigin}/open`);
    const widget = await frameOf(page, 'widget');
    await widget.getByRole('heading', { level: 1, name: /^Jobs at / }).waitFor();
    const cards = widget.getByTestId('embed-jobs').getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await textOf(widget.getByText('Powered by'))).toContain('Nordhub');
    // Each job links to its page on our site, in a new tab.
    const link = cards.first().getByRole('link');
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${baseUrl()}/jobs/[0-9a-f-]{36}$`));
    expect(await link.getAttribute('target')).toBe('_blank');

    // The iframe grows from 40px to the height the widget reports.
    await expect.poll(() => heightOf(page, 'widget'), { timeout: 10_000 }).toBeGreaterThan(100);
    const reported = await widget
      .locator('#embed-root')
      .evaluate((root) => root.getBoundingClientRect().height);
    expect(Math.abs((await heightOf(page, 'widget')) - Math.ceil(reported))).toBeLessThanOrEqual(1);

    // Narrower, the cards wrap: the widget reports a new height and the iframe follows.
    const wide = await heightOf(page, 'widget');
    await page.locator('#widget').evaluate((element) => {
      (element as HTMLElement).style.width = '220px';
    });
    await expect.poll(() => heightOf(page, 'widget'), { timeout: 10_000 }).toBeGreaterThan(wide);

    // /jobs refuses to be framed: its document never loads in the frame.
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const blocked = await frameOf(page, 'blocked');
    expect(blocked.url()).not.toBe(`${baseUrl()}/jobs`);
    // Chromium shows its own error page there: none of our page (its #main) is in it.
    expect(await blocked.locator('#main').count()).toBe(0);
  });

  it('a startup that lists its own sites cannot be framed by another one; the featured jobs can', async () => {
    if (!startups.listed) throw new Error('the seed has no startup with listed widget origins');
    const page = session.page;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${hostOrigin}/listed`);
    const featured = await frameOf(page, 'blocked');
    await featured.getByRole('heading', { level: 1, name: 'Featured startup jobs' }).waitFor();
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const widget = await frameOf(page, 'widget');
    expect(await widget.locator('#main').count()).toBe(0);
  });

  it('the widget page itself is accessible and runs without CSP violations', async () => {
    await gotoAndCheck(session.page, `/startups/joblistwidget/${startups.open}`);
    await gotoAndCheck(session.page, '/external/featuredjobs');
  });

  it('/startups/career-page explains both and gives the snippets', async () => {
    const page = session.page;
    await gotoAndCheck(page, '/startups/career-page');
    const widgetSnippet = await page
      .getByLabel(/^Snippet for /)
      .first()
      .inputValue();
    expect(widgetSnippet).toContain(`${baseUrl()}/startups/joblistwidget/`);
    expect(widgetSnippet).toContain(`${baseUrl()}/embed/nordhub-embed.js`);
    expect(await page.getByLabel('Snippet for the featured jobs').inputValue()).toContain(
      `${baseUrl()}/external/featuredjobs`,
    );
  });
});

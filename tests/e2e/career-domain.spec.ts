/**
 * A startup's career pages on its own domain (docs/product.md, Platforms and hosts; ADR 030), in
 * Chromium reaching other host names through --host-resolver-rules: a member saves the domain in
 * the startup settings, reads the CNAME and TXT records to add, adds the TXT record to the local
 * test DNS (TEST MODE) and verifies it; then the domain shows that startup's jobs only, filtered by
 * role, each with JobPosting data on that host, and a visitor without an account applies there.
 * Another startup's job id is the 404 page on it.
 */
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../helpers/pdf-fixtures.ts';
import { newStartupByApi, publishJobByApi } from './accounts.ts';
import {
  baseUrl,
  checkCurrentPage,
  expectNoAxeViolations,
  expectNoPageProblems,
  gotoAndCheck,
  useBrowserPage,
} from './fixtures.ts';

describe('career domain', () => {
  const session = useBrowserPage();

  it("is verified in the settings, then shows only its startup's jobs and takes applications", async () => {
    const page = session.page;
    const suffix = Math.random().toString(36).slice(2, 8);
    const startup = await newStartupByApi(page, {
      first: 'Cara',
      last: 'Careers',
      label: 'career',
      namePrefix: 'Karriärbolaget',
    });
    const designer = await publishJobByApi(page, startup.key, {
      title: `Career site designer ${suffix}`,
      roles: ['design'],
    });
    const domain = `jobs-${suffix}.example`;
    const publicUrl = new URL(baseUrl());

    await gotoAndCheck(page, `/client/startups/${startup.key}/settings`);
    await page.getByRole('textbox', { name: 'Career domain' }).fill(domain);
    await page.getByRole('button', { name: 'Save career domain' }).click();
    await page.getByText('Career domain saved: add the DNS records below, then verify it.').waitFor();
    await page
      .getByText(`Not verified yet: ${domain} shows nothing of your startup until it is verified.`)
      .waitFor();
    // The CNAME names the real public host; the TXT record sits beside the domain.
    const cname = page.locator('dd').filter({ hasText: 'pointing to' });
    expect(await cname.innerText()).toBe(`${domain} pointing to ${publicUrl.hostname}`);
    const txt = page.locator('dd').filter({ hasText: 'with the value' });
    expect(await txt.innerText()).toMatch(
      new RegExp(
        `^_nordhub-verify\\.${domain.replace('.', '\\.')} with the value nordhub-verify=[0-9a-f]{32}$`,
      ),
    );

    await page.getByRole('button', { name: 'Verify domain' }).click();
    await page.getByText('We could not find the TXT record yet', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'TEST MODE: add the TXT record to the local test DNS' }).click();
    await page
      .getByText('TEST MODE: the TXT record is in the local test DNS. Now verify the domain.')
      .waitFor();
    await page.getByRole('button', { name: 'Verify domain' }).click();
    await page.getByText('Career domain verified: your career page is live.').waitFor();
    await expectNoAxeViolations(page);
    // The first verification was refused (422), which Chromium logs.
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 422, path: `/client/startups/${startup.key}/settings.data` }],
    });

    // The career domain: its front door is its career page, in the careers layout.
    const origin = `http://${domain}:${publicUrl.port}`;
    await gotoAndCheck(page, `${origin}/`);
    expect(new URL(page.url()).pathname).toBe('/careers');
    await page.getByRole('heading', { level: 1, name: `Jobs at ${startup.name}` }).waitFor();
    expect(await page.title()).toBe(`Jobs at ${startup.name} | ${startup.name}`);
    const poweredBy = page.getByRole('link', { name: 'Nordhub' });
    expect(await poweredBy.getAttribute('href')).toBe(publicUrl.origin);
    const titles = page.locator('main article h3');
    expect(await titles.allInnerTexts()).toEqual([`Career site designer ${suffix}`]);
    await checkCurrentPage(page);

    await page.getByRole('link', { name: `Career site designer ${suffix}` }).click();
    await page.waitForURL(`${origin}/careers/jobs/${designer.id}`);
    await page.getByRole('heading', { level: 1, name: `Career site designer ${suffix}` }).waitFor();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', url: `${origin}/careers/jobs/${designer.id}` });
    await checkCurrentPage(page);

    // Applying without an account.
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL(`${origin}/careers/jobs/${designer.id}/apply`);
    await page.getByLabel('Name').fill('Vera Visitor');
    await page.getByLabel('Email').fill(`vera-${suffix}@example.test`);
    await page.getByLabel('Your CV (PDF, at most 5 MB)').setInputFiles({
      name: 'vera-cv.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf(),
    });
    await page.getByLabel('Cover note (optional)').fill('I would love to design your career pages.');
    await checkCurrentPage(page);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your application is sent' }).waitFor();
    await page
      .getByText(`Thank you: ${startup.name} has your application for Career site designer ${suffix}.`)
      .waitFor();
    await checkCurrentPage(page);

    // Another startup's job is not on this domain, whatever the address.
    const others = await page.request.get(`${baseUrl()}/api/jobs?perPage=20`);
    const { jobs } = (await others.json()) as {
      jobs: { id: string; title: string; company: { key: string } }[];
    };
    const other = jobs.find((job) => job.company.key !== startup.key);
    if (!other) throw new Error('the seed has no live jobs');
    await gotoAndCheck(page, `${origin}/careers/jobs/${other.id}`, { status: 404 });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.content()).not.toContain(other.title);
    await gotoAndCheck(page, `${origin}/jobs/${other.id}`, { status: 404 });
    expect(await page.content()).not.toContain(other.title);
  });

  it("the seeded Kodkraft career domain lists Kodkraft's jobs only", async () => {
    const page = session.page;
    const port = new URL(baseUrl()).port;
    await gotoAndCheck(page, `http://careers.kodkraft.localhost:${port}/careers`);
    await page.getByRole('heading', { level: 1, name: 'Jobs at Kodkraft' }).waitFor();
    const cards = page.locator('main article');
    const all = await cards.count();
    expect(all).toBeGreaterThan(0);
    expect(new Set(await page.locator('main article p').allInnerTexts())).toEqual(new Set(['Kodkraft']));
    // Filtered by its first role: fewer or as many jobs, all Kodkraft's.
    const role = page.getByLabel('Role');
    const firstRole = await role.locator('option').nth(1).getAttribute('value');
    if (!firstRole) throw new Error('no role to filter by');
    await role.selectOption(firstRole);
    await page.getByRole('button', { name: 'Show jobs' }).click();
    await page.waitForURL((url) => url.searchParams.get('role') === firstRole);
    await checkCurrentPage(page);
    const filtered = await cards.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThanOrEqual(all);
    expect(new Set(await page.locator('main article p').allInnerTexts())).toEqual(new Set(['Kodkraft']));
  });
});

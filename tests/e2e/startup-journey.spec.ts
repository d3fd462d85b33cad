/**
 * Issue 8's whole journey, as a founder does it in Chromium, with mail over real SMTP and the
 * payment confirmed by the test provider's signed webhook: sign up → "I'm a startup" → create the
 * startup → upload a logo (a renamed HTML file is refused with a clear message) → publish → post a
 * job with a salary range and publish it (free) → it is in /jobs → a second job hits the free limit
 * → max-posted → checkout in TEST MODE → webhook → the job is live and the plan runs 12 months (and
 * a receipt with the VAT line arrives) → boost another job → it is featured above the search results and first in the
 * featured list → the boost report shows its day. axe runs on every page.
 */
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { signUpInBrowser, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

const RENAMED_HTML = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
};

async function logoPng() {
  const pixels = crypto.randomBytes(256 * 256 * 3);
  const buffer = await sharp(pixels, { raw: { width: 256, height: 256, channels: 3 } })
    .png()
    .toBuffer();
  return { name: 'logo.png', mimeType: 'image/png', buffer };
}

async function signUpAsStartup(page: Page, email: string): Promise<void> {
  await signUpInBrowser(page, { first: 'Sofie', last: 'Lund', email });
  const modal = page.getByRole('dialog');
  await modal.getByRole('link', { name: /^I'm a startup/ }).click();
  await page.waitForURL((url) => url.pathname === '/client/startups/new');
}

async function postJob(page: Page, base: string, title: string): Promise<void> {
  await gotoAndCheck(page, `${base}/jobs/new`);
  await page.getByLabel('Job title', { exact: true }).fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill('You will build our scheduling engine with a small team in Copenhagen.');
  await page.getByRole('checkbox', { name: 'Backend development' }).check();
  await page.getByLabel('City', { exact: true }).fill('Copenhagen');
  await page.getByLabel('Country', { exact: true }).selectOption('DK');
  await page.getByRole('radio', { name: 'Salary range' }).check();
  await page.getByLabel('Lowest salary', { exact: true }).fill('48000');
  await page.getByLabel('Highest salary', { exact: true }).fill('58000');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
}

/** Pays on the test provider's checkout page (the signed webhook confirms), landing on `landing`. */
async function payInTestMode(page: Page, landing: (url: URL) => boolean): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/payments/test-checkout/'));
  await page.getByRole('main').getByText('TEST MODE').first().waitFor();
  await checkCurrentPage(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(landing);
}

/** Retries a read until it holds: public lists may be served from memory for a few seconds. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never became true: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('a startup from sign-up to a boosted job', () => {
  const session = useBrowserPage();

  it('signs up, publishes, posts for free, pays for the plan, boosts, and reads the boost report', async () => {
    const { page } = session;
    const email = uniqueEmail('journey');
    await signUpAsStartup(page, email);

    // The startup, and its welcome page.
    const name = `Kvarterly ${crypto.randomBytes(3).toString('hex')}`;
    const key = name.toLowerCase().replace(' ', '-');
    const base = `/client/startups/${key}`;
    await page.getByLabel('Startup name').fill(name);
    await page.getByLabel('Country').selectOption('DK');
    await page.getByRole('button', { name: 'Create startup' }).click();
    await page.waitForURL((url) => url.pathname === `/startups/${key}/welcome`);
    await checkCurrentPage(page);

    // The logo: a renamed HTML file is refused by content; a real PNG is taken.
    await gotoAndCheck(page, `${base}/edit`);
    const logo = page.getByLabel('Logo', { exact: true });
    await logo.setInputFiles(RENAMED_HTML);
    await page.getByRole('alert').filter({ hasText: 'Please upload a PNG, JPEG or WebP image' }).waitFor();
    expectNoPageProblems(page, { expectedFailures: [{ status: 415, path: '/api/upload/logo' }] });
    await logo.setInputFiles(await logoPng());
    await page.getByRole('img', { name: `${name} logo` }).waitFor();
    await page.getByLabel('What we do').fill('Kvarterly plans shifts for Nordic restaurants.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published', { exact: true }).first().waitFor();

    // The first job is free: live at once, and in the job search.
    await postJob(page, base, 'Backend developer');
    await page.getByRole('heading', { level: 1, name: 'Your job is live' }).waitFor();
    await checkCurrentPage(page);
    await eventually(async () => {
      const found = await page.request.get(`/api/jobs?q=${encodeURIComponent(name)}`);
      return ((await found.json()) as { jobs: { title: string }[] }).jobs.some(
        (j) => j.title === 'Backend developer',
      );
    }, 'the free job is in search');

    // The second job hits the free limit; the plan is bought in TEST MODE and confirmed by webhook.
    await postJob(page, base, 'Platform engineer');
    await page.getByRole('heading', { level: 1, name: 'Your free job slot is taken' }).waitFor();
    await checkCurrentPage(page);
    await page.getByRole('link', { name: 'Get the Startup plan' }).click();
    await payInTestMode(page, (url) => /^\/jobs\/[0-9a-f-]+\/welcome$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Your job is live' }).waitFor();
    expect(await textOf(page.getByRole('main'))).toContain('Platform engineer');

    const receipt = await waitForMail({ to: email, subject: 'Your Nordhub receipt: Startup plan' });
    expect(receipt.text).toContain('599 DKK');
    expect(receipt.text).toContain('VAT 25% included: 119.80 DKK');

    await gotoAndCheck(page, base);
    const inAYear = new Date(Date.now() + 365 * 86_400_000);
    const planText = await textOf(page.getByText(/^Plan: /));
    expect(planText).toMatch(/^Plan: Startup plan, unlimited live jobs until \d{1,2} \w{3} \d{4}\.$/);
    expect(planText).toContain(String(inAYear.getUTCFullYear()));

    // A third job goes live on the plan; boosting it features it above the search results and first among featured jobs.
    await postJob(page, base, 'Data engineer');
    await page.getByRole('heading', { level: 1, name: 'Your job is live' }).waitFor();
    const boostedId = /\/jobs\/([0-9a-f-]+)\/welcome/.exec(new URL(page.url()).pathname)?.[1] as string;
    await gotoAndCheck(page, `${base}/jobs/${boostedId}`);
    await page.getByRole('link', { name: 'Boost this job' }).click();
    await page.waitForURL((url) => url.pathname === `${base}/jobs/${boostedId}/boost`);
    await checkCurrentPage(page);
    await page.getByRole('main').getByRole('link', { name: 'Boost this job' }).click();
    await payInTestMode(page, (url) => url.pathname === `${base}/boosted`);
    await page.getByRole('heading', { level: 1, name: 'Your job is boosted' }).waitFor();
    await checkCurrentPage(page);

    // In the featured strip above the results of a search it matches (the results keep their order).
    await eventually(async () => {
      await page.goto(`/jobs?q=${encodeURIComponent(name)}`);
      const strip = page.getByRole('region', { name: 'Featured jobs' });
      return (await strip.getByRole('link', { name: 'Data engineer', exact: true }).count()) === 1;
    }, 'the boosted job is featured above the search results');
    await checkCurrentPage(page);
    await eventually(async () => {
      const featured = await page.request.get('/api/jobs/featured');
      return (
        ((await featured.json()) as { featuredJobs: { id: string }[] }).featuredJobs[0]?.id === boostedId
      );
    }, 'the boosted job is first among the featured jobs');

    // The boost report counts today as a boosted day.
    await gotoAndCheck(page, `${base}/jobs/${boostedId}`);
    const boostedRow = page.getByRole('row', { name: /^Boosted / });
    expect(Number((await textOf(boostedRow.getByRole('cell').first())).trim())).toBeGreaterThanOrEqual(1);
    const today = formatUtcDate(new Date());
    await page.getByText('Numbers per day').click();
    expect(await textOf(page.getByRole('row', { name: new RegExp(`^${today} `) }))).toContain('Yes');
  });
});

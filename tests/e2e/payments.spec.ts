/**
 * Checkout and pricing in the browser, on the production server with the local test provider:
 * the TEST MODE page (axe-clean) shows the product, amount and VAT line; Pay works without
 * JavaScript, confirms through the signed webhook and lands on the success page, with the receipt
 * delivered over SMTP; Cancel ends the checkout and goes back; `/pricing` shows the selected
 * startup's currency, and otherwise the visitor's (the default DK without a proxy header).
 * The demo recruiter boosts one of Kodkraft's (Swedish) live jobs: a boost only adds 30 days to
 * that job, so the other journeys' data stays as it was.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

const PASSWORD = 'Nordhub-demo-2026!';
const RECRUITER = 'recruiter@nordhub.test';
const SWEDISH_STARTUP = 'kodkraft';
const DANISH_STARTUP = 'mosegaard-analytics';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
/** Sessions made in this file, reused while they work: sign-in is rate limited per address. */
const sessions = new Map<string, Cookies>();

async function useSessionOf(page: Page, email: string, startupKey: string): Promise<void> {
  await page.context().clearCookies();
  const known = sessions.get(email);
  if (known) await page.context().addCookies(known);
  if (!known || !(await page.request.get('/api/users/me')).ok()) {
    await page.context().clearCookies();
    const response = await page.request.post('/api/users/sign-in', { data: { email, password: PASSWORD } });
    expect(response.status(), await response.text()).toBe(200);
    sessions.set(email, await page.context().cookies());
  }
  const selected = await page.request.post('/api/users/select-profile', {
    data: { profile: `company:${startupKey}`, save: false },
  });
  expect(selected.status(), await selected.text()).toBe(200);
}

/** A live job of the startup, from its public page. */
async function liveJobOf(page: Page, startupKey: string): Promise<string> {
  const response = await page.request.get(`/startups/${startupKey}`);
  expect(response.status()).toBe(200);
  const match = /href="\/jobs\/([0-9a-f-]{36})"/.exec(await response.text());
  if (!match?.[1]) throw new Error(`no live job on /startups/${startupKey}`);
  return match[1];
}

type PaymentStatus = { status: string; productKey: string; boostEndsAt: string | null; jobId: string | null };

async function paymentOf(page: Page, startupKey: string, paymentId: string): Promise<PaymentStatus> {
  const response = await page.request.get(`/api/companies/${startupKey}/payments/${paymentId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PaymentStatus;
}

describe('checkout in TEST MODE, without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });

  it('shows product, amount and VAT, and Pay confirms through the webhook and lands on the success page', async () => {
    const page = session.page;
    await useSessionOf(page, RECRUITER, SWEDISH_STARTUP);
    const jobId = await liveJobOf(page, SWEDISH_STARTUP);

    // The portal's boost link: the checkout answers 303 to the provider's (here: our TEST MODE) page.
    await gotoAndCheck(page, `/api/jobs/${jobId}/checkout?product=boost&cancel_url=%2Fpricing`);
    expect(page.url()).toMatch(/\/payments\/test-checkout\/lcs_[0-9a-f]{40}$/);
    const main = page.getByRole('main');
    expect(await textOf(main)).toContain('TEST MODE');
    expect(await textOf(main.getByRole('heading', { level: 2 }))).toBe('Job boost');
    expect(await textOf(page.getByTestId('checkout-amount'))).toBe('849 SEK');
    expect(await textOf(main)).toContain('VAT 25% included: 169.80 SEK');

    await page.getByRole('button', { name: 'Pay 849 SEK' }).click();
    await page.waitForURL(/\/client\/startups\/kodkraft\/boosted\?/);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('job')).toBe(jobId);
    const paymentId = landed.searchParams.get('payment') ?? '';
    const payment = await paymentOf(page, SWEDISH_STARTUP, paymentId);
    expect(payment).toMatchObject({ status: 'PAID', productKey: 'BOOST', jobId });
    expect(Date.parse(payment.boostEndsAt ?? '')).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const receipt = await waitForMail({ to: RECRUITER, subject: 'Your Nordhub receipt: Job boost' });
    expect(receipt.text).toContain('Amount paid: 849 SEK');
    expect(receipt.text).toContain('VAT 25% included: 169.80 SEK');
    expect(receipt.text).toContain(`Payment reference: ${paymentId}`);

    // Back on the spent checkout page: it says so, and paying again changes nothing.
    await page.goBack();
    await page.reload();
    expect(await textOf(page.getByRole('main'))).toContain('This checkout is paid.');
  });
});

describe('checkout and pricing with JavaScript', () => {
  const session = useBrowserPage();

  it('Cancel ends the test checkout and goes back to the cancel address', async () => {
    const page = session.page;
    await useSessionOf(page, RECRUITER, SWEDISH_STARTUP);
    const jobId = await liveJobOf(page, SWEDISH_STARTUP);
    await gotoAndCheck(page, `/api/jobs/${jobId}/checkout?product=boost&cancel_url=%2Fpricing`);
    const checkoutUrl = page.url();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/pricing$/);
    await checkCurrentPage(page);
    await gotoAndCheck(page, new URL(checkoutUrl).pathname);
    expect(await textOf(page.getByRole('main'))).toContain('This checkout has ended.');
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
  });

  it('/pricing shows DKK for a Danish startup member and SEK for a Swedish one', async () => {
    const page = session.page;
    await useSessionOf(page, RECRUITER, DANISH_STARTUP);
    await gotoAndCheck(page, '/pricing');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Pricing');
    expect(await textOf(page.getByTestId('pricing-source'))).toMatch(/^Prices for Denmark, the country of /);
    const plan = page.getByRole('region', { name: 'Startup plan' });
    expect(await textOf(plan)).toContain('599 DKK');
    expect(await textOf(plan)).toContain('Unlimited active jobs for 12 months');
    await plan.getByText('Prices include VAT').click();
    expect(await textOf(plan)).toContain('VAT 25% included: 119.80 DKK');
    expect(await textOf(page.getByRole('region', { name: 'Boost' }))).toContain('599 DKK');
    expect(await textOf(page.getByRole('region', { name: 'Free' }))).toContain('1 active job at a time');

    await useSessionOf(page, RECRUITER, SWEDISH_STARTUP);
    await gotoAndCheck(page, '/pricing');
    expect(await textOf(page.getByRole('region', { name: 'Startup plan' }))).toContain('849 SEK');
  });

  it('/pricing shows the default country (DK) to a visitor, and the country they pick', async () => {
    const page = session.page;
    await page.context().clearCookies();
    await gotoAndCheck(page, '/pricing');
    expect(await textOf(page.getByTestId('pricing-source'))).toBe(
      'Prices for Denmark. Pick your country to see yours.',
    );
    expect(await textOf(page.getByRole('region', { name: 'Startup plan' }))).toContain('599 DKK');
    // The country applies as it is chosen (the button is there only without JavaScript).
    await page.getByLabel('Show prices for').selectOption('IS');
    await page.waitForURL(/\/pricing\?country=IS$/);
    await checkCurrentPage(page);
    expect(await textOf(page.getByRole('region', { name: 'Startup plan' }))).toContain('11,500 ISK');
    expect(await textOf(page.getByTestId('pricing-source'))).toBe('Prices for Iceland.');
  });
});

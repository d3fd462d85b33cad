/**
 * The back office's Payments and Products and prices in the browser (issue 32, acceptance), on the
 * production server (page cache on) with the local test provider:
 * - the admin switches HEADHUNTER off in /admin/products → for a visitor in another browser the
 *   Scout link is gone from the header (the page cache had the page with it) and /scout answers 404;
 *   switched on again at the end, so the other journeys keep Scout;
 * - a startup member buys a boost through the TEST MODE checkout, the admin refunds it in
 *   /admin/payments (an amount above what is left is refused beside the field first) → the payment
 *   shows "refunded" and the member's job page no longer shows the job boosted.
 * The buyer is a fresh founder with a fresh startup and job, so the demo data and the demo
 * recruiter's receipts stay as the other journeys expect them.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStartupByApi, DEMO_PASSWORD, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

const ADMIN = 'admin@nordhub.test';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
/** Sessions made in this file, reused while they work: sign-in is rate limited per address. */
const sessions = new Map<string, Cookies>();

/** Signs in as `email` (a demo account unless its session is known), reusing its session while it works. */
async function useSessionOf(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  const known = sessions.get(email);
  if (known) await page.context().addCookies(known);
  if (!known || !(await page.request.get('/api/users/me')).ok()) {
    await page.context().clearCookies();
    const response = await page.request.post('/api/users/sign-in', {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(response.status(), await response.text()).toBe(200);
    sessions.set(email, await page.context().cookies());
  }
}

function scoutLinks(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Scout/ });
}

async function setScout(page: Page, isEnabled: boolean): Promise<void> {
  const response = await page.request.put('/api/admin/products/HEADHUNTER', { data: { isEnabled } });
  expect(response.status(), await response.text()).toBe(200);
}

describe('the admin switches Scout (HEADHUNTER) off and on', () => {
  const admin = useBrowserPage();
  const visitor = useBrowserPage({ javaScriptEnabled: false });

  it('the Scout link disappears from the header for a visitor, cached page included, and comes back', async () => {
    const page = admin.page;
    const other = visitor.page;
    // The visitor's front page, now in the page cache, shows Scout.
    await gotoAndCheck(other, '/');
    expect(await scoutLinks(other).count()).toBe(1);
    await gotoAndCheck(other, '/pricing');
    expect(await scoutLinks(other).count()).toBe(1);

    await useSessionOf(page, ADMIN);
    try {
      await gotoAndCheck(page, '/admin/products');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Products and prices' })
        .waitFor();
      const scout = page.getByRole('region', { name: 'Scout (HEADHUNTER)' });
      await scout.getByRole('button', { name: 'Switch Scout off' }).click();
      await scout.getByRole('button', { name: 'Switch Scout on' }).waitFor();
      expect(await textOf(scout.getByRole('status').first())).toBe(
        'Scout is off: visitors no longer see the Scout link, page and orders (within a minute at most).',
      );

      await gotoAndCheck(other, '/');
      expect(await scoutLinks(other).count()).toBe(0);
      await gotoAndCheck(other, '/pricing');
      expect(await scoutLinks(other).count()).toBe(0);
      await gotoAndCheck(other, '/scout', { status: 404 });

      await scout.getByRole('button', { name: 'Switch Scout on' }).click();
      await scout.getByRole('button', { name: 'Switch Scout off' }).waitFor();
      await gotoAndCheck(other, '/');
      expect(await scoutLinks(other).count()).toBe(1);
    } finally {
      // Whatever happened above, the other journeys keep Scout.
      await setScout(page, true);
    }
  });
});

describe('the admin refunds a paid boost', () => {
  const session = useBrowserPage();

  it('the payment shows "refunded" and the job is no longer boosted', async () => {
    const page = session.page;
    // A fresh founder and startup: the demo recruiter's receipts stay as other journeys expect them.
    const founder = uniqueEmail('refund-founder');
    await signUpByApi(page, { first: 'Rolf', last: 'Refund', email: founder });
    sessions.set(founder, await page.context().cookies());
    const suffix = Math.random().toString(36).slice(2, 6);
    const { key: startup } = await createStartupByApi(page, {
      name: `Refundbolaget ${suffix}`,
      countryCode: 'DK',
    });
    const created = await page.request.post(`/api/companies/${startup}/jobs`, {
      data: {
        title: `Data engineer ${suffix}`,
        description: 'You will build our data platform with a small team in Odense.',
        positionType: 'fulltime',
        roles: ['backenddeveloper'],
        locationLocality: 'Odense',
        locationCountry: 'DK',
        salaryType: 'range',
        salaryMin: 45_000,
        salaryMax: 55_000,
        salaryCurrency: 'DKK',
        salaryPeriod: 'month',
        publish: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const job = ((await created.json()) as { job: { id: string } }).job;
    const jobPage = `/client/startups/${startup}/jobs/${job.id}`;

    // The member buys the boost through the TEST MODE checkout.
    await gotoAndCheck(
      page,
      `/api/jobs/${job.id}/checkout?product=boost&cancel_url=${encodeURIComponent(jobPage)}`,
    );
    await page.getByRole('button', { name: 'Pay 599 DKK' }).click();
    await page.waitForURL(new RegExp(`/client/startups/${startup}/boosted\\?`));
    const paymentId = new URL(page.url()).searchParams.get('payment') ?? '';
    await gotoAndCheck(page, jobPage);
    expect(await textOf(page.getByRole('main'))).toMatch(/Boost\s+Until /i);

    // The admin finds it in the list, newest first, and opens it.
    await useSessionOf(page, ADMIN);
    await gotoAndCheck(page, '/admin/payments');
    await page.getByLabel('Startup (name or key)').fill(startup);
    await page.getByLabel('State').selectOption('PAID');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(new RegExp(`/admin/payments\\?company=${startup}&status=PAID$`));
    const row = page.getByRole('row').filter({ has: page.locator(`a[href="/admin/payments/${paymentId}"]`) });
    expect(await textOf(row)).toContain('599 DKK');
    expect(await textOf(row.getByTestId('payment-status'))).toBe('paid');
    await row.getByRole('link', { name: 'Job boost' }).click();
    await page.waitForURL(new RegExp(`/admin/payments/${paymentId}$`));
    await gotoAndCheck(page, `/admin/payments/${paymentId}`);

    // More than was paid: refused beside the field, nothing refunded.
    const amount = page.getByLabel('Amount (DKK)');
    expect(await amount.inputValue()).toBe('599.00');
    await amount.fill('600');
    await page.getByLabel('Reason').fill('Bought by mistake');
    await page.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('At most 599 DKK is left to refund').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await textOf(page.getByTestId('payment-status'))).toBe('paid');
    // The refused post answered 422, as expected (Chromium logs it).
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 422, path: `/admin/payments/${paymentId}.data` }],
    });

    await amount.fill('599.00');
    await page.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refunded 599 DKK. The payment is refunded.').waitFor();
    // The page's data follows the action's answer (its loader runs again): wait for it.
    await page
      .getByTestId('payment-status')
      .filter({ hasText: /^refunded$/ })
      .waitFor();
    await page.getByText('This payment is refunded in full.').waitFor();
    expect(await textOf(page.getByTestId('refunded-amount'))).toContain('599 DKK');
    expect(await textOf(page.getByTestId('payment-purchase'))).toMatch(/^Boost ended /);
    await checkCurrentPage(page);
    await gotoAndCheck(page, `/admin/payments?company=${startup}&status=REFUNDED`);
    expect(await page.locator(`a[href="/admin/payments/${paymentId}"]`).count()).toBe(1);

    // The member's job page: the boost is over.
    await useSessionOf(page, founder);
    await gotoAndCheck(page, jobPage);
    const main = page.getByRole('main');
    expect(await textOf(main)).toMatch(/Boost\s+Not boosted/i);
    const payment = await page.request.get(`/api/companies/${startup}/payments/${paymentId}`);
    expect(((await payment.json()) as { status: string }).status).toBe('REFUNDED');
  });
});

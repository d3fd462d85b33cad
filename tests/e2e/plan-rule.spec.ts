/**
 * One rule decides what a startup may publish (issue 31): the free plan keeps one job live at a
 * time, the Startup plan any number until it ends. Every page says the same: the demo startups'
 * dashboards agree with their live jobs; a fresh startup with two jobs waiting for payment buys the
 * plan in TEST MODE through one of them, and both go live (the signed webhook publishes every job
 * waiting for payment); from then on no page offers the plan again (jobs list, job form, max-posted,
 * the plan checkout refuses with a clear error and starts no payment).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStartupByApi, logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

const RECRUITER = 'recruiter@nordhub.test';
const DEMO_STARTUPS = ['kodkraft', 'mosegaard-analytics'];

/** A job a Danish startup can publish (a description, a place, a role, a salary range). */
function jobBody(title: string, publish: boolean) {
  return {
    title,
    description: 'You will build our booking platform with a small team in Aarhus.',
    positionType: 'fulltime',
    roles: ['backenddeveloper'],
    locationLocality: 'Aarhus',
    locationCountry: 'DK',
    salaryType: 'range',
    salaryMin: 45_000,
    salaryMax: 60_000,
    salaryCurrency: 'DKK',
    salaryPeriod: 'month',
    publish,
  };
}

async function createJobByApi(page: Page, key: string, title: string, publish = true) {
  const response = await page.request.post(`/api/companies/${key}/jobs`, { data: jobBody(title, publish) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { job: { id: string }; outcome: string };
}

/** The number under "Active jobs" and the "Plan: …" line of the startup's dashboard. */
async function readDashboard(page: Page, key: string): Promise<{ active: number; plan: string }> {
  await gotoAndCheck(page, `/client/startups/${key}`);
  const stat = page.getByRole('main').locator('dt', { hasText: 'Active jobs' }).locator('xpath=../dd');
  return { active: Number(await textOf(stat)), plan: await textOf(page.getByText(/^Plan: /)) };
}

const STARTUP_PLAN_LINE = /^Plan: Startup plan, unlimited live jobs until \d{1,2} \w{3} \d{4}\.$/;
const PLAN_OFFERS = 'a[href*="/max-posted"], a[href*="product=plan"]';

describe('the plan rule on every page', () => {
  const session = useBrowserPage();

  it("says the truth on the demo startups' dashboards: more than one live job means a running Startup plan", async () => {
    const page = session.page;
    await logInByApi(page, RECRUITER);
    for (const key of DEMO_STARTUPS) {
      const selected = await page.request.post('/api/users/select-profile', {
        data: { profile: `company:${key}`, save: false },
      });
      expect(selected.status(), await selected.text()).toBe(200);
      const { active, plan } = await readDashboard(page, key);
      expect(active, key).toBeGreaterThan(1);
      expect(plan, key).toMatch(STARTUP_PLAN_LINE);

      await gotoAndCheck(page, `/client/startups/${key}/jobs/new`);
      const intro = await textOf(page.getByRole('main'));
      expect(intro).not.toContain('Your first live job is free');
      expect(intro).toContain('Your Startup plan runs until');

      await gotoAndCheck(page, `/client/startups/${key}/jobs`);
      expect(await page.locator(PLAN_OFFERS).count(), key).toBe(0);
      expect(await textOf(page.getByRole('main')), key).not.toContain('Awaiting payment');
    }
  });

  it('publishes every job waiting for payment once the plan is bought, and never offers the plan again', async () => {
    const page = session.page;
    await signUpByApi(page, { first: 'Ida', last: 'Berg', email: uniqueEmail('plan-rule') });
    const name = `Planwise ${Math.random().toString(36).slice(2, 8)}`;
    const { key } = await createStartupByApi(page, { name, countryCode: 'DK' });
    const base = `/client/startups/${key}`;

    // The free plan: the first job goes live, the next two wait for payment.
    expect((await createJobByApi(page, key, 'Backend developer')).outcome).toBe('ACTIVE');
    const older = await createJobByApi(page, key, 'Data engineer');
    expect(older.outcome).toBe('PENDING_PAYMENT');
    const newer = await createJobByApi(page, key, 'Platform engineer');
    expect(newer.outcome).toBe('PENDING_PAYMENT');

    expect(await readDashboard(page, key)).toEqual({
      active: 1,
      plan: 'Plan: Free plan, one live job at a time. See the Startup plan',
    });
    await gotoAndCheck(page, `${base}/jobs/new`);
    expect(await textOf(page.getByRole('main'))).toContain(
      `${name} already has 1 live job: a job you publish now waits for the Startup plan`,
    );
    await gotoAndCheck(page, `${base}/jobs`);
    expect(await page.getByRole('link', { name: /^Get the plan to publish/ }).count()).toBe(2);

    // The plan, bought through the newer job in TEST MODE and confirmed by the signed webhook.
    await gotoAndCheck(page, `${base}/max-posted?job=${newer.job.id}`);
    await page.getByRole('link', { name: 'Get the Startup plan' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/test-checkout/'));
    await checkCurrentPage(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${newer.job.id}/welcome`);
    await page.getByRole('heading', { level: 1, name: 'Your job is live' }).waitFor();

    // The older job waiting for payment went live with it: three live jobs, on the Startup plan.
    const after = await readDashboard(page, key);
    expect(after.active).toBe(3);
    expect(after.plan).toMatch(STARTUP_PLAN_LINE);
    expect(await textOf(page.getByRole('main'))).not.toContain('Awaiting payment');
    await gotoAndCheck(page, `${base}/jobs`);
    const olderRow = page.getByRole('row').filter({ hasText: 'Data engineer' });
    expect(await textOf(olderRow)).toContain('Open');
    expect(await textOf(page.getByRole('main'))).not.toContain('Awaiting payment');
    expect(await page.locator(PLAN_OFFERS).count()).toBe(0);
    const olderPublic = await page.request.get(`/jobs/${older.job.id}`);
    expect(olderPublic.status()).toBe(200);

    // The job form says the plan covers the next job.
    await gotoAndCheck(page, `${base}/jobs/new`);
    expect(await textOf(page.getByRole('main'))).toContain('Your Startup plan runs until');

    // No page offers the plan again: max-posted sends a draft to its page, where it can simply be published.
    const draft = await createJobByApi(page, key, 'Frontend developer', false);
    expect(draft.outcome).toBe('DRAFT');
    await gotoAndCheck(page, `${base}/max-posted?job=${draft.job.id}`);
    expect(new URL(page.url()).pathname).toBe(`${base}/jobs/${draft.job.id}`);
    expect(await page.getByRole('link', { name: 'Get the Startup plan' }).count()).toBe(0);
    expect(await page.locator(PLAN_OFFERS).count()).toBe(0);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${draft.job.id}/welcome`);

    // The plan checkout itself refuses, with a clear error and no second payment.
    const other = await createJobByApi(page, key, 'Product designer', false);
    const checkout = await page.request.get(`/api/jobs/${other.job.id}/checkout?product=plan`, {
      maxRedirects: 0,
    });
    expect(checkout.status()).toBe(409);
    expect(((await checkout.json()) as { message: string }).message).toMatch(
      /^Your Startup plan already runs until \d{1,2} \w+ \d{4}: publish the job instead$/,
    );
  });
});

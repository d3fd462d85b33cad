/**
 * "Apply now" on a job page for everyone who meets it (issue 14 defect 3): a logged-in talent goes
 * to the apply form; someone logged in without a talent profile is offered to create one and comes
 * back to the form; a visitor logs in first and then lands on the form. Nobody is sent round in a
 * loop, and a log-in request kept in an address (`/?to=…`) takes someone already logged in straight
 * on to its target.
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStartupByApi, E2E_PASSWORD, logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, useBrowserPage } from './fixtures.ts';

type Person = { email: string };

/** A live job that takes applications on the platform, at a fresh startup of a fresh founder. */
async function livePlatformJob(page: Page, founder: Person): Promise<{ id: string; title: string }> {
  await signUpByApi(page, { first: 'Aksel', last: 'Founder', email: founder.email });
  const suffix = Math.random().toString(36).slice(2, 6);
  const { key } = await createStartupByApi(page, { name: `Applyfjord ${suffix}`, countryCode: 'DK' });
  const title = `Platform engineer ${suffix}`;
  const created = await page.request.post(`/api/companies/${key}/jobs`, {
    data: {
      title,
      description: 'You will run our platform with a small team in Aarhus.',
      positionType: 'fulltime',
      roles: ['backenddeveloper'],
      locationLocality: 'Aarhus',
      locationCountry: 'DK',
      salaryType: 'range',
      salaryMin: 48_000,
      salaryMax: 60_000,
      salaryCurrency: 'DKK',
      salaryPeriod: 'month',
      receiveApplicants: 'platform',
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { job } = (await created.json()) as { job: { id: string } };
  await page.context().clearCookies();
  return { id: job.id, title };
}

/** A fresh person with a talent profile; the browser is logged out after. */
async function signUpTalent(page: Page, talent: Person): Promise<void> {
  await signUpByApi(page, { first: 'Tiril', last: 'Talent', email: talent.email });
  const created = await page.request.post('/api/applicant');
  expect(created.status(), await created.text()).toBeLessThan(300);
  await page.context().clearCookies();
}

async function expectApplyForm(page: Page, job: { id: string; title: string }): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/jobs/${job.id}/apply`);
  await page.getByRole('heading', { level: 1, name: `Apply for ${job.title}` }).waitFor();
  await page.getByRole('button', { name: 'Send application' }).waitFor();
  await checkCurrentPage(page);
}

describe('Apply now', () => {
  const session = useBrowserPage();
  let page: Page;
  const founder = { email: uniqueEmail('apply-founder') };
  const talent = { email: uniqueEmail('apply-talent') };
  let job: { id: string; title: string };

  beforeAll(async () => {
    const setupPage = await session.browser.newPage();
    try {
      job = await livePlatformJob(setupPage, founder);
      await signUpTalent(setupPage, talent);
    } finally {
      await setupPage.close();
    }
  });

  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('takes a logged-in talent to the apply form', async () => {
    await logInByApi(page, talent.email, E2E_PASSWORD);
    await gotoAndCheck(page, `/jobs/${job.id}`);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await expectApplyForm(page, job);
    // The form is prefilled from the talent's account.
    expect(await page.getByLabel('Email').inputValue()).toBe(talent.email);
  });

  it('offers someone logged in without a talent profile to create one, then comes back to the form', async () => {
    // The founder has a startup profile and no talent profile.
    await logInByApi(page, founder.email, E2E_PASSWORD);
    await gotoAndCheck(page, `/jobs/${job.id}`);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${job.id}/apply`);
    await page.getByRole('heading', { level: 2, name: 'Create your talent profile to apply' }).waitFor();
    await checkCurrentPage(page);
    await page.getByRole('link', { name: 'Create my talent profile' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/client/applicant' && url.searchParams.get('to') === `/jobs/${job.id}/apply`,
    );
    await checkCurrentPage(page);
    await page.getByRole('button', { name: /^Create/ }).click();
    await expectApplyForm(page, job);
  });

  it('has a visitor log in first, then lands on the form', async () => {
    await gotoAndCheck(page, `/jobs/${job.id}`);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/' && url.searchParams.get('to') === `/jobs/${job.id}/apply`,
    );
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Log in' }).waitFor();
    await checkCurrentPage(page);
    await modal.getByLabel('Email').fill(talent.email);
    await modal.getByLabel('Password').fill(E2E_PASSWORD);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectApplyForm(page, job);
  });

  it('takes someone already logged in from a kept log-in address straight to its target', async () => {
    await logInByApi(page, talent.email, E2E_PASSWORD);
    await gotoAndCheck(page, `/?to=/jobs/${job.id}/apply`);
    await expectApplyForm(page, job);
  });
});

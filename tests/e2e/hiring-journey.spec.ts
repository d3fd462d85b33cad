/**
 * Issue 9's whole journey, with both people in Chromium and mail over real SMTP: a new user → "I'm
 * looking for jobs" → quick apply with a PDF CV → applies to a platform job in two clicks → the
 * confirmation mail arrives → "Applied" in My jobs → the startup's recruiter sees the card and moves
 * it with the keyboard to the custom column ("In review" for the talent), then to "To be rejected",
 * and sends the batch → the talent gets the rejection mail and sees "Not selected"; the rejected
 * card cannot be moved. axe runs on every page.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { printedCv } from '../helpers/pdf-fixtures.ts';
import {
  createStartupByApi,
  E2E_PASSWORD,
  logInByApi,
  signUpByApi,
  signUpInBrowser,
  uniqueEmail,
} from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

async function signUpAsTalent(page: Page, email: string): Promise<void> {
  await signUpInBrowser(page, { first: 'Hedda', last: 'Hansen', email });
  const modal = page.getByRole('dialog');
  // The choice creates the talent profile: straight on to the talent home.
  await modal.getByRole('button', { name: /^I'm looking for jobs/ }).click();
  await page.waitForURL((url) => url.pathname === '/client/applicant' && url.search === '');
}

/** Signs the browser in as `email` (and only them). */
async function actAs(page: Page, email: string): Promise<void> {
  // Leaves the previous user's page first: left open, its session check sees the login change and
  // signs that user out, which the server refuses with a 409 as another login is active (right for
  // a person with two tabs; in this journey a race with the next page's checks).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await logInByApi(page, email, E2E_PASSWORD);
}

async function myStatus(page: Page, title: string): Promise<string> {
  await gotoAndCheck(page, '/client/my-jobs');
  const row = page
    .getByRole('region', { name: /^Applications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  return textOf(row);
}

function cardIn(page: Page, stage: string, id: string): Locator {
  return page.locator(`section[data-stage="${stage}"]`).locator(`[id="card-${id}"]`);
}

/** From the card's name, Tab to its "Move to" select, ArrowDown `arrows` times, Tab to Move, Enter. */
async function moveWithKeyboard(
  page: Page,
  from: string,
  id: string,
  name: string,
  arrows: number,
): Promise<void> {
  await cardIn(page, from, id).getByRole('link', { name, exact: true }).focus();
  await page.keyboard.press('Tab');
  for (let i = 0; i < arrows; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

describe('hiring: a talent applies, the startup decides', () => {
  const session = useBrowserPage();

  it('applies with quick apply, is moved through the pipeline with the keyboard, and is told the outcome', async () => {
    const { page } = session;

    // The startup: a founder with a live job that takes applications on Nordhub.
    const founder = uniqueEmail('hiring-founder');
    await signUpByApi(page, { first: 'Frode', last: 'Founder', email: founder });
    const startupName = `Hyrehavn ${Math.random().toString(36).slice(2, 6)}`;
    const { key } = await createStartupByApi(page, { name: startupName, countryCode: 'DK' });
    const title = 'Support engineer';
    const created = await page.request.post(`/api/companies/${key}/jobs`, {
      data: {
        title,
        description: 'You will help our customers and fix what hurts them.',
        roles: ['customersuccess'],
        locationLocality: 'Odense',
        locationCountry: 'DK',
        salaryType: 'range',
        salaryMin: 38_000,
        salaryMax: 44_000,
        salaryCurrency: 'DKK',
        salaryPeriod: 'month',
        receiveApplicants: 'platform',
        publish: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { job: { id: string } }).job.id;
    await page.context().clearCookies();

    // The talent signs up, creates the profile and sets up quick apply with a PDF CV.
    const talent = uniqueEmail('hiring-talent');
    await signUpAsTalent(page, talent);
    await page.getByRole('heading', { level: 1, name: 'Talent profile', exact: true }).waitFor();
    await gotoAndCheck(page, '/client/applicant/settings');
    await page
      .getByLabel('Your CV (PDF, at most 5 MB)', { exact: true })
      .setInputFiles({ name: 'hedda-cv.pdf', mimeType: 'application/pdf', buffer: printedCv() });
    await page.getByText(/^Uploaded: hedda-cv\.pdf/).waitFor();
    await page.getByRole('button', { name: 'Save quick apply details' }).click();
    await page.getByRole('status').filter({ hasText: 'Your quick apply details are saved.' }).waitFor();

    // Two clicks: "Apply now", then "Send application".
    await gotoAndCheck(page, `/jobs/${jobId}`);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${jobId}/applied`);
    await page.getByRole('heading', { level: 1, name: 'Your application is sent' }).waitFor();
    await checkCurrentPage(page);
    await waitForMail({ to: talent, subject: `Application sent: ${title}` });
    expect(await myStatus(page, title)).toMatch(/Applied$/);

    // The recruiter finds the card and moves it with the keyboard to the custom column.
    await actAs(page, founder);
    const board = await page.request.get(`/api/companies/${key}/applicants?job=${jobId}`);
    const card = ((await board.json()) as { applicants: { id: string; name: string }[] }).applicants[0];
    if (!card) throw new Error('the application is not on the board');
    expect(card.name).toBe('Hedda Hansen');
    await gotoAndCheck(page, `/client/startups/${key}/jobs/${jobId}/applicants`);
    // The select starts on the next column (Interview).
    await moveWithKeyboard(page, 'applied', card.id, card.name, 0);
    await cardIn(page, 'custom', card.id).waitFor();
    await checkCurrentPage(page);

    await actAs(page, talent);
    expect(await myStatus(page, title)).toMatch(/In review$/);

    // To be rejected, then the batch.
    await actAs(page, founder);
    await gotoAndCheck(page, `/client/startups/${key}/jobs/${jobId}/applicants`);
    // From Interview the select starts at Hired: one arrow down is To be rejected.
    await moveWithKeyboard(page, 'custom', card.id, card.name, 1);
    await cardIn(page, 'toreject', card.id).waitFor();
    await page.getByRole('button', { name: 'Send rejections (1)' }).click();
    await page.getByRole('heading', { name: 'Send the rejection mail to 1 candidate?' }).waitFor();
    await page.getByRole('button', { name: 'Send the rejections' }).click();
    await cardIn(page, 'rejected', card.id).waitFor();
    await checkCurrentPage(page);
    expect(await cardIn(page, 'rejected', card.id).getByLabel(`Move ${card.name} to`).count()).toBe(0);
    const refused = await page.request.post(`/api/companies/${key}/applications/${card.id}/move`, {
      data: { stage: 'custom' },
    });
    expect(refused.status()).toBe(409);

    // The talent hears it, and sees it.
    const rejection = await waitForMail({
      to: talent,
      subject: `Your application for ${title} at ${startupName}`,
    });
    expect(rejection.text).toContain('Dear Hedda,');
    await actAs(page, talent);
    expect(await myStatus(page, title)).toMatch(/Not selected$/);
  });
});

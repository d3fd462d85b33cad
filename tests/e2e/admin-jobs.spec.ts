/**
 * The back office's acceptance journey for reported jobs (issue 32): three talents report a live job
 * as filled or gone; the admin sees it counted on the dashboard, finds it under Reports, opens it and
 * unpublishes it with a reason → a visitor no longer finds it on /jobs and its page answers 404, and
 * the startup's member got the reason by mail. Then, without JavaScript, the admin's forms still work:
 * an empty reason is refused beside its field, and the job is restored.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStartupByApi, logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

const REASON = 'The position was filled in November, as the startup confirmed to us.';

/** A word no other job has, so a search for it finds only this journey's job. */
const WORD = `Quillmarsh${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`;

const journey = { jobId: '', title: `${WORD} firmware engineer`, founderEmail: '', startupKey: '' };

/** A founder with a published startup and one live job; the browser is logged out after. */
async function createLiveJob(page: Page): Promise<void> {
  journey.founderEmail = uniqueEmail('adj-f');
  await signUpByApi(page, { first: 'Frida', last: 'Founder', email: journey.founderEmail });
  const { key } = await createStartupByApi(page, { name: `Reportable ${WORD}`, countryCode: 'DK' });
  journey.startupKey = key;
  const created = await page.request.post(`/api/companies/${key}/jobs`, {
    data: {
      title: journey.title,
      description: 'You will write the firmware of our sensors with a small team in Odense.',
      positionType: 'fulltime',
      roles: ['backenddeveloper'],
      locationLocality: 'Odense',
      locationCountry: 'DK',
      salaryType: 'range',
      salaryMin: 45_000,
      salaryMax: 58_000,
      salaryCurrency: 'DKK',
      salaryPeriod: 'month',
      receiveApplicants: 'platform',
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { job, outcome } = (await created.json()) as { job: { id: string }; outcome: string };
  expect(outcome).toBe('ACTIVE');
  journey.jobId = job.id;
  await page.context().clearCookies();
}

/** Three new talents each report the job ("Is this job filled or gone?"). */
async function reportByThreeTalents(page: Page): Promise<void> {
  for (const [i, reason] of (['filled', 'dead', 'filled'] as const).entries()) {
    await signUpByApi(page, {
      first: 'Tor',
      last: `Talent${i}`,
      email: uniqueEmail(`adj-t${i}`),
    });
    const response = await page.request.post(`/api/jobs/${journey.jobId}/report`, { data: { reason } });
    expect(response.status(), await response.text()).toBe(200);
    await page.context().clearCookies();
  }
}

/** The job's link among a visitor's /jobs results for the journey's word. */
async function visitorSearchCount(page: Page): Promise<number> {
  await page.context().clearCookies();
  await gotoAndCheck(page, `/jobs?q=${encodeURIComponent(WORD)}`);
  return page.getByRole('link', { name: journey.title }).count();
}

describe('the back office: reported jobs', () => {
  const session = useBrowserPage();

  it('an admin finds a reported job and unpublishes it with a reason: gone for visitors, the startup mailed', async () => {
    const { page } = session;
    await createLiveJob(page);
    await reportByThreeTalents(page);
    // A visitor finds it (and the page cache may keep that page).
    expect(await visitorSearchCount(page)).toBe(1);
    await gotoAndCheck(page, `/jobs/${journey.jobId}`);

    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, '/admin');
    const reported = page.getByRole('link', { name: /Reported jobs/ });
    const count = Number((await textOf(reported)).match(/\d+/)?.[0] ?? '0');
    expect(count).toBeGreaterThanOrEqual(1);

    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await checkCurrentPage(page);
    const row = page.getByRole('row', { name: new RegExp(journey.title) });
    expect(await textOf(row.getByRole('cell').nth(1))).toContain('3 (2 filled, 1 gone)');
    await row.getByRole('link', { name: journey.title }).click();
    await page.waitForURL((url) => url.pathname === `/admin/jobs/${journey.jobId}`);
    await page.getByRole('heading', { level: 1, name: journey.title }).waitFor();
    await page.getByRole('heading', { name: 'Open reports (3)' }).waitFor();
    await checkCurrentPage(page);

    await page.getByLabel('Reason (sent to the startup)').fill(REASON);
    await page.getByRole('button', { name: 'Unpublish job' }).click();
    await page.getByText("The job was unpublished. The startup's members got the reason by mail.").waitFor();
    await page.getByText(`Why it was unpublished: ${REASON}`).waitFor();
    await page.getByRole('button', { name: 'Restore job' }).waitFor();
    await checkCurrentPage(page);

    // A visitor no longer finds it, and its page answers 404.
    expect(await visitorSearchCount(page)).toBe(0);
    await gotoAndCheck(page, `/jobs/${journey.jobId}`, { status: 404 });

    const mail = await waitForMail({ to: journey.founderEmail, subject: 'Your job was unpublished' });
    expect(mail.subject).toBe(`Your job was unpublished: ${journey.title}`);
    expect(mail.text).toContain(REASON);

    // The audit log shows the action: who, what, which job, the reason and the change of status.
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, `/admin/audit?objectType=job&objectId=${journey.jobId}`);
    const entry = page.getByRole('row', { name: /job\.unpublish/ });
    expect(await entry.count()).toBe(1);
    const entryText = await textOf(entry);
    expect(entryText).toContain('admin@nordhub.test');
    expect(entryText).toContain(journey.title);
    expect(entryText).toContain(REASON);
    expect(entryText).toMatch(/status: ACTIVE\s*→?\s*(changed to)?\s*UNPUBLISHED/);
    await entry.getByRole('link', { name: journey.title }).click();
    await page.waitForURL((url) => url.pathname === `/admin/jobs/${journey.jobId}`);
  });
});

describe('the back office without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });

  it('refuses an empty reason beside its field, and restores the job', async () => {
    const { page } = session;
    expect(journey.jobId, 'the journey above made the job').not.toBe('');
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, `/admin/jobs/${journey.jobId}`);
    await page.getByRole('button', { name: 'Restore job' }).click();
    await page.getByText('Restored: the job is open.').waitFor();
    await checkCurrentPage(page);

    await page.getByRole('button', { name: 'Unpublish job' }).click();
    const reason = page.getByLabel('Reason (sent to the startup)');
    await page.getByText('Please tell the startup why the job is unpublished').waitFor();
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    // Without JavaScript the refused form is the page answered 422, which Chromium logs.
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: `/admin/jobs/${journey.jobId}` }] });
    await checkCurrentPage(page);

    expect(await visitorSearchCount(page)).toBe(1);
    await gotoAndCheck(page, `/jobs/${journey.jobId}`);
  });
});

describe('the back office: finding jobs and writing one for a startup', () => {
  const session = useBrowserPage();

  it("searches every job, and creates one on a startup's behalf that waits for its approval", async () => {
    const { page } = session;
    expect(journey.startupKey, 'the journey above made the startup').not.toBe('');
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, `/admin/jobs?q=${encodeURIComponent(WORD)}`);
    await page.getByRole('row', { name: new RegExp(journey.title) }).waitFor();

    await page.getByRole('link', { name: 'Create a job for a startup' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/jobs/new');
    await page.getByRole('heading', { level: 1, name: 'Create a job for a startup' }).waitFor();
    await checkCurrentPage(page);
    const title = `${WORD} sales lead`;
    await page.getByLabel('Job title', { exact: true }).fill(title);
    await page
      .getByLabel('Description', { exact: true })
      .fill('You will open the Danish market for our sensors, with the founders.');
    await page.getByRole('button', { name: 'Create for the startup’s approval' }).click();
    const key = page.getByLabel('Startup key', { exact: true });
    await page.getByText('Please enter the key of an existing startup').first().waitFor();
    expect(await key.getAttribute('aria-invalid')).toBe('true');
    // The refused form's answer is a 422, which Chromium logs (a `.data` request with JavaScript).
    expectNoPageProblems(page, {
      expectedFailures: [
        { status: 422, path: '/admin/jobs/new' },
        { status: 422, path: '/admin/jobs/new.data' },
      ],
    });

    await key.fill(journey.startupKey);
    await page.getByRole('button', { name: 'Create for the startup’s approval' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/admin/jobs/') && url.pathname !== '/admin/jobs/new',
    );
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Awaiting approval', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Approve and publish' }).waitFor();
    await checkCurrentPage(page);
    const mail = await waitForMail({ to: journey.founderEmail, subject: `Approve your job: ${title}` });
    expect(mail.text).toContain('The Nordhub team');
  });
});

/**
 * Applying as a talent does it (issue 9, talent side), in Chromium with mail over real SMTP: sign up
 * → "I'm looking for jobs" → create the talent profile → quick apply settings, where a 6 MB PDF, a
 * PNG renamed .pdf and an HTML file are refused with clear messages and a real PDF (printed by
 * Chromium) uploads with a visible progress bar → apply to a platform job from its page in two clicks
 * → the confirmation page and mail → "Applied" in My jobs → withdraw another application. Without
 * JavaScript the same forms post (the CV inside the form) and show the server's errors beside the
 * fields, and a second attempt shows the existing application. axe runs on every page.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPdf, htmlFile, pngRenamedToPdf, sixMegabytePdf } from '../helpers/pdf-fixtures.ts';
import {
  createStartupByApi,
  publishJobByApi,
  signUpByApi,
  signUpInBrowser,
  uniqueEmail,
} from './accounts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

type LiveJob = { jobId: string; title: string; startup: string };

/**
 * Live jobs that take applications on the platform, each at its own fresh startup (a startup on the
 * free plan has one live job), made by a founder over the API; the browser is logged out after.
 */
async function livePlatformJobs(page: Page, count: number): Promise<LiveJob[]> {
  await signUpByApi(page, { first: 'Frida', last: 'Founder', email: uniqueEmail('apply-founder') });
  const jobs: LiveJob[] = [];
  for (let i = 0; i < count; i++) {
    const suffix = Math.random().toString(36).slice(2, 6);
    const startup = `Applyhavn ${suffix}`;
    const { key } = await createStartupByApi(page, { name: startup, countryCode: 'DK' });
    const title = `Queue engineer ${suffix}`;
    const job = await publishJobByApi(page, key, {
      title,
      description: 'You will build our message queues with a small team in Copenhagen.',
      positionType: 'fulltime',
      locationLocality: 'Copenhagen',
      receiveApplicants: 'platform',
    });
    jobs.push({ jobId: job.id, title, startup });
  }
  await page.context().clearCookies();
  return jobs;
}

/** A real CV: a two-page PDF printed by Chromium itself. */
async function printedCv(page: Page): Promise<Buffer> {
  const printer = await page.context().newPage();
  try {
    await printer.setContent(
      '<h1>Tove Talent</h1><p>Backend developer: queues, PostgreSQL, TypeScript.</p><p style="break-before: page">References on request.</p>',
    );
    return await printer.pdf({ format: 'A4' });
  } finally {
    await printer.close();
  }
}

/** The error text tied to a control (its aria-describedby target with the error style). */
async function errorOf(page: Page, control: Locator): Promise<string> {
  expect(await control.getAttribute('aria-invalid')).toBe('true');
  const texts: string[] = [];
  for (const id of ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean)) {
    const element = page.locator(`[id="${id}"]`);
    if ((await element.getAttribute('class'))?.includes('text-red-700')) texts.push(await textOf(element));
  }
  return texts.join(' ');
}

async function signUpAsTalent(page: Page, email: string): Promise<void> {
  await signUpInBrowser(page, { first: 'Tove', last: 'Talent', email });
  const modal = page.getByRole('dialog');
  // The choice creates the talent profile: straight on to the talent home.
  await modal.getByRole('button', { name: /^I'm looking for jobs/ }).click();
  await page.waitForURL((url) => url.pathname === '/client/applicant' && url.search === '');
}

function applicationRow(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Applications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

describe('applying with JavaScript', () => {
  const session = useBrowserPage();

  it('signs up as a talent, sets up quick apply with a PDF CV, applies in two clicks, and withdraws', async () => {
    const { page } = session;
    const [first, second] = (await livePlatformJobs(page, 2)) as [LiveJob, LiveJob];
    const email = uniqueEmail('talent-apply');
    await signUpAsTalent(page, email);
    await page.getByRole('heading', { level: 1, name: 'Talent profile', exact: true }).waitFor();
    expect(await textOf(page.getByRole('region', { name: 'Your quick apply details' }))).toContain(
      'Add your CV to apply to jobs in two clicks.',
    );
    await checkCurrentPage(page);

    // Quick apply settings: refusals first, each with its message, then a real CV with progress.
    await page.getByRole('link', { name: 'Edit your quick apply details' }).click();
    await page.waitForURL((url) => url.pathname === '/client/applicant/settings');
    await page.getByRole('heading', { level: 1, name: 'Quick apply settings' }).waitFor();
    await checkCurrentPage(page);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Tove Talent');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    const cvInput = page.getByLabel('Your CV (PDF, at most 5 MB)', { exact: true });

    await cvInput.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: sixMegabytePdf() });
    await page.getByRole('alert').filter({ hasText: 'Your CV can be at most 5 MB' }).waitFor();
    expect(await errorOf(page, cvInput)).toBe('Your CV can be at most 5 MB');
    for (const file of [
      { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pngRenamedToPdf() },
      { name: 'cv.html', mimeType: 'text/html', buffer: htmlFile() },
    ]) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/upload/cv'));
      await cvInput.setInputFiles(file);
      expect((await answer).status()).toBe(415);
      await page.getByRole('alert').filter({ hasText: 'Please upload your CV as a PDF' }).waitFor();
      expect(await errorOf(page, cvInput)).toBe('Please upload your CV as a PDF');
    }
    expectNoPageProblems(page, { expectedFailures: [{ status: 415, path: '/api/upload/cv' }] });

    // The answer is held back a moment, so a person (and this test) sees the progress bar.
    await page.route('**/api/upload/cv', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await cvInput.setInputFiles({
      name: 'tove-cv.pdf',
      mimeType: 'application/pdf',
      buffer: await printedCv(page),
    });
    const progress = page.getByRole('progressbar', { name: /^Uploading tove-cv\.pdf: \d+%$/ });
    await progress.waitFor();
    expect(await page.getByRole('button', { name: 'Uploading your CV…' }).isDisabled()).toBe(true);
    await page.getByText(/^Uploaded: tove-cv\.pdf \(2 pages, \d+ kB\)$/).waitFor();
    await progress.waitFor({ state: 'detached' });
    await page.unroute('**/api/upload/cv');
    expect(await cvInput.getAttribute('aria-invalid')).toBeNull();

    await page.getByLabel('Phone (optional)').fill('+46 70 123 45 67');
    await page
      .getByRole('group', { name: 'Countries you would like to work in (optional)' })
      .getByLabel('Sweden')
      .check();
    await page.getByRole('button', { name: 'Save quick apply details' }).click();
    await page.getByRole('status').filter({ hasText: 'Your quick apply details are saved.' }).waitFor();
    expect(await page.getByRole('link', { name: 'tove-cv.pdf' }).getAttribute('href')).toBe(
      '/api/applicant/cv',
    );
    await page.getByLabel('Replace your CV (PDF, at most 5 MB)', { exact: true }).waitFor();
    await checkCurrentPage(page);

    // Two clicks: "Apply now" on the job page, then "Send application" on the ready form.
    await gotoAndCheck(page, `/jobs/${first.jobId}`);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${first.jobId}/apply`);
    await page.getByRole('heading', { level: 1, name: `Apply for ${first.title}` }).waitFor();
    await checkCurrentPage(page);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Tove Talent');
    expect(await page.getByLabel('Phone (optional)').inputValue()).toBe('+46 70 123 45 67');
    expect(await page.getByRole('radio', { name: 'Use my saved CV: tove-cv.pdf' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${first.jobId}/applied`);
    await page.getByRole('heading', { level: 1, name: 'Your application is sent' }).waitFor();
    expect(await textOf(page.getByRole('main'))).toContain(`We sent a confirmation to ${email}.`);
    await checkCurrentPage(page);
    const confirmation = await waitForMail({ to: email, subject: `Application sent: ${first.title}` });
    expect(confirmation.text).toContain(`Your application for ${first.title} at ${first.startup}`);

    // A second application, with a cover note, to withdraw later.
    await gotoAndCheck(page, `/jobs/${second.jobId}/apply`);
    await page.getByLabel('Cover note (optional)').fill('Queues are my favourite data structure.');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${second.jobId}/applied`);

    // My jobs: both with the status the talent sees and the date; withdraw the second.
    await page.getByRole('link', { name: 'See my applications' }).click();
    await page.waitForURL((url) => url.pathname === '/client/my-jobs');
    await page.getByRole('heading', { level: 2, name: /^Applications \(2\)/ }).waitFor();
    await checkCurrentPage(page);
    expect(await textOf(applicationRow(page, first.title))).toMatch(
      /applied \d{1,2} \w{3} \d{4}[\s\S]*Applied$/,
    );
    const secondRow = applicationRow(page, second.title);
    await secondRow.locator('summary', { hasText: 'Withdraw' }).click();
    await secondRow.getByRole('button', { name: `Yes, withdraw my application for ${second.title}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Your application for ${second.title} at ${second.startup} is withdrawn.` })
      .waitFor();
    await applicationRow(page, second.title)
      .filter({ hasText: /Withdrawn$/ })
      .waitFor({ timeout: 15_000 });
    expect(await textOf(applicationRow(page, second.title))).toMatch(
      /withdrawn \d{1,2} \w{3} \d{4}[\s\S]*Withdrawn$/,
    );
    expect(await applicationRow(page, second.title).locator('summary').count()).toBe(0);
    expect(await textOf(applicationRow(page, first.title))).toMatch(/Applied$/);
    await checkCurrentPage(page);

    // The job page now tells the talent where the application stands.
    await gotoAndCheck(page, `/jobs/${first.jobId}`);
    expect(await textOf(page.getByText(/^You applied on/))).toMatch(
      /^You applied on \d{1,2} \w{3} \d{4}\. Status: Applied$/,
    );
    expect(await page.getByRole('link', { name: 'Apply now' }).count()).toBe(0);
  });
});

describe('applying without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  async function submit(name: string): Promise<void> {
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name }).click()]);
  }

  it('creates the profile, applies with the CV inside the form, and saves quick apply with errors beside the fields', async () => {
    const [job] = (await livePlatformJobs(page, 1)) as [LiveJob];
    const email = uniqueEmail('talent-nojs');
    await signUpByApi(page, { first: 'Nils', last: 'Nojs', email });
    const applyPath = `/jobs/${job.jobId}/apply`;

    // Without a talent profile the apply page offers one, and comes back here once it exists.
    await gotoAndCheck(page, applyPath);
    await page.getByRole('heading', { level: 2, name: 'Create your talent profile to apply' }).waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('link', { name: 'Create my talent profile' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('to')).toBe(applyPath);
    await checkCurrentPage(page);
    await submit('Create my talent profile');
    expect(new URL(page.url()).pathname).toBe(applyPath);
    await page.getByRole('heading', { level: 1, name: `Apply for ${job.title}` }).waitFor();
    await checkCurrentPage(page);

    // No CV yet: the server says so beside the field; then a PDF posted inside the form is sent.
    await submit('Send application');
    const applyCv = page.getByLabel('Your CV (PDF, at most 5 MB)', { exact: true });
    expect(await errorOf(page, applyCv)).toBe('Please add your CV as a PDF');
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: applyPath }] });
    await checkCurrentPage(page);
    await applyCv.setInputFiles({ name: 'nils.pdf', mimeType: 'application/pdf', buffer: buildPdf() });
    expect(
      await page
        .getByRole('checkbox', { name: 'Save it in my quick apply details for my next applications' })
        .isChecked(),
    ).toBe(true);
    await page.getByLabel('Cover note (optional)').fill('Sent without JavaScript.');
    await submit('Send application');
    expect(new URL(page.url()).pathname).toBe(`/jobs/${job.jobId}/applied`);
    await page.getByRole('heading', { level: 1, name: 'Your application is sent' }).waitFor();
    await checkCurrentPage(page);
    await waitForMail({ to: email, subject: `Application sent: ${job.title}` });

    // A second attempt shows the application that exists, with its status and date.
    await gotoAndCheck(page, applyPath);
    const existing = page.getByRole('region', { name: 'You have already applied for this job' });
    expect(await textOf(existing)).toMatch(/Status\s+Applied\s+Applied\s+\d{1,2} \w{3} \d{4}/i);
    expect(await page.getByRole('button', { name: 'Send application' }).count()).toBe(0);

    // Quick apply settings: the CV from the application was saved; refusals come back per field.
    const settingsPath = '/client/applicant/settings';
    await gotoAndCheck(page, settingsPath);
    expect(await page.getByRole('link', { name: 'nils.pdf' }).isVisible()).toBe(true);
    const cvInput = page.getByLabel('Replace your CV (PDF, at most 5 MB)', { exact: true });
    for (const [file, message] of [
      [
        { name: 'huge.pdf', mimeType: 'application/pdf', buffer: sixMegabytePdf() },
        'Your CV can be at most 5 MB',
      ],
      [
        { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pngRenamedToPdf() },
        'Please upload your CV as a PDF',
      ],
      [{ name: 'cv.html', mimeType: 'text/html', buffer: htmlFile() }, 'Please upload your CV as a PDF'],
    ] as const) {
      await cvInput.setInputFiles(file);
      await submit('Save quick apply details');
      expect(await errorOf(page, cvInput)).toBe(message);
    }
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: settingsPath }] });
    await checkCurrentPage(page);

    // A field error keeps the CV that was stored on the way; fixed, everything saves.
    await page.getByLabel('Phone (optional)').fill('call me');
    await cvInput.setInputFiles({
      name: 'nils-2026.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf({ pages: 2 }),
    });
    await submit('Save quick apply details');
    expect(await errorOf(page, page.getByLabel('Phone (optional)'))).toBe(
      'Please enter a phone number, e.g. +45 12 34 56 78',
    );
    expect(await textOf(page.getByText(/^Uploaded: nils-2026\.pdf/))).toBe('Uploaded: nils-2026.pdf');
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: settingsPath }] });
    await page.getByLabel('Phone (optional)').fill('+45 12 34 56 78');
    await submit('Save quick apply details');
    await page.getByRole('status').filter({ hasText: 'Your quick apply details are saved.' }).waitFor();
    expect(await page.getByRole('link', { name: 'nils-2026.pdf' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Phone (optional)').inputValue()).toBe('+45 12 34 56 78');
    await checkCurrentPage(page);

    // My jobs: withdraw without JavaScript (the confirmation opens natively).
    await gotoAndCheck(page, '/client/my-jobs');
    const row = applicationRow(page, job.title);
    expect(await textOf(row)).toMatch(/Applied$/);
    await row.locator('summary', { hasText: 'Withdraw' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      row.getByRole('button', { name: `Yes, withdraw my application for ${job.title}` }).click(),
    ]);
    await page.getByRole('status').filter({ hasText: 'is withdrawn.' }).waitFor();
    expect(await textOf(applicationRow(page, job.title))).toMatch(/Withdrawn$/);
    await checkCurrentPage(page);
  });
});

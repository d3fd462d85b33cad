/**
 * Issue 14 (5): saving a job and marking interest are talent features. A startup or investor
 * profile sees no Save / I'm interested buttons (which led to a "My jobs" it cannot open) but an
 * offer: create a talent profile, or switch to the one it has. Once the talent profile is in use
 * the page saves, and "In My jobs" opens My jobs with the job in it.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStartupByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

/** An ACTIVE seeded job whose page takes applications on Nordhub. */
async function openJob(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.get('/api/jobs');
  expect(response.status()).toBe(200);
  const { jobs } = (await response.json()) as { jobs: { id: string; title: string }[] };
  const job = jobs[0];
  if (!job) throw new Error('the seed has no open job');
  return job;
}

/** The box with Apply and the talent actions. */
function actions(page: Page) {
  return page.getByRole('region', { name: 'Apply for this job' });
}

async function expectNoTalentButtons(page: Page): Promise<void> {
  for (const name of ['Save job', "I'm interested", 'Saved', 'Interested']) {
    expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(0);
  }
  // The talent's "In My jobs" (a startup's header has a My jobs of its own, its job list).
  expect(await actions(page).getByRole('link', { name: 'My jobs', exact: true }).count()).toBe(0);
}

describe('talent features on the job page', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('offers a startup profile a talent profile, creates it and then saves the job into My jobs', async () => {
    await signUpByApi(page, { first: 'Stina', last: 'Startup', email: uniqueEmail('st-save') });
    await createStartupByApi(page, {
      name: `Saveless ${Math.random().toString(36).slice(2, 7)}`,
      countryCode: 'SE',
    });
    const job = await openJob(page);
    const jobPath = `/jobs/${job.id}`;

    await gotoAndCheck(page, jobPath);
    await expectNoTalentButtons(page);
    const box = actions(page);
    expect(await textOf(box)).toContain('Saving jobs and showing interest need a talent profile.');
    // Following the startup is for everyone signed in: it stays, in the startup box.
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();

    // The job digest is a talent feature too: the same offer instead of its form.
    await gotoAndCheck(page, '/emailsignup');
    const main = page.getByRole('main');
    expect(await textOf(main)).toContain('The job digest needs a talent profile.');
    expect(await page.getByRole('form', { name: 'Subscribe to the job digest' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Create a talent profile' }).getAttribute('href')).toBe(
      `/client/applicant?create=1&to=${encodeURIComponent('/emailsignup')}`,
    );

    await gotoAndCheck(page, jobPath);
    await box.getByRole('link', { name: 'Create a talent profile' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/client/applicant' && url.searchParams.get('to') === jobPath,
    );
    await page.getByRole('heading', { name: 'Create your talent profile', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create my talent profile' }).click();

    // Back on the job as a talent: the buttons work, and "In My jobs" leads to My jobs.
    await page.waitForURL((url) => url.pathname === jobPath);
    const save = box.getByRole('button', { name: 'Save job', exact: true });
    await save.waitFor();
    await checkCurrentPage(page);
    await save.click();
    const saved = box.getByRole('button', { name: 'Saved', exact: true });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    await box.getByRole('link', { name: 'My jobs', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/client/my-jobs');
    await page.getByRole('heading', { name: 'My jobs', level: 1 }).waitFor();
    expect(await textOf(page.getByRole('main'))).toContain(job.title);
    await checkCurrentPage(page);

    // As a talent, the digest's form is there.
    await gotoAndCheck(page, '/emailsignup');
    await page.getByRole('form', { name: 'Subscribe to the job digest' }).waitFor();
  });

  it('offers an investor who also has a talent profile to switch to it, then saves', async () => {
    await signUpByApi(page, { first: 'Ines', last: 'Investor', email: uniqueEmail('inv-save') });
    const talent = await page.request.post('/api/applicant');
    expect(talent.status(), await talent.text()).toBe(201);
    const created = await page.request.post('/api/investors', {
      data: { name: `Saveless Capital ${Math.random().toString(36).slice(2, 7)}`, category: 'angel' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const selected = await page.request.post('/api/users/select-profile', {
      data: { profile: `investor:${key}` },
    });
    expect(selected.status(), await selected.text()).toBe(200);
    const job = await openJob(page);
    const jobPath = `/jobs/${job.id}`;

    await gotoAndCheck(page, jobPath);
    await expectNoTalentButtons(page);
    const box = actions(page);
    expect(await textOf(box)).toContain('Saving jobs and showing interest work with your talent profile.');
    await box.getByRole('link', { name: 'Switch to your talent profile' }).click();

    // The Switch profile modal opens on the job page itself and comes back to it.
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Choose profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(jobPath);
    await modal.getByRole('radio', { name: /Talent/ }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === jobPath && url.search === '');
    await box.getByRole('button', { name: "I'm interested", exact: true }).click();
    await box.getByRole('button', { name: 'Interested', exact: true }).waitFor();
    await box.getByRole('button', { name: 'Save job', exact: true }).click();
    await box.getByRole('link', { name: 'My jobs', exact: true }).waitFor();
    await checkCurrentPage(page);

    const myJobs = await page.request.get('/client/my-jobs');
    expect(myJobs.status()).toBe(200);
    expect(new URL(myJobs.url()).pathname).toBe('/client/my-jobs');
  });

  it('keeps the log-in buttons for a visitor and the toggles for a talent', async () => {
    const job = await openJob(page);
    await gotoAndCheck(page, `/jobs/${job.id}`);
    const box = actions(page);
    for (const name of ['Save job', "I'm interested"]) {
      expect(await box.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(
        `/jobs/${job.id}?to=${encodeURIComponent(`/jobs/${job.id}?intent=${name === 'Save job' ? 'save' : 'interested'}`)}`,
      );
    }
    expect(await page.getByRole('link', { name: 'Follow', exact: true }).count()).toBe(1);
    expect(await textOf(box)).not.toContain('talent profile');
  });
});

/**
 * Scout and the privacy centre in the browser (issue 9 scopes 5 and 8): the Scout pages (and their
 * `/headhunter` names), ordering a search through hh-steps with and without JavaScript (errors beside
 * the fields, then `headhunter-posted`), the job featured while Scout searches, the Scout team adding
 * a graded candidate in the back office (others get 404); the privacy centre reached from My Account,
 * its JSON and CSV downloads, and deleting talent data (wrong password refused, then done), with and
 * without JavaScript. axe runs on every page.
 */
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  E2E_PASSWORD,
  logInByApi,
  newStartupByApi,
  publishJobByApi,
  signUpByApi,
  uniqueEmail,
} from './accounts.ts';
import {
  checkCurrentPage,
  expectNoAxeViolations,
  expectNoPageProblems,
  gotoAndCheck,
  textOf,
  useBrowserPage,
} from './fixtures.ts';

/** A fresh startup with one live job, its member logged in in `page`. */
async function startupWithLiveJob(page: Page, label: string) {
  const { key, name } = await newStartupByApi(page, {
    first: 'Saga',
    last: 'Scout',
    label,
    namePrefix: 'Scoutvik',
  });
  const title = `Platform engineer ${Math.random().toString(36).slice(2, 6)}`;
  const job = await publishJobByApi(page, key, {
    title,
    positionType: 'fulltime',
    locationLocality: 'Copenhagen',
  });
  return { key, name, title, jobId: job.id };
}

/** Where a page's form posts once hydrated (React Router's data request for the action). */
function actionDataPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}.data${url.search}`;
}

/** The error shown beside a field: the element its aria-describedby points at. */
async function errorOf(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  const id = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .find((i) => i.endsWith('-error'));
  return id ? textOf(page.locator(`[id="${id}"]`)) : '';
}

async function walkToBrief(page: Page, key: string, title: string) {
  await gotoAndCheck(page, `/client/startups/${key}/hh-steps`);
  await page.getByRole('heading', { level: 1, name: 'Order a Scout search' }).waitFor();
  await page.getByRole('radio', { name: title }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: `Step 2: Role brief for ${title}` }).waitFor();
  expect(new URL(page.url()).searchParams.get('job')).toMatch(/^[0-9a-f-]{36}$/);
  await checkCurrentPage(page);
}

async function fillBrief(page: Page) {
  await page
    .getByLabel('What should this person achieve, and with whom?', { exact: true })
    .fill('Own our platform: Kubernetes, observability and a calm on-call, with two other engineers.');
  await page
    .getByLabel('Skills, experience and languages a candidate must have', { exact: true })
    .fill('Kubernetes in production, Terraform, English');
  await page.getByLabel('Salary frame', { exact: true }).fill('50,000–62,000 DKK a month');
}

describe('Scout with JavaScript', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows the Scout pages, orders a search step by step and features the job', async () => {
    await gotoAndCheck(page, '/scout');
    await page.getByRole('heading', { level: 1, name: 'Let our headhunters find your next hire' }).waitFor();
    expect(await textOf(page.getByRole('region', { name: 'The fee' }))).toContain(
      "15 % of the hired person's first-year gross base salary",
    );
    await page.getByRole('link', { name: 'Scout terms' }).click();
    await page.waitForURL('**/scout-terms');
    await page.getByRole('heading', { level: 1, name: 'Scout terms' }).waitFor();
    await checkCurrentPage(page);
    expect(new URL((await page.goto('/headhunter'))?.url() ?? '').pathname).toBe('/scout');
    expect(new URL((await page.goto('/headhunter-terms'))?.url() ?? '').pathname).toBe('/scout-terms');

    const startup = await startupWithLiveJob(page, 'scout-js');
    await gotoAndCheck(page, '/scout');
    await page.getByRole('link', { name: 'Order a Scout search' }).click();
    await page.waitForURL(`**/client/startups/${startup.key}/hh-steps`);
    await walkToBrief(page, startup.key, startup.title);

    await page.getByRole('button', { name: 'Order Scout search' }).click();
    // Beside the field (the error summary at the top links to it with the same words).
    await page
      .locator('p')
      .filter({ hasText: 'Please describe the role in 20 to 4000 characters' })
      .waitFor();
    expect(await errorOf(page, 'Salary frame')).toBe('Please give the salary frame (at most 200 characters)');
    expect(await errorOf(page, `I accept the Scout terms for ${startup.name}`)).toBe(
      'Please accept the Scout terms',
    );
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: actionDataPath(page) }] });

    await fillBrief(page);
    await page.getByRole('checkbox', { name: `I accept the Scout terms for ${startup.name}` }).check();
    await page.getByRole('button', { name: 'Order Scout search' }).click();
    await page.waitForURL(`**/client/startups/${startup.key}/headhunter-posted?order=*`);
    await page.getByRole('heading', { level: 1, name: 'Scout is on it' }).waitFor();
    expect(await textOf(page.getByRole('status'))).toContain(`We received your order for ${startup.title}`);
    await checkCurrentPage(page);

    // Featured while Scout searches; and the job is no longer offered on the first step.
    const featured = (await (await page.request.get('/api/jobs/featured')).json()) as {
      featuredJobs: { id: string; isFeatured?: boolean }[];
    };
    expect(featured.featuredJobs.find((job) => job.id === startup.jobId)?.isFeatured).toBe(true);
    await gotoAndCheck(page, `/client/startups/${startup.key}/hh-steps`);
    await page.getByRole('link', { name: startup.title }).waitFor();
    expect(await page.getByRole('radio', { name: startup.title }).count()).toBe(0);

    // Not the Scout team: the back office is a 404.
    await gotoAndCheck(page, '/admin/scout', { status: 404 });

    // The Scout team adds a graded candidate.
    expect((await page.request.post('/api/users/sign-out')).status()).toBe(200);
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, '/admin/scout');
    await page.getByRole('link', { name: startup.title }).click();
    await page.getByRole('heading', { level: 1, name: `${startup.title} at ${startup.name}` }).waitFor();
    await checkCurrentPage(page);
    await page.getByLabel('Name', { exact: true }).fill('Sigrid Lund');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('sigrid'));
    await page
      .getByLabel('LinkedIn profile (optional)', { exact: true })
      .fill('https://www.linkedin.com/in/sigrid');
    await page.getByRole('button', { name: 'Add to pipeline' }).click();
    await page.getByText('Please choose a grade from 1 to 5').waitFor();
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: actionDataPath(page) }] });
    await page.getByRole('radio', { name: '4 – a strong match' }).check();
    await page.getByRole('button', { name: 'Add to pipeline' }).click();
    await page.getByRole('status').getByText('Sigrid Lund was added to the pipeline.').waitFor();
    // The order's count follows once the page's data is read again after the action.
    await expect.poll(() => textOf(page.getByRole('main'))).toContain('1 candidate added');
    await checkCurrentPage(page);
  });
});

describe('Scout without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('orders a search with plain form posts: errors beside the fields, then the confirmation', async () => {
    await gotoAndCheck(page, '/scout');
    await gotoAndCheck(page, '/scout-terms');
    const startup = await startupWithLiveJob(page, 'scout-nojs');
    await walkToBrief(page, startup.key, startup.title);

    await fillBrief(page);
    await page.getByRole('button', { name: 'Order Scout search' }).click();
    await page.waitForLoadState('load');
    expect(await errorOf(page, `I accept the Scout terms for ${startup.name}`)).toBe(
      'Please accept the Scout terms',
    );
    // What was typed is still there.
    expect(await page.getByLabel('Salary frame', { exact: true }).inputValue()).toBe(
      '50,000–62,000 DKK a month',
    );
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: page.url() }] });

    await page.getByRole('checkbox', { name: `I accept the Scout terms for ${startup.name}` }).check();
    await page.getByRole('button', { name: 'Order Scout search' }).click();
    await page.waitForURL(`**/client/startups/${startup.key}/headhunter-posted?order=*`);
    await page.getByRole('heading', { level: 1, name: 'Scout is on it' }).waitFor();
    await checkCurrentPage(page);
  });
});

/** A fresh talent who saved one job, logged in in `page`. */
async function talentWithSavedJob(page: Page, label: string) {
  await signUpByApi(page, { first: 'Pia', last: 'Privat', email: uniqueEmail(label) });
  expect((await page.request.post('/api/applicant')).status()).toBe(201);
  const jobs = (await (await page.request.get('/api/jobs?perPage=1')).json()) as {
    jobs: { id: string }[];
  };
  const jobId = jobs.jobs[0]?.id as string;
  expect((await page.request.post(`/api/jobs/${jobId}/save`)).status()).toBe(200);
  return { jobId };
}

describe('the privacy centre with JavaScript', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('is reached from My Account, downloads the data as JSON and CSV, and deletes talent data', async () => {
    const { jobId } = await talentWithSavedJob(page, 'privacy-js');
    await gotoAndCheck(page, '/settings');
    await page.getByRole('link', { name: 'Open the privacy centre' }).click();
    await page.waitForURL('**/settings/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy centre' }).waitFor();
    await checkCurrentPage(page);

    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download as JSON' }).click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toMatch(/^nordhub-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await fs.readFile(await jsonDownload.path(), 'utf8')) as {
      savedJobs: { jobId: string }[];
      account: { firstName: string };
    };
    expect(data.account.firstName).toBe('Pia');
    expect(data.savedJobs.map((s) => s.jobId)).toEqual([jobId]);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download as CSV (spreadsheet)' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    expect(await fs.readFile(await csvDownload.path(), 'utf8')).toContain(`savedJobs,1,jobId,${jobId}`);

    await page.getByLabel('Password', { exact: true }).fill('Not-my-password-1!');
    await page.getByRole('checkbox', { name: /I understand/ }).check();
    await page.getByRole('button', { name: 'Delete my talent data' }).click();
    await page.getByText('Incorrect password, please try again').waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('checkbox', { name: /I understand/ }).check();
    await page.getByRole('button', { name: 'Delete my talent data' }).click();
    await page
      .getByRole('status')
      .getByText(/^Your talent data is deleted/)
      .waitFor();
    // The page reads its numbers again after the action.
    await page
      .getByRole('region', { name: 'Delete my talent data' })
      .getByText(/saved jobs \(0\)/)
      .waitFor();
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/settings/privacy.data' }] });
    const after = (await (await page.request.get('/api/users/me/export.json')).json()) as {
      savedJobs: unknown[];
    };
    expect(after.savedJobs).toEqual([]);
  });
});

describe('the privacy centre without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('deletes talent data with a plain form post', async () => {
    await talentWithSavedJob(page, 'privacy-nojs');
    await gotoAndCheck(page, '/settings/privacy');
    await page.getByRole('button', { name: 'Delete my talent data' }).click();
    await page.waitForLoadState('load');
    expect(await errorOf(page, 'Password')).toBe('Please enter your password');
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/settings/privacy' }] });

    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('checkbox', { name: /I understand/ }).check();
    await page.getByRole('button', { name: 'Delete my talent data' }).click();
    await page.waitForLoadState('load');
    await page.getByText(/^Your talent data is deleted: 0 applications anonymised/).waitFor();
    await expectNoAxeViolations(page);
  });
});

/**
 * A startup's jobs in the browser (issue 8): the job form posts without JavaScript and answers with
 * the server's errors beside their fields; publishing the first job is free and lands on "Your job
 * is live"; a second job hits the free limit (max-posted offers the plan in the startup's currency);
 * pausing and resuming from the job's portal page; the "still hiring?" mail's one-click link.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { newStartupByApi } from './accounts.ts';
import {
  checkCurrentPage,
  expectNoAxeViolations,
  expectNoPageProblems,
  gotoAndCheck,
  textOf,
  useBrowserPage,
} from './fixtures.ts';
import { extractLinks, waitForMail } from './mailbox.ts';

const DAY_MS = 86_400_000;

function newStartup(page: Page, label: string): Promise<{ key: string; name: string; email: string }> {
  return newStartupByApi(page, { first: 'Freja', last: 'Holm', label, namePrefix: 'Fjordwave' });
}

/** The error shown beside a field: the element its aria-describedby points at. */
async function errorOf(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  const ids = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  const id = ids[0];
  if (!id) return '';
  return textOf(page.locator(`[id="${id}"]`));
}

async function fillPublishableJob(page: Page, title: string): Promise<void> {
  await page.getByLabel('Job title', { exact: true }).fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill('## About the role\n\nYou will design our booking app with the team.\n\n- Figma\n- User research');
  await page.getByRole('checkbox', { name: 'UX/UI design' }).check();
  await page.getByLabel('City', { exact: true }).fill('Aarhus');
  await page.getByLabel('Country', { exact: true }).selectOption('DK');
  await page.getByRole('radio', { name: 'Salary range' }).check();
  await page.getByLabel('Lowest salary', { exact: true }).fill('42000');
  await page.getByLabel('Highest salary', { exact: true }).fill('52000');
}

describe('the job form without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows the server’s errors beside their fields, keeps what was typed, then publishes', async () => {
    const startup = await newStartup(page, 'nojs');
    const formPath = `/client/startups/${startup.key}/jobs/new`;
    await gotoAndCheck(page, formPath);

    await page.getByLabel('Job title', { exact: true }).fill('Product designer');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForLoadState('load');
    expect(await errorOf(page, 'Description')).toBe('Please describe the job before publishing it');
    expect(await errorOf(page, 'Country')).toBe("Please choose the job's country, or mark it as remote");
    expect(await textOf(page.locator('#roles-error'))).toBe('Please choose at least one role');
    expect(await page.getByLabel('Job title', { exact: true }).inputValue()).toBe('Product designer');
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: formPath }] });

    await fillPublishableJob(page, 'Product designer');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL((url) => /^\/jobs\/[0-9a-f-]+\/welcome$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Your job is live' }).waitFor();
    await checkCurrentPage(page);

    const search = await page.request.get(`/api/jobs?q=${encodeURIComponent(startup.name)}`);
    const titles = ((await search.json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title);
    expect(titles).toContain('Product designer');
  });
});

describe('the job lifecycle in the portal', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('publishes the free job, sends the second one to the plan, and pauses and resumes', async () => {
    const startup = await newStartup(page, 'life');
    const base = `/client/startups/${startup.key}`;

    await gotoAndCheck(page, `${base}/jobs/new`);
    await fillPublishableJob(page, 'Service designer');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Your job is live' }).waitFor();
    const firstId = /\/jobs\/([0-9a-f-]+)\/welcome/.exec(new URL(page.url()).pathname)?.[1] as string;

    await gotoAndCheck(page, `${base}/jobs/new`);
    await fillPublishableJob(page, 'Interaction designer');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Your free job slot is taken' }).waitFor();
    await checkCurrentPage(page);
    expect(await textOf(page.getByRole('region', { name: 'Startup plan' }))).toContain('599 DKK');
    const checkout = page.getByRole('link', { name: 'Get the Startup plan' });
    expect(await checkout.getAttribute('href')).toMatch(
      /^\/api\/jobs\/[0-9a-f-]+\/checkout\?cancel_url=.+&product=plan$/,
    );

    await gotoAndCheck(page, `${base}/jobs`);
    const rows = page.getByRole('table', { name: `Jobs of ${startup.name}` }).getByRole('row');
    expect(await textOf(rows.filter({ hasText: 'Service designer' }))).toContain('Open');
    expect(await textOf(rows.filter({ hasText: 'Interaction designer' }))).toContain('Awaiting payment');

    await page.getByRole('link', { name: 'Service designer', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${base}/jobs/${firstId}`);
    await checkCurrentPage(page);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page
      .getByRole('status')
      .getByText('The job is paused: it is hidden until you resume it.')
      .waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('status').getByText('The job is live again.').waitFor();
    // The action's answer shows while the page's data is still being read again: wait for it.
    await page.getByRole('link', { name: 'Boost this job' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Views and applicants' }).waitFor();
    expect(await page.getByRole('img', { name: /^Views per day over \d+ days/ }).isVisible()).toBe(true);
  });

  it('extends a job from the "still hiring?" mail with one click, no login needed', async () => {
    const startup = await newStartup(page, 'hiring');
    await gotoAndCheck(page, `/client/startups/${startup.key}/jobs/new`);
    await fillPublishableJob(page, 'Still hiring designer');
    const inThreeDays = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
    await page.getByLabel('Expiration date (optional)', { exact: true }).fill(inThreeDays);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Your job is live' }).waitFor();

    const run = await page.request.post('/api/dev/jobs/remind', { data: { now: new Date().toISOString() } });
    expect(run.status(), await run.text()).toBe(200);
    const mail = await waitForMail({ to: startup.email, subject: 'Still hiring? Still hiring designer' });
    const link = extractLinks(mail.text).find((href) => href.includes('/still-hiring?token='));
    expect(link).toBeDefined();

    await session.browser.context.clearCookies();
    await gotoAndCheck(page, new URL(link as string).pathname + new URL(link as string).search);
    await page.getByRole('heading', { level: 1, name: 'Still hiring?' }).waitFor();
    await page.getByRole('button', { name: /^Yes, keep it open until / }).click();
    await page
      .getByRole('status')
      .getByText(/^Done: the job stays open until /)
      .waitFor();
    expect(await page.getByRole('button', { name: /^Yes, keep it open until / }).count()).toBe(0);
  });
});

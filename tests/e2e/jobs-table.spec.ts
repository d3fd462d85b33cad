/**
 * The startup's jobs table (issue 31, item 4): an open job has Boost, Pause and Edit in its row
 * (Pause posts, with and without JavaScript, and the job stays on the list as Paused); on a phone
 * (390 px) every job's views, applicants and actions are on the screen, none cut off at the right.
 * On the kanban a card's "Move to" starts at the next stage a recruiter takes (Applied → Interview
 * → Hired; a Hired card back to Interview). The dashboard links to the startup's page once.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { logInByApi, newStartupByApi, publishJobByApi } from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, MOBILE_VIEWPORT, textOf, useBrowserPage } from './fixtures.ts';

/** A new startup with one open job and one draft, its member logged in in `page`. */
async function startupWithJobs(page: Page, label: string) {
  const { key, name } = await newStartupByApi(page, {
    first: 'Nils',
    last: 'Ek',
    label,
    namePrefix: 'Tablevik',
  });
  const open = 'Senior platform engineer with a long title';
  const job = await publishJobByApi(page, key, { title: open });
  const draft = await page.request.post(`/api/companies/${key}/jobs`, { data: { title: 'Office manager' } });
  expect(draft.status(), await draft.text()).toBe(201);
  return { key, name, open, openId: job.id, base: `/client/startups/${key}` };
}

/** An action's accessible name: the action, then the job's title for screen readers. */
function named(action: string, title: string): RegExp {
  return new RegExp(`^${action}\\s*: ${title}$`);
}

/** The job's row (a table row on wide screens, a card on a phone): the visible element naming it. */
function jobEntry(page: Page, title: string): Locator {
  return page
    .locator('tr, li')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .filter({ visible: true });
}

describe('the jobs table with JavaScript', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('offers Boost, Pause and Edit on an open job, and Pause pauses it in place', async () => {
    const startup = await startupWithJobs(page, 'table-js');
    await gotoAndCheck(page, `${startup.base}/jobs`);
    const row = jobEntry(page, startup.open);
    expect(await row.getByRole('link', { name: named('Boost', startup.open) }).getAttribute('href')).toBe(
      `${startup.base}/jobs/${startup.openId}/boost`,
    );
    expect(await row.getByRole('link', { name: named('Edit', startup.open) }).getAttribute('href')).toBe(
      `${startup.base}/jobs/${startup.openId}/edit`,
    );
    // The draft is not open: nothing to boost or pause.
    const draft = jobEntry(page, 'Office manager');
    expect(await draft.getByRole('link', { name: /^Boost/ }).count()).toBe(0);
    expect(await draft.getByRole('button', { name: /^Pause/ }).count()).toBe(0);

    await row.getByRole('button', { name: named('Pause', startup.open) }).click();
    await page.getByRole('status').getByText(`${startup.open} is paused`, { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${startup.base}/jobs`);
    await expect.poll(() => textOf(jobEntry(page, startup.open))).toContain('Paused');
    expect(
      await jobEntry(page, startup.open)
        .getByRole('button', { name: /^Pause/ })
        .count(),
    ).toBe(0);
    await checkCurrentPage(page);
  });
});

describe('the jobs table without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('pauses an open job from its row', async () => {
    const startup = await startupWithJobs(page, 'table-nojs');
    await gotoAndCheck(page, `${startup.base}/jobs`);
    await jobEntry(page, startup.open)
      .getByRole('button', { name: named('Pause', startup.open) })
      .click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe(`${startup.base}/jobs`);
    expect(await textOf(page.getByRole('status'))).toContain(`${startup.open} is paused`);
    expect(await textOf(jobEntry(page, startup.open))).toContain('Paused');
    await checkCurrentPage(page);
  });
});

describe('the jobs table on a phone', () => {
  const session = useBrowserPage({ viewport: MOBILE_VIEWPORT });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('shows every job’s views, applicants and actions within the screen', async () => {
    const startup = await startupWithJobs(page, 'table-phone');
    await gotoAndCheck(page, `${startup.base}/jobs`);
    // Where it is laid out, nothing scrolled sideways first (a scrolled table would hide the cut).
    const within = async (locator: Locator, what: string) => {
      const box = await locator.boundingBox();
      expect(box, `${what} is shown`).not.toBeNull();
      if (!box) return;
      expect(box.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${what} ends on the screen`).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    };
    // The numbers' labels (column heads or each card's), then the open job's actions.
    const main = page.getByRole('main');
    for (const label of ['Views', 'Applicants']) {
      const shown = main.getByText(label, { exact: true }).filter({ visible: true });
      expect(await shown.count(), `${label} is shown`).toBeGreaterThan(0);
      for (const element of await shown.all()) await within(element, label);
    }
    const row = jobEntry(page, startup.open);
    await within(row.getByRole('link', { name: named('Boost', startup.open) }), 'Boost');
    await within(row.getByRole('button', { name: named('Pause', startup.open) }), 'Pause');
    await within(row.getByRole('link', { name: named('Edit', startup.open) }), 'Edit');
    await within(
      jobEntry(page, 'Office manager').getByText('Applicants', { exact: true }),
      'the draft’s applicants',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
  });
});

describe('the kanban and the dashboard', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('starts each card’s "Move to" at the next stage a recruiter takes', async () => {
    await logInByApi(page, 'recruiter@nordhub.test');
    await gotoAndCheck(page, '/client/startups/kodkraft/applicants');
    const firstMove = (stage: string) =>
      page.locator(`[data-stage="${stage}"] [data-testid="applicant-card"] select[name="stage"]`).first();
    expect(await firstMove('hired').inputValue()).toBe('custom');
    expect(await firstMove('applied').inputValue()).toBe('custom');
    expect(await firstMove('custom').inputValue()).toBe('hired');
  });

  it('links to the startup’s page once on the dashboard', async () => {
    await logInByApi(page, 'recruiter@nordhub.test');
    await gotoAndCheck(page, '/client/startups/kodkraft');
    const menu = page.getByRole('navigation', { name: 'Startup menu' });
    expect(await menu.getByRole('link', { name: 'Preview public page' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Public startup page' }).count()).toBe(0);
  });
});

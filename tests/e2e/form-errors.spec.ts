/**
 * Long forms show every error at once (issue 31, item 3): Publish on an empty job form flags the
 * title, the description, the roles and the country together, with a summary at the top ("Please
 * correct N errors") whose links lead to each field, and the summary takes the focus, with and
 * without JavaScript. The startup profile, the investor profile and the Scout steps do the same.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { newStartupByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import {
  expectNoAxeViolations,
  expectNoPageProblems,
  gotoAndCheck,
  textOf,
  useBrowserPage,
} from './fixtures.ts';

/** What a listed investor profile needs (issue 33), in the form's order. */
const INVESTOR_LISTING_TEXTS = [
  'Please introduce the investor before publishing the profile',
  'Please add a logo before publishing the profile',
  'Please choose the stages you invest in before publishing the profile',
  'Please choose the industries you invest in before publishing the profile',
  'Please choose your ticket size before publishing the profile',
  'Please choose the markets you invest in before publishing the profile',
  'Please choose the countries you are based in before publishing the profile',
];
const TITLE_MESSAGE = 'Please enter a job title of at most 100 characters';
const DESCRIPTION_MESSAGE = 'Please describe the job before publishing it';
const ROLES_MESSAGE = 'Please choose at least one role';
const COUNTRY_MESSAGE = "Please choose the job's country, or mark it as remote";

function newStartup(page: Page, label: string): Promise<{ key: string; name: string }> {
  return newStartupByApi(page, { first: 'Ilse', last: 'Berg', label, namePrefix: 'Formvik' });
}

/** A draft investor of a new person, who is left logged in. */
async function newDraftInvestor(page: Page, label: string): Promise<{ key: string }> {
  await signUpByApi(page, { first: 'Sune', last: 'Dal', email: uniqueEmail(label) });
  const name = `Formvik Capital ${Math.random().toString(36).slice(2, 6)}`;
  const created = await page.request.post('/api/investors', { data: { name, category: 'vc', website: '' } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { key: string };
}

/** The error shown beside a field: the element its aria-describedby points at. */
async function errorOf(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  const id = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .find((i) => i.endsWith('-error'));
  return id ? textOf(page.locator(`[id="${id}"]`)) : '';
}

function summaryOf(page: Page): Locator {
  return page.getByRole('alert', { name: /^Please correct \d+ errors?$/ });
}

/**
 * The summary a person sees: its heading counts its links, each link leads to an element of the
 * page, the summary has the focus and is in view above the form's fields. Returns the links' texts.
 */
async function expectFocusedSummary(page: Page): Promise<string[]> {
  const summary = summaryOf(page);
  await summary.waitFor();
  const links = summary.getByRole('link');
  const texts = (await links.allInnerTexts()).map((text) => text.trim());
  expect(await textOf(summary.getByRole('heading', { level: 2 }))).toBe(
    `Please correct ${texts.length} ${texts.length === 1 ? 'error' : 'errors'}`,
  );
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^#.+/);
    expect(await page.locator(`[id="${href.slice(1)}"]`).count(), `target of ${href}`).toBe(1);
  }
  await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
  const box = await summary.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height, 'summary in view').toBe(
    true,
  );
  return texts;
}

function linkTarget(summary: Locator, text: string): Promise<string | null> {
  return summary.getByRole('link', { name: text, exact: true }).getAttribute('href');
}

describe('long forms without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('the job form shows every error of an empty Publish at once, summed up and focused at the top', async () => {
    const startup = await newStartup(page, 'form-nojs');
    const formPath = `/client/startups/${startup.key}/jobs/new`;
    await gotoAndCheck(page, formPath);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForLoadState('load');

    const texts = await expectFocusedSummary(page);
    expect(texts.slice(0, 4)).toEqual([TITLE_MESSAGE, DESCRIPTION_MESSAGE, ROLES_MESSAGE, COUNTRY_MESSAGE]);
    expect(await errorOf(page, 'Job title')).toBe(TITLE_MESSAGE);
    expect(await errorOf(page, 'Description')).toBe(DESCRIPTION_MESSAGE);
    expect(await errorOf(page, 'Country')).toBe(COUNTRY_MESSAGE);
    expect(await textOf(page.locator('#roles-error'))).toBe(ROLES_MESSAGE);
    // The title's link leads to the title field itself.
    const title = await linkTarget(summaryOf(page), TITLE_MESSAGE);
    expect(title).toBe(`#${await page.getByLabel('Job title', { exact: true }).getAttribute('id')}`);
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: formPath }] });

    // A link scrolls to its field (the page's address names it).
    await summaryOf(page).getByRole('link', { name: COUNTRY_MESSAGE }).click();
    await page.waitForURL((url) => url.hash === '#job-locationCountry');
    const country = await page.getByLabel('Country', { exact: true }).boundingBox();
    expect(country && country.y >= 0 && country.y < (page.viewportSize()?.height ?? 0)).toBe(true);
  });

  it('the startup profile shows the name and the description errors together', async () => {
    const startup = await newStartup(page, 'profile-nojs');
    const formPath = `/client/startups/${startup.key}/edit`;
    await gotoAndCheck(page, formPath);
    await page.getByLabel('Startup name', { exact: true }).fill('');
    await page.getByLabel('What we do', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForLoadState('load');

    const texts = await expectFocusedSummary(page);
    expect(texts).toEqual([
      'Please enter the name of your startup',
      'Please describe your startup before publishing it',
    ]);
    expect(await errorOf(page, 'Startup name')).toBe('Please enter the name of your startup');
    expect(await errorOf(page, 'What we do')).toBe('Please describe your startup before publishing it');
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: formPath }] });
  });

  it('the investor profile shows the name error with everything a listed profile still needs', async () => {
    const investor = await newDraftInvestor(page, 'investor-nojs');
    const formPath = `/client/investors/${investor.key}/edit`;
    await gotoAndCheck(page, formPath);
    await page.getByLabel('Investor name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForLoadState('load');

    const texts = await expectFocusedSummary(page);
    expect(texts).toEqual(['Please enter the name of the investor', ...INVESTOR_LISTING_TEXTS]);
    expect(await errorOf(page, 'Introduction')).toBe(
      'Please introduce the investor before publishing the profile',
    );
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: formPath }] });
  });

  it('the Scout steps sum up their errors at the top', async () => {
    const startup = await newStartup(page, 'scout-nojs');
    const created = await page.request.post(`/api/companies/${startup.key}/jobs`, {
      data: {
        title: 'Data engineer',
        description: 'You will build our data platform with a small team.',
        roles: ['backenddeveloper'],
        locationCountry: 'DK',
        salaryType: 'range',
        salaryMin: 50_000,
        salaryMax: 60_000,
        salaryCurrency: 'DKK',
        salaryPeriod: 'month',
        publish: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { job } = (await created.json()) as { job: { id: string } };
    const formPath = `/client/startups/${startup.key}/hh-steps?job=${job.id}`;
    await gotoAndCheck(page, formPath);
    await page.getByRole('button', { name: 'Order Scout search' }).click();
    await page.waitForLoadState('load');

    const texts = await expectFocusedSummary(page);
    expect(texts).toEqual([
      'Please describe the role in 20 to 4000 characters',
      'Please list the must-haves in 5 to 2000 characters',
      'Please give the salary frame (at most 200 characters)',
      'Please accept the Scout terms',
    ]);
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 422, path: `/client/startups/${startup.key}/hh-steps?job=${job.id}` }],
    });
  });
});

describe('long forms with JavaScript', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('the job form sums up every error, focuses the summary after each refused submit, and its links focus the fields', async () => {
    const startup = await newStartup(page, 'form-js');
    const formPath = `/client/startups/${startup.key}/jobs/new`;
    await gotoAndCheck(page, formPath);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    const texts = await expectFocusedSummary(page);
    expect(texts.slice(0, 4)).toEqual([TITLE_MESSAGE, DESCRIPTION_MESSAGE, ROLES_MESSAGE, COUNTRY_MESSAGE]);
    expect(await errorOf(page, 'Description')).toBe(DESCRIPTION_MESSAGE);
    await expectNoAxeViolations(page);

    // The link focuses its field.
    await summaryOf(page).getByRole('link', { name: DESCRIPTION_MESSAGE }).click();
    await expect
      .poll(() =>
        page.getByLabel('Description', { exact: true }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    // A group's link focuses its first box.
    await summaryOf(page).getByRole('link', { name: ROLES_MESSAGE }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? ''))
      .toBe('roles');

    // Fixed in part and sent again: the summary counts what is left and has the focus again.
    await page.getByLabel('Job title', { exact: true }).fill('Data engineer');
    await page.getByLabel('Description', { exact: true }).fill('You will build our data platform.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('alert', { name: `Please correct ${texts.length - 2} errors` }).waitFor();
    const left = await expectFocusedSummary(page);
    expect(left.slice(0, 2)).toEqual([ROLES_MESSAGE, COUNTRY_MESSAGE]);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: `${formPath}.data` }] });
  });

  it('the investor profile sums up every error and focuses the summary', async () => {
    const investor = await newDraftInvestor(page, 'investor-js');
    const formPath = `/client/investors/${investor.key}/edit`;
    await gotoAndCheck(page, formPath);
    await page.getByLabel('Investor name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const texts = await expectFocusedSummary(page);
    expect(texts).toEqual(['Please enter the name of the investor', ...INVESTOR_LISTING_TEXTS]);
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: `${formPath}.data` }] });
  });
});

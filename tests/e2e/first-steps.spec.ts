/**
 * A new account's first steps: the dashboard greets a first visit with "Welcome" (the account was
 * made in this session) and a later sign-in with "Welcome back"; "I'm looking for jobs" in Choose
 * role creates the talent profile on the choice, with no extra page; a signed-in user without a
 * profile keeps Find jobs and Browse startups in the header; and quick apply, after a CV upload,
 * no longer says that no CV was added (with and without JavaScript).
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPdf } from '../helpers/pdf-fixtures.ts';
import { E2E_PASSWORD, logInByApi, signUpByApi, signUpInBrowser, uniqueEmail } from './accounts.ts';
import {
  baseUrl,
  checkCurrentPage,
  expectNoAxeViolations,
  expectNoPageProblems,
  gotoAndCheck,
  MOBILE_VIEWPORT,
  textOf,
  useBrowserPage,
} from './fixtures.ts';

const NOT_ADDED = 'You have not added a CV yet.';

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

async function navLinks(nav: Locator): Promise<[string, string | null][]> {
  const links: [string, string | null][] = [];
  for (const link of await nav.getByRole('link').all()) {
    links.push([await textOf(link), await link.getAttribute('href')]);
  }
  return links;
}

const NO_PROFILE_LINKS = [
  ['Find jobs', '/jobs'],
  ['Browse startups', '/startups'],
  ['For investors', '/investors/join'],
  ['For startups', '/startups/join'],
];

describe('first steps of a new account', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('greets the first visit with Welcome and a later sign-in with Welcome back', async () => {
    const email = uniqueEmail('welcome');
    await signUpByApi(page, { first: 'Aisha', last: 'Newcomer', email });
    await gotoAndCheck(page, '/client');
    const main = page.getByRole('main');
    expect(await textOf(main)).toContain('Welcome, Aisha.');
    expect(await textOf(main)).not.toContain('Welcome back');

    const signedOut = await page.request.post('/api/users/sign-out', { headers: { origin: baseUrl() } });
    expect(signedOut.status(), await signedOut.text()).toBeLessThan(300);
    await logInByApi(page, email, E2E_PASSWORD);
    await gotoAndCheck(page, '/client');
    expect(await textOf(page.getByRole('main'))).toContain('Welcome back, Aisha.');
  });

  it("creates the talent profile on choosing I'm looking for jobs, with no extra page", async () => {
    await signUpInBrowser(page, { first: 'Tilde', last: 'Talent', email: uniqueEmail('choose') });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame())
        visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });
    await dialog(page)
      .getByRole('button', { name: /^I'm looking for jobs/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/client/applicant' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'Talent profile', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Create your talent profile' }).count()).toBe(0);
    expect(visited.filter((path) => path.includes('create=1'))).toEqual([]);
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My jobs', exact: true })
      .waitFor();
    await checkCurrentPage(page);
  });

  it('keeps Find jobs and Browse startups in the header of a user without a profile', async () => {
    await signUpByApi(page, { first: 'Nils', last: 'Noprofile', email: uniqueEmail('noprof') });
    await gotoAndCheck(page, '/client');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    expect(await navLinks(nav)).toEqual(NO_PROFILE_LINKS);
  });

  it('after a CV upload, says only that the CV is uploaded', async () => {
    await signUpByApi(page, { first: 'Cora', last: 'Cv', email: uniqueEmail('cvtruth') });
    const created = await page.request.post('/api/applicant', { headers: { origin: baseUrl() } });
    expect(created.status(), await created.text()).toBeLessThan(300);
    await gotoAndCheck(page, '/client/applicant/settings');
    const main = page.getByRole('main');
    expect(await textOf(main)).toContain(NOT_ADDED);

    await page
      .getByLabel('Your CV (PDF, at most 5 MB)', { exact: true })
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: buildPdf() });
    await page.getByText('Uploaded:').waitFor();
    expect(await textOf(main)).toContain('cv.pdf');
    expect(await textOf(main)).not.toContain(NOT_ADDED);
    expect(await textOf(main)).toContain('Save to keep this CV for your applications.');
    await checkCurrentPage(page);
  });
});

describe('first steps on a phone', () => {
  const session = useBrowserPage({ viewport: MOBILE_VIEWPORT });

  it('lists Find jobs and Browse startups in the menu of a user without a profile', async () => {
    const { page } = session;
    await signUpByApi(page, { first: 'Mona', last: 'Mobile', email: uniqueEmail('nomob') });
    await gotoAndCheck(page, '/client');
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Mobile' });
    await nav.getByRole('link', { name: 'Find jobs', exact: true }).waitFor();
    expect(await navLinks(nav)).toEqual(NO_PROFILE_LINKS);
    await checkCurrentPage(page);
  });
});

describe('first steps without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });

  it('keeps a CV posted with a refused quick apply form, and does not say none was added', async () => {
    const { page } = session;
    await signUpByApi(page, { first: 'Nora', last: 'Nojs', email: uniqueEmail('cvnojs') });
    const created = await page.request.post('/api/applicant', { headers: { origin: baseUrl() } });
    expect(created.status(), await created.text()).toBeLessThan(300);
    await gotoAndCheck(page, '/client/applicant/settings');
    await page.getByLabel('Email', { exact: true }).fill('not an address');
    await page
      .getByLabel('Your CV (PDF, at most 5 MB)', { exact: true })
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: buildPdf() });
    await page.getByRole('button', { name: 'Save quick apply details' }).click();
    await page.getByText('Uploaded:').waitFor();
    const main = page.getByRole('main');
    expect(await textOf(main)).toContain('cv.pdf');
    expect(await textOf(main)).not.toContain(NOT_ADDED);
    expect(await textOf(main)).toContain('Save to keep this CV for your applications.');
    // The refusal is a 422 page (the browser logs its status): nothing else may be wrong with it.
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/client/applicant/settings' }] });
  });
});

/**
 * The back office's Users section in the browser (issue 32, acceptance): a person is signed in in
 * their own browser; the admin, in another browser without JavaScript (the forms are plain posts),
 * finds them by email in /admin/users, opens their page (profiles, sign-in history) and disables
 * them. At its next navigation the person's open browser is signed out (the header shows Log in, a
 * portal page sends them away), their startup's public page stays, and signing in with the right
 * password shows the wrong-password text. The same pages work with JavaScript (enhanced forms). axe
 * runs on every page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStartupByApi, E2E_PASSWORD, logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import {
  type BrowserSession,
  checkCurrentPage,
  expectNoAxeViolations,
  expectNoPageProblems,
  gotoAndCheck,
  openBrowser,
  textOf,
} from './fixtures.ts';

describe('the back office disables a user', () => {
  let userBrowser: BrowserSession;
  let adminBrowser: BrowserSession;

  beforeAll(async () => {
    userBrowser = await openBrowser();
    adminBrowser = await openBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await userBrowser?.close();
    await adminBrowser?.close();
  });

  async function signedInUser(page: Page) {
    const email = uniqueEmail('disabled-user');
    await signUpByApi(page, { first: 'Dagny', last: 'Disabled', email });
    const name = `Dagnyvik ${Math.random().toString(36).slice(2, 6)}`;
    const { key } = await createStartupByApi(page, { name, countryCode: 'NO' });
    return { email, startup: { key, name } };
  }

  it("signs the user's open browser out at its next navigation, and their sign-in fails like a wrong password", async () => {
    const user = await userBrowser.newPage();
    const { email, startup } = await signedInUser(user);
    await gotoAndCheck(user, '/client');
    const userHeader = user.getByRole('banner');
    await userHeader.getByRole('button', { name: /^User menu for / }).waitFor();

    // The admin, without JavaScript: Users → search by email → the user's page.
    const admin = await adminBrowser.newPage();
    await logInByApi(admin, 'admin@nordhub.test');
    await gotoAndCheck(admin, '/admin');
    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/users');
    await admin.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await checkCurrentPage(admin);
    await admin.getByRole('searchbox', { name: 'Email or name' }).fill(email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.waitForURL((url) => url.searchParams.get('q') === email);
    await checkCurrentPage(admin);
    const results = admin.getByRole('table');
    expect(await results.getByRole('row').count()).toBe(2);
    await results.getByRole('link', { name: email }).click();
    await admin.waitForURL((url) => /^\/admin\/users\/[0-9a-f-]{36}$/.test(url.pathname));
    await admin.getByRole('heading', { level: 1, name: 'Dagny Disabled' }).waitFor();
    await checkCurrentPage(admin);

    // Its profiles (the startup, with its public page) and its sign-in (the sign-up).
    const profiles = admin.getByRole('region', { name: 'Profiles' });
    expect(await profiles.getByRole('link', { name: startup.name }).getAttribute('href')).toBe(
      `/startups/${startup.key}`,
    );
    const history = admin.getByRole('region', { name: 'Sign-in history' });
    expect(await textOf(history.getByRole('row').nth(1))).toContain('Sign-up');

    await admin.getByLabel('Reason (optional, kept in the audit log)').fill('Fake job applications');
    await admin.getByRole('button', { name: 'Disable account' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `${email} is disabled` })
      .waitFor();
    const account = admin.getByRole('region', { name: 'Account' });
    expect(await textOf(account)).toMatch(/Disabled since\s+\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC/);
    await admin.getByRole('button', { name: 'Enable account' }).waitFor();
    await expectNoAxeViolations(admin);
    expectNoPageProblems(admin);

    // The user's open browser, at its next navigation: signed out.
    await gotoAndCheck(user, '/jobs');
    await userHeader.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    expect(await userHeader.getByRole('button', { name: /User menu/ }).count()).toBe(0);
    // A portal page sends them away, to log in.
    await user.goto('/client');
    await user.waitForURL((url) => url.pathname === '/' && url.searchParams.get('to') === '/client');
    // Their startup's public page stays.
    await gotoAndCheck(user, `/startups/${startup.key}`);
    await user.getByRole('heading', { level: 1, name: startup.name }).waitFor();

    // Signing in with the right password: the wrong-password text.
    await gotoAndCheck(user, '/?auth=login');
    const modal = user.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password').fill(E2E_PASSWORD);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await modal.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(await userHeader.getByRole('button', { name: /User menu/ }).count()).toBe(0);
    expectNoPageProblems(user, { expectedFailures: [{ status: 401, path: '/api/users/sign-in' }] });
  });

  it('works with JavaScript too: search by name, send a password reset, disable and enable again', async () => {
    const { email } = await signedInUser(await userBrowser.newPage());
    // A browser of its own for the admin, with JavaScript this time.
    const adminWithJs = await openBrowser();
    try {
      const page = await adminWithJs.newPage();
      await logInByApi(page, 'admin@nordhub.test');
      await gotoAndCheck(page, '/admin/users');
      await page.getByRole('searchbox', { name: 'Email or name' }).fill('Dagny Disabled');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'Dagny Disabled');
      await page.getByRole('table').getByRole('link', { name: email }).click();
      await page.waitForURL((url) => /^\/admin\/users\/[0-9a-f-]{36}$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: 'Dagny Disabled' }).waitFor();
      await checkCurrentPage(page);

      await page.getByRole('button', { name: 'Send password reset' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `A password reset link was sent to ${email}.` })
        .waitFor();
      await page.getByRole('button', { name: 'Disable account' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${email} is disabled` })
        .waitFor();
      await page.getByRole('button', { name: 'Enable account' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${email} is enabled` })
        .waitFor();
      await page.getByRole('button', { name: 'Disable account' }).waitFor();
      expect(await textOf(page.getByRole('region', { name: 'Account' }))).toContain('Not disabled');
      await expectNoAxeViolations(page);
      expectNoPageProblems(page);
    } finally {
      await adminWithJs.close();
    }
  });
});

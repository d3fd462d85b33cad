/**
 * My Account (`/settings`, issue 3 scope 10) as a person uses it: logged out it sends to the log-in
 * modal and back; then, for a fresh account, the browser-side checks (nothing sent), a new name in
 * the header, a new email address confirmed from the received mail, a new password (the old one no
 * longer logs in), and deleting the account through its confirm dialog. axe runs on the page and on
 * the dialog. A fresh account is used so the demo users stay as other journeys expect them.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { captchaResponseFor, sessionCookieOf } from './accounts.ts';
import {
  baseUrl,
  checkCurrentPage,
  expectNoPageProblems,
  formatAxeViolations,
  gotoAndCheck,
  useBrowserPage,
} from './fixtures.ts';
import { extractLinks, waitForMail } from './mailbox.ts';

const PASSWORD = 'Nordhub-test-2026!';
const NEW_PASSWORD = 'Fjord-dusk-2027?';

/** axe on the page as it is now (a dialog changes the page, not its URL, so the per-URL cache would not see it). */
async function expectNoAxeViolationsNow(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.length, `axe on ${page.url()}:\n${formatAxeViolations(violations)}`).toBe(0);
}

/**
 * Creates an account with a talent profile over the API as the sign-up form and the role choice
 * would (a real ALTCHA solution), without the modals: those journeys are auth.spec.ts's business.
 */
async function signUpOverApi(email: string): Promise<void> {
  const challengeResponse = await fetch(`${baseUrl()}/api/captcha/challenge`);
  expect(challengeResponse.status).toBe(200);
  const challenge = await challengeResponse.json();
  const reCaptchaResponse = await captchaResponseFor(challenge, 30_000);
  const response = await fetch(`${baseUrl()}/api/users/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({
      name: { first: 'Sanna', last: 'Settings' },
      email,
      password: PASSWORD,
      reCaptchaResponse,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  // A talent profile, so that logging in goes straight to the target (docs/product.md, After authentication).
  const session = sessionCookieOf(response.headers.getSetCookie());
  expect(session).toBeDefined();
  const applicant = await fetch(`${baseUrl()}/api/applicant`, {
    method: 'POST',
    headers: { origin: baseUrl(), cookie: `${session?.name}=${session?.value}` },
  });
  expect(applicant.status, await applicant.clone().text()).toBe(201);
}

function region(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

function userMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^User menu for / });
}

/** The error text shown next to a field (its aria-describedby target). */
async function fieldError(page: Page, field: Locator): Promise<string> {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const id = await field.getAttribute('aria-describedby');
  return (await page.locator(`[id="${id}"]`).innerText()).trim();
}

async function logInWithModal(page: Page, email: string, password: string): Promise<void> {
  const modal = page.getByRole('dialog');
  await modal.getByRole('heading', { name: 'Log in' }).waitFor();
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('My Account', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('renames, moves the email address, changes the password and deletes a fresh account', async () => {
    const email = `settings-${Date.now()}@example.com`;
    const newEmail = `moved-${Date.now()}@example.com`;
    await signUpOverApi(email);

    // Logged out: the page sends to the front page's log-in modal, and back after logging in.
    await gotoAndCheck(page, '/settings');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).searchParams.get('to')).toBe('/settings');
    await logInWithModal(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(await page.title()).toBe('My Account | Nordhub');
    await checkCurrentPage(page);

    const name = region(page, 'Name');
    const emailRegion = region(page, 'Email');
    const password = region(page, 'Password');
    expect(await name.getByLabel('First name').inputValue()).toBe('Sanna');
    expect(await emailRegion.getByText(email, { exact: true }).isVisible()).toBe(true);
    expect(await emailRegion.getByText('Not verified', { exact: true }).isVisible()).toBe(true);

    // The browser checks the same rules as the server before sending anything.
    const accountCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/users/me'))
        accountCalls.push(request.url());
    });
    await name.getByLabel('First name').fill('  ');
    await name.getByRole('button', { name: 'Save name' }).click();
    expect(await fieldError(page, name.getByLabel('First name'))).toBe('Please enter first name');
    await emailRegion.getByLabel('New email address').fill('not-an-email');
    await emailRegion.getByRole('button', { name: 'Change email' }).click();
    expect(await fieldError(page, emailRegion.getByLabel('New email address'))).toBe(
      'Please enter your email address',
    );
    expect(await fieldError(page, emailRegion.getByLabel('Current password'))).toBe(
      'Please enter your password',
    );
    await password.getByLabel('New password').fill('weakpass');
    await password.getByRole('button', { name: 'Change password' }).click();
    expect(await fieldError(page, password.getByLabel('New password'))).toBe('Please enter a valid password');
    expect(await fieldError(page, password.getByLabel('Current password'))).toBe(
      'Please enter your password',
    );
    expect(accountCalls).toEqual([]);
    await expectNoAxeViolationsNow(page);

    // Name: saved, announced, and the header shows it at once.
    await name.getByLabel('First name').fill('Saga');
    await name.getByLabel('Last name').fill('Renamed');
    await name.getByRole('button', { name: 'Save name' }).click();
    await name.getByRole('status').getByText('Your name is saved.').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'User menu for Saga Renamed' }).waitFor();

    // Email: a wrong password is refused next to the field; then the link in the mail to the new
    // address switches the account to it.
    await emailRegion.getByLabel('New email address').fill(newEmail);
    await emailRegion.getByLabel('Current password').fill('Not-my-password-1!');
    await emailRegion.getByRole('button', { name: 'Change email' }).click();
    await emailRegion.getByText('Incorrect password, please try again').waitFor();
    expect(await fieldError(page, emailRegion.getByLabel('Current password'))).toBe(
      'Incorrect password, please try again',
    );
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/api/users/me/email' }] });
    await emailRegion.getByLabel('Current password').fill(PASSWORD);
    await emailRegion.getByRole('button', { name: 'Change email' }).click();
    await emailRegion
      .getByRole('status')
      .getByText(`We sent a confirmation link to ${newEmail}. Your email address changes when you open it.`)
      .waitFor();
    expect(await emailRegion.getByText(`${newEmail} (open the link`).isVisible()).toBe(true);
    const notice = await waitForMail({ to: email, subject: 'Your Nordhub email address is being changed' });
    expect(notice.text).toContain(newEmail);
    const mail = await waitForMail({ to: newEmail, subject: 'Confirm your new email address' });
    const link = extractLinks(mail.text).find((href) => new URL(href).pathname === '/client/verify-email');
    expect(link, mail.text).toBeDefined();
    await gotoAndCheck(page, link as string);
    await page.getByRole('status').getByText('Your email address is verified. Thank you!').waitFor();
    await gotoAndCheck(page, '/settings');
    expect(await emailRegion.getByText(newEmail, { exact: true }).isVisible()).toBe(true);
    expect(await emailRegion.getByText('Verified', { exact: true }).isVisible()).toBe(true);

    // Password: changed with the current one; this browser stays logged in, the old password is dead.
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel('New password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password
      .getByRole('status')
      .getByText('Your password is changed. You are logged out on all other devices.')
      .waitFor();
    expect((await page.request.get('/api/users/me')).status()).toBe(200);
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).waitFor();

    await gotoAndCheck(page, '/settings');
    await logInWithModal(page, newEmail, PASSWORD);
    await page.getByRole('dialog').getByText('Invalid email or password').waitFor();
    expectNoPageProblems(page, { expectedFailures: [{ status: 401, path: '/api/users/sign-in' }] });
    await page.getByRole('dialog').getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

    // Delete: a confirm dialog that needs the password, then the front page, logged out for good.
    await region(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await confirm.waitFor();
    await expectNoAxeViolationsNow(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(
      await region(page, 'Delete account')
        .getByRole('button', { name: 'Delete account' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);

    await region(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    expect(await fieldError(page, confirm.getByLabel('Password'))).toBe('Please enter your password');
    await confirm.getByLabel('Password').fill(NEW_PASSWORD);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await checkCurrentPage(page);
    expect((await page.request.get('/api/users/me')).status()).toBe(401);

    const signIn = await page.request.post('/api/users/sign-in', {
      data: { email: newEmail, password: NEW_PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(signIn.status()).toBe(401);
    expectNoPageProblems(page);
  });
});

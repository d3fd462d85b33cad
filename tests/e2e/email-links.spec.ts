/**
 * The journeys that go through a mailbox (docs/product.md, Session 'Email verified', Validation 'a verification key is
 * consumed when used', Error texts forgot-password text): the e2e server delivers over real SMTP to the capture
 * server of the global setup, and the test follows the link in the received message as a person would.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStartupByApi, signUpByApi, submitSignUpDialog, uniqueEmail } from './accounts.ts';
import { baseUrl, checkCurrentPage, expectNoPageProblems, gotoAndCheck, useBrowserPage } from './fixtures.ts';
import { extractLinks, waitForMail } from './mailbox.ts';

const PASSWORD = 'Nordhub-test-2026!';
const NEW_PASSWORD = 'Fjord-night-2027?';

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

function userMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^User menu for / });
}

/** The one link of the mail that leads to `pathname` on the site, checked to be on the site's origin. */
function linkTo(text: string, pathname: string): string {
  const link = extractLinks(text).find((href) => new URL(href).pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in:\n${text}`);
  expect(new URL(link).origin).toBe(baseUrl());
  return link;
}

async function signUpInBrowser(page: Page, email: string): Promise<void> {
  await gotoAndCheck(page, '/?auth=signup');
  await submitSignUpDialog(page, { first: 'Mailbox', last: 'Reader', email }, PASSWORD);
  // A new account has no profile: Choose role opens (docs/product.md, After authentication), and can be left for later.
  await dialog(page).getByRole('heading', { name: 'Choose your role' }).waitFor();
  await page.keyboard.press('Escape');
  await userMenu(page).waitFor();
}

async function readMe(page: Page): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const response = await page.request.get('/api/users/me');
  return { status: response.status(), body: response.ok() ? await response.json() : null };
}

describe('links from received mail', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('verifies the email address from the link of the sign-up mail, once', async () => {
    const email = `verify-${Date.now()}@example.com`;
    await signUpInBrowser(page, email);
    expect((await readMe(page)).body?.isEmailVerified).toBe(false);

    const mail = await waitForMail({ to: email, subject: 'Verify your email address' });
    expect(mail.partTypes).toEqual(['text/plain', 'text/html']);
    const link = linkTo(mail.text, '/client/verify-email');

    await gotoAndCheck(page, link);
    await page.getByRole('status').getByText('Your email address is verified. Thank you!').waitFor();
    expect((await readMe(page)).body?.isEmailVerified).toBe(true);

    // The key was consumed: the same link now says it is not valid.
    await page.goto(link);
    await page.getByRole('alert').getByText('This verification link is not valid any more').waitFor();
    expectNoPageProblems(page, { expectedFailures: [{ status: 404, path: '/api/users/verify-email' }] });
  });

  it('drops the spent key from the address, so a reload still says the address is verified', async () => {
    const email = uniqueEmail('verify-reload');
    await signUpByApi(page, { first: 'Rolf', last: 'Reload', email });
    const mail = await waitForMail({ to: email, subject: 'Verify your email address' });
    const link = linkTo(mail.text, '/client/verify-email');
    // Opened where nobody is logged in (another browser, another device): the key alone verifies.
    await session.browser.context.clearCookies();

    await gotoAndCheck(page, link);
    const verified = page.getByRole('status').getByText('Your email address is verified. Thank you!');
    await verified.waitFor();
    await page.waitForURL((url) => url.pathname === '/client/verify-email' && url.search === '');

    await page.reload();
    await verified.waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await checkCurrentPage(page);
  });

  it('after a reset, asks a person with two profiles and none chosen to Choose profile', async () => {
    const email = uniqueEmail('reset-profiles');
    await signUpByApi(page, { first: 'Tove', last: 'Twoprofiles', email });
    const { key } = await createStartupByApi(page, {
      name: `Resetvik ${Math.random().toString(36).slice(2, 7)}`,
      countryCode: 'NO',
    });
    const talent = await page.request.post('/api/applicant');
    expect(talent.status(), await talent.text()).toBeLessThan(300);
    await session.browser.context.clearCookies();
    const forgot = await page.request.post('/api/users/forgot-password', { data: { email } });
    expect(forgot.status()).toBe(200);
    const mail = await waitForMail({ to: email, subject: 'Reset your Nordhub password' });

    await gotoAndCheck(page, linkTo(mail.text, '/client/reset-password'));
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();

    // Logged in, with no profile chosen: the prompt of docs/product.md, After authentication (profiles without selection).
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Choose profile' }).waitFor();
    expect(await modal.getByRole('radio').count()).toBe(2);
    await checkCurrentPage(page);
    await modal.getByRole('radio', { name: /Resetvik/ }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === `/client/startups/${key}`);
    await page.getByRole('heading', { level: 1, name: /^Resetvik/ }).waitFor();
    await checkCurrentPage(page);
  });

  it('resets a forgotten password from the link of the reset mail, then logs in with the new one', async () => {
    const email = `forgot-${Date.now()}@example.com`;
    await signUpInBrowser(page, email);
    await session.browser.context.clearCookies();

    await gotoAndCheck(page, '/?auth=login');
    const modal = dialog(page);
    await modal.getByRole('button', { name: 'Forgot password?' }).click();
    await modal.getByRole('heading', { name: 'Forgot password?' }).waitFor();
    await modal.getByLabel('Email').fill(email);
    await modal.getByRole('button', { name: 'Send reset link' }).click();
    await modal
      .getByRole('status')
      .getByText(
        "If there's a user connected to this email address, we've sent an email with instructions for resetting your password.",
      )
      .waitFor();

    const mail = await waitForMail({ to: email, subject: 'Reset your Nordhub password' });
    const link = linkTo(mail.text, '/client/reset-password');
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));

    await gotoAndCheck(page, link);
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    // The password rule holds here too: the page action's answer, beside the field.
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Please enter a valid password').waitFor();
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/client/reset-password.data' }] });
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();

    // Logged in with the new password, on the front page; like any log-in without a profile
    // (docs/product.md, After authentication), Choose role opens, and can be left for later.
    await dialog(page).getByRole('heading', { name: 'Choose your role' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await checkCurrentPage(page);
    await page.keyboard.press('Escape');
    await userMenu(page).waitFor();

    // The key is single use, and the old password no longer works.
    await session.browser.context.clearCookies();
    const reuse = await page.request.post('/api/users/reset-password', {
      data: { password: 'Another-pass-2028!', resetKey: new URL(link).searchParams.get('key') },
      headers: { origin: baseUrl() },
    });
    expect(reuse.status()).toBe(404);
    const oldLogin = await page.request.post('/api/users/sign-in', {
      data: { email, password: PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(oldLogin.status()).toBe(401);

    await gotoAndCheck(page, '/?auth=login');
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByLabel('Password').fill(NEW_PASSWORD);
    await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog(page).getByRole('heading', { name: 'Choose your role' }).waitFor();
    await page.keyboard.press('Escape');
    await userMenu(page).waitFor();
    expectNoPageProblems(page);
  });
});

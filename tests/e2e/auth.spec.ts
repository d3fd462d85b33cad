/**
 * The auth modal and the logged-in header (docs/product.md, Modals and Header navigation, Auth flow,
 * Validation, Error texts): client-side validation, a real sign-up through the ALTCHA widget, log out,
 * log in as the demo talent, a wrong password, the account-exists step and the safe `to` redirect.
 * Modal states are checked with axe as they are shown.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkCurrentPage,
  expectNoPageProblems,
  formatAxeViolations,
  gotoAndCheck,
  useBrowserPage,
} from './fixtures.ts';

const DEMO_TALENT = { email: 'talent@nordhub.test', password: 'Nordhub-demo-2026!' };

/** axe on the page as it is now (the fixture's cache is per URL, and a modal changes the page, not the URL). */
async function expectNoAxeViolationsNow(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.length, `axe on ${page.url()}:\n${formatAxeViolations(violations)}`).toBe(0);
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

async function solveCaptcha(page: Page): Promise<void> {
  // The widget draws its own box over the input, so its label is what a person clicks.
  await dialog(page).locator('altcha-widget label').first().click();
  try {
    await page.waitForFunction(
      () => (document.querySelector('input[name="reCaptchaResponse"]') as HTMLInputElement | null)?.value,
      undefined,
      { timeout: 30_000 },
    );
  } catch (error) {
    const widget = await dialog(page).locator('altcha-widget').innerHTML();
    throw new Error(`the captcha did not verify; widget: ${widget.slice(0, 1500)}`, { cause: error });
  }
}

async function openSignUpForm(page: Page): Promise<Locator> {
  await gotoAndCheck(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign up', exact: true }).click();
  const modal = dialog(page);
  await modal.getByRole('heading', { name: 'Let us know who you are' }).waitFor();
  await expectNoAxeViolationsNow(page);
  await modal.getByRole('button', { name: 'Sign up with email' }).click();
  await modal.getByRole('heading', { name: 'Sign up with email' }).waitFor();
  return modal;
}

async function logIn(modal: Locator, email: string, password: string): Promise<void> {
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('auth modal', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    // One browser for the suite: every journey starts logged out.
    await session.browser.context.clearCookies();
  });

  it('shows each sign-up validation message next to its field before anything is sent', async () => {
    const modal = await openSignUpForm(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/')) apiCalls.push(request.url());
    });
    await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
    for (const [label, message] of [
      ['First name', 'Please enter first name'],
      ['Last name', 'Please enter last name'],
      ['Email', 'Please enter your email address'],
      ['Password', 'Please enter a valid password'],
    ] as const) {
      const field = modal.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-invalid'), label).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expect(describedBy, label).toBeTruthy();
      expect((await page.locator(`[id="${describedBy}"]`).innerText()).trim()).toBe(message);
    }
    expect(await modal.getByText('Please verify you are not a robot').isVisible()).toBe(true);
    expect(apiCalls).toEqual([]);
    await expectNoAxeViolationsNow(page);
    expectNoPageProblems(page);
  });

  it('signs up for real, shows the logged-in header with the user menu, then logs out', async () => {
    const modal = await openSignUpForm(page);
    const email = `e2e-${Date.now()}@example.com`;
    await modal.getByLabel('First name').fill('Erika');
    await modal.getByLabel('Last name').fill('Test');
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password').fill('Nordhub-test-2026!');
    await solveCaptcha(page);
    await modal.getByRole('button', { name: 'Sign up', exact: true }).click();

    // A new account has no profile yet: docs/product.md, After authentication prompts Choose role, which may be left for later.
    await dialog(page).getByRole('heading', { name: 'Choose your role' }).waitFor();
    await page.keyboard.press('Escape');
    const header = page.getByRole('banner');
    const userMenu = header.getByRole('button', { name: 'User menu for Erika Test' });
    await userMenu.waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    // No profile yet: the header offers to become a startup or an investor.
    const nav = header.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'For startups', exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'For investors', exact: true }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Log in' }).count()).toBe(0);

    await userMenu.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (const name of ['My dashboard', 'My Account', 'Log out']) {
      expect(await menu.getByRole('menuitem', { name }).isVisible(), name).toBe(true);
    }
    expect(await menu.getByRole('menuitem', { name: 'Switch profile' }).count()).toBe(0);
    await expectNoAxeViolationsNow(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await header.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await header.getByRole('button', { name: /User menu/ }).count()).toBe(0);
    await checkCurrentPage(page);
  });

  it('logs in as the demo talent: Talent header with My jobs and the applicant menu', async () => {
    await gotoAndCheck(page, '/jobs');
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    expect(await modal.getByRole('button', { name: 'Forgot password?' }).isVisible()).toBe(true);
    await expectNoAxeViolationsNow(page);
    await logIn(modal, DEMO_TALENT.email, DEMO_TALENT.password);

    const header = page.getByRole('banner');
    const userMenu = header.getByRole('button', { name: /^User menu for / });
    await userMenu.waitFor();
    // Without a `to` target, login goes to the (only) profile's page: the talent's jobs (docs/product.md, Modals).
    await page.waitForURL((url) => url.pathname === '/client/my-jobs');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Find jobs', 'Browse startups', 'News & Insights', 'Followed startups']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'My jobs', exact: true }).getAttribute('href')).toBe(
      '/client/my-jobs',
    );
    // The button is disabled until its menu has loaded after hydration: wait until it can be used.
    await userMenu.click({ trial: true });
    await userMenu.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (const name of ['Quick apply', 'Email notifications']) {
      expect(await menu.getByRole('menuitem', { name }).isVisible(), name).toBe(true);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expectNoPageProblems(page);
  });

  it('says Invalid email or password for a wrong password', async () => {
    await gotoAndCheck(page, '/?auth=login');
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await logIn(modal, DEMO_TALENT.email, 'Wrong-password-1!');
    const alert = modal.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.waitFor();
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /User menu/ })
        .count(),
    ).toBe(0);
    await expectNoAxeViolationsNow(page);
  });

  it('moves a sign-up with an existing email to Email address found, please log in', async () => {
    const modal = await openSignUpForm(page);
    await modal.getByLabel('First name').fill('Talent');
    await modal.getByLabel('Last name').fill('Again');
    await modal.getByLabel('Email').fill(DEMO_TALENT.email);
    await modal.getByLabel('Password').fill('Nordhub-test-2026!');
    await solveCaptcha(page);
    await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
    await modal.getByRole('heading', { name: 'Email address found, please log in' }).waitFor();
    expect(await modal.getByLabel('Email').inputValue()).toBe(DEMO_TALENT.email);
    await expectNoAxeViolationsNow(page);

    const signInBodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/sign-in')) signInBodies.push(request.postDataJSON());
    });
    await modal.getByLabel('Password').fill(DEMO_TALENT.password);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^User menu for / })
      .waitFor();
    expect(signInBodies).toEqual([
      { email: DEMO_TALENT.email, password: DEMO_TALENT.password, exists: true },
    ]);
  });

  it('opens log in for ?to= and never follows a target on another origin', async () => {
    await gotoAndCheck(page, '/?to=https://evil.example');
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await logIn(modal, DEMO_TALENT.email, DEMO_TALENT.password);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^User menu for / })
      .waitFor();
    await page.waitForURL((url) => url.search === '');
    const url = new URL(page.url());
    expect(url.origin).toBe(baseUrl());
    expect(url.pathname).toBe('/');
    expectNoPageProblems(page);
  });
});

/**
 * The header per profile kind (docs/product.md, Header navigation): the main navigation's links in the
 * order of docs/product.md, Header navigation, the user dropdown's items (opened and walked with the keyboard), Log out → `/`, and
 * axe on each state. Also the acceptance journey: `/client/my-jobs` while logged out →
 * `/?to=/client/my-jobs` → log in in the modal → back on My jobs.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCurrentPage, formatAxeViolations, gotoAndCheck, useBrowserPage } from './fixtures.ts';

const DEMO_PASSWORD = 'Nordhub-demo-2026!';

async function expectNoAxeViolationsNow(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.length, `axe on ${page.url()}:\n${formatAxeViolations(violations)}`).toBe(0);
}

/**
 * Logs the browser in through the API (the modal has its own journeys in auth.spec.ts): the session
 * cookie lands in the browser context. Sign-in is rate limited per client address and every
 * journey comes from 127.0.0.1, so a 429 waits for its Retry-After.
 */
async function logInByApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await page.request.post('/api/users/sign-in', { data: { email, password } });
    if (response.status() === 429 && attempt < 3) {
      const seconds = Number(response.headers()['retry-after'] ?? '30');
      await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
      continue;
    }
    expect(response.status(), await response.text()).toBe(200);
    return;
  }
}

/** A fresh account without any profile, signed up through the API with a solved ALTCHA challenge. */
async function signUpByApi(page: Page, name: { first: string; last: string }): Promise<void> {
  const challengeResponse = await page.request.get('/api/captcha/challenge');
  expect(challengeResponse.status()).toBe(200);
  const challenge = await challengeResponse.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('no solution for the captcha challenge');
  const reCaptchaResponse = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  const response = await page.request.post('/api/users/sign-up', {
    data: {
      name,
      email: `header-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: 'Nordhub-header-2026!',
      reCaptchaResponse,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function mainNav(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

/** The main navigation's links as a person reads them, in order: [text, href]. */
async function navLinks(page: Page): Promise<[string, string | null][]> {
  return mainNav(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => [(a.textContent ?? '').replace(/\s+/g, ' ').trim(), a.getAttribute('href')]),
    ) as Promise<[string, string | null][]>;
}

/**
 * Radix moves focus into the menu once it has placed it (the popper wrapper sits off-screen until
 * then): keys pressed before that are lost, so wait until it is placed, a menu item has focus and
 * two frames have passed.
 */
async function waitForFocusInMenu(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const wrapper = document.querySelector<HTMLElement>('[data-radix-popper-content-wrapper]');
    return (
      wrapper !== null &&
      !wrapper.style.transform.includes('-200%') &&
      document.activeElement?.getAttribute('role') === 'menuitem'
    );
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Opens the user menu from the keyboard (focus the trigger, Enter), checks its items in order and
 * that arrow keys move through them, runs axe on the open menu, and closes it with Escape.
 */
async function checkUserMenu(
  page: Page,
  fullName: string,
  expected: [string, string | null][],
): Promise<void> {
  const trigger = page.getByRole('banner').getByRole('button', { name: `User menu for ${fullName}` });
  // The button is disabled until its menu has loaded after hydration: wait until it can be used.
  await trigger.click({ trial: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = await menu
    .getByRole('menuitem')
    .evaluateAll((elements) =>
      elements.map(
        (el) => [(el.textContent ?? '').trim(), el.getAttribute('href')] as [string, string | null],
      ),
    );
  expect(items).toEqual(expected);
  await waitForFocusInMenu(page);
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  expect(await focusedText()).toBe(expected[0]?.[0]);
  // Home then ArrowDown: the second item. Repeated until it holds, since a key pressed while the
  // just-opened menu is still settling its focus can be lost on a loaded machine (the pair is
  // idempotent, so a retry never skips an item).
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Home');
        await page.keyboard.press('ArrowDown');
        return focusedText();
      },
      { timeout: 15_000 },
    )
    .toBe(expected[1]?.[0]);
  await expectNoAxeViolationsNow(page);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Log out from the menu, by keyboard: the last item, then Enter; the front page, logged out. */
async function logOutFromMenu(page: Page, fullName: string): Promise<void> {
  const trigger = page.getByRole('banner').getByRole('button', { name: `User menu for ${fullName}` });
  // The button is disabled until its menu has loaded after hydration: wait until it can be used.
  await trigger.click({ trial: true });
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menu').waitFor();
  await waitForFocusInMenu(page);
  await expect
    .poll(
      async () => {
        await page.keyboard.press('End');
        return page.evaluate(() => document.activeElement?.textContent?.trim());
      },
      { timeout: 15_000 },
    )
    .toBe('Log out');
  await page.keyboard.press('Enter');
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(
    await page
      .getByRole('banner')
      .getByRole('button', { name: /User menu/ })
      .count(),
  ).toBe(0);
  await checkCurrentPage(page);
}

const ACCOUNT_ITEMS: [string, string | null][] = [
  ['My Account', '/settings'],
  ['Log out', null],
];

describe('header per profile', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('sends a logged-out visitor of My jobs to log in, then back to My jobs', async () => {
    const response = await page.goto('/client/my-jobs');
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('to')).toBe('/client/my-jobs');
    await checkCurrentPage(page);
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Log in' }).waitFor();
    await modal.getByLabel('Email').fill('talent@nordhub.test');
    await modal.getByLabel('Password').fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((next) => next.pathname === '/client/my-jobs');
    await page.getByRole('heading', { level: 1, name: 'My jobs' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: /^Applications/ }).isVisible()).toBe(true);
    await checkCurrentPage(page);
  });

  it('logged out: Find jobs, Browse startups, Pricing, Scout (new), For startups, Sign up and Log in', async () => {
    await gotoAndCheck(page, '/');
    expect(await navLinks(page)).toEqual([
      ['Find jobs', '/jobs'],
      ['Browse startups', '/startups'],
      ['Pricing', '/pricing'],
      ['Scout New', '/scout'],
      ['For startups', '/startups/join'],
    ]);
    const header = page.getByRole('banner');
    for (const name of ['Sign up', 'Log in']) {
      expect(await header.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await header.getByRole('button', { name: /User menu/ }).count()).toBe(0);
    expect(await header.getByRole('region', { name: 'Connect LinkedIn' }).count()).toBe(0);
  });

  it('company: Find jobs, Browse startups, Scout, Pricing, My jobs, and the startup menu', async () => {
    await logInByApi(page, 'recruiter@nordhub.test');
    // The recruiter has two startups: pick one (the choice is remembered in this browser).
    const selected = await page.request.post('/api/users/select-profile', {
      data: { profile: 'company:kodkraft', save: false },
    });
    expect(selected.status(), await selected.text()).toBe(200);
    await gotoAndCheck(page, '/client');
    await expectNoAxeViolationsNow(page);
    expect(await navLinks(page)).toEqual([
      ['Find jobs', '/jobs'],
      ['Browse startups', '/startups'],
      ['Scout New', '/scout'],
      ['Pricing', '/pricing'],
      ['My jobs', '/client/startups/kodkraft/jobs'],
    ]);
    // Kodkraft has its LinkedIn organisation connected: no banner.
    expect(await page.getByRole('region', { name: 'Connect LinkedIn' }).count()).toBe(0);
    await checkUserMenu(page, 'Mads Holm', [
      ['My dashboard', '/client/startups/kodkraft'],
      ['Switch profile', '/?switchProfile=1'],
      ['Edit startup profile', '/client/startups/kodkraft/edit'],
      ['Startup settings', '/client/startups/kodkraft/settings'],
      ['All applicants', '/client/startups/kodkraft/applicants'],
      ['FAQ', '/startups/faq'],
      ...ACCOUNT_ITEMS,
    ]);
    await logOutFromMenu(page, 'Mads Holm');
  });

  it('investor: Find jobs, Browse startups, News & Insights, Followed startups, and the investor menu', async () => {
    await logInByApi(page, 'investor@nordhub.test');
    await gotoAndCheck(page, '/client');
    await expectNoAxeViolationsNow(page);
    expect(await navLinks(page)).toEqual([
      ['Find jobs', '/jobs'],
      ['Browse startups', '/startups'],
      ['News & Insights', '/blog'],
      ['Followed startups', '/client/followed-startups'],
    ]);
    await checkUserMenu(page, 'Ingrid Berg', [
      ['My dashboard', '/client/investors/fjordline-ventures'],
      ['Edit investor profile', '/client/investors/fjordline-ventures/edit'],
      ['Investor settings', '/client/investors/fjordline-ventures/settings'],
      ...ACCOUNT_ITEMS,
    ]);
    await logOutFromMenu(page, 'Ingrid Berg');
  });

  it('applicant: as the investor plus My jobs, and the talent menu', async () => {
    await logInByApi(page, 'talent@nordhub.test');
    await gotoAndCheck(page, '/client');
    await expectNoAxeViolationsNow(page);
    expect(await navLinks(page)).toEqual([
      ['Find jobs', '/jobs'],
      ['Browse startups', '/startups'],
      ['News & Insights', '/blog'],
      ['Followed startups', '/client/followed-startups'],
      ['My jobs', '/client/my-jobs'],
    ]);
    await checkUserMenu(page, 'Freja Lund', [
      ['My dashboard', '/client/my-jobs'],
      ['Quick apply', '/client/applicant/settings'],
      ['Email notifications', '/client/email-notifications'],
      ...ACCOUNT_ITEMS,
    ]);
    // Email notifications is the talent's own job digest, shown and managed in place.
    await gotoAndCheck(page, '/client/email-notifications');
    await page.getByRole('heading', { level: 1, name: 'Email notifications' }).waitFor();
    await page.getByRole('heading', { name: 'Status: Active' }).waitFor();
    await logOutFromMenu(page, 'Freja Lund');
  });

  it('logged in without a profile: Find jobs, Browse startups, For investors, For startups, and the account menu', async () => {
    await signUpByApi(page, { first: 'Nora', last: 'Header' });
    await gotoAndCheck(page, '/client');
    await expectNoAxeViolationsNow(page);
    expect(await navLinks(page)).toEqual([
      ['Find jobs', '/jobs'],
      ['Browse startups', '/startups'],
      ['For investors', '/investors/join'],
      ['For startups', '/startups/join'],
    ]);
    await checkUserMenu(page, 'Nora Header', [['My dashboard', '/client'], ...ACCOUNT_ITEMS]);
    await logOutFromMenu(page, 'Nora Header');
  });
});

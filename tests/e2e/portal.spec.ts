/**
 * The client portal in the browser: the portal pages with axe, the professional-network banner
 * (docs/product.md, Pages: shown to a startup without its LinkedIn id, closable, remembered on the account), and
 * the session check (docs/product.md, Calls and Error texts): when the session is gone, the periodic check or the check on
 * returning to the tab says 'Session expired, redirecting you to frontpage' and lands on `/`; so
 * does a 403 from the check or from any other API call while logged in.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatAxeViolations, gotoAndCheck, useBrowserPage } from './fixtures.ts';

const DEMO_PASSWORD = 'Nordhub-demo-2026!';
const SESSION_EXPIRED = 'Session expired, redirecting you to frontpage';

async function expectNoAxeViolationsNow(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.length, `axe on ${page.url()}:\n${formatAxeViolations(violations)}`).toBe(0);
}

/** Logs the browser context in through the API (a 429 from the per-address limit waits for Retry-After). */
async function logInByApi(page: Page, email: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await page.request.post('/api/users/sign-in', {
      data: { email, password: DEMO_PASSWORD },
    });
    if (response.status() === 429 && attempt < 3) {
      const seconds = Number(response.headers()['retry-after'] ?? '30');
      await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
      continue;
    }
    expect(response.status(), await response.text()).toBe(200);
    return;
  }
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
const liveSessions = new Map<string, Cookies>();

/**
 * Puts a session of the user in the page's browser: this file's earlier one while it still works
 * (sign-in is rate limited per client address, and every journey comes from 127.0.0.1), else a
 * fresh log-in.
 */
async function useSessionOf(page: Page, email: string): Promise<void> {
  const saved = liveSessions.get(email);
  if (saved) {
    await page.context().addCookies(saved);
    if ((await page.request.get('/api/users/me')).ok()) return;
    await page.context().clearCookies();
  }
  await logInByApi(page, email);
  liveSessions.set(email, await page.context().cookies());
}

async function selectProfile(page: Page, profile: string): Promise<void> {
  const response = await page.request.post('/api/users/select-profile', { data: { profile, save: false } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Opens the page with a controlled clock and waits for the session watch, which loads after hydration in its own chunk
 * (the page's clock is faked, so performance entries cannot tell; the request can).
 */
async function openWithSessionWatch(page: Page, path: string): Promise<void> {
  // From here on the page's clock is the test's: the 30 s throttle and the 5 minute period pass on request.
  await page.clock.install();
  const watchLoaded = page.waitForResponse((response) => response.url().includes('/assets/session-expired'));
  await gotoAndCheck(page, path);
  expect((await watchLoaded).ok()).toBe(true);
  // The chunk is in; the watch marks the page once its listeners are set.
  await page.locator('html[data-session-watch="on"]').waitFor({ state: 'attached' });
}

/** What the browser does when the person comes back to the tab. */
async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function expectSessionExpiredThenFrontPage(page: Page): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: SESSION_EXPIRED });
  await alert.waitFor();
  expect(await alert.isVisible()).toBe(true);
  await expectNoAxeViolationsNow(page);
  await page.waitForURL((url) => url.pathname === '/' && url.search === '', { timeout: 10_000 });
  // Logged out: the header offers to log in again.
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).waitFor();
}

describe('client portal pages', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('shows a talent their home, My jobs and followed startups', async () => {
    await useSessionOf(page, 'multi@nordhub.test');
    await gotoAndCheck(page, '/client');
    expect(await page.getByRole('heading', { level: 2, name: 'Your profiles' }).isVisible()).toBe(true);
    await gotoAndCheck(page, '/client/my-jobs');
    for (const name of [/^Applications/, /^Saved jobs/, /^Interested/]) {
      expect(await page.getByRole('heading', { level: 2, name }).isVisible()).toBe(true);
    }
    await gotoAndCheck(page, '/client/followed-startups');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
  });

  it('shows a member with several profiles each dashboard', async () => {
    await useSessionOf(page, 'multi@nordhub.test');
    await gotoAndCheck(page, '/client');
    const profiles = page.getByRole('region', { name: 'Your profiles' });
    for (const name of ['Fjellpuls', 'Lighthouse Angels Copenhagen', 'Aino Virtanen']) {
      expect(await profiles.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await profiles.getByRole('link', { name: 'Fjellpuls', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/client/startups/fjellpuls');
    await page.getByRole('heading', { level: 1, name: 'Fjellpuls' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Startup menu' });
    for (const name of [
      'My jobs',
      'All applicants',
      'Post a job',
      'Edit startup profile',
      'Startup settings',
      'Team members',
    ]) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    // Every tile leads to a page that exists.
    for (const href of await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect((await page.request.get(href ?? '/')).status(), href ?? '').toBe(200);
    }
    await expectNoAxeViolationsNow(page);
    await gotoAndCheck(page, '/client/investors/lighthouse-angels-copenhagen');
    expect(
      await page.getByRole('heading', { level: 1, name: 'Lighthouse Angels Copenhagen' }).isVisible(),
    ).toBe(true);
  });
});

describe('professional-network banner', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('asks a startup without LinkedIn to connect it, and stays closed once closed', async () => {
    await useSessionOf(page, 'recruiter@nordhub.test');
    // Mosegaard Analytics has no LinkedIn organisation id in the demo data.
    await selectProfile(page, 'company:mosegaard-analytics');
    try {
      await gotoAndCheck(page, '/client/startups/mosegaard-analytics');
      const banner = page.getByRole('banner').getByRole('region', { name: 'Connect LinkedIn' });
      expect(await banner.isVisible()).toBe(true);
      expect(await banner.getByText('Connect your startup to LinkedIn').isVisible()).toBe(true);
      expect(await banner.getByRole('link', { name: 'Connect LinkedIn' }).getAttribute('href')).toBe(
        '/client/startups/mosegaard-analytics/settings?openedSetting=linkedin',
      );
      await expectNoAxeViolationsNow(page);

      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/users/me') && response.request().method() === 'PUT',
      );
      await banner.getByRole('button', { name: 'Close the LinkedIn banner' }).click();
      expect((await saved).status()).toBe(200);
      await banner.waitFor({ state: 'detached' });

      // Remembered on the account: not back after a reload.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Mosegaard Analytics' }).waitFor();
      expect(await page.getByRole('region', { name: 'Connect LinkedIn' }).count()).toBe(0);
      const me = await (await page.request.get('/api/users/me')).json();
      expect(me.uiFeatures.map((feature: { name: string }) => feature.name)).toContain(
        'professionalNetworkBanner',
      );
    } finally {
      // Other journeys log in as the demo recruiter too: give the banner back.
      await page.request.put('/api/users/me', { data: { uiFeatures: [] } });
    }
  });
});

describe('session check', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('checks every 5 minutes without any visit to the tab', async () => {
    await useSessionOf(page, 'talent@nordhub.test');
    await openWithSessionWatch(page, '/client/followed-startups');
    // The browser loses the session cookie (it expired, or was cleared).
    await session.browser.context.clearCookies();
    await page.clock.fastForward('05:00');
    await expectSessionExpiredThenFrontPage(page);
  });

  it('logs out on a 403 answer to the check', async () => {
    await useSessionOf(page, 'talent@nordhub.test');
    await openWithSessionWatch(page, '/client');
    await page.route('**/api/users/me', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'FORBIDDEN', message: 'Forbidden' }),
      }),
    );
    await page.clock.fastForward(31_000);
    await returnToTab(page);
    await expectSessionExpiredThenFrontPage(page);
    // Really logged out, not only sent away: the session is over on the server too.
    await page.unrouteAll();
    await session.browser.context.addCookies(liveSessions.get('talent@nordhub.test') ?? []);
    expect((await page.request.get('/api/users/me')).status()).toBe(401);
  });

  it('on returning to the tab, finds the session gone and goes to the front page', async () => {
    await useSessionOf(page, 'talent@nordhub.test');
    await openWithSessionWatch(page, '/client/my-jobs');
    // The session ends elsewhere (here: logged out from another tab of this browser).
    expect((await page.request.post('/api/users/sign-out')).status()).toBe(200);

    // Within 30 s of the last check, coming back does not ask again.
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/me')) checks.push(request.method());
    });
    await returnToTab(page);
    await page.waitForTimeout(300);
    expect(checks).toEqual([]);
    expect(await page.getByText(SESSION_EXPIRED).count()).toBe(0);

    await page.clock.fastForward(31_000);
    await returnToTab(page);
    await expectSessionExpiredThenFrontPage(page);
    expect(checks[0]).toBe('GET');
  });

  it('leaves a newer login of another person alone when an old page finds its session gone', async () => {
    await useSessionOf(page, 'talent@nordhub.test');
    await openWithSessionWatch(page, '/client/followed-startups');
    // The browser loses the talent's cookie; the page's 5-minute check goes out without it, and its
    // answer (401) arrives only after someone else has logged in, in another tab of this browser.
    await session.browser.context.clearCookies();
    let answerTheCheck: () => void = () => {};
    const otherLogin = new Promise<void>((resolve) => {
      answerTheCheck = resolve;
    });
    await page.route('**/api/users/me', async (route) => {
      await otherLogin;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'UNAUTHORIZED', message: 'Please log in' }),
      });
    });
    const signOuts: { status: number; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/users/sign-out')) {
        signOuts.push({ status: response.status(), body: response.request().postData() ?? '' });
      }
    });
    await page.clock.fastForward('05:00');
    await useSessionOf(page, 'recruiter@nordhub.test');
    answerTheCheck();

    // The old page says its session expired and goes to the front page, where the other person is
    // still logged in: its log-out named the talent, and the server kept the recruiter's session.
    const alert = page.getByRole('alert').filter({ hasText: SESSION_EXPIRED });
    await alert.waitFor();
    await page.unrouteAll();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '', { timeout: 10_000 });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^User menu for / })
      .waitFor();
    expect(signOuts).toHaveLength(1);
    expect(signOuts[0]?.status).toBe(409);
    expect(signOuts[0]?.body).toContain('"userId"');
    expect((await page.request.get('/api/users/me')).status()).toBe(200);
  });

  it('logs out on a 403 answer to any other API call while logged in', async () => {
    await useSessionOf(page, 'recruiter@nordhub.test');
    await selectProfile(page, 'company:mosegaard-analytics');
    await openWithSessionWatch(page, '/client');
    await page.route('**/api/users/me', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FORBIDDEN', message: 'Forbidden' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Close the LinkedIn banner' }).click();
    await expectSessionExpiredThenFrontPage(page);
  });
});

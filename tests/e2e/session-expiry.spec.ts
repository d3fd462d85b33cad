/**
 * A session that ends on the server while the page still shows the user (issue 14 defect 6, docs/product.md, Permissions
 * and Error texts: a 403 while logged in logs the user out and returns to the front page with 'Session
 * expired, redirecting you to frontpage'; a 401 is treated the same). Whatever the page does next
 * tells it: an API call of a form (401), a page form's action, or a click to another page. Each time
 * the notice shows, and the front page follows, logged out. The session is ended behind the
 * browser's back: its cookie stays in the browser, the server no longer knows it.
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  expectNoPageProblems,
  gotoAndCheck,
  useBrowserPage,
} from './fixtures.ts';

const SESSION_EXPIRED = 'Session expired, redirecting you to frontpage';

/** Ends the browser's session on the server, as an expiry or a log-out elsewhere would. */
async function endSessionOnServer(page: Page): Promise<void> {
  const cookies = await page.context().cookies(baseUrl());
  const header = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const response = await fetch(`${baseUrl()}/api/users/sign-out`, {
    method: 'POST',
    headers: { cookie: header, origin: baseUrl() },
  });
  expect(response.status).toBe(200);
  // The browser still has the cookie: it thinks it is logged in.
  expect((await page.context().cookies(baseUrl())).some((cookie) => cookie.name.endsWith('nh_session'))).toBe(
    true,
  );
}

async function expectSessionExpiredThenFrontPage(page: Page): Promise<void> {
  const notice = page.getByRole('alert').filter({ hasText: SESSION_EXPIRED });
  await notice.waitFor();
  await page.waitForURL((url) => url.pathname === '/' && url.search === '', { timeout: 10_000 });
  // Logged out: the header offers to log in again, and no log-in modal stands in the way.
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).waitFor();
  expect(
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^User menu for / })
      .count(),
  ).toBe(0);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await expectNoAxeViolations(page);
}

describe('a session that ended on the server', () => {
  const session = useBrowserPage();
  let page: Page;
  const talent = { email: uniqueEmail('session-end') };

  beforeAll(async () => {
    const setupPage = await session.browser.newPage();
    try {
      await signUpByApi(setupPage, { first: 'Signe', last: 'Session', email: talent.email });
      const created = await setupPage.request.post('/api/applicant');
      expect(created.status(), await created.text()).toBeLessThan(300);
    } finally {
      await setupPage.close();
      await session.browser.context.clearCookies();
    }
  });

  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
    await logInByApi(page, talent.email, E2E_PASSWORD);
  });

  it('is noticed when a form answers 401 from the API', async () => {
    await gotoAndCheck(page, '/settings');
    await endSessionOnServer(page);
    await page.getByLabel('First name').fill('Sigrid');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expectSessionExpiredThenFrontPage(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 401, path: '/api/users/me/name' }] });
  });

  it("is noticed when a page form's action finds no session", async () => {
    await gotoAndCheck(page, '/client/applicant/settings');
    await endSessionOnServer(page);
    await page.getByRole('button', { name: 'Save quick apply details' }).click();
    await expectSessionExpiredThenFrontPage(page);
    expectNoPageProblems(page);
  });

  it('is noticed when the next page needs the session', async () => {
    await gotoAndCheck(page, '/pricing');
    await endSessionOnServer(page);
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My jobs' })
      .click();
    await expectSessionExpiredThenFrontPage(page);
    expectNoPageProblems(page);
  });
});

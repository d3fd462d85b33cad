/**
 * The back office in the browser (issue 32): every `/admin` page, taken from the app's own route
 * list (web/routes.ts) so a new page is covered the moment it exists, answers the 404 page to a
 * visitor and to a signed-in talent, and is never cached (`no-store`). An admin gets its layout, the
 * "Back office" link in the header and the user menu, and the dashboard of what waits for the team;
 * nobody else sees the link.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../../web/routes.ts';
import { logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, useBrowserPage } from './fixtures.ts';

const SOME_ID = '3f1c2a9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';

/** Every page path of the route tree, with `:params` filled in (optional ones left out). */
function pagePaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path !== undefined || entry.index ? [path || '/'] : [];
    return [...own, ...pagePaths(entry.children ?? [], path)];
  });
}

const ADMIN_PAGES = [
  ...new Set(
    pagePaths(routes)
      .filter((path) => path === '/admin' || path.startsWith('/admin/'))
      .map((path) => path.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, SOME_ID)),
  ),
];

describe('the back office', () => {
  const session = useBrowserPage();

  it('has pages in the route list', () => {
    expect(ADMIN_PAGES).toContain('/admin');
    expect(ADMIN_PAGES.length).toBeGreaterThan(2);
  });

  // Two visits of every page, each checked by axe: a longer budget than one journey's.
  it('answers every page with the 404 page to a visitor and to a talent, never cached', {
    timeout: 240_000,
  }, async () => {
    const { page } = session;
    for (const path of ADMIN_PAGES) {
      const response = await gotoAndCheck(page, path, { status: 404 });
      expect(response.headers()['cache-control'] ?? '', path).not.toMatch(/public|max-age=[1-9]/);
      await page.getByText('This page could not be found').first().waitFor();
    }
    await signUpByApi(page, { first: 'Tove', last: 'Talent', email: uniqueEmail('admin-404') });
    for (const path of ADMIN_PAGES) {
      await gotoAndCheck(page, path, { status: 404 });
      await page.getByText('This page could not be found').first().waitFor();
    }
    await gotoAndCheck(page, '/');
    expect(await page.getByRole('link', { name: 'Back office' }).count()).toBe(0);
  });

  it('gives an admin the back office from the header, with what waits for the team', async () => {
    const { page } = session;
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Back office' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
    await checkCurrentPage(page);
    const response = await page.request.get('/admin');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: /Reported jobs/ }).waitFor();
    await page.getByRole('link', { name: /Jobs awaiting approval/ }).waitFor();

    // The user menu has it too.
    await page.getByRole('button', { name: /User menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Back office' }).waitFor();
  });
});

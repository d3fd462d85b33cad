/**
 * The back office's Startups and the audit log in the browser (issue 32), without JavaScript: the
 * admin finds a fresh startup in /admin/startups, opens it (members with emails), unpublishes it
 * (its public page answers 404) and publishes it again from /admin/startups/{key}, then finds both
 * actions, by that admin, in /admin/audit filtered by that startup. axe runs on every page.
 */
import { describe, expect, it } from 'vitest';
import { createStartupByApi, logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

describe('the back office without JavaScript: startups and the audit log', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });

  it('unpublishes and republishes a startup, then finds both actions in the audit log', async () => {
    const { page } = session;
    const founderEmail = uniqueEmail('admin-audit');
    await signUpByApi(page, { first: 'Aud', last: 'Itor', email: founderEmail });
    const name = `Revisionsbolaget ${Math.random().toString(36).slice(2, 8)}`;
    const { key } = await createStartupByApi(page, { name, countryCode: 'SE' });
    await logInByApi(page, 'admin@nordhub.test');

    await gotoAndCheck(page, '/admin/startups');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Audit log' })
      .waitFor();
    await page.getByLabel('Name or key', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === name);
    await checkCurrentPage(page);
    await page.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === `/admin/startups/${key}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await checkCurrentPage(page);
    expect(await textOf(page.getByRole('region', { name: 'Members' }))).toContain(founderEmail);

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('status').filter({ hasText: 'The startup is now unpublished.' }).waitFor();
    await checkCurrentPage(page);
    expect(await textOf(page.getByRole('region', { name: 'Status' }))).toContain('Unpublished');
    expect((await page.request.get(`/api/companies/${key}`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'The startup is now published.' }).waitFor();
    await checkCurrentPage(page);
    expect((await page.request.get(`/api/companies/${key}`)).status()).toBe(200);

    await page.getByRole('link', { name: 'This startup in the audit log' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await checkCurrentPage(page);
    expect(await page.getByLabel('Object type', { exact: true }).inputValue()).toBe('company');
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(3);
    const newest = await textOf(rows.nth(1));
    const older = await textOf(rows.nth(2));
    expect(newest).toContain('profile.publish');
    expect(newest).toContain('admin@nordhub.test');
    expect(newest).toMatch(/status: DRAFT[\s\S]*PUBLISHED/);
    expect(older).toContain('profile.unpublish');
    expect(older).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/);
    await rows.nth(1).getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === `/admin/startups/${key}`);
  });
});

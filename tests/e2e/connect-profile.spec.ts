/**
 * The way back to Connect profile (issue 14 defect 9, docs/product.md, Modals 'Choose your option'):
 * on the impact platform's host, a founder whose startup lives on the main platform dismisses the
 * modal after logging in; the client home then shows that profile and offers to connect it, and
 * connecting it opens the startup's dashboard there.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStartupByApi, E2E_PASSWORD, signUpByApi, uniqueEmail } from './accounts.ts';
import { baseUrl, checkCurrentPage, gotoAndCheck, useBrowserPage } from './fixtures.ts';

describe('client home on the other platform', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('offers to connect the profiles of the other platform after the modal was dismissed', async () => {
    const email = uniqueEmail('connect-later');
    await signUpByApi(page, { first: 'Kaisa', last: 'Later', email });
    const name = `Havbris ${Math.random().toString(36).slice(2, 7)}`;
    const { key } = await createStartupByApi(page, { name, countryCode: 'NO' });

    const impact = baseUrl().replace('127.0.0.1', 'impact.localhost');
    await gotoAndCheck(page, `${impact}/?auth=login`);
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password').fill(E2E_PASSWORD);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await modal.getByRole('heading', { name: 'Choose your option' }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await gotoAndCheck(page, `${impact}/client`);
    await page.getByText('You have no profile on this platform yet.', { exact: false }).waitFor();
    const other = page.getByRole('region', { name: 'Your profiles on the other platform' });
    expect(await other.getByText(name, { exact: true }).isVisible()).toBe(true);
    await other.getByRole('link', { name: 'Connect a profile' }).click();
    await modal.getByRole('heading', { name: 'Choose your option' }).waitFor();
    await checkCurrentPage(page);
    await modal.getByRole('button', { name: `Continue with ${name}` }).click();
    await page.waitForURL((url) => url.origin === impact && url.pathname === `/client/startups/${key}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await checkCurrentPage(page);
  });
});

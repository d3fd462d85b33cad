/**
 * The whole investor profile and the matching that uses it (issue 33 scopes 1 and 2): a new person
 * joins as an investor from `/investors/join`, sees in the founders'-view preview what the profile
 * still needs to be listed, completes it (a logo uploaded through the image pipeline, stages,
 * industries, a ticket range, countries and markets) and publishes it; the investor then shows under
 * each of those filters in `/funding` and in the funding quiz's results, with its "Why it matches".
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { logoPng, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

describe('investor profile: complete it, be found', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  /** The first investor card's name on a directory page. */
  async function firstInvestorOn(path: string): Promise<string> {
    await page.goto(path);
    return textOf(page.locator('main ul > li article h2, main ul > li article h3').first());
  }

  it('a new investor completes the profile and appears under its filters in /funding and in the quiz', async () => {
    await signUpByApi(page, { first: 'Hekla', last: 'Jonsdottir', email: uniqueEmail('inv-prof') });
    await gotoAndCheck(page, '/investors/join');
    await page.getByRole('link', { name: 'Create your investor profile' }).first().click();
    await page.waitForURL((url) => url.pathname === '/client/investors/new');
    const name = `Geysir Seed Partners ${Math.random().toString(36).slice(2, 7)}`;
    const key = name.toLowerCase().replaceAll(' ', '-');
    await page.getByLabel('Investor name').fill(name);
    await page.getByLabel('Category').selectOption('angel');
    await page.getByRole('button', { name: 'Create investor profile' }).click();
    await page.waitForURL((url) => url.pathname === `/client/investors/${key}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit investor profile' }).waitFor();
    await checkCurrentPage(page);

    // The founders' view says what is missing to be listed.
    await gotoAndCheck(page, `/client/investors/${key}/profile`);
    const missing = await textOf(page.getByRole('region', { name: 'Preview' }));
    for (const item of ['An introduction', 'A logo', 'The stages you invest in', 'Your ticket size']) {
      expect(missing).toContain(item);
    }
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.waitForURL((url) => url.pathname === `/client/investors/${key}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit investor profile' }).waitFor();

    // The logo goes through the image pipeline (uploaded at once, then previewed).
    await page
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'geysir-logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await page.getByRole('img', { name: `${name} logo` }).waitFor();
    await page.getByLabel('Introduction').fill('Icelandic angels for gaming founders at the idea stage.');
    await page.getByRole('group', { name: 'Stages' }).getByLabel('Idea', { exact: true }).check();
    await page.getByRole('group', { name: 'Industries' }).getByLabel('Gaming', { exact: true }).check();
    await page.getByLabel('Smallest ticket').selectOption({ label: 'Up to €50k' });
    await page.getByLabel('Largest ticket').selectOption({ label: '€50k to €250k' });
    await page.getByRole('group', { name: 'Markets you invest in' }).getByLabel('Iceland').check();
    await page.getByRole('group', { name: 'Markets you invest in' }).getByLabel('Rest of Europe').check();
    await page.getByRole('group', { name: 'Countries you are based in' }).getByLabel('Iceland').check();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${name} is published` })
      .waitFor();
    await checkCurrentPage(page);
    expect(await page.getByText('To be listed, your profile still needs:').count()).toBe(0);

    // The directory: newest active first, under each filter its answers allow.
    await gotoAndCheck(page, '/funding?stage=idea&industry=gaming&country=IS&range=0-50k&market=EUROPE');
    await page.getByText('Most recently active investors first').waitFor();
    expect(await textOf(page.locator('main ul > li article').first())).toContain(name);
    for (const filter of [
      'stage=idea',
      'industry=gaming',
      'country=IS',
      'market=IS',
      'market=EUROPE',
      'range=0-50k',
      'range=50k-250k',
      'category=angel',
    ]) {
      expect(await firstInvestorOn(`/funding?${filter}`), filter).toBe(name);
    }

    // The quiz: matching answers list it with the reasons.
    await gotoAndCheck(page, '/funding/quiz');
    await page.getByLabel('Your stage').selectOption({ label: 'Idea' });
    await page.getByLabel('Your industry').selectOption({ label: 'Gaming' });
    await page.getByLabel('Amount you are raising (optional)').selectOption({ label: 'Up to €50k' });
    await page.getByLabel('Your country').selectOption({ label: 'Iceland' });
    await page.getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Show matching investors' }).click();
    await page.waitForURL((url) => url.pathname === '/funding/quiz/results');
    await page.getByRole('heading', { level: 1, name: 'Investors that match your startup' }).waitFor();
    await checkCurrentPage(page);
    const card = page
      .locator('main ol > li article')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await card.getByText('Why it matches').waitFor();
    expect(await card.locator('ul li').allTextContents()).toEqual([
      'Invests at your stage: Idea',
      'Invests in Gaming',
      'Invests the amount you are raising: Up to €50k',
      'Invests in Iceland',
    ]);
  });
});

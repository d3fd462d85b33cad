/**
 * Issue 14 (12): a published startup or investor keeps what publishing needs on every save. The
 * page forms refuse to empty "What we do" or the introduction of a published profile, with the
 * message next to the field, and the public profile keeps its text. The startup form runs with
 * JavaScript, the investor form without it (both are plain form posts).
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStartupByApi, publishInvestorByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

/** The error text tied to a control (its aria-describedby targets that are error messages). */
async function errorOf(page: Page, control: Locator): Promise<string> {
  expect(await control.getAttribute('aria-invalid')).toBe('true');
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = [];
  for (const id of ids.split(' ').filter(Boolean)) {
    const element = page.locator(`[id="${id}"]`);
    if ((await element.getAttribute('class'))?.includes('text-red-700')) texts.push(await textOf(element));
  }
  return texts.join(' ');
}

function suffix(): string {
  return Math.random().toString(36).slice(2, 7);
}

describe('a published startup keeps its description (with JavaScript)', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('refuses to save the profile form with an empty "What we do", next to the field', async () => {
    await signUpByApi(page, { first: 'Pia', last: 'Published', email: uniqueEmail('pub-st') });
    const name = `Tangbruk ${suffix()}`;
    const whatWeDo = 'We turn seaweed into packaging.';
    const { key } = await createStartupByApi(page, { name, countryCode: 'NO', whatWeDo });

    const formPath = `/client/startups/${key}/edit`;
    await gotoAndCheck(page, formPath);
    const description = page.getByLabel('What we do');
    expect(await description.inputValue()).toBe(whatWeDo);
    // A published startup has no Publish button: Save is the only way, and it keeps the rules.
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await description.fill('');
    await page.getByLabel('City (optional)').fill('Bergen');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // The error shows in the summary at the top and beside the field.
    await page.getByText('Please describe your startup before publishing it').first().waitFor();
    expect(await errorOf(page, description)).toBe('Please describe your startup before publishing it');
    // What was typed stays, and nothing was saved.
    expect(await page.getByLabel('City (optional)').inputValue()).toBe('Bergen');
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: `${formPath}.data` }] });
    await checkCurrentPage(page);

    const stored = await page.request.get(`/api/companies/${key}`);
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ whatWeDo, city: null });
    await gotoAndCheck(page, `/startups/${key}`);
    expect(await textOf(page.getByRole('region', { name: 'What we do' }))).toContain(whatWeDo);

    // With the description back, the save goes through and the startup stays published.
    await gotoAndCheck(page, formPath);
    await page.getByLabel('What we do').fill('We turn seaweed into packaging for fish.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Your changes are saved.' }).waitFor();
    expect(await (await page.request.get(`/api/companies/${key}`)).json()).toMatchObject({
      whatWeDo: 'We turn seaweed into packaging for fish.',
    });
  });
});

describe('a published investor keeps its introduction (without JavaScript)', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('refuses to save the investor form with an empty introduction, next to the field', async () => {
    await signUpByApi(page, { first: 'Ivo', last: 'Investor', email: uniqueEmail('pub-inv') });
    const name = `Skjaergard Capital ${suffix()}`;
    const intro = 'We back Nordic founders from the first cheque.';
    const created = await page.request.post('/api/investors', { data: { name, category: 'vc' } });
    expect(created.status(), await created.text()).toBe(201);
    const { key } = (await created.json()) as { key: string };
    await publishInvestorByApi(page, { key, name, intro });

    const formPath = `/client/investors/${key}/edit`;
    await gotoAndCheck(page, formPath);
    const introduction = page.getByLabel('Introduction');
    expect(await introduction.inputValue()).toBe(intro);
    await introduction.fill('');
    await page.getByLabel('Investor name').fill(`${name} II`);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);

    expect(new URL(page.url()).pathname).toBe(formPath);
    expect(await errorOf(page, page.getByLabel('Introduction'))).toBe(
      'Please introduce the investor before publishing the profile',
    );
    expect(await page.getByLabel('Investor name').inputValue()).toBe(`${name} II`);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: formPath }] });
    await checkCurrentPage(page);

    const stored = await page.request.get(`/api/investors/${key}`);
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ name, intro });
  });
});

/**
 * The profile modals and what follows a log-in (docs/product.md, Modals, After authentication and Permissions): Choose
 * role after a sign-up and the talent profile it creates; the multi-profile demo user's 'Choose
 * profile' with 'Remember my choice next time I log in' and the user menu's Switch profile; Connect
 * profile on the impact platform's host; the startup and investor forms with Save and Publish. Every
 * modal state and page is checked with axe.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  baseUrl,
  checkCurrentPage,
  expectNoPageProblems,
  formatAxeViolations,
  gotoAndCheck,
  useBrowserPage,
} from './fixtures.ts';

const DEMO_MULTI = { email: 'multi@nordhub.test', password: 'Nordhub-demo-2026!' };
const PASSWORD = 'Nordhub-test-2026!';

const MeProfiles = z.object({
  profile: z.string().nullable(),
  profiles: z.array(z.object({ id: z.string(), name: z.string(), link: z.string(), typeLabel: z.string() })),
});

/** axe on the page as it is now (a modal changes the page, not the URL the fixture caches by). */
async function expectNoAxeViolationsNow(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.length, `axe on ${page.url()}:\n${formatAxeViolations(violations)}`).toBe(0);
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

async function solveCaptcha(page: Page): Promise<void> {
  await dialog(page).locator('altcha-widget label').first().click();
  await page.waitForFunction(
    () => (document.querySelector('input[name="reCaptchaResponse"]') as HTMLInputElement | null)?.value,
    undefined,
    { timeout: 30_000 },
  );
}

/** Signs up through the header's Sign up modal, as a person does. */
async function signUp(page: Page, person: { first: string; last: string; email: string }): Promise<void> {
  await gotoAndCheck(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign up', exact: true }).click();
  const modal = dialog(page);
  await modal.getByRole('button', { name: 'Sign up with email' }).click();
  await modal.getByRole('heading', { name: 'Sign up with email' }).waitFor();
  await modal.getByLabel('First name').fill(person.first);
  await modal.getByLabel('Last name').fill(person.last);
  await modal.getByLabel('Email').fill(person.email);
  await modal.getByLabel('Password').fill(PASSWORD);
  await solveCaptcha(page);
  await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  const modal = dialog(page);
  await modal.getByRole('heading', { name: 'Log in' }).waitFor();
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function openUserMenu(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^User menu for / })
    .click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

async function logOut(page: Page): Promise<void> {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).waitFor();
}

/** `GET /api/users/me` from the page itself, on whatever host it is (Node cannot resolve *.localhost). */
async function readMe(page: Page) {
  const body = await page.evaluate(async () => {
    const response = await fetch('/api/users/me', { headers: { accept: 'application/json' } });
    return { status: response.status, json: (await response.json()) as unknown };
  });
  expect(body.status).toBe(200);
  return MeProfiles.parse(body.json);
}

/** The accessible names of the dialog's role options, without their descriptions. */
async function roleOptionNames(modal: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const link of await modal.getByRole('listitem').all()) {
    names.push(((await link.locator('span').first().textContent()) ?? '').trim());
  }
  return names;
}

describe('profile modals', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it("signs up, chooses 'I'm looking for jobs', creates the talent profile and lands on the talent home", async () => {
    await signUp(page, { first: 'Tove', last: 'Talent', email: uniqueEmail('talent') });

    // No profiles yet: Choose role, with the three sign-up options.
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Choose your role' }).waitFor();
    expect(await roleOptionNames(modal)).toEqual([
      "I'm looking for jobs",
      "I'm a startup",
      "I'm an investor",
    ]);
    await expectNoAxeViolationsNow(page);

    // The choice creates the talent profile: no page asks again.
    await modal.getByRole('button', { name: /^I'm looking for jobs/ }).click();
    await page.waitForURL((url) => url.pathname === '/client/applicant' && url.search === '');
    await page.getByRole('heading', { name: 'Talent profile', exact: true, level: 1 }).waitFor();
    expect(await dialog(page).count()).toBe(0);
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['My jobs', '/client/my-jobs'],
      ['Followed startups', '/client/followed-startups'],
      ['Quick apply settings', '/client/applicant/settings'],
      ['Find jobs', '/jobs'],
    ] as const) {
      expect(await main.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'), name).toBe(
        href,
      );
    }
    // The header now belongs to a talent: the applicant navigation with My jobs.
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My jobs', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'My jobs', exact: true }).getAttribute('href')).toBe(
      '/client/my-jobs',
    );
    await checkCurrentPage(page);
  });

  it('asks the multi-profile demo user to choose a profile, remembers it for the next login, and switches from the user menu', async () => {
    try {
      await gotoAndCheck(page, '/jobs');
      await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
      await logIn(page, DEMO_MULTI.email, DEMO_MULTI.password);

      const modal = dialog(page);
      await modal.getByRole('heading', { name: 'Choose profile' }).waitFor();
      const radios = modal.getByRole('radio');
      expect(await radios.count()).toBe(3);
      for (const name of [/Fjellpuls\s*Startup/, /Lighthouse Angels Copenhagen\s*Investor/, /Talent/]) {
        expect(await modal.getByRole('radio', { name }).isVisible(), String(name)).toBe(true);
      }
      const remember = modal.getByRole('checkbox', { name: 'Remember my choice next time I log in' });
      expect(await remember.isChecked()).toBe(false);
      await expectNoAxeViolationsNow(page);

      // Nothing chosen yet: the modal says so instead of guessing.
      await modal.getByRole('button', { name: 'Continue' }).click();
      await modal.getByRole('alert').filter({ hasText: 'Please choose a profile' }).waitFor();

      await modal.getByRole('radio', { name: /Fjellpuls/ }).check();
      await remember.check();
      await modal.getByRole('button', { name: 'Continue' }).click();
      const fjellpuls = (await readMe(page)).profiles.find((p) => p.id === 'company:fjellpuls');
      if (!fjellpuls) throw new Error('the multi demo user has no Fjellpuls profile');
      await page.waitForURL((url) => url.pathname === fjellpuls.link);
      expect(await dialog(page).count()).toBe(0);
      expect((await readMe(page)).profile).toBe('company:fjellpuls');
      // The company menu shows the startup is the profile in use.
      let menu = await openUserMenu(page);
      await menu.getByRole('menuitem', { name: 'Edit startup profile' }).waitFor();
      await page.keyboard.press('Escape');

      // Log out and in again: no question, straight to the remembered startup.
      await logOut(page);
      await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
      await logIn(page, DEMO_MULTI.email, DEMO_MULTI.password);
      await page.waitForURL((url) => url.pathname === fjellpuls.link);
      expect(await dialog(page).count()).toBe(0);

      // The user menu's Switch profile opens the same modal with the current profile chosen.
      menu = await openUserMenu(page);
      await menu.getByRole('menuitem', { name: 'Switch profile' }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('switchProfile'));
      await modal.getByRole('heading', { name: 'Choose profile' }).waitFor();
      expect(await modal.getByRole('radio', { name: /Fjellpuls/ }).isChecked()).toBe(true);
      await expectNoAxeViolationsNow(page);
      await modal.getByRole('radio', { name: /Talent/ }).check();
      await modal.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/client/my-jobs');
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'My jobs', exact: true }).waitFor();
      // Not remembered this time: the saved choice is still the startup.
      expect((await readMe(page)).profile).toBe('company:fjellpuls');
      expectNoPageProblems(page);
    } finally {
      // Other journeys meet the demo user as seeded: nothing remembered.
      const signIn = await page.request.post('/api/users/sign-in', { data: DEMO_MULTI });
      expect(signIn.status()).toBe(200);
      const reset = await page.request.put('/api/users/me', { data: { profile: null } });
      expect(reset.status()).toBe(200);
    }
  });

  it('creates a startup from Choose role, publishes it, then continues with it on the impact platform', async () => {
    const email = uniqueEmail('founder');
    await signUp(page, { first: 'Frida', last: 'Founder', email });
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Choose your role' }).waitFor();
    await modal.getByRole('link', { name: /^I'm a startup/ }).click();
    await page.waitForURL((url) => url.pathname === '/client/startups/new');
    await page.getByRole('heading', { name: 'Create your startup profile', level: 1 }).waitFor();
    await checkCurrentPage(page);

    // Checked by the server (the form is a React Router action), shown beside each field.
    await page.getByRole('button', { name: 'Create startup' }).click();
    await page.getByText('Please enter the name of your startup').waitFor();
    for (const [label, message] of [
      ['Startup name', 'Please enter the name of your startup'],
      ['Country', 'Please choose a country'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-invalid'), label).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expect((await page.locator(`[id="${describedBy}"]`).innerText()).trim()).toBe(message);
    }
    await expectNoAxeViolationsNow(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/client/startups/new.data' }] });

    const name = `Fjordbyte ${Math.random().toString(36).slice(2, 7)}`;
    await page.getByLabel('Startup name').fill(name);
    await page.getByLabel('Country').selectOption('NO');
    await page.getByLabel('Website (optional)').fill('fjordbyte.no');
    await page.getByRole('button', { name: 'Create startup' }).click();
    const key = name.toLowerCase().replace(' ', '-');
    // Creation lands on the welcome page, whose first step is the profile form.
    await page.waitForURL((url) => url.pathname === `/startups/${key}/welcome`);
    await page.getByRole('heading', { name: 'Welcome to Nordhub', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Complete your profile/ }).click();
    await page.waitForURL((url) => url.pathname === `/client/startups/${key}/edit`);
    await page.getByRole('heading', { name: 'Edit startup profile', level: 1 }).waitFor();
    expect(await page.getByLabel('Website (optional)').inputValue()).toBe('http://fjordbyte.no');
    expect(await page.getByText('Draft', { exact: true }).first().isVisible()).toBe(true);
    await checkCurrentPage(page);

    // Publishing needs the description; then the draft is public.
    await page.getByRole('button', { name: 'Publish' }).click();
    // Beside the field (the error summary at the top links to it with the same words).
    await page
      .locator('p')
      .filter({ hasText: 'Please describe your startup before publishing it' })
      .waitFor();
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 422, path: `/client/startups/${key}/edit.data` }],
    });
    await page.getByLabel('What we do').fill('We move Nordic bytes across fjords.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${name} is published` })
      .waitFor();
    await page.getByText('Published', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await expectNoAxeViolationsNow(page);
    expectNoPageProblems(page);

    // The impact platform's host: same login, but the startup is not there yet.
    const impact = baseUrl().replace('127.0.0.1', 'impact.localhost');
    await gotoAndCheck(page, `${impact}/?auth=login`);
    await logIn(page, email, PASSWORD);
    await modal.getByRole('heading', { name: 'Choose your option' }).waitFor();
    const continueWith = modal.getByRole('button', { name: `Continue with ${name}` });
    expect(await continueWith.isVisible()).toBe(true);
    await expectNoAxeViolationsNow(page);

    // '+ Create a new profile' offers the startup and investor roles (not a sign-up: no talent).
    await modal.getByRole('button', { name: '+ Create a new profile' }).click();
    await modal.getByRole('heading', { name: 'Choose your role' }).waitFor();
    expect(await roleOptionNames(modal)).toEqual(["I'm a startup", "I'm an investor"]);
    await expectNoAxeViolationsNow(page);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // Next login on the impact host: continue with the startup there.
    await logOut(page);
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    await logIn(page, email, PASSWORD);
    await modal.getByRole('heading', { name: 'Choose your option' }).waitFor();
    await modal.getByRole('button', { name: `Continue with ${name}` }).click();
    // The click's request may still be on its way: ask until the startup is on the platform.
    const impactProfile = async () => (await readMe(page)).profiles.find((p) => p.id === `company:${key}`);
    await expect.poll(async () => (await impactProfile()) !== undefined).toBe(true);
    const onImpact = await impactProfile();
    if (!onImpact) throw new Error('the startup did not join the impact platform');
    await page.waitForURL((url) => url.origin === impact && url.pathname === onImpact.link);
    expect(await dialog(page).count()).toBe(0);
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Edit startup profile' }).waitFor();
    await page.keyboard.press('Escape');
    expectNoPageProblems(page);
  });

  it('creates an investor profile from Choose role, saves it, and is told what publishing still needs', async () => {
    await signUp(page, { first: 'Ivar', last: 'Investor', email: uniqueEmail('investor') });
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Choose your role' }).waitFor();
    await modal.getByRole('link', { name: /^I'm an investor/ }).click();
    await page.waitForURL((url) => url.pathname === '/client/investors/new');
    await page.getByRole('heading', { name: 'Create your investor profile', level: 1 }).waitFor();
    await checkCurrentPage(page);

    const name = `Norrsken Angels ${Math.random().toString(36).slice(2, 7)}`;
    await page.getByLabel('Investor name').fill(name);
    await page.getByLabel('Website (optional)').fill('not a website');
    await page.getByRole('button', { name: 'Create investor profile' }).click();
    await page.getByText('Please choose a category').waitFor();
    await page.getByText('Please enter a valid website address, like example.com').waitFor();
    await expectNoAxeViolationsNow(page);
    // The form posts to the page's action; its refusal is a 422 answer, expected here.
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/client/investors/new.data' }] });

    await page.getByLabel('Category').selectOption('angel');
    await page.getByLabel('Website (optional)').fill('');
    await page.getByRole('button', { name: 'Create investor profile' }).click();
    const key = name.toLowerCase().replaceAll(' ', '-');
    await page.waitForURL((url) => url.pathname === `/client/investors/${key}/edit`);
    await page.getByRole('heading', { name: 'Edit investor profile', level: 1 }).waitFor();
    expect(await page.getByLabel('Category').inputValue()).toBe('angel');
    await checkCurrentPage(page);

    await page.getByLabel('Introduction').fill('Angels for early Nordic founders.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Your changes are saved.' }).waitFor();
    // Listing needs more than an introduction (issue 33): the form says what is missing.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('alert', { name: /^Please correct \d+ errors$/ }).waitFor();
    await page.getByText('Please add a logo before publishing the profile').first().waitFor();
    await page.getByText('Draft', { exact: true }).waitFor();
    // The investor is the profile in use: the investor menu.
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Edit investor profile' }).waitFor();
    await page.keyboard.press('Escape');
    await expectNoAxeViolationsNow(page);
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 422, path: `/client/investors/${key}/edit.data` }],
    });
  });
});

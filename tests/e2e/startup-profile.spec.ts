/**
 * A startup joins and builds its profile (issue 8, join and profile), as a founder does it:
 * `/startups/join` → sign up → "I'm a startup" → create the startup → the welcome page → the
 * profile form: a renamed HTML file is refused with a clear message, a real PNG uploads with a
 * visible progress bar and a preview, the fields are filled and the startup published → the
 * preview and the public page show the logo and the site configuration's labels. Without
 * JavaScript the same form posts (pictures included) and shows the server's errors field by field.
 * axe runs on every page.
 */
import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { captchaResponseFor, sessionCookieOf, submitSignUpDialog, uniqueEmail } from './accounts.ts';
import {
  baseUrl,
  checkCurrentPage,
  expectNoPageProblems,
  gotoAndCheck,
  textOf,
  useBrowserPage,
} from './fixtures.ts';

const PASSWORD = 'Nordhub-test-2026!';
const HTML_AS_PNG = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
};

/** A noisy PNG (a few hundred kB), so the upload takes a moment. */
async function photoPng(width: number, height: number) {
  const pixels = crypto.randomBytes(width * height * 3);
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: 'fjord-logo.png', mimeType: 'image/png', buffer };
}

/** The error text tied to a control (its aria-describedby target). */
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

/** A fresh account and its DRAFT startup over the API, as the forms would make them; the session cookie. */
async function founderWithStartup(
  name: string,
): Promise<{ cookie: { name: string; value: string }; key: string }> {
  const challenge = await (await fetch(`${baseUrl()}/api/captcha/challenge`)).json();
  const reCaptchaResponse = await captchaResponseFor(challenge, 30_000);
  const signUp = await fetch(`${baseUrl()}/api/users/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({
      name: { first: 'Nora', last: 'Nojs' },
      email: uniqueEmail('nojs'),
      password: PASSWORD,
      reCaptchaResponse,
    }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(201);
  const cookie = sessionCookieOf(signUp.headers.getSetCookie());
  if (!cookie) throw new Error('sign-up set no session cookie');
  const created = await fetch(`${baseUrl()}/api/companies`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl(),
      cookie: `${cookie.name}=${cookie.value}`,
    },
    body: JSON.stringify({ name, countryCode: 'FI' }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return { cookie, key: ((await created.json()) as { key: string }).key };
}

describe('startup profile with JavaScript', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('joins, lands on the welcome page, uploads a logo with progress, publishes, and the public page shows labels', async () => {
    // What a startup gets; logged out, the start button opens the sign-up modal bound for the form.
    await gotoAndCheck(page, '/startups/join');
    await page
      .getByRole('heading', { level: 1, name: 'Hire global talent for your Nordic startup' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'What your startup gets' }).waitFor();
    const start = page.getByRole('link', { name: 'Create your startup profile' });
    expect(await start.getAttribute('href')).toBe('/?auth=signup&to=/client/startups/new');
    await start.click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Let us know who you are' }).waitFor();
    await submitSignUpDialog(page, { first: 'Frida', last: 'Founder', email: uniqueEmail('join') }, PASSWORD);
    await modal.getByRole('heading', { name: 'Choose your role' }).waitFor();
    await modal.getByRole('link', { name: /^I'm a startup/ }).click();
    await page.waitForURL((url) => url.pathname === '/client/startups/new');
    await page.getByRole('heading', { name: 'Create your startup profile', level: 1 }).waitFor();

    const name = `Fjordlys ${Math.random().toString(36).slice(2, 7)}`;
    const key = name.toLowerCase().replace(' ', '-');
    await page.getByLabel('Startup name').fill(name);
    await page.getByLabel('Country').selectOption('NO');
    await page.getByRole('button', { name: 'Create startup' }).click();

    // Creation lands on the welcome page with the next steps.
    await page.waitForURL((url) => url.pathname === `/startups/${key}/welcome`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Nordhub' }).waitFor();
    await checkCurrentPage(page);
    const steps = page.getByRole('region', { name: 'Your next steps' });
    for (const [text, href] of [
      [/Complete your profile/, `/client/startups/${key}/edit`],
      [/Post your first job/, `/client/startups/${key}/jobs/new`],
      [/Invite your team/, `/client/startups/${key}/users`],
    ] as const) {
      expect(await steps.getByRole('link', { name: text }).getAttribute('href')).toBe(href);
    }
    await steps.getByRole('link', { name: /Complete your profile/ }).click();
    await page.waitForURL((url) => url.pathname === `/client/startups/${key}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit startup profile' }).waitFor();
    await checkCurrentPage(page);

    // A renamed HTML file is refused by content, with a clear message beside the field.
    const logo = page.getByLabel('Logo', { exact: true });
    await logo.setInputFiles(HTML_AS_PNG);
    await page.getByRole('alert').filter({ hasText: 'Please upload a PNG, JPEG or WebP image' }).waitFor();
    expect(await errorOf(page, logo)).toBe('Please upload a PNG, JPEG or WebP image');
    expect(await page.getByRole('img', { name: `${name} logo` }).count()).toBe(0);
    expectNoPageProblems(page, { expectedFailures: [{ status: 415, path: '/api/upload/logo' }] });

    // A real PNG: the progress bar shows while it uploads (the answer is held back a moment so a
    // person, and this test, can see it), then the preview with a Remove button.
    await page.route('**/api/upload/logo', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await logo.setInputFiles(await photoPng(400, 400));
    const progress = page.getByRole('progressbar', { name: /^Uploading fjord-logo\.png: \d+%$/ });
    await progress.waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByRole('img', { name: `${name} logo` }).waitFor();
    await progress.waitFor({ state: 'detached' });
    await page.unroute('**/api/upload/logo');
    expect(await page.getByRole('button', { name: `Remove ${name} logo` }).isVisible()).toBe(true);
    expect(await logo.getAttribute('aria-invalid')).toBeNull();

    // The profile's fields, by the labels of the site configuration.
    await page.getByLabel('City (optional)').fill('Bergen');
    await page.getByLabel('Founded (optional)').fill('2020');
    await page.getByLabel('What we do').fill('We store summer sun for the Nordic winter.');
    await page.getByLabel('Quote (optional)').fill('Energy as clean as the fjords.');
    await page
      .getByRole('group', { name: 'Other countries you are present in' })
      .getByLabel('Sweden')
      .check();
    const industries = page.getByRole('group', { name: 'Industries' });
    await industries.getByLabel('Energy', { exact: true }).check();
    await industries.getByLabel('Cleantech').check();
    await page.getByLabel('We are an impact startup').check();
    await page
      .getByRole('group', { name: /Sustainable Development Goals/ })
      .getByLabel('13. Climate action')
      .check();
    await page.getByLabel('Stage').selectOption({ label: 'Series A' });
    await page.getByLabel('Funding').selectOption({ label: 'Venture funded' });
    await page.getByLabel('Business model').selectOption({ label: 'B2B' });
    await page.getByLabel('Number of employees').selectOption({ label: '11-50 employees' });
    const figure = page.getByRole('group', { name: 'Key figure 1' });
    await figure.getByLabel('Figure').selectOption({ label: 'Annual revenue' });
    await figure.getByLabel('Value').fill('€2.4M');
    const member = page.getByRole('group', { name: 'Team member 1' });
    await member.getByLabel('Name', { exact: true }).fill('Ingrid Berg');
    await member.getByLabel('Title').fill('CEO and co-founder');
    await page.getByRole('button', { name: 'Add another team member' }).click();
    await page.getByRole('group', { name: 'Team member 3' }).waitFor();
    await page.getByLabel('Investors (optional)').fill('Nordic Angels\nFjord Ventures');
    await page.getByRole('group', { name: 'Perks' }).getByLabel('Free coffee and snacks').check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${name} is published: everyone can see it now.` })
      .waitFor();
    await page.getByText('Published', { exact: true }).waitFor();
    await checkCurrentPage(page);
    // The form shows what was saved, now and when it is opened again.
    for (const open of [async () => {}, () => gotoAndCheck(page, `/client/startups/${key}/edit`)]) {
      await open();
      expect(await page.getByLabel('Stage').inputValue()).toBe('series-a');
      expect(await industries.getByLabel('Cleantech').isChecked()).toBe(true);
      expect(await page.getByRole('group', { name: 'Key figure 1' }).getByLabel('Value').inputValue()).toBe(
        '€2.4M',
      );
      await page.getByRole('img', { name: `${name} logo` }).waitFor();
    }

    // The preview: the public page as it looks, with a banner and a way back to the form.
    await gotoAndCheck(page, `/client/startups/${key}/profile`);
    const banner = page.getByRole('region', { name: 'Preview' });
    expect(await banner.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      `/client/startups/${key}/edit`,
    );

    // The public page: the uploaded logo and labels, never codes.
    await gotoAndCheck(page, `/startups/${key}`);
    const logoImage = page.getByRole('img', { name: `${name} logo` });
    expect(await logoImage.getAttribute('src')).toMatch(
      /^\/images\/thumbnail\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/,
    );
    expect(await logoImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    const main = page.getByRole('main');
    const text = await textOf(main);
    for (const label of [
      'Series A',
      'Venture funded',
      'B2B',
      '11-50 employees',
      'Cleantech, Energy',
      'Climate action',
      'Annual revenue',
      '€2.4M',
      'Ingrid Berg',
      'CEO and co-founder',
      'Nordic Angels',
      'Free coffee and snacks',
      'Energy as clean as the fjords.',
      'Bergen · Norway · Sweden',
    ]) {
      expect(text, label).toContain(label);
    }
    for (const code of ['series-a', 'vc-funded', 'b2b', 'cleantech', 'energy']) {
      expect(text.includes(code), code).toBe(false);
    }
  });

  it('shows the join page to a logged-in person with a start button straight to the form', async () => {
    const { cookie } = await founderWithStartup(`Joinbolag ${Math.random().toString(36).slice(2, 7)}`);
    await session.browser.context.addCookies([{ ...cookie, url: baseUrl() }]);
    await gotoAndCheck(page, '/startups/join');
    expect(await page.getByRole('link', { name: 'Create your startup profile' }).getAttribute('href')).toBe(
      '/client/startups/new',
    );
  });
});

describe('startup profile without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('posts the form with its pictures and shows the server’s errors field by field', async () => {
    const name = `Nojsbolag ${Math.random().toString(36).slice(2, 7)}`;
    const { cookie, key } = await founderWithStartup(name);
    await session.browser.context.addCookies([{ ...cookie, url: baseUrl() }]);
    const formPath = `/client/startups/${key}/edit`;
    await gotoAndCheck(page, formPath);
    const submit = async (button: 'Save' | 'Publish') => {
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: button }).click()]);
    };

    // Round 1: what the schema refuses, and a renamed HTML file posted inside the form.
    await page.getByLabel('City (optional)').fill('Turku');
    await page.getByLabel('Website (optional)').fill('not a website');
    await page.getByRole('group', { name: 'Team member 1' }).getByLabel('Title').fill('CTO');
    await page.getByRole('group', { name: 'Key figure 1' }).getByLabel('Value').fill('120');
    await page.getByLabel('Logo', { exact: true }).setInputFiles(HTML_AS_PNG);
    await submit('Publish');
    expect(new URL(page.url()).pathname).toBe(formPath);
    const member = page.getByRole('group', { name: 'Team member 1' });
    expect(await errorOf(page, page.getByLabel('Website (optional)'))).toBe(
      'Please enter a valid website address, like example.com',
    );
    expect(await errorOf(page, member.getByLabel('Name', { exact: true }))).toBe(
      'Please enter the team member’s name',
    );
    expect(await errorOf(page, page.getByRole('group', { name: 'Key figure 1' }).getByLabel('Figure'))).toBe(
      'Please choose which figure this is',
    );
    expect(await errorOf(page, page.getByLabel('Logo', { exact: true }))).toBe(
      'Please upload a PNG, JPEG or WebP image',
    );
    // What was typed is still there.
    expect(await page.getByLabel('City (optional)').inputValue()).toBe('Turku');
    expect(await member.getByLabel('Title').inputValue()).toBe('CTO');
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: formPath }] });
    await checkCurrentPage(page);

    // Round 2: those fixed, a real logo posted; the service's own rules answer next.
    await page.getByLabel('Website (optional)').fill('nojs.fi');
    await member.getByLabel('Name', { exact: true }).fill('Aino Virtanen');
    await page
      .getByRole('group', { name: 'Key figure 1' })
      .getByLabel('Figure')
      .selectOption({ label: 'Customers' });
    await page.getByLabel('Founded (optional)').fill('2999');
    await page.getByLabel('Logo', { exact: true }).setInputFiles(await photoPng(200, 200));
    await submit('Publish');
    expect(await errorOf(page, page.getByLabel('Founded (optional)'))).toBe(
      'The founding year cannot be in the future',
    );
    expect(await errorOf(page, page.getByLabel('What we do'))).toBe(
      'Please describe your startup before publishing it',
    );
    // The logo was stored on the way: it is kept for the next try.
    await page.getByRole('img', { name: `${name} logo` }).waitFor();
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: formPath }] });

    // Round 3: published.
    await page.getByLabel('Founded (optional)').fill('2021');
    await page.getByLabel('What we do').fill('We keep Finnish saunas warm with waste heat.');
    await submit('Publish');
    await page
      .getByRole('status')
      .filter({ hasText: `${name} is published: everyone can see it now.` })
      .waitFor();
    await checkCurrentPage(page);

    await gotoAndCheck(page, `/startups/${key}`);
    expect(await page.getByRole('img', { name: `${name} logo` }).getAttribute('src')).toMatch(
      /^\/images\/thumbnail\/uploads\//,
    );
    const text = await textOf(page.getByRole('main'));
    for (const label of ['Aino Virtanen', 'Customers', '120', 'Turku · Finland'])
      expect(text, label).toContain(label);

    // A page action never buffers an unbounded body: more than 24 MB is refused with 413.
    const huge = await page.request.post(formPath, {
      headers: { origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded' },
      data: Buffer.alloc(25 * 1024 * 1024, 'a'),
    });
    expect(huge.status()).toBe(413);
    expect(await huge.text()).toContain('The form is too large');
  });
});

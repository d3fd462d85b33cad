/**
 * Accounts for journeys that need a fresh person: sign-up through the real API (the ALTCHA
 * challenge solved here, as the browser widget would) with the cookies landing in the page's
 * browser, or through the Sign up dialog as a person does; a startup and its jobs made through
 * the same API the forms use. A 429 from the per-address limits (every journey comes from
 * 127.0.0.1) waits for Retry-After.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { APIResponse, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gotoAndCheck } from './fixtures.ts';
import { noteSetCookies } from './log-secrets.ts';

export const E2E_PASSWORD = 'Nordhub-test-2026!';
export const DEMO_PASSWORD = 'Nordhub-demo-2026!';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * The session cookie a response sets: `__Host-nh_session` when the server's PUBLIC_URL is https,
 * `nh_session` over plain http (ADR 011), for journeys that carry it by hand.
 */
export function sessionCookieOf(setCookies: string[]): { name: string; value: string } | undefined {
  for (const header of setCookies) {
    const match = header.match(/^((?:__Host-)?nh_session)=([^;]*)/);
    if (match?.[1] && match[2]) return { name: match[1], value: match[2] };
  }
  return undefined;
}

async function withRetryAfter(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    if (response.status() !== 429 || attempt >= 3) return response;
    const seconds = Number(response.headers()['retry-after'] ?? '30');
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
  }
}

/**
 * The `reCaptchaResponse` a sign-up sends: an ALTCHA challenge (from `/api/captcha/challenge`)
 * solved here, as the browser widget would.
 */
export async function captchaResponseFor(
  challenge: Parameters<typeof solveChallenge>[0]['challenge'],
  timeout: number,
): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout });
  if (!solution) throw new Error('no captcha solution');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * Answers the robot check's question a page shows without JavaScript (ADR 033: "What is four plus
 * nine? Answer in digits."), reading it from its label as a person would.
 */
export async function answerRobotQuestion(scope: Page | Locator): Promise<void> {
  const field = scope.locator('input[name="captchaQuestionAnswer"]');
  const id = await field.getAttribute('id');
  const question = (await scope.locator(`label[for="${id}"]`).textContent()) ?? '';
  const words = /What is (\w+) plus (\w+)\?/.exec(question);
  if (!words) throw new Error(`no robot question on the page: ${question}`);
  const sum = NUMBER_WORDS.indexOf(words[1] ?? '') + NUMBER_WORDS.indexOf(words[2] ?? '');
  await scope.getByLabel(question.trim(), { exact: true }).fill(String(sum));
}

/** Signs a new person up; the browser of `page` is then logged in as them. */
export async function signUpByApi(page: Page, person: { first: string; last: string; email: string }) {
  const challengeResponse = await withRetryAfter(() => page.request.get('/api/captcha/challenge'));
  expect(challengeResponse.status()).toBe(200);
  const challenge = await challengeResponse.json();
  const reCaptchaResponse = await captchaResponseFor(challenge, 20_000);
  const response = await withRetryAfter(() =>
    page.request.post('/api/users/sign-up', {
      data: {
        name: { first: person.first, last: person.last },
        email: person.email,
        password: E2E_PASSWORD,
        reCaptchaResponse,
      },
    }),
  );
  expect(response.status(), await response.text()).toBeLessThan(300);
  noteSetCookiesOf(response);
}

/** The session cookie an API answer set: the log scan checks it never shows in the server's log. */
function noteSetCookiesOf(response: APIResponse): void {
  noteSetCookies(
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value),
  );
}

export async function logInByApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await withRetryAfter(() =>
    page.request.post('/api/users/sign-in', { data: { email, password } }),
  );
  expect(response.status(), await response.text()).toBe(200);
  noteSetCookiesOf(response);
}

/** A published startup with the logged-in person as its member, selected as their profile. */
export async function createStartupByApi(
  page: Page,
  startup: { name: string; countryCode: string; whatWeDo?: string },
): Promise<{ key: string }> {
  const created = await page.request.post('/api/companies', {
    data: { name: startup.name, countryCode: startup.countryCode, website: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  const published = await page.request.put(`/api/companies/${key}`, {
    data: {
      name: startup.name,
      countryCode: startup.countryCode,
      website: '',
      whatWeDo: startup.whatWeDo ?? `${startup.name} builds software for Nordic companies.`,
      publish: true,
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  const selected = await page.request.post('/api/users/select-profile', {
    data: { profile: `company:${key}` },
  });
  expect(selected.status(), await selected.text()).toBe(200);
  return { key };
}

/** A 96×96 PNG logo (made with sharp, as uploads are judged by content). */
export async function logoPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 96, height: 96, channels: 3, background: '#1d6f5f' } })
    .png()
    .toBuffer();
}

/**
 * Completes and publishes the logged-in person's investor profile through the API (issue 33: a
 * listed profile needs an introduction, a logo, stages, industries, a ticket size, countries and
 * markets), uploading the logo as the form would.
 */
export async function publishInvestorByApi(
  page: Page,
  investor: { key: string; name: string; category?: string; intro?: string; website?: string },
): Promise<void> {
  const uploaded = await page.request.post('/api/upload/logo', {
    multipart: { file_upload: { name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { key: logoImage } = (await uploaded.json()) as { key: string };
  const published = await page.request.put(`/api/investors/${investor.key}`, {
    data: {
      name: investor.name,
      category: investor.category ?? 'vc',
      website: investor.website ?? '',
      intro: investor.intro ?? `${investor.name} backs Nordic software founders from pre-seed to Series A.`,
      logoImage,
      stages: ['pre-seed', 'seed', 'series-a'],
      industries: ['saas'],
      investmentRange: { min: '250k-1m', max: '1m-5m' },
      countryCodes: ['DK'],
      markets: ['DK', 'SE'],
      publish: true,
    },
  });
  expect(published.status(), await published.text()).toBe(200);
}

/**
 * A new person signed up by API (logged in in `page`) with a new published startup in Denmark, its
 * name `${namePrefix} ${label} ` and a random end.
 */
export async function newStartupByApi(
  page: Page,
  options: { first: string; last: string; label: string; namePrefix: string },
): Promise<{ key: string; name: string; email: string }> {
  const email = uniqueEmail(options.label);
  await signUpByApi(page, { first: options.first, last: options.last, email });
  const name = `${options.namePrefix} ${options.label} ${Math.random().toString(36).slice(2, 6)}`;
  const { key } = await createStartupByApi(page, { name, countryCode: 'DK' });
  return { key, name, email };
}

/** What a published job of the journeys' Danish startups says unless told otherwise. */
const DANISH_BACKEND_JOB = {
  description: 'You will run our platform with a small team in Copenhagen.',
  roles: ['backenddeveloper'],
  locationCountry: 'DK',
  salaryType: 'range',
  salaryMin: 50_000,
  salaryMax: 62_000,
  salaryCurrency: 'DKK',
  salaryPeriod: 'month',
  publish: true,
};

/** A job of the startup `key`, published (live) by the logged-in member: a backend job in Denmark, with `fields` over it. */
export async function publishJobByApi(
  page: Page,
  key: string,
  fields: { title: string } & Record<string, unknown>,
): Promise<{ id: string; status: string }> {
  const created = await page.request.post(`/api/companies/${key}/jobs`, {
    data: { ...DANISH_BACKEND_JOB, ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { job } = (await created.json()) as { job: { id: string; status: string } };
  expect(job.status).toBe('ACTIVE');
  return job;
}

type Person = { first: string; last: string; email: string };

/**
 * In the open Sign up dialog, as a person does: "Sign up with email", the form filled, the ALTCHA
 * widget clicked and solved, then "Sign up". What comes next (Choose your role, mostly) is the caller's.
 */
export async function submitSignUpDialog(page: Page, person: Person, password = E2E_PASSWORD): Promise<void> {
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Sign up with email' }).click();
  await modal.getByLabel('First name').fill(person.first);
  await modal.getByLabel('Last name').fill(person.last);
  await modal.getByLabel('Email').fill(person.email);
  await modal.getByLabel('Password').fill(password);
  await modal.locator('altcha-widget label').first().click();
  await page.waitForFunction(
    () => (document.querySelector('input[name="reCaptchaResponse"]') as HTMLInputElement | null)?.value,
    undefined,
    { timeout: 30_000 },
  );
  await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/** Signs up through the header's Sign up dialog on the home page, as a person does; Choose role opens next. */
export async function signUpInBrowser(page: Page, person: Person): Promise<void> {
  await gotoAndCheck(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign up', exact: true }).click();
  await submitSignUpDialog(page, person);
  await page.getByRole('dialog').getByRole('heading', { name: 'Choose your role' }).waitFor();
}

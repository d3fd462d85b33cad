/**
 * Sign-in with LinkedIn in the browser (docs/product.md, Calls, Error texts and Constants): the auth modal's "Continue with LinkedIn"
 * opens the 800x650 popup at the network, the opener picks the code up from the callback and closes
 * the popup. Sign up and log in end logged in; Cancel, a denial and closing the popup mean not
 * authorized; a log-in without an account says to sign up.
 *
 * The suite's server runs as production does without a provider: no button. So this file starts two
 * more production servers (no demo data): one with the built-in local provider and its consent page
 * (OAUTH_PROVIDER=local), one with a real OpenID Connect provider on another origin
 * (oauth2-mock-server), which shows the popup surviving the trip to another origin and back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import getPort from 'get-port';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoPageProblems,
  formatAxeViolations,
  gotoAndCheck,
  useBrowserPage,
} from './fixtures.ts';

const NOT_AUTHORIZED = 'LinkedIn sign-in was cancelled. You are not logged in.';
const NO_ACCOUNT = 'You do not have an account yet, please signup first.';

async function expectNoAxeViolationsNow(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.length, `axe on ${page.url()}:\n${formatAxeViolations(violations)}`).toBe(0);
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Records the popups the page opens (URL and window features), to check what a person would get. */
async function recordWindowOpen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened: string[][] = [];
    (window as unknown as { __opened: string[][] }).__opened = opened;
    const original = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push([String(url), String(target), String(features)]);
      return original(url, target, features);
    };
  });
}

async function openStep(page: Page, origin: string, step: 'landing' | 'login'): Promise<Locator> {
  await gotoAndCheck(page, `${origin}/`);
  const name = step === 'landing' ? 'Sign up' : 'Log in';
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  const modal = dialog(page);
  await modal
    .getByRole('heading', { name: step === 'landing' ? 'Let us know who you are' : 'Log in' })
    .waitFor();
  await recordWindowOpen(page);
  return modal;
}

/** Clicks "Continue with LinkedIn" and returns the popup once it shows the consent page. */
async function openPopup(page: Page, modal: Locator): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  const popup = await popupOpened;
  await popup.getByRole('heading', { name: 'Sign in with LinkedIn' }).waitFor();
  return popup;
}

async function allowAs(popup: Page, person: { first: string; last: string; email: string }): Promise<void> {
  await popup.getByLabel('First name').fill(person.first);
  await popup.getByLabel('Last name').fill(person.last);
  await popup.getByLabel('Email').fill(person.email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  // The opener reads the callback and closes the popup itself.
  await closed;
}

async function alertText(modal: Locator, text: string): Promise<void> {
  await modal.getByRole('alert').filter({ hasText: text }).waitFor();
}

describe('sign-in with LinkedIn on a production server without a provider', () => {
  const session = useBrowserPage();

  it('shows no LinkedIn button', async () => {
    const page = session.page;
    await gotoAndCheck(page, `${baseUrl()}/?auth=signup`);
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Let us know who you are' }).waitFor();
    expect(await modal.getByRole('button', { name: 'Sign up with email' }).isVisible()).toBe(true);
    expect(await modal.getByRole('button', { name: 'Continue with LinkedIn' }).count()).toBe(0);
  });
});

describe('sign-in with LinkedIn through the local provider', () => {
  const session = useBrowserPage();
  let page: Page;
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ OAUTH_PROVIDER: 'local' });
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  const person = () => ({
    first: 'Ingrid',
    last: 'Fjell',
    email: `linkedin-${crypto.randomBytes(4).toString('hex')}@example.com`,
  });

  it('signs up from the landing step in an 800x650 popup, then logs in from the log-in step', async () => {
    const ingrid = person();
    const modal = await openStep(page, server.baseUrl, 'landing');
    await expectNoAxeViolationsNow(page);
    const popup = await openPopup(page, modal);
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.[0]).toBe('/auth/linkedin/start');
    expect(opened[0]?.[2]).toMatch(/^popup=yes,width=800,height=650,left=\d+,top=\d+$/);
    // The consent page is accessible too.
    await expectNoAxeViolationsNow(popup);
    await allowAs(popup, ingrid);

    // A new account without profiles: the role choice comes next (docs/product.md, After authentication), over the logged-in page.
    const chooseRole = page.getByRole('dialog', { name: 'Choose your role' });
    await chooseRole.waitFor();
    await page.keyboard.press('Escape');
    await chooseRole.waitFor({ state: 'detached' });
    const userMenu = page.getByRole('banner').getByRole('button', { name: 'User menu for Ingrid Fjell' });
    await userMenu.waitFor();
    expectNoPageProblems(page);

    // Log out (a fresh page load), then come back through the log-in step.
    await session.browser.context.clearCookies();
    const login = await openStep(page, server.baseUrl, 'login');
    await expectNoAxeViolationsNow(page);
    await allowAs(await openPopup(page, login), ingrid);
    // Logged in as the same account, which still has no profile: the role choice again.
    await chooseRole.waitFor();
    await page.keyboard.press('Escape');
    await chooseRole.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'User menu for Ingrid Fjell' }).waitFor();
    expect(await dialog(page).count()).toBe(0);
    expectNoPageProblems(page);
  });

  it('tells a person without an account to sign up first when they use the log-in step', async () => {
    const modal = await openStep(page, server.baseUrl, 'login');
    await allowAs(await openPopup(page, modal), person());
    await alertText(modal, NO_ACCOUNT);
    await expectNoAxeViolationsNow(page);
    expectNoPageProblems(page);
  });

  it('treats Cancel on the consent page as not authorized', async () => {
    const modal = await openStep(page, server.baseUrl, 'landing');
    const popup = await openPopup(page, modal);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await closed;
    await alertText(modal, NOT_AUTHORIZED);
    await expectNoAxeViolationsNow(page);
    // Still logged out: the dialog is open, and nobody is signed in.
    const me = await page.evaluate(async () => (await fetch('/api/users/me')).status);
    expect(me).toBe(401);
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 401, path: `${server.baseUrl}/api/users/me` }],
    });
  });

  it('offers LinkedIn only on the host its callback is on (not on the impact platform)', async () => {
    const impact = server.baseUrl.replace('127.0.0.1', 'impact.localhost');
    await gotoAndCheck(page, `${impact}/?auth=signup`);
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Let us know who you are' }).waitFor();
    expect(await modal.getByRole('button', { name: 'Sign up with email' }).isVisible()).toBe(true);
    expect(await modal.getByRole('button', { name: 'Continue with LinkedIn' }).count()).toBe(0);
  });

  it('treats a closed popup as not authorized', async () => {
    const modal = await openStep(page, server.baseUrl, 'landing');
    const popup = await openPopup(page, modal);
    await expect(modal.getByRole('button', { name: 'Waiting for LinkedIn…' }).isVisible()).resolves.toBe(
      true,
    );
    await popup.close();
    await alertText(modal, NOT_AUTHORIZED);
    await modal.getByRole('button', { name: 'Continue with LinkedIn' }).waitFor();
    expectNoPageProblems(page);
  });
});

type TestServer = { baseUrl: string; stop(): Promise<void> };

/**
 * The production server (the build the suite's global setup made) on a fresh database without demo
 * data, with these settings. Its output is kept for a failure message.
 */
async function startServer(settings: Record<string, string>): Promise<TestServer> {
  const port = await getPort({ host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-e2e-oidc-'));
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(VITEST|SMTP_|OAUTH_)/.test(key) || key === 'DATABASE_URL' || key === 'SEED_DEMO_DATA') continue;
    env[key] = value;
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    SHUTDOWN_READINESS_DELAY_MS: '0',
    ...settings,
  });
  const root = path.resolve(import.meta.dirname, '..', '..');
  const node = path.join(root, 'node_modules', '.bin', 'node');
  const child: ChildProcess = spawn(fs.existsSync(node) ? node : process.execPath, ['server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) {
        // A cold server renders its first page slowly; a person would not be its first visitor.
        await fetch(`${baseUrl}/`);
        return { baseUrl, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not start:\n${output.join('')}`);
}

describe('sign-in with LinkedIn through an OpenID Connect provider on another origin', () => {
  const session = useBrowserPage();
  let mock: OAuth2Server;
  let server: TestServer;
  const authorizeRequests: string[] = [];

  beforeAll(async () => {
    mock = new OAuth2Server();
    await mock.issuer.keys.generate('RS256');
    await mock.start(0, '127.0.0.1');
    mock.issuer.url = `http://127.0.0.1:${mock.address().port}`;
    mock.service.on(Events.BeforeAuthorizeRedirect, (_redirect, request) => {
      authorizeRequests.push(String(request.url));
    });
    server = await startServer({
      OAUTH_ISSUER_URL: mock.issuer.url,
      OAUTH_CLIENT_ID: 'nordhub-e2e',
      OAUTH_CLIENT_SECRET: 'nordhub-e2e-secret',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await mock?.stop();
  });
  beforeEach(async () => {
    await session.browser.context.clearCookies();
  });

  async function openLanding(page: Page): Promise<Locator> {
    const response = await page.goto(`${server.baseUrl}/?auth=signup`, { waitUntil: 'load' });
    // Pages keep their handle on the popups they open (and only those).
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The modal opens only once the page is hydrated.
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Let us know who you are' }).waitFor({ timeout: 30_000 });
    return modal;
  }

  it('comes back from the provider, reads the code and signs the member up', async () => {
    const page = session.page;
    mock.service.once(Events.BeforeUserinfo, (response) => {
      response.body = {
        sub: `oidc-${crypto.randomBytes(4).toString('hex')}`,
        email: `oidc-${crypto.randomBytes(4).toString('hex')}@example.com`,
        email_verified: true,
        given_name: 'Astrid',
        family_name: 'Berg',
      };
    });
    const modal = await openLanding(page);
    const before = authorizeRequests.length;
    const popupOpened = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    const popup = await popupOpened;
    await popup.waitForEvent('close');
    // The popup really was at the provider's origin, asked for our callback with PKCE.
    expect(authorizeRequests.length).toBe(before + 1);
    const authorize = new URL(authorizeRequests.at(-1) ?? '', mock.issuer.url);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/auth/linkedin/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    const chooseRole = page.getByRole('dialog', { name: 'Choose your role' });
    await chooseRole.waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'User menu for Astrid Berg' }).waitFor();
    expectNoPageProblems(page);
  });

  it('treats a denial at the provider (access_denied) as not authorized', async () => {
    const page = session.page;
    mock.service.once(Events.BeforeAuthorizeRedirect, (redirect) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    const modal = await openLanding(page);
    const popupOpened = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await (await popupOpened).waitForEvent('close');
    await alertText(modal, NOT_AUTHORIZED);
    expectNoPageProblems(page);
  });
});

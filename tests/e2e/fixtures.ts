/**
 * Browser fixtures for the e2e journeys: Debian's Chromium through playwright-core (a persistent
 * context, because Playwright rejects --user-data-dir in args), and `gotoAndCheck`, which opens a
 * page, checks its status, waits for hydration, runs axe and fails on console errors, page errors
 * and Content-Security-Policy violations.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContext, chromium, type Locator, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';
import { saveScreenshot } from './artifacts.ts';
import { noteSessionCookiesOf, watchSessionCookies } from './log-secrets.ts';

/** Scripts that run; structured data (JSON-LD) stays, as it is data, not code. */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi;

export function baseUrl(): string {
  return inject('baseUrl');
}

export type BrowserSession = {
  context: BrowserContext;
  javaScriptEnabled: boolean;
  /** A new tab whose console errors, page errors and CSP violations are recorded. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
};

type PageState = {
  javaScriptEnabled: boolean;
  problems: string[];
  /** For pages without JavaScript: a JavaScript-enabled tab to run axe in (axe is a script). */
  openAxeTab?: () => Promise<Page>;
};
const pageStates = new WeakMap<Page, PageState>();

/** The text as rendered for a person (CSS applied: hidden parts left out), trimmed. */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).trim();
}

/** A phone (issue 14 checks the mobile layout at 390 × 844). */
export const MOBILE_VIEWPORT = { width: 390, height: 844 } as const;
const DESKTOP_VIEWPORT = { width: 1280, height: 900 } as const;

export type BrowserOptions = {
  javaScriptEnabled?: boolean;
  /** The desktop (1280 × 900) unless given, e.g. MOBILE_VIEWPORT. */
  viewport?: { width: number; height: number };
};

async function launch(
  javaScriptEnabled: boolean,
  viewport: { width: number; height: number } = DESKTOP_VIEWPORT,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl(),
    javaScriptEnabled,
    viewport,
    ...(viewport.width < 600 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  // The log scan (zz-logs.spec.ts) checks that no session cookie of the run is in the server's log.
  watchSessionCookies(context);
  return {
    context,
    async close() {
      await noteSessionCookiesOf(context);
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function openBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const javaScriptEnabled = options.javaScriptEnabled ?? true;
  const browser = await launch(javaScriptEnabled, options.viewport);
  const { context } = browser;

  // A page-side listener reports CSP violations through a binding (bindings ignore the page's CSP).
  await context.exposeBinding('__reportCspViolation', ({ page }, violation: string) => {
    if (page) pageStates.get(page)?.problems.push(`CSP violation: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: string) => void })
        .__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });

  let axeBrowser: Promise<Awaited<ReturnType<typeof launch>>> | undefined;
  const openAxeTab = async () => {
    axeBrowser ??= launch(true);
    return (await axeBrowser).context.newPage();
  };

  return {
    context,
    javaScriptEnabled,
    async newPage() {
      const page = await context.newPage();
      const state: PageState = { javaScriptEnabled, problems: [] };
      if (!javaScriptEnabled) state.openAxeTab = openAxeTab;
      pageStates.set(page, state);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Another host name over plain http (a startup's career domain, jobs-….example) is not a
        // trustworthy origin, so Chromium notes that it ignores our Cross-Origin-Opener-Policy there:
        // a note about the test's http, not a problem of the page (production is https).
        if (message.text().startsWith('The Cross-Origin-Opener-Policy header has been ignored')) return;
        const where = message.location().url;
        state.problems.push(`console error: ${message.text()}${where ? ` (at ${where})` : ''}`);
      });
      page.on('pageerror', (error) => state.problems.push(`page error: ${error.stack ?? error.message}`));
      return page;
    },
    async close() {
      await browser.close();
      if (axeBrowser) await (await axeBrowser).close();
    },
  };
}

function stateOf(page: Page): PageState {
  const state = pageStates.get(page);
  if (!state) throw new Error('Open pages with session.newPage() so their problems are recorded.');
  return state;
}

/**
 * Resolves once React has hydrated the document: the root fiber is no longer dehydrated. Clicks
 * before that would be full page loads, so journeys that test client navigation wait for this.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
      if (!key) return false;
      const fiber = (document as unknown as Record<string, { stateNode?: { current?: unknown } }>)[key];
      const current = fiber?.stateNode?.current as { memoizedState?: { isDehydrated?: boolean } } | undefined;
      return current?.memoizedState?.isDehydrated === false;
    },
    undefined,
    { timeout: 15_000 },
  );
}

type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
const axeResults = new Map<string, AxeViolations>();

export function formatAxeViolations(violations: AxeViolations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => {
          const summary = (node.failureSummary ?? '').split('\n').join('\n        ');
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n        ${summary}`;
        })
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

async function analyzeWithAxe(page: Page): Promise<AxeViolations> {
  const { openAxeTab } = stateOf(page);
  const url = page.url();
  // The same URL renders the same page here (a seeded, read-only site): axe it once per run.
  const cacheKey = `${openAxeTab ? 'no-js' : 'js'} ${url}`;
  const cached = axeResults.get(cacheKey);
  if (cached) return cached;
  const violations = openAxeTab ? await analyzeCopyWithAxe(url, page, openAxeTab) : await analyzeInPage(page);
  axeResults.set(cacheKey, violations);
  return violations;
}

async function analyzeInPage(page: Page): Promise<AxeViolations> {
  return (await new AxeBuilder({ page }).analyze()).violations;
}

/**
 * axe runs as a script in the page. Without JavaScript it cannot, so it runs on a copy of the
 * page's DOM (as rendered without JavaScript, scripts removed) served at the same URL in a
 * JavaScript-enabled tab, with the same stylesheets.
 */
async function analyzeCopyWithAxe(
  url: string,
  page: Page,
  openAxeTab: () => Promise<Page>,
): Promise<AxeViolations> {
  const html = (await page.content()).replace(EXECUTABLE_SCRIPT, '');
  const tab = await openAxeTab();
  try {
    await tab.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await tab.goto(url, { waitUntil: 'load' });
    return await analyzeInPage(tab);
  } finally {
    await tab.close();
  }
}

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await analyzeWithAxe(page);
  expect(
    violations.length,
    `axe found ${violations.length} violation(s) on ${page.url()}:\n${formatAxeViolations(violations)}`,
  ).toBe(0);
}

/**
 * Fails on console errors, uncaught page errors and CSP violations seen since the page opened.
 * `expectedFailures` lists API answers the journey provoked on purpose (e.g. a spent link's 404):
 * Chromium logs each failed fetch as a console error, and those are not problems.
 */
export function expectNoPageProblems(
  page: Page,
  options: { expectedFailures?: { status: number; path: string }[] } = {},
): void {
  const state = stateOf(page);
  const isExpected = (problem: string) =>
    (options.expectedFailures ?? []).some(
      ({ status, path: failedPath }) =>
        problem.startsWith(
          `console error: Failed to load resource: the server responded with a status of ${status} `,
        ) && problem.endsWith(`(at ${new URL(failedPath, baseUrl()).href})`),
    );
  state.problems = state.problems.filter((problem) => !isExpected(problem));
  expect(state.problems, `problems on ${page.url()}:\n${state.problems.join('\n')}`).toEqual([]);
}

/**
 * Opens `pathname`, checks the HTTP status (200 unless told), waits for hydration when JavaScript
 * runs, runs axe and fails on any console error or CSP violation.
 */
export async function gotoAndCheck(
  page: Page,
  pathname: string,
  options: { status?: number } = {},
): Promise<Response> {
  const state = stateOf(page);
  const expectedStatus = options.status ?? 200;
  const response = await page.goto(pathname, { waitUntil: 'load' });
  if (!response) throw new Error(`no response for ${pathname}`);
  expect(response.status(), `HTTP status of ${pathname}`).toBe(expectedStatus);
  if (expectedStatus >= 400) {
    // Chromium logs the document's own error status as a console error: that one is expected.
    const expected = `console error: Failed to load resource: the server responded with a status of ${expectedStatus}`;
    state.problems = state.problems.filter(
      (p) => !(p.startsWith(expected) && p.endsWith(`(at ${response.url()})`)),
    );
  }
  await checkCurrentPage(page);
  return response;
}

/** The checks of gotoAndCheck for a page reached by clicking (client-side or full navigation). */
export async function checkCurrentPage(page: Page): Promise<void> {
  const state = stateOf(page);
  if (state.javaScriptEnabled) await waitForHydration(page);
  await expectNoAxeViolations(page);
  expectNoPageProblems(page);
}

/**
 * One browser per suite and a fresh page per test, registered as the suite's hooks. Tests read
 * `session.page` (set before each test).
 */
export function useBrowserPage(options: BrowserOptions = {}): {
  readonly page: Page;
  readonly browser: BrowserSession;
} {
  const state = {} as { page: Page; browser: BrowserSession };
  beforeAll(async () => {
    state.browser = await openBrowser(options);
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    state.page = await state.browser.newPage();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && state.page && !state.page.isClosed()) {
      await reportFailedPage(state.page, context.task.name);
    }
    await state.page?.close();
  });
  return state;
}

/**
 * What the browser showed when a test failed: its address, status line and visible text on stderr
 * (so a CI log says it), and a screenshot under `test-artifacts/failures/`.
 */
async function reportFailedPage(page: Page, testName: string): Promise<void> {
  try {
    const text = (await page.locator('body').innerText({ timeout: 2_000 })).replace(/\s+/g, ' ').trim();
    const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    const screenshot = await saveScreenshot(page, `failures/${slug}`);
    // The server's last lines (its log holds no secret: zz-logs.spec.ts checks that).
    const serverLines = fs.readFileSync(inject('serverLogFile'), 'utf8').trimEnd().split('\n').slice(-25);
    process.stderr.write(
      `\n[e2e failure] "${testName}"\n  page: ${page.url()}\n  text: ${text.slice(0, 1_500)}\n  screenshot: ${screenshot}\n` +
        `  server's last log lines:\n${serverLines.map((line) => `    ${line.slice(0, 400)}`).join('\n')}\n`,
    );
  } catch (error) {
    process.stderr.write(`\n[e2e failure] "${testName}": the page could not be read (${String(error)})\n`);
  }
}

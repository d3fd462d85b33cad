/**
 * Every link of the navigation leads to a built page (issue 14 defect 4): the header (desktop and
 * mobile navigation, the sign-up and log-in links), the user menu, the footer and the dashboards of
 * each kind of visitor (logged out, talent, startup member, investor member, and logged in without a
 * profile) on both platforms, the main site and the impact platform's host. A link that answers 404
 * fails here.
 *
 * The impact host (impact.localhost) resolves only in the browser (Chromium maps *.localhost to the
 * loopback), so logins and link checks run as requests from the page itself, on the page's origin.
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, E2E_PASSWORD, logoPng, signUpByApi, uniqueEmail } from './accounts.ts';
import { baseUrl, checkCurrentPage, gotoAndCheck, useBrowserPage, waitForHydration } from './fixtures.ts';

type Platform = 'main' | 'impact';
type Visitor = 'visitor' | 'talent' | 'startup member' | 'investor member' | 'no profile';

type FoundLink = { where: string; text: string; href: string };

function originOf(platform: Platform): string {
  return platform === 'main' ? baseUrl() : baseUrl().replace('127.0.0.1', 'impact.localhost');
}

/** A JSON request sent by the page (so on the page's host, with its cookies). */
async function requestFromPage(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed };
    },
    { method, path, body },
  );
}

/** Logs in on the page's host (sign-in is limited per address: a 429 waits for its Retry-After). */
async function logInFromPage(page: Page, email: string, password: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const answer = await requestFromPage(page, 'POST', '/api/users/sign-in', { email, password });
    if (answer.status === 429 && attempt < 3) {
      await new Promise((resolve) => setTimeout(resolve, (Number(answer.retryAfter ?? '30') + 1) * 1000));
      continue;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return;
  }
}

async function expectOk(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await requestFromPage(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/** The links (`a[href]`) inside the elements `selector` matches, with where they were found. */
async function linksIn(page: Page, selector: string, where: string): Promise<FoundLink[]> {
  const links = await page
    .locator(selector)
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({
        text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
        href: a.getAttribute('href') ?? '',
      })),
    );
  return links.map((link) => ({ ...link, where }));
}

/** The user menu's items (Radix renders them only while it is open). */
async function userMenuLinks(page: Page): Promise<FoundLink[]> {
  const trigger = page.getByRole('banner').getByRole('button', { name: /^User menu for / });
  // The menu is Radix's: it opens once React has hydrated the header (a busy machine takes a while).
  await waitForHydration(page);
  const menu = page.getByRole('menu');
  for (let attempt = 1; ; attempt++) {
    if (!(await menu.isVisible())) await trigger.click();
    try {
      await menu.waitFor({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
  const links = await linksIn(page, '[role="menu"]', `user menu on ${new URL(page.url()).pathname}`);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return links;
}

/** Header (both navigations, the auth links), footer and, logged in, the user menu of the page. */
async function navigationLinks(page: Page, isLoggedIn: boolean): Promise<FoundLink[]> {
  const path = new URL(page.url()).pathname;
  return [
    ...(await linksIn(page, 'header', `header on ${path}`)),
    ...(await linksIn(page, 'footer', `footer on ${path}`)),
    ...(isLoggedIn ? await userMenuLinks(page) : []),
  ];
}

/** What a link answers, redirects followed, asked by the page (same host, same cookies). */
async function statusOf(page: Page, href: string): Promise<number> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: 'same-origin' })).status, href);
}

/**
 * Checks every same-origin link once; answers the broken ones as "where: text → href (status)",
 * where it was first found. External links (the social profiles) are not ours to check.
 */
async function brokenLinks(page: Page, origin: string, links: FoundLink[]): Promise<string[]> {
  const checked = new Set<string>();
  const broken: string[] = [];
  for (const link of links) {
    const url = new URL(link.href, origin);
    if (url.origin !== origin) continue;
    const key = `${url.pathname}${url.search}`;
    if (checked.has(key)) continue;
    checked.add(key);
    const status = await statusOf(page, key);
    if (status === 404 || status >= 500)
      broken.push(`${link.where}: "${link.text}" → ${link.href} (${status})`);
  }
  return broken;
}

type Account = { email: string; password: string; profile?: string };

describe('every navigation link leads to a built page', () => {
  const session = useBrowserPage();
  let page: Page;
  // The demo startups and investors are on the main platform only: on the impact host a member is a
  // new founder whose startup and investor profile were made there.
  const impactFounder = { email: uniqueEmail('impact-founder'), startupKey: '', investorKey: '' };

  beforeAll(async () => {
    const setupPage = await session.browser.newPage();
    try {
      await signUpByApi(setupPage, { first: 'Ilse', last: 'Impact', email: impactFounder.email });
      await setupPage.goto(`${originOf('impact')}/`);
      await logInFromPage(setupPage, impactFounder.email, E2E_PASSWORD);
      const name = `Tidewater ${Math.random().toString(36).slice(2, 7)}`;
      const startup = (await expectOk(setupPage, 'POST', '/api/companies', {
        name,
        countryCode: 'DK',
        website: '',
      })) as { key: string };
      await expectOk(setupPage, 'PUT', `/api/companies/${startup.key}`, {
        name,
        countryCode: 'DK',
        website: '',
        whatWeDo: 'We restore Nordic wetlands with sensors and volunteers.',
        publish: true,
      });
      const investorName = `Tidewater Impact Fund ${Math.random().toString(36).slice(2, 7)}`;
      const investor = (await expectOk(setupPage, 'POST', '/api/investors', {
        name: investorName,
        category: 'vc',
        website: '',
      })) as { key: string };
      // A listed investor profile needs a logo, stages, industries, a ticket size, countries and markets.
      // Uploaded from the page (only the browser resolves the impact host's *.localhost name).
      const uploaded = await setupPage.evaluate(
        async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const form = new FormData();
          form.append('file_upload', new Blob([bytes], { type: 'image/png' }), 'logo.png');
          const response = await fetch('/api/upload/logo', { method: 'POST', body: form });
          return { status: response.status, body: await response.text() };
        },
        (await logoPng()).toString('base64'),
      );
      expect(uploaded.status, uploaded.body).toBe(201);
      const { key: logoImage } = JSON.parse(uploaded.body) as { key: string };
      await expectOk(setupPage, 'PUT', `/api/investors/${investor.key}`, {
        name: investorName,
        category: 'vc',
        website: '',
        intro: 'We back impact startups from the Nordics at seed.',
        logoImage,
        stages: ['seed'],
        industries: ['impact'],
        investmentRange: { min: '250k-1m', max: '1m-5m' },
        countryCodes: ['DK'],
        markets: ['DK', 'SE'],
        publish: true,
      });
      impactFounder.startupKey = startup.key;
      impactFounder.investorKey = investor.key;
    } finally {
      await setupPage.close();
      await session.browser.context.clearCookies();
    }
  });

  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  function accountFor(platform: Platform, visitor: Visitor): Account | null {
    switch (visitor) {
      case 'visitor':
        return null;
      case 'talent':
        return { email: 'talent@nordhub.test', password: DEMO_PASSWORD };
      case 'no profile':
        // The demo recruiter's startups are not on the impact platform: there they have no profile.
        return { email: 'recruiter@nordhub.test', password: DEMO_PASSWORD };
      case 'startup member':
        return platform === 'main'
          ? {
              email: 'recruiter@nordhub.test',
              password: DEMO_PASSWORD,
              profile: 'company:mosegaard-analytics',
            }
          : {
              email: impactFounder.email,
              password: E2E_PASSWORD,
              profile: `company:${impactFounder.startupKey}`,
            };
      case 'investor member':
        return platform === 'main'
          ? {
              email: 'investor@nordhub.test',
              password: DEMO_PASSWORD,
              profile: 'investor:fjordline-ventures',
            }
          : {
              email: impactFounder.email,
              password: E2E_PASSWORD,
              profile: `investor:${impactFounder.investorKey}`,
            };
    }
  }

  const cases: [Platform, Visitor][] = [];
  for (const platform of ['main', 'impact'] as const) {
    for (const visitor of ['visitor', 'talent', 'startup member', 'investor member'] as const) {
      cases.push([platform, visitor]);
    }
  }
  cases.push(['impact', 'no profile']);

  it.each([
    ['Terms', 'Terms of use'],
    ['Privacy', 'Privacy policy'],
  ])("opens the footer's %s page (built: static text)", async (link, heading) => {
    await gotoAndCheck(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    await checkCurrentPage(page);
  });

  it.each(cases)('on the %s platform, for a %s', async (platform, visitor) => {
    const origin = originOf(platform);
    const account = accountFor(platform, visitor);
    await gotoAndCheck(page, `${origin}/`);
    if (account) {
      await logInFromPage(page, account.email, account.password);
      if (account.profile) {
        await expectOk(page, 'POST', '/api/users/select-profile', { profile: account.profile, save: false });
      }
      await gotoAndCheck(page, `${origin}/`);
    }
    const links = await navigationLinks(page, account !== null);

    if (account) {
      // The dashboards: the client home, and "My dashboard" of the user menu.
      await gotoAndCheck(page, `${origin}/client`);
      links.push(...(await linksIn(page, 'main', 'dashboard /client')));
      const myDashboard = links.find(
        (link) => link.where.startsWith('user menu') && link.text === 'My dashboard',
      );
      if (!myDashboard) throw new Error('the user menu has no My dashboard');
      if (new URL(myDashboard.href, origin).pathname !== '/client') {
        await page.goto(new URL(myDashboard.href, origin).href);
        await checkCurrentPage(page);
        const path = new URL(page.url()).pathname;
        links.push(...(await linksIn(page, 'main', `dashboard ${path}`)));
        links.push(...(await navigationLinks(page, true)));
      }
    }
    expect(links.length).toBeGreaterThan(10);
    expect(await brokenLinks(page, origin, links)).toEqual([]);
  });
});

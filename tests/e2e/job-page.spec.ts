/**
 * The rest of the job page and the toggles everywhere (issue 4, items 3 and 4): similar jobs that
 * lead to other jobs; following a startup from its page while logged out (log in, then it is
 * followed) and the "Following" mark on the startup list; a saved job marked "Saved" in the search
 * results for its user only; and `/jobs/{id}/welcome` for the startup's members only. What the
 * journeys change on the demo users is undone at the end of each.
 */
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

const PASSWORD = 'Nordhub-demo-2026!';
const TALENT = 'talent@nordhub.test';
const RECRUITER = 'recruiter@nordhub.test';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
/** Sessions made in this file, reused while they work: sign-in is rate limited per address. */
const sessions = new Map<string, Cookies>();

/** Puts a session of the demo user into the browser, signing in through the API when needed. */
async function useSessionOf(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  const known = sessions.get(email);
  if (known) {
    await page.context().addCookies(known);
    if ((await page.request.get('/api/users/me')).ok()) return;
    await page.context().clearCookies();
  }
  for (let attempt = 1; ; attempt++) {
    const response = await page.request.post('/api/users/sign-in', { data: { email, password: PASSWORD } });
    if (response.status() === 429 && attempt < 3) {
      const seconds = Number(response.headers()['retry-after'] ?? '30');
      await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
      continue;
    }
    expect(response.status(), await response.text()).toBe(200);
    break;
  }
  sessions.set(email, await page.context().cookies());
}

/** The cards of the page's main content whose marker list includes `marker` (or lacks it). */
function cardsWith(page: Page, marker: 'Saved' | 'Following', present: boolean): Locator {
  const mark = page.locator('span', { hasText: new RegExp(`^${marker}$`) });
  return page.locator('main article').filter(present ? { has: mark } : { hasNot: mark });
}

describe('job page, startup follow and toggles in lists', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('shows similar jobs that lead to other job pages', async () => {
    await gotoAndCheck(page, '/jobs?q=developer');
    const href = await page.locator('main article h3 a').first().getAttribute('href');
    expect(href).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
    await gotoAndCheck(page, href ?? '');

    const similar = page.getByRole('region', { name: 'Similar jobs' });
    const links = similar.locator('article h3 a');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    const targets = await Promise.all(
      Array.from({ length: count }, (_, i) => links.nth(i).getAttribute('href')),
    );
    for (const target of targets) {
      expect(target).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
      expect(target).not.toBe(href);
    }
    expect(new Set(targets).size).toBe(count);

    const title = await textOf(links.first());
    await links.first().click();
    await page.waitForURL((url) => url.pathname === targets[0]);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await checkCurrentPage(page);
  });

  it('follows a startup from its page after logging in, and the startup list says Following', async () => {
    // A startup the demo talent does not follow yet, from the list as the talent sees it.
    await useSessionOf(page, TALENT);
    await gotoAndCheck(page, '/startups');
    const notFollowed = cardsWith(page, 'Following', false).first();
    const startupPath = await notFollowed.locator('h3 a').getAttribute('href');
    const name = await textOf(notFollowed.locator('h3 a'));
    expect(startupPath).toMatch(/^\/startups\/[^/]+$/);

    await page.context().clearCookies();
    await gotoAndCheck(page, startupPath ?? '');
    await page.getByRole('link', { name: 'Follow', exact: true }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Log in' }).waitFor();
    await modal.getByLabel('Email').fill(TALENT);
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();

    // Back on the startup, logged in, and the follow was done.
    const following = page.getByRole('button', { name: 'Following', exact: true });
    try {
      await following.waitFor();
      expect(await following.getAttribute('aria-pressed')).toBe('true');
      // The intent leaves the address once done (a replace navigation, right after the follow).
      await page.waitForURL((url) => url.pathname === startupPath && url.search === '');
      await page.reload();
      await following.waitFor();
      await checkCurrentPage(page);

      await gotoAndCheck(page, '/startups');
      const card = page
        .locator('main article')
        .filter({ has: page.getByRole('link', { name, exact: true }) });
      expect(await textOf(card.locator('span', { hasText: /^Following$/ }))).toBe('Following');

      // And it toggles back.
      await gotoAndCheck(page, startupPath ?? '');
      await following.click();
      const follow = page.getByRole('button', { name: 'Follow', exact: true });
      await follow.waitFor();
      expect(await follow.getAttribute('aria-pressed')).toBe('false');
      await page.reload();
      await follow.waitFor();
    } finally {
      await page.request.post(`/api/companies/${startupPath?.split('/').pop()}/unfollow`);
    }
  });

  it('marks a saved job "Saved" in the search results, for its user only', async () => {
    const search = '/jobs?q=developer';
    await useSessionOf(page, TALENT);
    await gotoAndCheck(page, search);
    const card = cardsWith(page, 'Saved', false).first();
    const href = await card.locator('h3 a').getAttribute('href');
    const title = await textOf(card.locator('h3 a'));
    const jobId = href?.split('/').pop() ?? '';
    const cardOf = () =>
      page.locator('main article').filter({ has: page.locator(`h3 a[href="/jobs/${jobId}"]`) });

    try {
      await card.locator('h3 a').click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: 'Save job', exact: true }).click();
      await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();

      await gotoAndCheck(page, search);
      expect(await textOf(cardOf().locator('span', { hasText: /^Saved$/ }))).toBe('Saved');

      // The mark is the user's, never part of the public (cached) list. (The logged-in page's own
      // requests, such as the pinned searches loaded after hydration, finish before the logout.)
      await page.waitForLoadState('networkidle');
      await page.context().clearCookies();
      await gotoAndCheck(page, search);
      expect(await cardOf().count()).toBe(1);
      expect(
        await cardOf()
          .locator('span', { hasText: /^Saved$/ })
          .count(),
      ).toBe(0);
    } finally {
      await useSessionOf(page, TALENT);
      const response = await page.request.post(`/api/jobs/${jobId}/unsave`);
      expect(response.status()).toBe(200);
    }
    await gotoAndCheck(page, search);
    expect(
      await cardOf()
        .locator('span', { hasText: /^Saved$/ })
        .count(),
    ).toBe(0);
  });

  it('names its stylesheet in the answer’s headers, so the browser asks for it before any script', async () => {
    await gotoAndCheck(page, '/jobs?q=developer');
    const href = await page.locator('main article h3 a').first().getAttribute('href');
    expect(href).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
    // Every file fetched anew, as on a first visit.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Rendered, then (where the page cache is on) from the cache: the header comes with both.
    for (const visit of ['first', 'second']) {
      // What the page before still fetches (its lazy modules) is not this visit's.
      await page.waitForLoadState('networkidle');
      const asked: string[] = [];
      const onRequest = (request: Request) => {
        if (['stylesheet', 'script'].includes(request.resourceType()))
          asked.push(new URL(request.url()).pathname);
      };
      page.on('request', onRequest);
      const response = await page.goto(href ?? '', { waitUntil: 'networkidle' });
      page.off('request', onRequest);
      const stylesheet = await page.locator('head link[rel="stylesheet"]').getAttribute('href');
      expect(stylesheet, visit).toMatch(/^\/assets\/.+\.css$/);
      expect(response?.headers().link, visit).toBe(`<${stylesheet}>; rel=preload; as=style`);
      expect(asked.length, visit).toBeGreaterThan(1);
      expect(asked[0], `${visit}: ${asked.join(', ')}`).toBe(stylesheet);
    }
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  });

  it("welcomes the startup's members on /jobs/{id}/welcome and sends everyone else to the job", async () => {
    await useSessionOf(page, RECRUITER);
    const me = (await (await page.request.get('/api/users/me')).json()) as {
      companies: { key: string; isDraft: boolean }[];
    };
    // A job of one of the recruiter's published startups, from its public page.
    let jobHref: string | null = null;
    for (const { key } of me.companies.filter((company) => !company.isDraft)) {
      await gotoAndCheck(page, `/startups/${key}`);
      const jobLinks = page.getByRole('region', { name: /^Open jobs/ }).locator('article h3 a');
      if ((await jobLinks.count()) === 0) continue;
      jobHref = await jobLinks.first().getAttribute('href');
      break;
    }
    expect(jobHref).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
    const welcomePath = `${jobHref}/welcome`;

    await gotoAndCheck(page, welcomePath);
    await page.getByRole('heading', { level: 1, name: 'Your job is live' }).waitFor();
    expect(await page.getByLabel('Link to your job').inputValue()).toBe(
      new URL(jobHref ?? '', baseUrl()).href,
    );
    for (const name of ['Boost this job', 'Post another job', 'Share on LinkedIn', 'Share by email']) {
      expect(await page.getByRole('link', { name: new RegExp(`^${name}`) }).count(), name).toBe(1);
    }
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    // Logged out, and as someone who is not a member: the public job page.
    await page.context().clearCookies();
    await gotoAndCheck(page, welcomePath);
    expect(new URL(page.url()).pathname).toBe(jobHref);
    await useSessionOf(page, TALENT);
    await gotoAndCheck(page, welcomePath);
    expect(new URL(page.url()).pathname).toBe(jobHref);
  });
});

/**
 * Issue 14 (11, the job and startup pages): on a phone (390 × 844) the job page's Apply / Save /
 * Interested stay in reach while the description is read (a bar stuck to the bottom of the screen
 * until their own place scrolls into view); the perks show our own SVG icons, never emoji (empty
 * boxes on a machine without an emoji font); the startup page's name sits below the cover, inside
 * the page's margins, also for the longest seeded name and without a cover picture. On a desktop
 * the actions head the right column and scroll with the page. Screenshots of both pages at 390 px
 * are kept under test-artifacts/mobile/.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveScreenshot } from './artifacts.ts';
import { gotoAndCheck, MOBILE_VIEWPORT, textOf, useBrowserPage } from './fixtures.ts';

type JobDetail = { id: string; perks: { icon: string; text: string }[]; receiveApplicants: string };
type CompanyItem = { key: string; name: string; coverImage: string | null };

/**
 * An open job with perks that takes applications on Nordhub ("Apply now"). Other journeys publish
 * jobs of new startups without perks, which come first among the newest: the first pages are read.
 */
async function jobWithPerks(page: Page): Promise<JobDetail> {
  for (let pageNumber = 1; pageNumber <= 5; pageNumber++) {
    const response = await page.request.get(`/api/jobs?page=${pageNumber}`);
    const { jobs } = (await response.json()) as { jobs: { id: string }[] };
    for (const { id } of jobs) {
      const job = (await (await page.request.get(`/api/jobs/${id}`)).json()) as JobDetail;
      if (job.perks.length >= 2 && job.receiveApplicants === 'platform') return job;
    }
  }
  throw new Error('no seeded job with perks and applications on Nordhub');
}

async function companies(page: Page): Promise<CompanyItem[]> {
  const response = await page.request.get('/api/companiesProper?limit=100');
  return ((await response.json()) as { companies: CompanyItem[] }).companies;
}

function longestName(list: CompanyItem[]): CompanyItem {
  const [first, ...rest] = list;
  if (!first) throw new Error('no startups');
  return rest.reduce((longest, c) => (c.name.length > longest.name.length ? c : longest), first);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** Wholly on the screen as it is scrolled now. */
async function expectOnScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await boxOf(locator);
  const height = page.viewportSize()?.height ?? 0;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(height);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // One frame later the sticky bar has been laid out for the new position.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** Each perk has one visible SVG icon and no emoji. */
async function expectSvgPerkIcons(list: Locator, expected: number): Promise<void> {
  const items = await list.getByRole('listitem').all();
  expect(items.length).toBe(expected);
  for (const item of items) {
    const text = await textOf(item);
    expect(text, text).not.toMatch(/\p{Extended_Pictographic}/u);
    const icons = item.locator('svg');
    expect(await icons.count(), text).toBe(1);
    const box = await boxOf(icons);
    expect(box.width, text).toBeGreaterThanOrEqual(16);
    expect(await icons.locator('path, circle, rect').count(), text).toBeGreaterThan(0);
  }
}

/** The startup page's name: under the cover's lower edge, within the page's 16 px margins. */
async function expectNameClearOfCover(page: Page, what: string): Promise<void> {
  const cover = await boxOf(page.getByRole('main').locator('[data-cover]'));
  const name = await boxOf(page.getByRole('heading', { level: 1 }));
  const width = page.viewportSize()?.width ?? 0;
  expect(name.y, `${what}: name below the cover`).toBeGreaterThanOrEqual(cover.y + cover.height + 8);
  expect(name.x, `${what}: left margin`).toBeGreaterThanOrEqual(16);
  expect(name.x + name.width, `${what}: right margin`).toBeLessThanOrEqual(width - 16);
}

describe('job and startup pages on a phone (390 px)', () => {
  const session = useBrowserPage({ viewport: MOBILE_VIEWPORT });
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('keeps Apply, Save and Interested in reach over a long job page, with SVG perk icons', async () => {
    const job = await jobWithPerks(page);
    await gotoAndCheck(page, `/jobs/${job.id}`);
    const actions = page.getByRole('region', { name: 'Apply for this job' });
    const buttons = {
      apply: actions.getByRole('link', { name: 'Apply now' }),
      save: actions.getByRole('link', { name: 'Save job' }),
      interested: actions.getByRole('link', { name: "I'm interested" }),
    };
    const perks = page.getByRole('region', { name: 'Perks and benefits' });
    // The actions' own place is after the description, far below the first screen…
    expect((await boxOf(perks)).y).toBeGreaterThan(MOBILE_VIEWPORT.height);
    // …yet they are on the first screen, and stay there while the description is read.
    for (const [what, button] of Object.entries(buttons)) await expectOnScreen(page, button, what);
    await scrollTo(page, 700);
    for (const [what, button] of Object.entries(buttons))
      await expectOnScreen(page, button, `${what} scrolled`);
    // At the perks the bar has not covered them for good: scrolled past, the actions sit after them.
    await perks.scrollIntoViewIfNeeded();
    await scrollTo(page, (await page.evaluate(() => window.scrollY)) + 600);
    expect((await boxOf(buttons.apply)).y).toBeGreaterThan(
      (await boxOf(perks)).y + (await boxOf(perks)).height,
    );

    await expectSvgPerkIcons(perks.getByRole('list'), job.perks.length);
    await expectNoSidewaysScroll(page);
    await scrollTo(page, 0);
    await saveScreenshot(page, 'mobile/job-page-390');
  });

  it('shows the startup name below the cover and inside the margins, with SVG perk icons', async () => {
    const all = await companies(page);
    const bare = longestName(all.filter((c) => !c.coverImage));
    const longest = longestName(all);

    await gotoAndCheck(page, `/startups/${bare.key}`);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(bare.name);
    expect(await page.getByRole('main').locator('[data-cover="pattern"]').count()).toBe(1);
    await expectNameClearOfCover(page, bare.key);
    await expectNoSidewaysScroll(page);
    const perkCount = (
      (await (await page.request.get(`/api/companies/${bare.key}`)).json()) as {
        perks: unknown[];
      }
    ).perks.length;
    if (perkCount > 0)
      await expectSvgPerkIcons(page.getByRole('region', { name: 'Perks' }).getByRole('list'), perkCount);
    await saveScreenshot(page, 'mobile/startup-page-390');

    if (longest.key !== bare.key) {
      await gotoAndCheck(page, `/startups/${longest.key}`);
      await expectNameClearOfCover(page, longest.key);
      await expectNoSidewaysScroll(page);
    }
  });
});

describe('job and startup pages on a desktop', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('heads the right column with the actions, which scroll with the page', async () => {
    const job = await jobWithPerks(page);
    await gotoAndCheck(page, `/jobs/${job.id}`);
    const actions = page.getByRole('region', { name: 'Apply for this job' });
    const apply = actions.getByRole('link', { name: 'Apply now' });
    await expectOnScreen(page, apply, 'apply');
    const article = await boxOf(page.getByRole('main').getByRole('article').first());
    expect((await boxOf(actions)).x).toBeGreaterThan(article.x + article.width);
    // Right under the actions: the startup box with Follow.
    const startup = page.locator('section[aria-labelledby="startup-heading"]');
    expect((await boxOf(startup)).y).toBeGreaterThan((await boxOf(actions)).y);
    await scrollTo(page, 1500);
    const moved = await boxOf(apply);
    expect(moved.y + moved.height).toBeLessThan(0);
    await expectSvgPerkIcons(
      page.getByRole('region', { name: 'Perks and benefits' }).getByRole('list'),
      job.perks.length,
    );
  });

  it('shows the startup name below the cover', async () => {
    const all = await companies(page);
    for (const company of [
      longestName(all.filter((c) => !c.coverImage)),
      longestName(all.filter((c) => c.coverImage)),
    ]) {
      await gotoAndCheck(page, `/startups/${company.key}`);
      await expectNameClearOfCover(page, company.key);
    }
  });
});

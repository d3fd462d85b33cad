/**
 * Funding (issue 12): the investor directory with its filters, an investor's page (views counted),
 * and the pitch journey from the pitch form to the investor's answer.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPdf, pngRenamedToPdf } from '../helpers/pdf-fixtures.ts';
import { createStartupByApi, E2E_PASSWORD, logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { extractLinks, waitForMail } from './mailbox.ts';

async function viewsOf(page: Page, key: string): Promise<number> {
  const response = await page.request.get(`/api/investors/${key}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { views: number }).views;
}

describe('funding directory', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('filters investors by category and country, then opens one whose view is counted once', async () => {
    await gotoAndCheck(page, '/funding');
    await page.getByRole('heading', { level: 1, name: 'Find investors for your startup' }).waitFor();
    const total = Number.parseInt((await textOf(page.getByText(/^[\d,]+ investors$/))).replace(/,/g, ''), 10);
    expect(total).toBeGreaterThan(10);

    const search = page.getByRole('search', { name: 'Investors' });
    await search.getByLabel('Category').selectOption({ label: 'Venture capital' });
    await search.getByLabel('Country').selectOption({ label: 'Denmark' });
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'vc');
    expect(new URL(page.url()).searchParams.get('country')).toBe('DK');
    await checkCurrentPage(page);
    const cards = page.locator('main article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    for (const card of await cards.all()) {
      expect(await textOf(card.locator('h3 + p'))).toBe('Venture capital');
      expect(await textOf(card.locator('dd').first())).toContain('Denmark');
    }
    const link = page.getByRole('link', { name: 'Fjordline Ventures' });
    const before = await viewsOf(page, 'fjordline-ventures');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/funding/fjordline-ventures');
    await page.getByRole('heading', { level: 1, name: 'Fjordline Ventures' }).waitFor();
    await checkCurrentPage(page);
    for (const heading of ['Key people', 'Investments', 'Industries', 'Stages', 'Contact']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Send a pitch' }).getAttribute('href')).toBe(
      '/investors/fjordline-ventures/send-pitch',
    );
    // The test browser says it is headless, which counts as a bot: its visit is not a view.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await viewsOf(page, 'fjordline-ventures')).toBe(before);
    // A person's browser counts once a day, however often the page is reloaded.
    const person = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
    };
    for (let visit = 0; visit < 2; visit++) {
      const response = await page.request.get('/funding/fjordline-ventures', { headers: person });
      expect(response.status()).toBe(200);
    }
    await expect.poll(() => viewsOf(page, 'fjordline-ventures')).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await viewsOf(page, 'fjordline-ventures')).toBe(before + 1);
  });

  it('shows what an investor profile gets at /investors/join, where the portal sends non-members', async () => {
    await gotoAndCheck(page, '/client/investors/fjordline-ventures');
    // Logged out: log in first, then the portal.
    expect(new URL(page.url()).searchParams.get('to')).toBe('/client/investors/fjordline-ventures');
    await gotoAndCheck(page, '/investors/join');
    await page.getByRole('heading', { level: 1, name: 'Meet the Nordic startups looking for you' }).waitFor();
    const start = page.getByRole('link', { name: 'Create your investor profile' });
    expect(await start.getAttribute('href')).toBe('/?auth=signup&to=/client/investors/new');
  });

  it('answers 404 for an unknown investor', async () => {
    await gotoAndCheck(page, '/funding/no-such-investor', { status: 404 });
  });
});

/**
 * The pitch journey before (and without) JavaScript: the pitch form and the investor's answer are
 * React Router actions, so plain form posts carry them, the deck inside the multipart form.
 */
describe('pitching an investor (no JavaScript)', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('a founder sends a pitch with a deck; the investor gets it by mail, passes with a reason; the founder sees it', async () => {
    const founder = { first: 'Ingrid', last: 'Pitcher', email: uniqueEmail('pitch') };
    await signUpByApi(page, founder);
    const { key } = await createStartupByApi(page, {
      name: `Tidewater Robotics ${Date.now()}`,
      countryCode: 'DK',
    });

    // The quiz: the answers post to an action that redirects to the results' address.
    await gotoAndCheck(page, '/funding');
    await page.getByRole('link', { name: 'Take the funding quiz' }).click();
    await page.waitForURL((url) => url.pathname === '/funding/quiz');
    await checkCurrentPage(page);
    await page.getByLabel('Your stage').selectOption({ label: 'Seed' });
    await page.getByLabel('Your industry').selectOption({ label: 'Fintech' });
    await page.getByLabel('Your country').selectOption({ label: 'Denmark' });
    await page.getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Show matching investors' }).click();
    await page.waitForURL((url) => url.pathname === '/funding/quiz/results');
    const results = new URL(page.url());
    expect(Object.fromEntries(results.searchParams)).toEqual({
      stage: 'seed',
      industry: 'fintech',
      country: 'DK',
    });
    await page.getByRole('heading', { level: 1, name: 'Investors that match your startup' }).waitFor();
    await checkCurrentPage(page);
    const cards = page.locator('main ol > li article');
    expect(await cards.count()).toBeGreaterThan(1);
    // Fjordline (seed, fintech, Denmark) matches every answer, and says so in its reasons.
    const fjordline = cards.filter({ has: page.getByRole('link', { name: 'Fjordline Ventures' }) });
    const reasons = await fjordline.locator('ul li').allTextContents();
    expect(reasons).toEqual(['Invests at your stage: Seed', 'Invests in Fintech', 'Invests in Denmark']);
    for (const card of await cards.all()) expect(await card.locator('ul li').count()).toBeGreaterThan(0);
    // The founder keeps the answers on the startup; the quiz starts from them next time.
    await page.getByRole('button', { name: 'Save answers' }).click();
    await page.getByText(/^Your answers were saved on Tidewater Robotics/).waitFor();
    await checkCurrentPage(page);
    await gotoAndCheck(page, '/funding/quiz');
    expect(await page.getByLabel('Your industry').inputValue()).toBe('fintech');
    // The results' address is the whole result: opened anew, it lists the same investors.
    await gotoAndCheck(page, `${results.pathname}${results.search}`);
    await page.getByRole('link', { name: 'Fjordline Ventures' }).click();
    await page.waitForURL((url) => url.pathname === '/funding/fjordline-ventures');
    await checkCurrentPage(page);
    await page.getByRole('link', { name: 'Send a pitch' }).click();
    await page.waitForURL((url) => url.pathname === '/investors/fjordline-ventures/send-pitch');
    await checkCurrentPage(page);
    await page
      .getByLabel('Your message')
      .fill(
        'Tidewater builds autonomous hull-cleaning robots for ports: 6 pilots in Denmark, 2 paying customers.',
      );
    await page.getByLabel('Amount you are raising (euros)').fill('400,000');
    await page.getByLabel('Stage').selectOption({ label: 'Seed' });
    // A file that is not a PDF is refused by its content, whatever its name.
    await page.getByLabel('Deck (PDF, at most 10 MB)').setInputFiles({
      name: 'deck.pdf',
      mimeType: 'application/pdf',
      buffer: pngRenamedToPdf(),
    });
    await page.getByRole('button', { name: 'Send pitch' }).click();
    await page.locator('p', { hasText: 'Please upload your deck as a PDF' }).waitFor();
    // Said once, beside the field it is about.
    expect(await page.getByText('Please upload your deck as a PDF').count()).toBe(1);
    expect(await page.getByLabel('Deck (PDF, at most 10 MB)').getAttribute('aria-invalid')).toBe('true');
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 415, path: '/investors/fjordline-ventures/send-pitch' }],
    });
    await checkCurrentPage(page);
    expect(await page.getByLabel('Amount you are raising (euros)').inputValue()).toBe('400,000');
    await page.getByLabel('Deck (PDF, at most 10 MB)').setInputFiles({
      name: 'Tidewater deck.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf({ pages: 8 }),
    });
    await page.getByRole('button', { name: 'Send pitch' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/client/startups/${key}/funding/`));
    await page.getByText('Your pitch was sent to Fjordline Ventures.').waitFor();
    await checkCurrentPage(page);
    const pitchPath = new URL(page.url()).pathname;
    const pitchId = pitchPath.split('/').pop();

    const mail = await waitForMail({
      to: 'pitch@fjordline-ventures.example.com',
      subject: 'Pitch from Tidewater Robotics',
    });
    expect(mail.text).toContain('Raising: €400,000');
    const portalLink = extractLinks(mail.text).find((link) =>
      link.includes('/client/investors/fjordline-ventures/startups/'),
    );
    expect(portalLink).toBeDefined();
    expect(new URL(portalLink ?? '').pathname).toBe(
      `/client/investors/fjordline-ventures/startups/${pitchId}`,
    );

    // Off the founder's page first: left open, its session check would see the login change and
    // ask to sign the founder out (a 409 while another login is active), racing the next page.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await logInByApi(page, 'investor@nordhub.test');
    await gotoAndCheck(page, '/client/investors/fjordline-ventures/startups');
    await page.getByRole('link', { name: /^Tidewater Robotics/ }).click();
    await page.waitForURL(
      (url) => url.pathname === `/client/investors/fjordline-ventures/startups/${pitchId}`,
    );
    await checkCurrentPage(page);
    const deck = await page.request.get(`/api/investors/fjordline-ventures/pitches/${pitchId}/deck`);
    expect(deck.status()).toBe(200);
    expect(deck.headers()['content-type']).toBe('application/pdf');
    await page.getByLabel('Not the stage we invest in').check();
    await page
      .getByLabel('In your words (optional; needed for another reason)')
      .fill('We lead Series A rounds.');
    await page.getByRole('button', { name: 'Pass on this pitch' }).click();
    await page.getByText('You passed on this pitch.').waitFor();
    await checkCurrentPage(page);

    await waitForMail({ to: founder.email, subject: 'Fjordline Ventures passed on your pitch' });
    await page.goto('about:blank');
    await page.context().clearCookies();
    await logInByApi(page, founder.email, E2E_PASSWORD);
    await gotoAndCheck(page, `/client/startups/${key}/funding`);
    await page.getByRole('link', { name: 'Fjordline Ventures' }).click();
    await page.waitForURL((url) => url.pathname === pitchPath);
    await checkCurrentPage(page);
    const answer = page.getByRole('region', { name: 'Answer' });
    expect(await textOf(answer)).toContain('Passed');
    expect(await textOf(answer)).toContain('Reason: Not the stage we invest in');
    expect(await textOf(answer)).toContain('We lead Series A rounds.');
    // Three accounts, the quiz and a dozen checked pages: more than the default minute on a busy machine.
  }, 150_000);
});

/**
 * Small things a user notices (issue 31): the funding quiz asks for its answers instead of showing
 * "0 matching investors", the pitch deck's requirements stand beside the field before sending, lists
 * show dates as the detail pages do, a job page shows its perks once, and the demo startups and jobs
 * do not contradict themselves.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPdf } from '../helpers/pdf-fixtures.ts';
import { createStartupByApi, E2E_PASSWORD, logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

/** The text of the elements that describe a control (aria-describedby), as a screen reader reads it. */
async function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

async function expectQuizAsksForAnswers(page: Page) {
  await gotoAndCheck(page, '/funding/quiz');
  await page.getByRole('button', { name: 'Show matching investors' }).click();
  await page.getByText('Please choose your stage').waitFor();
  expect(new URL(page.url()).pathname).toBe('/funding/quiz');
  expect(await page.getByText(/^\d+ matching investors?$/).count()).toBe(0);
  // Each unanswered question says so beside it, tied to its field.
  expect(await descriptionOf(page.getByLabel('Your stage'))).toContain('Please choose your stage');
  expect(await descriptionOf(page.getByLabel('Your industry'))).toContain('Please choose your industry');
  expect(await descriptionOf(page.getByLabel('Your country'))).toContain('Please choose your country');
  expect(await page.getByLabel('Your stage').getAttribute('aria-invalid')).toBe('true');
  // The amount may stay open.
  expect(await page.getByLabel('Amount you are raising (optional)').getAttribute('aria-invalid')).toBeNull();
  expectQuizProblemsOnly(page);
  await checkCurrentPage(page);

  // Answering one keeps it and still asks for the others.
  await page.getByLabel('Your stage').selectOption({ label: 'Seed' });
  await page.getByRole('button', { name: 'Show matching investors' }).click();
  await page.getByLabel('Your stage').and(page.locator(':not([aria-invalid])')).waitFor();
  expect(await page.getByLabel('Your stage').inputValue()).toBe('seed');
  expect(await descriptionOf(page.getByLabel('Your industry'))).toContain('Please choose your industry');
  expectQuizProblemsOnly(page);

  await page.getByLabel('Your industry').selectOption({ label: 'Fintech' });
  await page.getByLabel('Your country').selectOption({ label: 'Denmark' });
  await page.getByRole('button', { name: 'Show matching investors' }).click();
  await page.waitForURL((url) => url.pathname === '/funding/quiz/results');
  const count = await textOf(page.getByText(/^\d+ matching investors?$/));
  expect(Number.parseInt(count, 10)).toBeGreaterThan(0);
}

/** The refused answers come back with 422, which the browser logs: expected here, nothing else. */
function expectQuizProblemsOnly(page: Page) {
  expectNoPageProblems(page, {
    expectedFailures: [
      { status: 422, path: '/funding/quiz' },
      { status: 422, path: '/funding/quiz.data' },
    ],
  });
}

describe('small things (JavaScript)', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('the funding quiz asks for the unanswered questions instead of showing 0 investors', async () => {
    await expectQuizAsksForAnswers(page);
    // A results address without the answers sends the founder to the quiz.
    await page.goto('/funding/quiz/results');
    await page.waitForURL((url) => url.pathname === '/funding/quiz');
  });

  it("shows the deck's requirements beside the field, and the pitch's date alike in lists and on its page", async () => {
    const founder = { first: 'Sigrid', last: 'Datesen', email: uniqueEmail('dates') };
    await signUpByApi(page, founder);
    const { key } = await createStartupByApi(page, { name: `Datewise ${Date.now()}`, countryCode: 'SE' });
    await gotoAndCheck(page, '/investors/fjordline-ventures/send-pitch');
    const deck = page.getByLabel(/^Deck/);
    // Before anything is sent: what the deck must be.
    const hint = await descriptionOf(deck);
    expect(hint).toContain('Required');
    expect(hint).toContain('PDF');
    expect(hint).toContain('10 MB');
    expect(await page.getByText('Please choose your deck').count()).toBe(0);

    await page
      .getByLabel('Your message')
      .fill('Datewise plans shifts for Nordic clinics: 14 clinics live, 40% month-on-month growth.');
    await page.getByLabel('Amount you are raising (euros)').fill('250000');
    await page.getByLabel('Stage').selectOption({ label: 'Seed' });
    await deck.setInputFiles({
      name: 'datewise.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf({ pages: 3 }),
    });
    await page.getByRole('button', { name: 'Send pitch' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/client/startups/${key}/funding/`));
    await checkCurrentPage(page);
    const pitchId = new URL(page.url()).pathname.split('/').pop();
    const sent = await textOf(page.locator('dt', { hasText: /^Sent$/ }).locator('+ dd'));
    const date = sent.replace(/ by .*$/, '');
    expect(date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

    await gotoAndCheck(page, `/client/startups/${key}/funding`);
    const item = page.locator('main li', { hasText: 'Fjordline Ventures' });
    expect(await textOf(item)).toContain(`sent ${date}`);
    expect(await textOf(item)).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    await page.goto('about:blank');
    await page.context().clearCookies();
    await logInByApi(page, 'investor@nordhub.test');
    await gotoAndCheck(page, '/client/investors/fjordline-ventures/startups');
    const row = page.locator('main li', { has: page.locator(`a[href$="/startups/${pitchId}"]`) });
    expect(await textOf(row)).toContain(`sent ${date}`);
    expect(await textOf(row)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await page.goto('about:blank');
    await page.context().clearCookies();
    await logInByApi(page, founder.email, E2E_PASSWORD);
  });

  it("shows a job's perks once, and names its equity in the text as in the header", async () => {
    type Detail = {
      id: string;
      perks: { text: string }[];
      equity: { type: string };
      equityTerms: { instrument: string | null };
    };
    const list = await page.request.get('/api/jobs?perPage=50&positionTypes=fulltime');
    expect(list.status()).toBe(200);
    const ids = ((await list.json()) as { jobs: { id: string }[] }).jobs.map((j) => j.id);
    let job: Detail | undefined;
    for (const id of ids) {
      const detail = (await (await page.request.get(`/api/jobs/${id}`)).json()) as Detail;
      if (detail.perks.length >= 2 && detail.equity.type === 'negotiated' && detail.equityTerms.instrument) {
        job = detail;
        break;
      }
    }
    if (!job) throw new Error('no seeded full-time job with perks and negotiated equity');
    await gotoAndCheck(page, `/jobs/${job.id}`);
    for (const perk of job.perks) {
      const mentions = page
        .locator('main li')
        .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(perk.text)}\\s*$`) });
      expect(await mentions.count(), perk.text).toBe(1);
    }
    const header = await textOf(page.locator('dt', { hasText: /^Equity$/ }).locator('+ dd'));
    const description = await textOf(page.getByRole('region', { name: 'About the job' }));
    const [named, other] =
      job.equityTerms.instrument === 'warrants' ? ['warrants', /option/i] : ['stock options', /warrant/i];
    expect(header).toContain(named);
    expect(description).toContain(named);
    expect(description).not.toMatch(other);
  });
});

describe('small things (no JavaScript)', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('the funding quiz asks for the unanswered questions, also before JavaScript', async () => {
    await expectQuizAsksForAnswers(page);
  });

  // Read as served (no hydration to wait for): every such startup's page is opened.
  it('shows every Series A or later startup as venture funded', async () => {
    type Listed = { companies: { key: string; stage: string | null }[]; pagination: { pages: number } };
    const startups: Listed['companies'] = [];
    for (let number = 1, pages = 1; number <= pages; number++) {
      const listed = (await (
        await page.request.get(`/api/companiesProper?perPage=60&page=${number}`)
      ).json()) as Listed;
      startups.push(...listed.companies);
      pages = listed.pagination.pages;
    }
    const late = startups.filter((c) => ['series-a', 'series-b', 'growth'].includes(c.stage ?? ''));
    expect(late.length).toBeGreaterThan(5);
    for (const startup of late) {
      await page.goto(`/startups/${startup.key}`, { waitUntil: 'domcontentloaded' });
      const funding = await textOf(page.locator('dt', { hasText: /^Funding$/ }).locator('+ dd'));
      const stage = await textOf(page.locator('dt', { hasText: /^Stage$/ }).locator('+ dd'));
      expect(`${startup.key}: ${stage}, ${funding}`).toBe(`${startup.key}: ${stage}, Venture funded`);
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

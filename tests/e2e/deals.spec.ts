/**
 * Startup deals in the browser (docs/product.md, Content pages): an admin creates a download deal in
 * the back office with its PDF, publishes it and edits it, and /deals/{key} shows the change at once;
 * a talent sees how to get access but never a code or the document; a startup member reveals an
 * EXTENDED deal's code and downloads the new deal's document, also from the startup portal. axe runs
 * on every page.
 */
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../helpers/pdf-fixtures.ts';
import { logInByApi } from './accounts.ts';
import {
  baseUrl,
  checkCurrentPage,
  expectNoPageProblems,
  gotoAndCheck,
  textOf,
  useBrowserPage,
} from './fixtures.ts';

const SEEDED_CODE = 'NORDHUB5K';
const run = Math.random().toString(36).slice(2, 8);
const KEY = `e2e-board-pack-${run}`;
const TITLE = `Board meeting pack ${run}`;
const EDITED_TITLE = `Board meeting pack, second edition ${run}`;

describe('startup deals', () => {
  const session = useBrowserPage();

  it('an admin creates a download deal with its document, publishes and edits it; /deals shows the change at once', async () => {
    const { page } = session;
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, '/admin/deals');
    await page.getByRole('link', { name: 'New deal' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/deals/new');
    await checkCurrentPage(page);
    // A refused form keeps what was typed and shows the errors beside the fields.
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Kind', { exact: true }).selectOption('DOWNLOAD');
    await page.getByRole('button', { name: 'Create the deal' }).click();
    await page.getByText('Choose a category').last().waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/admin/deals/new.data' }] });
    await checkCurrentPage(page);

    await page.getByLabel("Key (the deal's address: /deals/{key})", { exact: true }).fill(KEY);
    await page.getByLabel('Category', { exact: true }).selectOption('finance-legal');
    await page.getByLabel('Partner', { exact: true }).fill('Boardwise');
    await page
      .getByLabel('Summary', { exact: true })
      .fill('Agenda, minutes and resolutions for your first board meetings.');
    await page
      .getByLabel('Description (markdown)', { exact: true })
      .fill('## What is inside\n\n- An agenda\n- **Minutes** template');
    await page.getByLabel('Document (PDF, at most 10 MB)', { exact: true }).setInputFiles({
      name: 'board-pack.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf({ pageText: 'Board meeting pack' }),
    });
    await page.getByLabel('Published (on /deals)', { exact: true }).check();
    await page.getByRole('button', { name: 'Create the deal' }).click();
    await page.waitForURL((url) => /^\/admin\/deals\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByText('Current document: board-pack.pdf').waitFor();
    await checkCurrentPage(page);

    await gotoAndCheck(page, `/deals/${KEY}`);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(TITLE);

    await page.goBack();
    await page.getByLabel('Title', { exact: true }).fill(EDITED_TITLE);
    await page.getByRole('button', { name: 'Save the deal' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await checkCurrentPage(page);
    await gotoAndCheck(page, `/deals/${KEY}`);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(EDITED_TITLE);
    // A visitor's copy (the page cache's) shows the change too.
    const anonymous = await (await fetch(`${baseUrl()}/deals/${KEY}`)).text();
    expect(anonymous).toContain(EDITED_TITLE);
  });

  it('a talent sees how to get access, never the code nor the document', async () => {
    const { page } = session;
    await logInByApi(page, 'talent@nordhub.test');
    await gotoAndCheck(page, '/deals');
    await page.getByRole('heading', { level: 2, name: 'Cloud & hosting' }).waitFor();
    await page.getByRole('link', { name: 'EUR 5,000 in cloud credits' }).click();
    await page.waitForURL((url) => url.pathname === '/deals/cloudberry-cloud-credits');
    await page.getByRole('heading', { name: 'This deal is for startups on Nordhub' }).waitFor();
    await checkCurrentPage(page);
    expect(await page.getByText('Reveal the code', { exact: true }).count()).toBe(0);
    expect(await page.content()).not.toContain(SEEDED_CODE);
    await page.getByRole('link', { name: 'Create a startup profile' }).waitFor();

    await gotoAndCheck(page, `/deals/${KEY}`);
    expect(await page.getByRole('link', { name: 'Download the document' }).count()).toBe(0);
    const deal = (await (await page.request.get(`/api/deals/${KEY}`)).json()) as { id: string };
    expect((await page.request.get(`/api/deals/${deal.id}/document`)).status()).toBe(404);
    expect(await (await page.request.get('/api/deals')).text()).not.toContain(SEEDED_CODE);
  });

  it('a startup member reveals a code and downloads a document, on /deals and in the portal', async () => {
    const { page } = session;
    await logInByApi(page, 'recruiter@nordhub.test');
    await gotoAndCheck(page, '/deals/cloudberry-cloud-credits');
    await page.getByText('Reveal the code', { exact: true }).click();
    await page.getByText(SEEDED_CODE).waitFor();
    await checkCurrentPage(page);

    await gotoAndCheck(page, `/deals/${KEY}`);
    const link = page.getByRole('link', { name: 'Download the document' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('board-pack.pdf');
    const href = (await link.getAttribute('href')) ?? '';
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="board-pack.pdf"/);
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(file.headers()['content-security-policy']).toBe('sandbox');
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Logged out, the same address is a 404.
    expect((await fetch(`${baseUrl()}${href}`)).status).toBe(404);

    const me = (await (await page.request.get('/api/users/me')).json()) as { companies: { key: string }[] };
    const company = me.companies[0]?.key ?? '';
    await gotoAndCheck(page, `/client/startups/${company}/deals`);
    await page.getByRole('link', { name: 'Ten free coworking day passes' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/client/startups/${company}/deals/kontorhavn-day-passes`,
    );
    await page.getByRole('link', { name: /Get the deal at Kontorhavn Coworking/ }).waitFor();
    await checkCurrentPage(page);

    await gotoAndCheck(page, `/client/startups/${company}/monetise`);
    await page.getByRole('button', { name: 'Send the proposal' }).click();
    await page.getByText('Enter what you offer, in at most 200 characters').waitFor();
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 422, path: `/client/startups/${company}/monetise.data` }],
    });
    await checkCurrentPage(page);
    await page.getByLabel('What you offer', { exact: true }).fill('Two months of our scheduling app free');
    await page.getByLabel('Category', { exact: true }).selectOption('productivity');
    await page
      .getByLabel('The deal and how startups redeem it', { exact: true })
      .fill('Sign up with your Nordhub email address.');
    await page.getByRole('button', { name: 'Send the proposal' }).click();
    await page.getByRole('status').filter({ hasText: 'the team has your proposal' }).waitFor();
    await checkCurrentPage(page);
  });
});

describe('startup deals without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });

  it('an admin edits a deal and unpublishes and republishes it; the public page follows at once', async () => {
    const { page } = session;
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, '/admin/deals');
    await page.getByRole('link', { name: 'Ten free coworking day passes' }).click();
    await page.waitForURL((url) => /^\/admin\/deals\/[0-9a-f-]{36}$/.test(url.pathname));
    await checkCurrentPage(page);
    const adminPath = new URL(page.url()).pathname;
    const summary = `Day passes in every Nordic capital (${run})`;
    // A refused save keeps what was typed and says why beside the field.
    await page.getByLabel('Summary', { exact: true }).fill(summary);
    await page.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save the deal' }).click();
    await page.getByText('Enter a link starting with https://').waitFor();
    expect(await page.getByLabel('Summary', { exact: true }).inputValue()).toBe(summary);
    // Without JavaScript the refused form is the document itself, answered 422.
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: adminPath }] });
    await checkCurrentPage(page);
    await page.getByLabel('Link', { exact: true }).fill('https://kontorhavn.example.com/nordhub');
    await page.getByRole('button', { name: 'Save the deal' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await checkCurrentPage(page);
    await gotoAndCheck(page, '/deals/kontorhavn-day-passes');
    await page.getByText(summary).first().waitFor();

    await gotoAndCheck(page, adminPath);
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Unpublished/ })
      .waitFor();
    expect((await fetch(`${baseUrl()}/deals/kontorhavn-day-passes`)).status).toBe(404);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Published/ })
      .waitFor();
    expect((await fetch(`${baseUrl()}/deals/kontorhavn-day-passes`)).status).toBe(200);
    await gotoAndCheck(page, '/admin/audit?objectType=deal');
    const log = await textOf(page.getByRole('table'));
    for (const action of ['deal.update', 'deal.unpublish', 'deal.publish']) expect(log).toContain(action);
  });
});

/**
 * Pitches as conversations (issue 33), without JavaScript: a founder pitches Fjordline Ventures, the
 * investor asks a question, the founder answers, the investor replies; each side receives each
 * message by mail over SMTP with a link to the thread, and the investor sees the founder's contact
 * once it has written. Fjordline's public page shows its reply stats from the demo data on.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPdf } from '../helpers/pdf-fixtures.ts';
import { createStartupByApi, E2E_PASSWORD, logInByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { extractLinks, mailsTo, waitForMail } from './mailbox.ts';

const INVESTOR = 'fjordline-ventures';
const INVESTOR_INBOX = 'pitch@fjordline-ventures.example.com';

describe('pitch threads (no JavaScript)', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  async function switchTo(email: string, password?: string) {
    // Off the current page first, so its session check does not race the new login.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await logInByApi(page, email, password);
  }

  /** The link in `mail` to a path starting with `prefix`, as a same-origin path. */
  function linkIn(mail: { text: string }, prefix: string): string {
    const link = extractLinks(mail.text).find((item) => new URL(item).pathname.startsWith(prefix));
    expect(link, mail.text).toBeDefined();
    return new URL(link ?? '').pathname;
  }

  async function send(text: string) {
    await page.getByLabel('Your message', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message was sent.').waitFor();
    await checkCurrentPage(page);
  }

  it('carries a question, an answer and a reply between founder and investor, each by mail', async () => {
    const founder = { first: 'Sigrid', last: 'Threadson', email: uniqueEmail('thread') };
    await signUpByApi(page, founder);
    const startupName = `Harbour Lights ${Date.now()}`;
    const { key } = await createStartupByApi(page, { name: startupName, countryCode: 'DK' });

    await gotoAndCheck(page, `/investors/${INVESTOR}/send-pitch`);
    await page
      .getByLabel('Your message')
      .fill('Harbour Lights makes smart lighting for small ports: 9 ports in Denmark, 3 paying.');
    await page.getByLabel('Amount you are raising (euros)').fill('350,000');
    await page.getByLabel('Stage').selectOption({ label: 'Seed' });
    await page.getByLabel('Deck (PDF, at most 10 MB)').setInputFiles({
      name: 'Harbour deck.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf({ pages: 4 }),
    });
    await page.getByRole('button', { name: 'Send pitch' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/client/startups/${key}/funding/`));
    const founderThread = new URL(page.url()).pathname;
    const pitchId = founderThread.split('/').pop() ?? '';
    const investorThread = `/client/investors/${INVESTOR}/startups/${pitchId}`;

    // The investor: the pitch arrives by mail; its link opens the thread.
    const pitchMail = await waitForMail({ to: INVESTOR_INBOX, subject: `Pitch from ${startupName}` });
    expect(linkIn(pitchMail, '/client/investors/')).toBe(investorThread);
    await switchTo('investor@nordhub.test');
    await gotoAndCheck(page, `/client/investors/${INVESTOR}`);
    const waiting = Number(
      await page.locator('dt', { hasText: 'Pitches waiting for your answer' }).locator('+ dd').textContent(),
    );
    expect(waiting).toBeGreaterThan(0);
    await gotoAndCheck(page, investorThread);
    const startup = page.getByRole('region', { name: 'The startup' });
    expect(await startup.getByRole('link', { name: `${startupName} on Nordhub` }).getAttribute('href')).toBe(
      `/startups/${key}`,
    );
    expect(await textOf(startup)).toContain("The founder's name and email show here once");
    await send('Thanks for the deck. Could we book a call? Which port pays the most today?');
    // Having written, the investor sees who the founder is and how to reach them.
    expect(await textOf(startup)).toContain(`Founder: Sigrid Threadson, ${founder.email}`);

    // The founder: mailed the question with a link to the thread, and answers it there.
    const question = await waitForMail({ to: founder.email, subject: 'New message from Fjordline Ventures' });
    expect(question.text).toContain('Could we book a call?');
    expect(linkIn(question, '/client/startups/')).toBe(founderThread);
    await switchTo(founder.email, E2E_PASSWORD);
    await gotoAndCheck(page, `/client/startups/${key}/funding`);
    expect(await textOf(page.locator('main'))).toContain('1 unread message');
    await gotoAndCheck(page, founderThread);
    const conversation = page.getByRole('region', { name: 'Conversation' });
    expect(await textOf(conversation)).toContain('Which port pays the most today?');
    await send('Aarhus, see https://example.com/harbour-metrics. Tuesday at 10:00 works. <b>Thanks</b>');
    // The link is clickable; the markup stays text.
    expect(
      await conversation.getByRole('link', { name: 'https://example.com/harbour-metrics' }).count(),
    ).toBe(1);
    expect(await textOf(conversation)).toContain('<b>Thanks</b>');

    // The investor: mailed the answer, sees it unread in the inbox, and replies.
    const answer = await waitForMail({ to: INVESTOR_INBOX, subject: `New message from ${startupName}` });
    expect(linkIn(answer, '/client/investors/')).toBe(investorThread);
    await switchTo('investor@nordhub.test');
    await gotoAndCheck(page, `/client/investors/${INVESTOR}/startups`);
    const row = page.locator('li', { has: page.getByRole('link', { name: startupName }) });
    expect(await textOf(row)).toContain('1 unread message');
    await page.getByRole('link', { name: startupName }).click();
    await page.waitForURL((url) => url.pathname === investorThread);
    await checkCurrentPage(page);
    await send('Tuesday at 10:00 it is. Talk then!');

    // The founder receives the reply as a second mail.
    await expect
      .poll(() => mailsTo(founder.email).filter((m) => m.subject === 'New message from Fjordline Ventures'))
      .toHaveLength(2);
    await switchTo(founder.email, E2E_PASSWORD);
    await gotoAndCheck(page, founderThread);
    const messages = await page
      .getByRole('region', { name: 'Conversation' })
      .locator('ol > li')
      .allTextContents();
    expect(messages).toHaveLength(3);
    expect(messages[2]).toContain('Tuesday at 10:00 it is.');
    // Closing ends the conversation for both sides.
    await page.getByRole('button', { name: 'Close conversation' }).click();
    await page.getByText('You closed the conversation.').waitFor();
    await checkCurrentPage(page);
    expect(await textOf(page.getByRole('region', { name: 'Conversation' }))).toContain(
      `This conversation was closed by ${startupName}`,
    );
    expect(await page.getByRole('button', { name: 'Send message' }).count()).toBe(0);
    // Four sign-ins and a dozen checked pages: more than the default minute on a busy machine.
  }, 150_000);

  it("shows Fjordline's reply stats on its public page from the demo data on, and 'New on Nordhub' before 5 pitches", async () => {
    await page.context().clearCookies();
    await gotoAndCheck(page, `/funding/${INVESTOR}`);
    const stats = page.getByRole('region', { name: 'Replies to pitches' });
    const text = await textOf(stats);
    expect(text).toMatch(/Reply rate\s*\d+%/);
    expect(text).toMatch(/Median time to first reply\s*\d+ (hours|days)/);
    expect(text).not.toContain('New on Nordhub');
    // An investor that has not received 5 pitches says it is new instead.
    await gotoAndCheck(page, '/funding/nordkap-capital');
    expect(await textOf(page.getByRole('region', { name: 'Replies to pitches' }))).toContain(
      'New on Nordhub',
    );
  });
});

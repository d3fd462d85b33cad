/**
 * The company's pages in the browser (issue 35): the contact form without JavaScript (errors beside
 * the fields with what was typed kept, then the message reaches the team's inbox over SMTP), the
 * about page and the startups' FAQ (axe on each), an admin editing the about page, and the top
 * loading bar on a slow navigation (and red when it ends on the error page).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerRobotQuestion, logInByApi } from './accounts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

const TEAM_EMAIL = 'team@nordhub.localhost';

/** The error text tied to a control (its aria-describedby targets). */
async function errorOf(page: Page, control: Locator): Promise<string> {
  expect(await control.getAttribute('aria-invalid')).toBe('true');
  const texts: string[] = [];
  for (const id of ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean)) {
    texts.push(await textOf(page.locator(`[id="${id}"]`)));
  }
  return texts.join(' ');
}

describe('the contact form without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });

  it('shows errors beside the fields keeping what was typed, then mails the message to the team', async () => {
    const { page } = session;
    // From the footer of the front page.
    await gotoAndCheck(page, '/');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await checkCurrentPage(page);

    const name = `Nora Nojs ${Math.random().toString(36).slice(2, 8)}`;
    await page.getByLabel('Your name', { exact: true }).fill(name);
    await page.getByLabel('Message', { exact: true }).fill('Sent without JavaScript.\n\nTwo paragraphs.');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    const email = page.getByLabel('Your email', { exact: true });
    const topic = page.getByLabel('Topic', { exact: true });
    expect(await errorOf(page, email)).toBe('Please enter a valid email address');
    expect(await errorOf(page, topic)).toBe('Please choose what your message is about');
    expect(await textOf(page.locator('form'))).toContain('Please verify you are not a robot');
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe(name);
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(
      'Sent without JavaScript.\n\nTwo paragraphs.',
    );
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/contact' }] });
    await checkCurrentPage(page);

    // Without JavaScript the robot check is a question (ADR 033), answered as a person would; the
    // widget that needs JavaScript leaves no empty space above it.
    expect(await page.locator('altcha-widget').boundingBox()).toBeNull();
    await answerRobotQuestion(page);
    await email.fill('nora.nojs@example.com');
    await topic.selectOption('Press');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Message sent' }).waitFor();
    expect(await textOf(page.getByRole('status'))).toBe(
      'Thank you, your message is on its way to the Nordhub team. We answer within two working days.',
    );
    await checkCurrentPage(page);

    const mail = await waitForMail({ to: TEAM_EMAIL, subject: `Contact form (Press): ${name}` });
    expect(mail.headers['reply-to']).toBe('nora.nojs@example.com');
    expect(mail.text).toContain('Sent without JavaScript.');
  });
});

describe('the about page, the FAQ and the admin editing them', () => {
  const session = useBrowserPage();

  it('shows /about and /startups/faq, grouped by topic', async () => {
    const { page } = session;
    await gotoAndCheck(page, '/about');
    await page.getByRole('heading', { level: 1, name: 'About Nordhub' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Our mission' }).isVisible()).toBe(true);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^Who runs Nordhub/,
    );
    await checkCurrentPage(page);

    await gotoAndCheck(page, '/startups/faq');
    await page.getByRole('heading', { level: 1, name: 'FAQ for startups' }).waitFor();
    const topics = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(topics).toEqual(
      expect.arrayContaining([
        'Posting jobs',
        'Pricing',
        'Boosts',
        'Scout',
        'The applicant pipeline',
        'Deals',
      ]),
    );
    const question = page.getByText('Why do prices differ from country to country?', { exact: true });
    await question.click();
    await page.getByRole('link', { name: 'pricing page' }).waitFor();
    await checkCurrentPage(page);
  });

  it('lets the admin edit the about page, which shows the new text at once', async () => {
    const { page } = session;
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, '/admin/pages');
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    await checkCurrentPage(page);
    await page.getByRole('link', { name: 'About Nordhub' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit About Nordhub' }).waitFor();
    await checkCurrentPage(page);

    const body = page.getByLabel('Body (markdown)', { exact: true });
    const sentence = `We are hiring too ${Math.random().toString(36).slice(2, 8)}.`;
    const original = await body.inputValue();
    await body.fill(`${original}\n\n${sentence}`);
    // A title left empty is refused beside its field; the body typed stays.
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('');
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('Please enter a title (at most 120 characters)').waitFor();
    expect(await errorOf(page, title)).toBe('Please enter a title (at most 120 characters)');
    expect(await body.inputValue()).toContain(sentence);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/admin/pages/about.data' }] });
    await title.fill('About Nordhub');
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved: /about shows the new text.' }).waitFor();
    await checkCurrentPage(page);

    await gotoAndCheck(page, '/about');
    await page.getByText(sentence).waitFor();
    await checkCurrentPage(page);
  });

  it('shows the loading bar on a slow navigation, and red when it ends on the error page', async () => {
    const { page } = session;
    await gotoAndCheck(page, '/contact');
    await checkCurrentPage(page);
    const isFaqData = (url: URL) => url.pathname === '/startups/faq.data';
    await page.route(isFaqData, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('link', { name: 'FAQ for startups' }).click();
    const bar = page.locator('[data-loading-bar]');
    await page.locator('[data-loading-bar="loading"]').waitFor({ state: 'attached' });
    expect(await bar.getAttribute('aria-hidden')).toBe('true');
    // After its delay the bar fills (its CSS animation) while the answer is slow.
    await page.waitForFunction(() => {
      const fill = document.querySelector('[data-loading-bar="loading"] .loading-bar-fill');
      if (!fill) return false;
      const transform = getComputedStyle(fill).transform;
      const scale = transform.startsWith('matrix(') ? Number(transform.slice(7).split(',')[0]) : 0;
      return scale > 0.1;
    });
    await page.getByRole('heading', { level: 1, name: 'FAQ for startups' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await page.unroute(isFaqData);

    // A navigation whose data fails ends on the error page: the bar turns red.
    const isContactData = (url: URL) => url.pathname === '/contact.data';
    await page.route(isContactData, (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(await page.locator('[data-loading-bar]').getAttribute('data-loading-bar')).toBe('failed');
    await page.unroute(isContactData);
    expectNoPageProblems(page, { expectedFailures: [{ status: 500, path: '/contact.data' }] });
  });
});

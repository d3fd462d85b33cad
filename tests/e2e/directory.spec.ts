/**
 * The content pages of the directory (docs/product.md, Content pages) in the browser: the tools
 * directory, a tool, the partners and the growth bank's landing page answer 200 with axe clean; a
 * talent applies to the community program without JavaScript (a refused form keeps what was typed,
 * then the application is stored and the team's mail arrives); an admin edits a tool in the back
 * office and its page shows the change.
 */
import { describe, expect, it } from 'vitest';
import { answerRobotQuestion, logInByApi, uniqueEmail } from './accounts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

const TEAM_EMAIL = 'team@nordhub.localhost';

describe('tools, partners and the community program without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });

  it('shows the tools by category and a tool', async () => {
    const { page } = session;
    await gotoAndCheck(page, '/tools');
    await page.getByRole('heading', { level: 1, name: 'Tools for startups' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Recruiting' }).waitFor();
    await page.getByRole('link', { name: 'Hirebird', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tools/hirebird');
    await checkCurrentPage(page);
    await page.getByRole('heading', { level: 2, name: 'Why startups use Hirebird' }).waitFor();
    expect(await page.getByRole('link', { name: "Visit Hirebird's website" }).getAttribute('href')).toBe(
      'https://hirebird.example.com',
    );
  });

  it('shows the partners by category and the growth programme', async () => {
    const { page } = session;
    await gotoAndCheck(page, '/partners');
    expect(await textOf(page.locator('main'))).toContain('Nordhub works with banks');
    await page.getByRole('heading', { level: 2, name: 'Banking' }).waitFor();
    await page.getByRole('link', { name: 'Growth Bank', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/partners/growth-bank');
    await checkCurrentPage(page);
    for (const heading of ['What the programme offers', 'Who can join', 'How to apply']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeLessThanOrEqual(200);
    await gotoAndCheck(page, '/partners/fjeldsted-law', { status: 404 });
  });

  it('applies as talent: a refused form keeps what was typed, then the team gets the mail', async () => {
    const { page } = session;
    const email = uniqueEmail('community');
    await gotoAndCheck(page, '/community-program');
    await page.getByRole('link', { name: 'Apply as talent' }).click();
    await page.waitForURL((url) => url.searchParams.get('apply') === 'talent');
    await checkCurrentPage(page);
    const form = page.getByRole('form', { name: 'Apply as talent' });
    await form.getByLabel('Name').fill('Sigrid Nyström');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send application' }).click();

    // Without JavaScript the refused form is the page answered 422, which Chromium logs.
    await page.getByText('Please enter your LinkedIn profile address').waitFor();
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 422, path: '/community-program?apply=talent' }],
    });
    await checkCurrentPage(page);
    expect(await form.getByLabel('Name').inputValue()).toBe('Sigrid Nyström');
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    expect(await form.getByLabel('Role').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Please verify you are not a robot').waitFor();

    await form.getByLabel('LinkedIn URL').fill('linkedin.com/in/sigrid-nystrom');
    await form.getByLabel('Role').fill('Product designer');
    await form
      .getByLabel('Why do you want to join?')
      .fill('I want to help early teams with design research.');
    // Without JavaScript the robot check is a question (ADR 033), answered as a person would.
    await answerRobotQuestion(form);
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL((url) => url.searchParams.get('applied') === 'talent');
    await page.getByRole('status').filter({ hasText: 'Thank you for applying.' }).waitFor();
    await checkCurrentPage(page);

    const mail = await waitForMail({
      to: TEAM_EMAIL,
      subject: 'Community program application: Sigrid Nyström',
    });
    expect(mail.text).toContain(email);
    expect(mail.text).toContain('https://linkedin.com/in/sigrid-nystrom');
  });
});

describe('the community program with JavaScript', () => {
  const session = useBrowserPage();

  it('opens the startup application in a dialog, with the startup fields, and closes it', async () => {
    const { page } = session;
    await gotoAndCheck(page, '/community-program');
    await page.getByRole('link', { name: 'Apply as a startup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply as a startup' });
    await dialog.waitFor();
    for (const label of [
      'Company name',
      'Website',
      'Contact name',
      'Email',
      'Stage',
      'Why do you want to join?',
    ]) {
      await dialog.getByLabel(label, { exact: true }).waitFor();
    }
    expect(await dialog.getByLabel('LinkedIn URL').count()).toBe(0);
    await checkCurrentPage(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/community-program' && !url.searchParams.has('apply'));
  });
});

describe('the back office: tools and partners', () => {
  const session = useBrowserPage();

  it('an admin edits a tool and its page shows the change', async () => {
    const { page } = session;
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, '/admin/tools');
    await page.getByRole('link', { name: 'Taskfjord', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/tools/taskfjord');
    await page.getByRole('heading', { level: 1, name: 'Taskfjord' }).waitFor();
    await checkCurrentPage(page);
    const marker = `Now with **Gantt charts** ${Math.random().toString(36).slice(2, 8)}.`;
    const description = page.getByLabel('Description (markdown)');
    await description.fill(`${await description.inputValue()}\n\n${marker}`);
    await page.getByRole('button', { name: 'Save tool' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved Taskfjord.' }).waitFor();
    await checkCurrentPage(page);

    await gotoAndCheck(page, '/tools/taskfjord');
    const body = await textOf(page.locator('main'));
    expect(body).toContain(marker.replace(/\*\*/g, ''));
    await page.locator('main strong', { hasText: 'Gantt charts' }).waitFor();
  });

  it('shows the community applications, saves a partner, and counts the applications on the dashboard', async () => {
    const { page } = session;
    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, '/admin/community');
    await page.getByRole('heading', { level: 1, name: 'Community applications' }).waitFor();
    await gotoAndCheck(page, '/admin/partners');
    // A partner's page: where visitors find it, and its form saved as it is.
    await page.getByRole('link', { name: 'Growth Bank', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners/growth-bank');
    await page.getByRole('heading', { level: 1, name: 'Growth Bank' }).waitFor();
    expect(await textOf(page.getByRole('main'))).toContain(
      'Published on /partners, its page at /partners/growth-bank',
    );
    await page.getByRole('button', { name: 'Save partner' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved Growth Bank.' }).waitFor();
    await checkCurrentPage(page);
    await gotoAndCheck(page, '/admin');
    await page.getByRole('link', { name: /Community applications to handle/ }).waitFor();
  });
});

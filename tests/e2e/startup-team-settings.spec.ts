/**
 * A startup's team and settings in the browser (issue 8 scopes 2 and 3): the demo recruiter invites
 * a new address, the mail arrives over real SMTP, a fresh browser opens its link, signs up with that
 * address, accepts and lands in the startup portal; the spent link then says it is no longer valid.
 * The settings page saves notification emails and a Slack webhook with JavaScript disabled and shows
 * the server's field error beside a bad URL; `?openedSetting=linkedin` (the header banner's link) puts
 * the LinkedIn section first with the focus on it. Every page is checked with axe. What the journeys
 * change on the shared demo startup is put back at the end.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkCurrentPage,
  expectNoPageProblems,
  gotoAndCheck,
  openBrowser,
  textOf,
  useBrowserPage,
} from './fixtures.ts';
import { extractLinks, waitForMail } from './mailbox.ts';

const RECRUITER = { email: 'recruiter@nordhub.test', password: 'Nordhub-demo-2026!' };
const STARTUP = 'kodkraft';
const STARTUP_NAME = 'Kodkraft';
const USERS_PAGE = `/client/startups/${STARTUP}/users`;
const SETTINGS_PAGE = `/client/startups/${STARTUP}/settings`;
const SLACK_URL = 'https://hooks.slack.com/services/T0E2E0001/B0E2E0002/e2eSecretValue';

async function logInByApi(page: Page, user: { email: string; password: string }): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await page.request.post('/api/users/sign-in', { data: user });
    if (response.status() === 429 && attempt < 3) {
      const seconds = Number(response.headers()['retry-after'] ?? '30');
      await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
      continue;
    }
    expect(response.status(), await response.text()).toBe(200);
    return;
  }
}

/** The text a field's aria-describedby points at (its hint and error). */
async function descriptionOf(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts: string[] = [];
  for (const id of ids) texts.push(await textOf(page.locator(`[id="${id}"]`)));
  return texts.join(' ');
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

describe('startup team', () => {
  const session = useBrowserPage();

  it('invites a new address; the invitee signs up from the mail, accepts and lands in the portal', async () => {
    const page = session.page;
    await logInByApi(page, RECRUITER);
    await gotoAndCheck(page, USERS_PAGE);
    expect(await page.getByRole('heading', { level: 1, name: 'Team members' }).isVisible()).toBe(true);

    const email = `e2e-invitee-${Date.now()}@example.com`;
    const invite = page.getByRole('region', { name: 'Invite a team member' });
    await invite.getByLabel('Email address').fill(email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${email}.` })
      .waitFor();
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await pending.getByText(email, { exact: true }).waitFor();
    await checkCurrentPage(page);

    const mail = await waitForMail({ to: email, subject: `invited you to join ${STARTUP_NAME} on Nordhub` });
    const link = extractLinks(mail.text).find((href) =>
      new URL(href).pathname.startsWith('/client/invites/'),
    );
    if (!link) throw new Error(`no invitation link in:\n${mail.text}`);
    expect(new URL(link).origin).toBe(baseUrl());
    const invitePath = new URL(link).pathname;

    // Someone logged in with another address is told why they cannot accept, and gets no button.
    await gotoAndCheck(page, invitePath);
    expect(
      await page
        .getByText(
          `This invitation was sent to e***@example.com, but you are logged in as ${RECRUITER.email}.`,
        )
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);

    // A fresh browser: nobody logged in there.
    const fresh = await openBrowser();
    try {
      const guest = await fresh.newPage();
      await gotoAndCheck(guest, invitePath);
      expect(
        await guest.getByRole('heading', { level: 1, name: `Join ${STARTUP_NAME} on Nordhub` }).isVisible(),
      ).toBe(true);
      expect(await guest.getByText(`It was sent to e***@example.com.`).isVisible()).toBe(true);

      await guest.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
      const modal = dialog(guest);
      await modal.getByRole('button', { name: 'Sign up with email' }).click();
      await modal.getByLabel('First name').fill('Ingrid');
      await modal.getByLabel('Last name').fill('Invitee');
      await modal.getByLabel('Email').fill(email);
      await modal.getByLabel('Password').fill('Nordhub-test-2026!');
      await modal.locator('altcha-widget label').first().click();
      await guest.waitForFunction(
        () => (document.querySelector('input[name="reCaptchaResponse"]') as HTMLInputElement | null)?.value,
        undefined,
        { timeout: 30_000 },
      );
      await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
      // The invitation is the role: no "Choose your role" prompt, straight back to the invitation.
      await dialog(guest).waitFor({ state: 'detached' });

      const accept = guest.getByRole('button', { name: 'Accept invitation' });
      await accept.waitFor();
      expect(await guest.getByText(`You are logged in as ${email}.`).isVisible()).toBe(true);
      await checkCurrentPage(guest);
      await accept.click();
      await guest.waitForURL((url) => url.pathname === `/client/startups/${STARTUP}`);
      await guest.getByRole('heading', { level: 1, name: STARTUP_NAME }).waitFor();
      await checkCurrentPage(guest);

      // Spent: the link now says so, with a 410.
      await gotoAndCheck(guest, invitePath, { status: 410 });
      expect(
        await guest
          .getByRole('heading', { level: 1, name: 'This invitation is no longer valid' })
          .isVisible(),
      ).toBe(true);
    } finally {
      await fresh.close();
    }

    // The recruiter sees the new member, and removes them again (the demo team stays as it was).
    await gotoAndCheck(page, USERS_PAGE);
    const members = page.getByRole('region', { name: /^Members/ });
    await members.getByText(email, { exact: true }).waitFor();
    expect(await pending.getByText(email, { exact: true }).count()).toBe(0);
    await members.getByRole('button', { name: 'Remove Ingrid Invitee' }).click();
    await members
      .getByRole('status')
      .filter({ hasText: `Ingrid Invitee is no longer a member of ${STARTUP_NAME}.` })
      .waitFor();
    // The list follows once the page's data is read again after the action.
    await expect.poll(() => members.getByText(email, { exact: true }).count()).toBe(0);
    await checkCurrentPage(page);
  });

  it('puts the LinkedIn section first and focuses it for ?openedSetting=linkedin', async () => {
    const page = session.page;
    await logInByApi(page, RECRUITER);
    const before = await (await page.request.get(`/api/companies/${STARTUP}/settings`)).json();
    await gotoAndCheck(page, `${SETTINGS_PAGE}?openedSetting=linkedin`);
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    expect(await textOf(headings.first())).toBe('LinkedIn');
    await page.waitForFunction(() => document.activeElement?.id === 'setting-linkedin');
    const section = page.getByRole('region', { name: 'LinkedIn' });
    expect(await section.getByText('your jobs are imported to LinkedIn for free').isVisible()).toBe(true);
    // How: the settings name the feed LinkedIn reads.
    const feedLink = section.getByRole('link', { name: /\/feeds\/linkedin\.xml$/ });
    expect(await feedLink.getAttribute('href')).toMatch(/\/feeds\/linkedin\.xml$/);

    await section.getByLabel('LinkedIn company page').fill('https://www.linkedin.com/company/kodkraft-e2e/');
    await section.getByRole('button', { name: /^(Connect LinkedIn|Save LinkedIn page)$/ }).click();
    await section.getByRole('status').filter({ hasText: 'LinkedIn connected' }).waitFor();
    await section.getByRole('link', { name: /linkedin\.com\/company\/kodkraft-e2e/ }).waitFor();
    await section.getByRole('button', { name: 'Disconnect LinkedIn' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: 'LinkedIn disconnected: your jobs have left our job feed for LinkedIn.' })
      .waitFor();
    await checkCurrentPage(page);

    // Put back what the demo startup had.
    const restored = await page.request.put(`/api/companies/${STARTUP}/settings`, {
      data: { linkedinUrl: before.linkedinUrl },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  });
});

describe('startup team without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });

  it('invites and revokes with plain form posts', async () => {
    const page = session.page;
    await logInByApi(page, RECRUITER);
    await gotoAndCheck(page, USERS_PAGE);
    const email = `e2e-nojs-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill('not an address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.waitForLoadState('load');
    const field = page.getByLabel('Email address');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, field)).toContain('Please enter a valid email address');
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: USERS_PAGE }] });
    await checkCurrentPage(page);

    await field.fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.waitForLoadState('load');
    expect(await textOf(page.getByRole('region', { name: 'Invite a team member' }).getByRole('status'))).toBe(
      `Invitation sent to ${email}.`,
    );
    await waitForMail({ to: email, subject: 'invited you to join' });
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await pending.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
    await page.waitForLoadState('load');
    expect(await textOf(page.getByRole('region', { name: 'Pending invitations' }).getByRole('status'))).toBe(
      'The invitation is revoked: its link no longer works.',
    );
    expect(
      await page
        .getByRole('region', { name: 'Pending invitations' })
        .getByText(email, { exact: true })
        .count(),
    ).toBe(0);
    await checkCurrentPage(page);
  });
});

describe('startup settings without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let before: { notificationEmails: string[]; slackWebhookUrl: string | null; slackNotifications: string[] };

  afterAll(async () => {
    if (!before) return;
    const browser = await openBrowser();
    try {
      const page = await browser.newPage();
      await logInByApi(page, RECRUITER);
      const { notificationEmails, slackWebhookUrl, slackNotifications } = before;
      const restored = await page.request.put(`/api/companies/${STARTUP}/settings`, {
        data: { notificationEmails, slackWebhookUrl, slackNotifications },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    } finally {
      await browser.close();
    }
  });

  it('saves notification emails and a Slack webhook, and shows the server error beside a bad URL', async () => {
    const page = session.page;
    await logInByApi(page, RECRUITER);
    before = await (await page.request.get(`/api/companies/${STARTUP}/settings`)).json();
    await gotoAndCheck(page, SETTINGS_PAGE);

    const notifications = page.getByRole('region', { name: 'Notification emails' });
    await notifications
      .getByLabel('Notification email addresses')
      .fill('hiring@kodkraft.test, CTO@kodkraft.test');
    await notifications.getByRole('button', { name: 'Save notification emails' }).click();
    await page.waitForLoadState('load');
    expect(await textOf(page.getByRole('region', { name: 'Notification emails' }).getByRole('status'))).toBe(
      'Notification emails saved.',
    );
    await checkCurrentPage(page);

    const slack = () => page.getByRole('region', { name: 'Slack' });
    await slack().getByLabel('Slack webhook URL').fill('https://example.com/not-a-slack-hook');
    await slack().getByRole('checkbox', { name: 'A job expires in 5 days' }).check();
    await slack().getByRole('button', { name: 'Save Slack settings' }).click();
    await page.waitForLoadState('load');
    const urlField = slack().getByLabel('Slack webhook URL');
    expect(await urlField.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, urlField)).toContain(
      'Please enter a Slack incoming-webhook URL, like https://hooks.slack.com/services/T000/B000/abc123',
    );
    // What was typed and ticked is still there.
    expect(await urlField.inputValue()).toBe('https://example.com/not-a-slack-hook');
    expect(await slack().getByRole('checkbox', { name: 'A job expires in 5 days' }).isChecked()).toBe(true);
    // The refused post answered 422, which Chromium reports for the document.
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: SETTINGS_PAGE }] });
    await checkCurrentPage(page);

    await urlField.fill(SLACK_URL);
    await slack().getByRole('button', { name: 'Save Slack settings' }).click();
    await page.waitForLoadState('load');
    expect(await textOf(slack().getByRole('status'))).toBe('Slack settings saved.');

    // Saved: a fresh load shows the values.
    await gotoAndCheck(page, SETTINGS_PAGE);
    expect(
      await page
        .getByRole('region', { name: 'Notification emails' })
        .getByLabel('Notification email addresses')
        .inputValue(),
    ).toBe('hiring@kodkraft.test\ncto@kodkraft.test');
    expect(await slack().getByLabel('Slack webhook URL').inputValue()).toBe(SLACK_URL);
    expect(await slack().getByRole('checkbox', { name: 'A job expires in 5 days' }).isChecked()).toBe(true);
    const saved = await (await page.request.get(`/api/companies/${STARTUP}/settings`)).json();
    expect(saved).toMatchObject({
      notificationEmails: ['hiring@kodkraft.test', 'cto@kodkraft.test'],
      slackWebhookUrl: SLACK_URL,
    });
    expect(saved.slackNotifications).toContain('jobexpiring');
  });
});

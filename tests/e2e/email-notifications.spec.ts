/**
 * The talent menu's "Email notifications" (`/client/email-notifications`) is the signed-in talent's
 * own job digest: it shows the subscription (countries, roles, remote, frequency, status) and changes
 * or ends it in place, with plain form posts (so also without JavaScript). Without a subscription the
 * form starts from the quick apply preferences; an account whose address is verified is subscribed
 * at once, without a confirmation mail, while an unverified one keeps the double opt-in.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DIGEST_SUBSCRIBED_MESSAGE } from '#domain/digest/digest-constants.ts';
import { signUpByApi, uniqueEmail } from './accounts.ts';
import {
  baseUrl,
  checkCurrentPage,
  expectNoAxeViolations,
  expectNoPageProblems,
  gotoAndCheck,
  MOBILE_VIEWPORT,
  textOf,
  useBrowserPage,
} from './fixtures.ts';
import { extractLinks, mailsTo, waitForMail } from './mailbox.ts';

const CONFIRM_SUBJECT = 'Confirm your Nordhub job digest';

/** A fresh person with a talent profile (signed in in `page`), their address verified when asked. */
async function newTalent(
  page: Page,
  options: { label: string; verified: boolean; first?: string },
): Promise<{ email: string }> {
  const email = uniqueEmail(options.label);
  await signUpByApi(page, { first: options.first ?? 'Vera', last: 'Digest', email });
  const created = await page.request.post('/api/applicant', { headers: { origin: baseUrl() } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  if (options.verified) {
    const mail = await waitForMail({ to: email, subject: 'Verify your email address' });
    const link = extractLinks(mail.text).find((href) => new URL(href).pathname === '/client/verify-email');
    if (!link) throw new Error('no verification link');
    const key = new URL(link).searchParams.get('key');
    const verified = await page.request.post('/api/users/verify-email', {
      data: { emailVerificationKey: key },
      headers: { origin: baseUrl() },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  return { email };
}

/** The quick apply preferences the digest form starts from. */
async function setQuickApplyPreferences(page: Page, countries: string[], roles: string[]) {
  const saved = await page.request.put('/api/applicant/settings', {
    data: { preferredCountryCodes: countries, preferredRoles: roles },
    headers: { origin: baseUrl() },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Waits a moment for any mail the server may be sending, then lists the confirmation mails. */
async function confirmationMailsTo(email: string) {
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  return mailsTo(email).filter((mail) => mail.subject.includes(CONFIRM_SUBJECT));
}

async function isChecked(page: Page, group: string, name: string): Promise<boolean> {
  return page.getByRole('group', { name: group }).getByRole('checkbox', { name, exact: true }).isChecked();
}

describe('Email notifications for a signed-in talent', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('shows the digest subscribed on /emailsignup, pending then active, and changes and ends it in place', async () => {
    const { email } = await newTalent(page, { label: 'nf-jrny', verified: true });

    // Subscribes on the public sign-up form (double opt-in there).
    await gotoAndCheck(page, '/emailsignup');
    const signup = page.getByRole('form', { name: 'Subscribe to the job digest' });
    expect(await signup.getByLabel('Email').inputValue()).toBe(email);
    await signup.getByRole('checkbox', { name: 'Denmark', exact: true }).check();
    await signup.getByRole('checkbox', { name: 'Backend development', exact: true }).check();
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText(DIGEST_SUBSCRIBED_MESSAGE).waitFor();

    // The menu's Email notifications shows it: waiting for the mailed link.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^User menu for / })
      .click();
    await page.getByRole('menuitem', { name: 'Email notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/client/email-notifications');
    await page.getByRole('heading', { level: 1, name: 'Email notifications' }).waitFor();
    await page.getByRole('heading', { name: 'Status: Pending confirmation' }).waitFor();
    await checkCurrentPage(page);

    // The mailed link confirms; the page then says Active, with what the digest brings.
    const confirmation = await waitForMail({ to: email, subject: CONFIRM_SUBJECT });
    const confirmLink = extractLinks(confirmation.text).find((href) => href.includes('/profile-settings/'));
    if (!confirmLink) throw new Error('no confirmation link');
    await gotoAndCheck(page, confirmLink);
    await page.getByRole('heading', { name: 'Status: Subscribed' }).waitFor();
    await gotoAndCheck(page, '/client/email-notifications');
    await page.getByRole('heading', { name: 'Status: Active' }).waitFor();
    const status = page.getByRole('region', { name: 'Status: Active' });
    expect(await textOf(status)).toContain(
      `Jobs at Nordic startups in Denmark, for Backend development, every morning, to ${email}.`,
    );
    expect(await isChecked(page, 'Countries', 'Denmark')).toBe(true);
    expect(await isChecked(page, 'Roles', 'Backend development')).toBe(true);

    // Change it: Sweden and remote jobs too, once a week.
    const settings = page.getByRole('form', { name: 'Digest settings' });
    await settings.getByRole('checkbox', { name: 'Sweden', exact: true }).check();
    await settings.getByRole('checkbox', { name: /^Remote/ }).check();
    await settings.getByRole('radio', { name: /^Once a week/ }).check();
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText('Your digest settings are saved.').waitFor();
    await page
      .getByText(
        `Jobs at Nordic startups in Denmark, Sweden and remote jobs, for Backend development, once a week, on Monday morning, to ${email}.`,
      )
      .waitFor();
    await checkCurrentPage(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Status: Active' }).waitFor();
    expect(await isChecked(page, 'Countries', 'Sweden')).toBe(true);
    expect(await page.getByRole('radio', { name: /^Once a week/ }).isChecked()).toBe(true);

    // End it.
    await page.getByRole('button', { name: 'End subscription' }).click();
    await page
      .getByRole('status')
      .getByText('You are unsubscribed. You will not get the job digest any more.')
      .waitFor();
    await page.getByRole('heading', { name: 'Status: Ended' }).waitFor();
    expect(await page.getByRole('button', { name: 'End subscription' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Subscribe again' }).waitFor();
    await checkCurrentPage(page);
  });

  it('prefills a verified talent’s form from quick apply and subscribes at once, without a confirmation mail', async () => {
    const { email } = await newTalent(page, { label: 'nf-verif', verified: true });
    await setQuickApplyPreferences(page, ['NO', 'FI'], ['frontenddeveloper', 'design']);

    await gotoAndCheck(page, '/client/email-notifications');
    await page.getByRole('heading', { level: 1, name: 'Email notifications' }).waitFor();
    expect(await textOf(page.getByRole('main'))).toContain('You do not get the job digest yet.');
    const form = page.getByRole('form', { name: 'Subscribe to the job digest' });
    expect(await isChecked(page, 'Countries', 'Norway')).toBe(true);
    expect(await isChecked(page, 'Countries', 'Finland')).toBe(true);
    expect(await isChecked(page, 'Countries', 'Denmark')).toBe(false);
    expect(await isChecked(page, 'Roles', 'Frontend development')).toBe(true);
    expect(await isChecked(page, 'Roles', 'UX/UI design')).toBe(true);
    expect(await isChecked(page, 'Roles', 'Sales')).toBe(false);

    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .getByRole('status')
      .getByText('You are subscribed. The job digest comes every morning.')
      .waitFor();
    await page.getByRole('heading', { name: 'Status: Active' }).waitFor();
    expect(await textOf(page.getByRole('region', { name: 'Status: Active' }))).toContain(
      `Jobs at Nordic startups in Norway and Finland, for UX/UI design and Frontend development, every morning, to ${email}.`,
    );
    await checkCurrentPage(page);
    expect(await confirmationMailsTo(email)).toEqual([]);
  });
});

describe('Email notifications on a phone', () => {
  const session = useBrowserPage({ viewport: MOBILE_VIEWPORT });

  it('fits the screen: the subscribe form and its button, nothing cut off at the right', async () => {
    const { page } = session;
    await newTalent(page, { label: 'nf-phone', verified: false });
    await gotoAndCheck(page, '/client/email-notifications');
    await page.getByRole('form', { name: 'Subscribe to the job digest' }).waitFor();
    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    await subscribe.scrollIntoViewIfNeeded();
    const box = await subscribe.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
  });
});

describe('Email notifications without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('subscribes a verified talent, changes the frequency and ends the digest with plain form posts', async () => {
    const { email } = await newTalent(page, { label: 'nf-nojs', verified: true });
    await setQuickApplyPreferences(page, ['SE'], []);

    await gotoAndCheck(page, '/client/email-notifications');
    expect(await isChecked(page, 'Countries', 'Sweden')).toBe(true);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByRole('heading', { name: 'Status: Active' }).waitFor();
    expect(await textOf(page.getByRole('region', { name: 'Status: Active' }))).toContain(
      `Jobs at Nordic startups in Sweden, for all roles, every morning, to ${email}.`,
    );
    await checkCurrentPage(page);

    // A choice the schema refuses comes back beside its field, nothing saved.
    await page.getByRole('checkbox', { name: 'Sweden', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('group', { name: 'Countries' })
      .getByText('Please choose at least one country or Remote')
      .waitFor();
    // The refusal is a 422 page (the browser logs its status): nothing else may be wrong with it.
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/client/email-notifications' }] });

    await page.getByRole('checkbox', { name: 'Iceland', exact: true }).check();
    await page.getByRole('radio', { name: /^Once a week/ }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText('Your digest settings are saved.').waitFor();
    expect(await textOf(page.getByRole('region', { name: 'Status: Active' }))).toContain(
      `Jobs at Nordic startups in Iceland, for all roles, once a week, on Monday morning, to ${email}.`,
    );

    await page.getByRole('button', { name: 'End subscription' }).click();
    await page.getByRole('heading', { name: 'Status: Ended' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await page.getByRole('heading', { name: 'Status: Active' }).waitFor();
    await checkCurrentPage(page);
    expect(await confirmationMailsTo(email)).toEqual([]);
  });

  it('keeps the double opt-in for a talent whose address is not verified yet', async () => {
    const { email } = await newTalent(page, { label: 'nf-unver', verified: false });

    await gotoAndCheck(page, '/client/email-notifications');
    expect(await textOf(page.getByRole('main'))).toContain(
      'Your email address is not verified yet, so we send you a link to confirm the digest first.',
    );
    await page.getByRole('checkbox', { name: 'Denmark', exact: true }).check();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByRole('status').getByText(DIGEST_SUBSCRIBED_MESSAGE).waitFor();
    await checkCurrentPage(page);
    await waitForMail({ to: email, subject: CONFIRM_SUBJECT });
  });
});

/**
 * The job digest journey (issue 4 acceptance): subscribe on /emailsignup, confirm from the received
 * mail, receive a digest with a matching new job (the test advances the scheduler with the e2e-only
 * `POST /api/dev/digest/run`), follow its links, and unsubscribe with one click.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DIGEST_SUBSCRIBED_MESSAGE } from '#domain/digest/digest-constants.ts';
import { findLatestDigestPeriod } from '#domain/digest/digest-periods.ts';
import { findRoleText } from '#domain/jobs/job-constants.ts';
import { findCountryName } from '#domain/location/country-constants.ts';
import { baseUrl, checkCurrentPage, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { extractLinks, mailsTo, waitForMail } from './mailbox.ts';

const HOUR = 3_600_000;

type ListedJob = {
  id: string;
  title: string;
  isRemote: boolean;
  roles: string[];
  approvedAt: string | null;
  location: { country: string | null };
  company: { name: string; logoImage: string | null };
};

/** The newest on-site job with a country and a role: what the subscriber will ask for. */
async function pickJobs(page: Page): Promise<{ wanted: ListedJob; other: ListedJob }> {
  const response = await page.request.get('/api/jobs?sort=newest&perPage=50');
  expect(response.status()).toBe(200);
  const { jobs } = (await response.json()) as { jobs: ListedJob[] };
  const onSite = jobs
    .filter((job) => !job.isRemote && job.location.country && job.roles.length > 0 && job.approvedAt)
    .sort((a, b) => Date.parse(b.approvedAt ?? '') - Date.parse(a.approvedAt ?? ''));
  const wanted = onSite[0];
  if (!wanted) throw new Error('the demo data has no listed on-site job');
  const other = onSite.find(
    (job) => job.location.country !== wanted.location.country && !job.roles.includes(wanted.roles[0] ?? ''),
  );
  if (!other) throw new Error('the demo data has no job in another country and role');
  return { wanted, other };
}

/** The first link of a mail to `pathname` (optionally with a hash), checked to be on the site. */
function linkTo(text: string, pathname: string, hash = ''): string {
  const link = extractLinks(text).find((href) => {
    const url = new URL(href);
    return url.pathname.startsWith(pathname) && url.hash === hash;
  });
  if (!link) throw new Error(`no link to ${pathname}${hash} in:\n${text}`);
  expect(new URL(link).origin).toBe(baseUrl());
  return link;
}

/** "Advance the scheduler": the digest run the scheduler would start at `now`. */
async function runDigests(page: Page, now: Date) {
  const response = await page.request.post('/api/dev/digest/run', {
    data: { now: now.toISOString() },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { sent: number; periods: { key: string }[] };
}

describe('job digest', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('subscribes, confirms from the mail, receives a matching new job and unsubscribes with one click', async () => {
    const { wanted, other } = await pickJobs(page);
    const country = wanted.location.country ?? '';
    const role = wanted.roles[0] ?? '';
    const email = `digest-${Date.now()}@example.com`;

    await gotoAndCheck(page, '/emailsignup');
    await page.getByRole('heading', { level: 1, name: 'Get new startup jobs by email' }).waitFor();
    const form = page.getByRole('form', { name: 'Subscribe to the job digest' });

    // Nothing filled in: the errors stand next to their fields.
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Please enter your email address').waitFor();
    await form.getByText('Please choose at least one country or Remote').waitFor();
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    const countries = form.getByRole('group', { name: 'Countries' });
    expect(await textOf(countries)).toContain('Please choose at least one country or Remote');

    await form.getByLabel('Email').fill(email);
    await countries.getByRole('checkbox', { name: findCountryName(country) ?? country, exact: true }).check();
    await form
      .getByRole('group', { name: 'Roles' })
      .getByRole('checkbox', { name: findRoleText(role) ?? role, exact: true })
      .check();
    await form.getByRole('radio', { name: /^Daily/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText(DIGEST_SUBSCRIBED_MESSAGE).waitFor();
    await checkCurrentPage(page);

    // Double opt-in: the link of the mail confirms.
    const confirmation = await waitForMail({ to: email, subject: 'Confirm your Nordhub job digest' });
    await gotoAndCheck(page, linkTo(confirmation.text, '/profile-settings/'));
    await page
      .getByRole('status')
      .getByText(/^Your subscription is confirmed\./)
      .waitFor();
    await page.getByRole('heading', { name: 'Status: Subscribed' }).waitFor();

    // The next 07:00 in Copenhagen comes: the digest goes out.
    const nextSend = findLatestDigestPeriod('daily', new Date(Date.now() + 25 * HOUR));
    const summary = await runDigests(page, nextSend.scheduledAt);
    expect(summary.sent).toBeGreaterThanOrEqual(1);

    const digest = await waitForMail({ to: email, subject: 'at Nordic startups for you' });
    expect(digest.text).toContain('Your daily job digest');
    expect(digest.text).toContain(wanted.title);
    expect(digest.text).not.toContain(other.title);
    expect(digest.html).toContain(`href="${baseUrl()}/jobs/${wanted.id}"`);
    if (wanted.company.logoImage) expect(digest.html).toContain(`src="${baseUrl()}/images/thumbnail/`);
    const settingsLink = linkTo(digest.text, '/profile-settings/');
    const settingsKey = new URL(settingsLink).pathname.split('/').pop();
    expect(digest.headers['list-unsubscribe']).toBe(`<${baseUrl()}/api/digest/${settingsKey}/unsubscribe>`);
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The job link leads to the job.
    await gotoAndCheck(page, linkTo(digest.text, `/jobs/${wanted.id}`));
    await page.getByRole('heading', { level: 1, name: wanted.title }).waitFor();

    // One click on the mail's unsubscribe link's page.
    await gotoAndCheck(page, linkTo(digest.text, '/profile-settings/', '#unsubscribe'));
    const unsubscribe = page.getByRole('region', { name: 'Unsubscribe' });
    await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
    // The section becomes "Subscribe again"; the status message says what happened.
    await page
      .getByRole('status')
      .filter({ hasText: 'You are unsubscribed. You will not get the job digest any more.' })
      .waitFor();
    await page
      .getByRole('region', { name: 'Subscribe again' })
      .getByRole('button', { name: 'Subscribe again' })
      .waitFor();
    await page.getByRole('heading', { name: 'Status: Unsubscribed' }).waitFor();
    await checkCurrentPage(page);

    // The day after: nothing more for this address.
    await runDigests(page, new Date(nextSend.scheduledAt.getTime() + 24 * HOUR));
    expect(mailsTo(email).filter((mail) => mail.headers['list-unsubscribe'])).toHaveLength(1);
  });

  it('says the frequency as saved: switched to Daily, no banner still says once a week', async () => {
    const email = `digest-daily-${Date.now()}@example.com`;
    await gotoAndCheck(page, '/emailsignup');
    const form = page.getByRole('form', { name: 'Subscribe to the job digest' });
    await form.getByLabel('Email').fill(email);
    await form
      .getByRole('group', { name: 'Countries' })
      .getByRole('checkbox', { name: findCountryName('DK') ?? 'Denmark', exact: true })
      .check();
    await form.getByRole('radio', { name: /^Once a week/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText(DIGEST_SUBSCRIBED_MESSAGE).waitFor();

    const confirmation = await waitForMail({ to: email, subject: 'Confirm your Nordhub job digest' });
    await gotoAndCheck(page, linkTo(confirmation.text, '/profile-settings/'));
    await page
      .getByRole('status')
      .getByText('Your subscription is confirmed. The job digest comes once a week, on Monday morning.')
      .waitFor();

    const settings = page.getByRole('form', { name: 'Digest settings' });
    await settings.getByRole('radio', { name: /^Daily/ }).check();
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await settings.getByRole('status').getByText('Your digest settings are saved.').waitFor();
    await page
      .getByRole('status')
      .getByText('Your subscription is confirmed. The job digest comes every morning.')
      .waitFor();
    expect(await textOf(page.getByRole('main'))).not.toContain('once a week, on Monday morning');
    await checkCurrentPage(page);
  });

  it('answers an unknown settings key with the 404 page', async () => {
    await gotoAndCheck(page, `/profile-settings/${'x'.repeat(64)}`, { status: 404 });
    await page.getByText('This page could not be found').first().waitFor();
  });
});

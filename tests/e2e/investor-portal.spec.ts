/**
 * The investor portal's settings, team and "Who viewed your profile" (issue 12): an investor changes
 * how startups reach it, invites a partner who accepts by the mailed link, and sees a startup that
 * viewed its page and followed the pitch link. The settings form also works without JavaScript.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createStartupByApi,
  E2E_PASSWORD,
  logInByApi,
  publishInvestorByApi,
  signUpByApi,
  uniqueEmail,
} from './accounts.ts';
import { saveScreenshot } from './artifacts.ts';
import { checkCurrentPage, expectNoPageProblems, gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';
import { extractLinks, waitForMail } from './mailbox.ts';

/** A published investor of a new person, who is left logged in. */
async function createInvestorByApi(page: Page, name: string): Promise<{ key: string; email: string }> {
  const email = uniqueEmail('investor-owner');
  await signUpByApi(page, { first: 'Astrid', last: 'Holm', email });
  const created = await page.request.post('/api/investors', { data: { name, category: 'vc', website: '' } });
  expect(created.status(), await created.text()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  await publishInvestorByApi(page, { key, name });
  return { key, email };
}

describe('investor portal: settings, team and who viewed', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('an investor sets how startups reach it, invites a partner, and sees the startup that viewed and pitched', async () => {
    const name = `Skerry Capital ${Date.now()}`;
    const investor = await createInvestorByApi(page, name);
    const portal = `/client/investors/${investor.key}`;

    // The dashboard links the settings; nobody has viewed the profile yet.
    await gotoAndCheck(page, portal);
    const whoViewed = page.getByRole('region', { name: 'Who viewed your profile' });
    expect(await textOf(whoViewed)).toContain('No startup has viewed your profile yet.');
    await page
      .getByRole('navigation', { name: 'Investor menu' })
      .getByRole('link', { name: 'Investor settings' })
      .click();
    await page.waitForURL((url) => url.pathname === `${portal}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Investor settings' }).waitFor();
    await checkCurrentPage(page);

    // WEBSITE needs a website on the profile: said beside the choice.
    await page.getByLabel('Website: startups pitch on your website').check();
    await page.getByRole('button', { name: 'Save contact preference' }).click();
    await page.getByText('Add your website to your investor profile first').first().waitFor();
    // A refused post answers 422, which Chromium reports for the action's request.
    const refused = { expectedFailures: [{ status: 422, path: `${portal}/settings.data` }] };
    expectNoPageProblems(page, refused);
    await checkCurrentPage(page);
    // The pitch address: a bad one is a field error, a good one is saved.
    await page.getByLabel('Pitch email address').fill('deals at skerry');
    await page.getByRole('button', { name: 'Save pitch email' }).click();
    await page.getByText('Please enter a valid email address, or leave it empty').waitFor();
    expect(await page.getByLabel('Pitch email address').getAttribute('aria-invalid')).toBe('true');
    expectNoPageProblems(page, refused);
    await page.getByLabel('Pitch email address').fill('Deals@Skerry.example');
    await page.getByRole('button', { name: 'Save pitch email' }).click();
    await page.getByText('Saved: pitches are mailed to deals@skerry.example.').waitFor();
    await checkCurrentPage(page);
    await gotoAndCheck(page, `${portal}/settings`);
    expect(await page.getByLabel('Pitch email address').inputValue()).toBe('deals@skerry.example');
    expect(await page.getByLabel('Email: startups send pitches through Nordhub').isChecked()).toBe(true);
    await saveScreenshot(page, 'investor-settings');

    // The team: invite a partner by mail.
    await gotoAndCheck(page, portal);
    await page.getByRole('link', { name: 'Team members' }).click();
    await page.waitForURL((url) => url.pathname === `${portal}/users`);
    await checkCurrentPage(page);
    const partner = { first: 'Nils', last: 'Partner', email: uniqueEmail('partner') };
    await page.getByLabel('Email address').fill(partner.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${partner.email}.`).waitFor();
    await checkCurrentPage(page);
    // The list follows once the page's data is read again after the post.
    await page
      .getByRole('region', { name: 'Pending invitations' })
      .getByText(partner.email, { exact: true })
      .waitFor();
    const mail = await waitForMail({ to: partner.email, subject: `Astrid Holm invited you to join ${name}` });
    const link = extractLinks(mail.text).find((candidate) => candidate.includes('/client/invites/'));
    expect(link).toBeDefined();

    // The partner signs up with the invited address and accepts: the investor portal opens.
    await page.context().clearCookies();
    await signUpByApi(page, partner);
    await gotoAndCheck(page, new URL(link ?? '').pathname);
    await page.getByRole('heading', { level: 1, name: `Join ${name} on Nordhub` }).waitFor();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL((url) => url.pathname === portal);
    await checkCurrentPage(page);
    await gotoAndCheck(page, `${portal}/users`);
    const members = page.getByRole('region', { name: /^Members/ });
    expect(await textOf(members)).toContain('Nils Partner');
    expect(await textOf(members)).toContain('Astrid Holm');
    await saveScreenshot(page, 'investor-team');

    // A founder, acting as their startup, views the investor's page and follows its pitch link.
    await page.context().clearCookies();
    const founder = { first: 'Freya', last: 'Founder', email: uniqueEmail('viewer') };
    await signUpByApi(page, founder);
    const startupName = `Saltmarsh Labs ${Date.now()}`;
    const startup = await createStartupByApi(page, { name: startupName, countryCode: 'DK' });
    const viewLogged = page.waitForResponse(
      (response) => response.url().endsWith('/api/engagement/log') && response.request().method() === 'POST',
    );
    await gotoAndCheck(page, `/funding/${investor.key}`);
    const view = await viewLogged;
    expect(view.status()).toBe(200);
    expect(await view.json()).toEqual({ recorded: true });
    const contactLogged = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/engagement/log') &&
        (response.request().postData() ?? '').includes('"contact"'),
    );
    await page.getByRole('link', { name: 'Send a pitch' }).click();
    await page.waitForURL((url) => url.pathname === `/investors/${investor.key}/send-pitch`);
    expect((await contactLogged).status()).toBe(200);
    await checkCurrentPage(page);

    // The investor's partner sees who: the startup, linked to its page.
    await page.context().clearCookies();
    await logInByApi(page, partner.email, E2E_PASSWORD);
    await gotoAndCheck(page, portal);
    const list = page.getByRole('region', { name: 'Who viewed your profile' });
    const startupLinks = list.getByRole('link', { name: startupName });
    expect(await startupLinks.count()).toBe(2);
    expect(await startupLinks.first().getAttribute('href')).toBe(`/startups/${startup.key}`);
    const text = await textOf(list);
    expect(text).toContain('Viewed your profile');
    expect(text).toContain('Contacted you');
    await saveScreenshot(page, 'investor-dashboard-who-viewed');

    // The other way round: the partner, acting as the investor, opens the startup's page; the
    // founder's dashboard then names the investor, linked to its page.
    const startupViewLogged = page.waitForResponse(
      (response) => response.url().endsWith('/api/engagement/log') && response.request().method() === 'POST',
    );
    await startupLinks.first().click();
    await page.waitForURL((url) => url.pathname === `/startups/${startup.key}`);
    expect(await (await startupViewLogged).json()).toEqual({ recorded: true });
    await checkCurrentPage(page);
    await page.context().clearCookies();
    await logInByApi(page, founder.email, E2E_PASSWORD);
    await gotoAndCheck(page, `/client/startups/${startup.key}`);
    const seenBy = page.getByRole('region', { name: 'Who viewed your profile' });
    expect(await seenBy.getByRole('link', { name }).getAttribute('href')).toBe(`/funding/${investor.key}`);
  });
});

describe('investor settings without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('saves the pitch address and the contact preference, and invites, with plain form posts', async () => {
    const investor = await createInvestorByApi(page, `Fjellvind Partners ${Date.now()}`);
    const settingsPath = `/client/investors/${investor.key}/settings`;
    await gotoAndCheck(page, settingsPath);
    await page.getByLabel('Pitch email address').fill('pitches@fjellvind.example');
    await page.getByRole('button', { name: 'Save pitch email' }).click();
    await page.getByText('Saved: pitches are mailed to pitches@fjellvind.example.').waitFor();
    await checkCurrentPage(page);
    await page.getByLabel('Website: startups pitch on your website').check();
    await page.getByRole('button', { name: 'Save contact preference' }).click();
    await page.waitForLoadState('load');
    await page.getByText('Add your website to your investor profile first').first().waitFor();
    // The refused post answered 422, which Chromium reports for the document.
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: settingsPath }] });
    await checkCurrentPage(page);
    // The team page's invitation is a plain form post too.
    await gotoAndCheck(page, `/client/investors/${investor.key}/users`);
    const invited = uniqueEmail('nojs-partner');
    await page.getByLabel('Email address').fill(invited);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${invited}.`).waitFor();
    await checkCurrentPage(page);
    await page
      .getByRole('region', { name: 'Pending invitations' })
      .getByText(invited, { exact: true })
      .waitFor();
    const saved = await page.request.get(`/api/investors/${investor.key}/settings`);
    expect(await saved.json()).toMatchObject({
      contactEmail: 'pitches@fjellvind.example',
      contactPreference: 'EMAIL',
    });
  });
});

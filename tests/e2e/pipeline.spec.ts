/**
 * The applicant pipeline in the browser (issue 9 scope 4): the recruiter of Kodkraft opens a job's
 * board, moves a card with the keyboard to the custom column and on to "To be rejected", sends the
 * batch (the candidates get the rejection mail over SMTP), and the rejected card cannot move any
 * more; a card moves by drag and drop; the candidate's page rejects after a confirmation and serves
 * the CV as an attachment; and without JavaScript a card moves with its own form, and a bulk move
 * to Rejected asks for the same confirmation. axe runs on every page, and again after the moves
 * with the moved card focused.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApplicantCard, ApplicationDetail } from '#domain/applications/applicant-pipeline.schema.ts';
import { logInByApi } from './accounts.ts';
import {
  baseUrl,
  checkCurrentPage,
  formatAxeViolations,
  gotoAndCheck,
  textOf,
  useBrowserPage,
} from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

const RECRUITER = 'recruiter@nordhub.test';
const KEY = 'kodkraft';
const BOARD = `/client/startups/${KEY}`;
const DAY_MS = 86_400_000;

async function expectNoAxeViolationsNow(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.length, `axe on ${page.url()}:\n${formatAxeViolations(violations)}`).toBe(0);
}

/** Cards already used by a journey of this file: each journey takes cards nobody moved yet. */
const taken = new Set<string>();

/**
 * A card of Kodkraft's that can move (not rejected, not withdrawn), applied to recently enough that
 * the hourly guaranteed closure cannot close it during the run, and not used by another journey.
 */
async function pickCard(
  page: Page,
  accept: (card: ApplicantCard) => boolean = () => true,
): Promise<ApplicantCard> {
  const response = await page.request.get(`/api/companies/${KEY}/applicants`);
  expect(response.status(), await response.text()).toBe(200);
  const { applicants } = (await response.json()) as { applicants: ApplicantCard[] };
  const recent = Date.now() - 20 * DAY_MS;
  const card = applicants.find(
    (candidate) =>
      !taken.has(candidate.id) &&
      candidate.moves.length > 0 &&
      candidate.name !== null &&
      new Date(candidate.appliedAt).getTime() > recent &&
      accept(candidate),
  );
  if (!card) throw new Error('Kodkraft has no movable card left for this journey');
  taken.add(card.id);
  return card;
}

async function detailOf(page: Page, id: string): Promise<ApplicationDetail> {
  const response = await page.request.get(`/api/companies/${KEY}/applications/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApplicationDetail;
}

function column(page: Page, stage: string): Locator {
  return page.locator(`section[data-stage="${stage}"]`);
}

function cardIn(page: Page, stage: string, id: string): Locator {
  return column(page, stage).locator(`[id="card-${id}"]`);
}

async function expectFocusOn(page: Page, elementId: string): Promise<void> {
  await page.waitForFunction((id) => document.activeElement?.id === id, elementId, { timeout: 15_000 });
}

describe('the applicant board', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await logInByApi(page, RECRUITER);
  });

  it('moves a card with the keyboard to the custom column, then to To be rejected, and sends the batch', async () => {
    const card = await pickCard(page, (candidate) => candidate.stage === 'applied');
    const name = card.name as string;
    const email = (await detailOf(page, card.id)).email ?? '';
    await gotoAndCheck(page, `${BOARD}/jobs/${card.jobId}/applicants`);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(`Applicants: ${card.jobTitle}`);
    // The five columns, with the site configuration's colours.
    for (const [stage, label, color] of [
      ['applied', 'Applied', 'rgb(37, 99, 235)'],
      ['custom', 'Interview', 'rgb(124, 58, 237)'],
      ['hired', 'Hired', 'rgb(22, 163, 74)'],
      ['toreject', 'To be rejected', 'rgb(234, 88, 12)'],
      ['rejected', 'Rejected', 'rgb(220, 38, 38)'],
    ] as const) {
      const heading = column(page, stage).getByRole('heading', { level: 2 });
      expect(await textOf(heading)).toMatch(new RegExp(`^${label} \\(\\d+\\)$`));
      expect(await column(page, stage).evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(
        color,
      );
    }

    // Keyboard only: from the card's name, Tab reaches its "Move to" select, then the Move button.
    await cardIn(page, 'applied', card.id).getByRole('link', { name, exact: true }).focus();
    await page.keyboard.press('Tab');
    const select = cardIn(page, 'applied', card.id).getByLabel(`Move ${name} to`);
    expect(await select.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await select.inputValue()).toBe('custom');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await cardIn(page, 'custom', card.id).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `${name} moved to Interview.` })
      .waitFor();
    await expectFocusOn(page, `card-${card.id}`);
    await expectNoAxeViolationsNow(page);

    // Interview → To be rejected: the select starts at Hired, the arrow keys pick the next column.
    const next = cardIn(page, 'custom', card.id);
    await next.getByRole('link', { name, exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await next.getByLabel(`Move ${name} to`).inputValue()).toBe('hired');
    await page.keyboard.press('ArrowDown');
    expect(await next.getByLabel(`Move ${name} to`).inputValue()).toBe('toreject');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await cardIn(page, 'toreject', card.id).waitFor();
    await expectFocusOn(page, `card-${card.id}`);
    await expectNoAxeViolationsNow(page);

    // The batch: a confirmation first, then everyone in the column gets the mail.
    const waiting = await column(page, 'toreject').getByTestId('applicant-card').count();
    await column(page, 'toreject')
      .getByRole('button', { name: `Send rejections (${waiting})` })
      .click();
    const confirmHeading = page.getByRole('heading', {
      name: `Send the rejection mail to ${waiting === 1 ? '1 candidate' : `${waiting} candidates`}?`,
    });
    await confirmHeading.waitFor();
    await expectFocusOn(page, 'confirm-heading');
    await expectNoAxeViolationsNow(page);
    await page.getByRole('button', { name: 'Send the rejections' }).click();
    await page.getByRole('status').filter({ hasText: 'moved to Rejected' }).waitFor();
    expect(await textOf(page.getByRole('status').first())).toBe(
      `${waiting === 1 ? '1 candidate' : `${waiting} candidates`} moved to Rejected, ${waiting === 1 ? '1 rejection mail' : `${waiting} rejection mails`} sent.`,
    );
    const rejected = cardIn(page, 'rejected', card.id);
    await rejected.waitFor();
    expect(await column(page, 'toreject').getByTestId('applicant-card').count()).toBe(0);

    const mail = await waitForMail({ to: email, subject: `Your application for ${card.jobTitle}` });
    expect(mail.text).toContain(`Dear ${name.split(' ')[0]},`);
    expect(mail.text).toContain('Kodkraft');

    // Rejected is final: no move control, no check box, no drag handle, and the API refuses.
    expect(await rejected.getByLabel(`Move ${name} to`).count()).toBe(0);
    expect(await rejected.getByRole('checkbox').count()).toBe(0);
    expect(await rejected.getByTestId('drag-handle').count()).toBe(0);
    const refused = await page.request.post(`/api/companies/${KEY}/applications/${card.id}/move`, {
      data: { stage: 'applied' },
    });
    expect(refused.status()).toBe(409);
    expect((await detailOf(page, card.id)).stage).toBe('rejected');
  });

  it('moves a card by drag and drop onto another column', async () => {
    const card = await pickCard(
      page,
      (candidate) => candidate.stage === 'applied' || candidate.stage === 'custom',
    );
    await gotoAndCheck(page, `${BOARD}/jobs/${card.jobId}/applicants`);
    const handle = cardIn(page, card.stage, card.id).getByTestId('drag-handle');
    const from = await handle.boundingBox();
    const target = column(page, 'hired').locator('ul');
    await target.scrollIntoViewIfNeeded();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the handle or the column is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 30), { steps: 12 });
    await page.mouse.up();
    await cardIn(page, 'hired', card.id).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `${card.name} moved to Hired.` })
      .waitFor();
    await expectFocusOn(page, `card-${card.id}`);
    await expectNoAxeViolationsNow(page);
    expect((await detailOf(page, card.id)).stage).toBe('hired');
  });

  it("opens the candidate's page, rejects after a confirmation and serves the CV as an attachment", async () => {
    const card = await pickCard(page, (candidate) => candidate.stage !== 'hired');
    const detail = await detailOf(page, card.id);
    expect(detail.hasCv).toBe(true);
    const name = card.name as string;

    await gotoAndCheck(page, `${BOARD}/applicants`);
    await page.getByRole('link', { name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `${BOARD}/applicants/${card.id}`);
    await checkCurrentPage(page);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(name);
    expect(await page.getByRole('link', { name: detail.email ?? '' }).isVisible()).toBe(true);
    for (const heading of ['Quick apply', 'Cover note', 'Interest in the job', 'History']) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible(), heading).toBe(true);
    }

    const cvLink = page.getByRole('link', { name: new RegExp(`^Download the CV of ${name}`) });
    const [download] = await Promise.all([page.waitForEvent('download'), cvLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const cvUrl = `/api/companies/${KEY}/applications/${card.id}/cv`;
    const cv = await page.request.get(cvUrl);
    expect(cv.status()).toBe(200);
    expect(cv.headers()['content-type']).toBe('application/pdf');
    expect(cv.headers()['content-disposition']).toMatch(
      /^attachment; filename=".+\.pdf"; filename\*=UTF-8''.+\.pdf$/,
    );
    expect(cv.headers()['x-content-type-options']).toBe('nosniff');
    expect(cv.headers()['content-security-policy']).toBe('sandbox');
    expect((await cv.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Nobody else gets it, logged out included.
    expect((await fetch(`${baseUrl()}${cvUrl}`)).status).toBe(404);

    await page.getByLabel(`Move ${name} to`).selectOption('rejected');
    await page.getByRole('button', { name: `Move ${name}` }).click();
    await page.getByRole('heading', { name: `Reject ${name}?` }).waitFor();
    await expectFocusOn(page, 'confirm-heading');
    await expectNoAxeViolationsNow(page);
    await page.getByRole('button', { name: 'Reject and send the mail' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${name} moved to Rejected. The rejection mail is sent.` })
      .waitFor();
    await page.getByText('Rejected is final: this card cannot be moved.').waitFor();
    expect(await page.getByLabel(`Move ${name} to`).count()).toBe(0);
    await waitForMail({ to: detail.email ?? '', subject: `Your application for ${card.jobTitle}` });
  });
});

describe('the applicant board without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await logInByApi(page, RECRUITER);
  });

  it('moves a card with its own form, and asks before a bulk move to Rejected', async () => {
    const card = await pickCard(page, (candidate) => candidate.stage !== 'hired');
    const name = card.name as string;
    await gotoAndCheck(page, `${BOARD}/applicants`);
    const form = cardIn(page, card.stage, card.id);
    await form.getByLabel(`Move ${name} to`).selectOption('hired');
    await form.getByRole('button', { name: `Move ${name}` }).click();
    await page.waitForLoadState('load');
    expect(await textOf(page.getByRole('status').first())).toBe(`${name} moved to Hired.`);
    expect(await cardIn(page, 'hired', card.id).count()).toBe(1);
    await checkCurrentPage(page);

    const other = await pickCard(page, (candidate) => candidate.stage !== 'hired');
    const otherName = other.name as string;
    await gotoAndCheck(page, `${BOARD}/applicants`);
    await cardIn(page, other.stage, other.id)
      .getByRole('checkbox', { name: `Select ${otherName}` })
      .check();
    await page.getByLabel('Move the selected candidates to').selectOption('rejected');
    await page.getByRole('button', { name: 'Move selected' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('heading', { name: `Reject ${otherName}?` }).waitFor();
    // Nothing moved yet.
    expect(await cardIn(page, other.stage, other.id).count()).toBe(1);
    await checkCurrentPage(page);
    await page.getByRole('button', { name: 'Reject and send the mail' }).click();
    await page.waitForLoadState('load');
    expect(await textOf(page.getByRole('status').first())).toBe(
      `${otherName} moved to Rejected. The rejection mail is sent.`,
    );
    expect(await cardIn(page, 'rejected', other.id).count()).toBe(1);
  });
});

import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DIGEST_SUBSCRIBED_MESSAGE,
  DigestProfile,
  DigestRunSummary,
  DigestSubscribeResult,
  DigestSubscription,
} from '#domain/digest/digest.schema.ts';
import type { MailSender } from '#server/adapters/mail/mail-sender.ts';
import { openDatabase } from '#server/db/client.ts';
import { digestSends, digestSubscriptions } from '#server/db/schema/index.ts';
import { buildApp } from '#server/http/app.ts';
import { startScheduler } from '#server/jobs/scheduler.ts';
import { runDueDigests } from '#server/services/digest/run-due-digests.ts';
import {
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import {
  type CapturedMail,
  extractLinks,
  type SmtpCapture,
  startSmtpCapture,
} from '#tests/helpers/smtp-capture.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const PUBLIC_URL = 'https://nordhub.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday 23 November 2026, 07:00 in Copenhagen (CET): both the daily and the weekly digest are due. */
const MONDAY = new Date('2026-11-23T06:00:00.000Z');
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

function uniqueEmail(label: string): string {
  return `digest-${label}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** The hrefs of an HTML part, entity-decoded as a browser would. */
function readHrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
}

describe.each(BACKENDS)('job digest [%s]', (backend) => {
  let capture: SmtpCapture;
  let t: TestApp;
  let company: CompanyRow;

  beforeAll(async () => {
    capture = await startSmtpCapture();
    t = await createTestApp({
      backend,
      env: { SMTP_URL: capture.url, PUBLIC_URL, DIGEST_RUN_ROUTE: 'true' },
    });
    company = await insertCompany(t.deps.db, {
      name: `Digest Test ${crypto.randomBytes(2).toString('hex')}`,
      countryCode: 'SE',
      countryCodes: ['SE'],
      city: 'Stockholm',
      logoImage: 'companies/digest-test/logo.png',
    });
  });

  afterAll(async () => {
    await t?.close();
    await capture?.close();
  });

  /** A browser on our public origin (the app trusts PUBLIC_URL as its origin). */
  const client = () => createSessionClient(t.app, PUBLIC_URL);
  const mailsTo = (email: string) => capture.messages.filter((m) => m.to === email.toLowerCase());

  function subscribe(body: unknown, headers: Record<string, string> = {}) {
    return client().request({
      method: 'POST',
      url: '/api/digest',
      payload: body as object,
      headers,
    });
  }

  /** Subscribes through the API, opens the mailed link's key and confirms: an active subscriber. */
  async function subscribeAndConfirm(
    choice: { locations: string[]; roles: string[]; frequency: string },
    label = 'sub',
  ) {
    const email = uniqueEmail(label);
    const response = await subscribe({ email, ...choice });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await capture.waitForMail(
      (m) => m.to === email && m.subject === 'Confirm your Nordhub job digest',
    );
    const settingsKey = readSettingsKey(mail);
    const confirmed = await client().post('/api/digest/confirm', { settingsKey });
    expect(parseJson(confirmed, DigestSubscription).status).toBe('active');
    return { email, settingsKey };
  }

  function readSettingsKey(mail: CapturedMail): string {
    const link = extractLinks(mail.text).find((l) => l.includes('/profile-settings/'));
    if (!link) throw new Error('no settings link in the mail');
    const url = new URL(link);
    expect(url.origin).toBe(PUBLIC_URL);
    return decodeURIComponent(url.pathname.split('/').pop() ?? '');
  }

  /** A digest run at `now`; its mails are queued, and waited for at the SMTP server before this returns. */
  async function runDigests(now: Date, app: FastifyInstance = t.app) {
    const response = await createSessionClient(app, PUBLIC_URL).post('/api/dev/digest/run', {
      now: now.toISOString(),
    });
    const summary = parseJson(response, DigestRunSummary);
    await t.flushMail();
    return summary;
  }

  async function readSubscription(settingsKey: string) {
    const [row] = await t.deps.db
      .select()
      .from(digestSubscriptions)
      .where(eq(digestSubscriptions.settingsKey, settingsKey));
    if (!row) throw new Error('subscription missing');
    return row;
  }

  async function readLedger(settingsKey: string) {
    const { id } = await readSubscription(settingsKey);
    return t.deps.db
      .select()
      .from(digestSends)
      .where(eq(digestSends.subscriptionId, id))
      .orderBy(digestSends.periodKey);
  }

  function newJob(overrides: Partial<Parameters<typeof insertJob>[2]>): Promise<JobRow> {
    return insertJob(t.deps.db, company, {
      title: `Digest job ${crypto.randomBytes(3).toString('hex')}`,
      locationCountry: 'SE',
      locationLocality: 'Stockholm',
      roles: ['devops'],
      ...overrides,
    });
  }

  describe('subscribe and confirm (double opt-in)', () => {
    it('saves an unconfirmed subscription (REMOTE stored as includeRemoteJobs) and mails the confirmation link', async () => {
      const email = uniqueEmail('new');
      const response = await subscribe({
        email: `  ${email.toUpperCase()} `,
        locations: ['SE', 'REMOTE', 'SE'],
        roles: ['devops'],
        frequency: 'daily',
      });
      expect(parseJson(response, DigestSubscribeResult)).toEqual({ message: DIGEST_SUBSCRIBED_MESSAGE });

      const [row] = await t.deps.db
        .select()
        .from(digestSubscriptions)
        .where(sql`lower(${digestSubscriptions.email}) = ${email}`);
      expect(row).toMatchObject({
        email,
        locations: ['SE'],
        includeRemoteJobs: true,
        roles: ['devops'],
        frequency: 'daily',
        confirmedAt: null,
        unsubscribedAt: null,
      });
      expect(row?.settingsKey.length).toBeGreaterThanOrEqual(43);

      const mail = await capture.waitForMail((m) => m.to === email);
      expect(mail.subject).toBe('Confirm your Nordhub job digest');
      expect(mail.partTypes).toEqual(['text/plain', 'text/html']);
      const [link] = extractLinks(mail.text);
      expect(link).toBe(`${PUBLIC_URL}/profile-settings/${row?.settingsKey}?confirm=1`);
      expect(readHrefs(mail.html)).toContain(link);
      expect(mail.text).toContain('Sweden and remote jobs, for DevOps and infrastructure, every morning.');

      const settingsKey = readSettingsKey(mail);
      const before = await client().get(`/api/digest/${settingsKey}`);
      expect(before.headers['cache-control']).toBe('no-store');
      expect(parseJson(before, DigestSubscription)).toMatchObject({
        settingsKey,
        email,
        locations: ['SE'],
        includeRemoteJobs: true,
        status: 'unconfirmed',
      });

      const confirmed = parseJson(
        await client().post('/api/digest/confirm', { settingsKey }),
        DigestSubscription,
      );
      expect(confirmed.status).toBe('active');
      expect(confirmed.confirmedAt).toBe(TEST_NOW.toISOString());
      // A second click keeps the first confirmation.
      t.setNow(at(TEST_NOW, HOUR));
      try {
        const again = parseJson(
          await client().post('/api/digest/confirm', { settingsKey }),
          DigestSubscription,
        );
        expect(again.confirmedAt).toBe(TEST_NOW.toISOString());
      } finally {
        t.setNow(TEST_NOW);
      }
    });

    it('answers the same for an address that already subscribes, keeps its settings and mails the owner (once per pause)', async () => {
      const { email, settingsKey } = await subscribeAndConfirm({
        locations: ['DK'],
        roles: [],
        frequency: 'daily',
      });
      const other = { email, locations: ['NO'], roles: ['sales'], frequency: 'onceweek' };
      const notices = () =>
        mailsTo(email).filter((m) => m.subject === 'You already get the Nordhub job digest');
      try {
        // Within the pause after the confirmation mail: the same answer, no mail.
        t.setNow(at(TEST_NOW, 60_000));
        expect(parseJson(await subscribe(other), DigestSubscribeResult)).toEqual({
          message: DIGEST_SUBSCRIBED_MESSAGE,
        });
        expect(notices()).toHaveLength(0);

        t.setNow(at(TEST_NOW, 3 * 60_000));
        expect((await subscribe(other)).json()).toEqual({ message: DIGEST_SUBSCRIBED_MESSAGE });
        const notice = await capture.waitForMail(
          (m) => m.to === email && m.subject === 'You already get the Nordhub job digest',
        );
        expect(extractLinks(notice.text)).toEqual([`${PUBLIC_URL}/profile-settings/${settingsKey}`]);
        expect(await readSubscription(settingsKey)).toMatchObject({
          locations: ['DK'],
          roles: [],
          frequency: 'daily',
          unsubscribedAt: null,
        });
        expect((await readSubscription(settingsKey)).confirmedAt).toEqual(TEST_NOW);

        await subscribe(other);
        expect(notices()).toHaveLength(1);
      } finally {
        t.setNow(TEST_NOW);
      }
    });

    it('gives an unconfirmed subscription the new choice, still unconfirmed', async () => {
      const email = uniqueEmail('again');
      await subscribe({ email, locations: ['DK'], roles: [], frequency: 'daily' });
      await capture.waitForMail((m) => m.to === email);
      await subscribe({ email, locations: ['FI', 'REMOTE'], roles: ['design'], frequency: 'onceweek' });
      const [row] = await t.deps.db
        .select()
        .from(digestSubscriptions)
        .where(sql`lower(${digestSubscriptions.email}) = ${email}`);
      expect(row).toMatchObject({
        locations: ['FI'],
        includeRemoteJobs: true,
        roles: ['design'],
        frequency: 'onceweek',
        confirmedAt: null,
      });
    });

    it('links a signed-in user subscribing their own verified address, and tells them their settings key', async () => {
      const user = await insertUser(t.deps.db, { email: uniqueEmail('user') });
      const browser = client();
      const signedIn = await browser.post('/api/users/sign-in', {
        email: user.email,
        password: user.password,
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);

      const anonymous = await client().get(`/api/digest/mail/${encodeURIComponent(user.email)}`);
      expectError(anonymous, 401, 'UNAUTHORIZED');
      expectError(await browser.get(`/api/digest/mail/${encodeURIComponent(user.email)}`), 404, 'NOT_FOUND');

      expect(
        (await browser.post('/api/digest', { email: user.email, locations: ['DK'], frequency: 'daily' }))
          .statusCode,
      ).toBe(200);
      const mail = await capture.waitForMail((m) => m.to === user.email);
      expect(mail.text).toContain('Hi Test,');
      const settingsKey = readSettingsKey(mail);
      expect(await readSubscription(settingsKey)).toMatchObject({
        userId: user.id,
        mergeData: { firstName: 'Test' },
      });

      const profile = await browser.get(`/api/digest/mail/${encodeURIComponent(user.email.toUpperCase())}`);
      expect(profile.headers['cache-control']).toBe('no-store');
      expect(parseJson(profile, DigestProfile)).toEqual({ settingsKey });

      // Someone else's address (subscribed or not) is the same 404.
      const { email: otherEmail } = await subscribeAndConfirm({
        locations: ['DK'],
        roles: [],
        frequency: 'daily',
      });
      expectError(await browser.get(`/api/digest/mail/${encodeURIComponent(otherEmail)}`), 404, 'NOT_FOUND');
    });

    it('limits subscribe requests per client', async () => {
      const email = uniqueEmail('limit');
      const browser = client();
      const body = { email, locations: ['DK'], frequency: 'daily' };
      for (let i = 0; i < 10; i++) expect((await browser.post('/api/digest', body)).statusCode).toBe(200);
      const limited = await browser.post('/api/digest', body);
      expectError(limited, 429, 'RATE_LIMITED');
      expect(limited.headers['retry-after']).toBeDefined();
      // One mail, however often the form was sent.
      await t.flushMail();
      expect(mailsTo(email)).toHaveLength(1);
    });
  });

  describe('bad input', () => {
    it.each<[string, unknown, string]>([
      ['no body fields', {}, 'email'],
      ['a malformed email', { email: 'nope', locations: ['DK'], frequency: 'daily' }, 'email'],
      ['no country', { email: 'a@example.com', locations: [], frequency: 'daily' }, 'locations'],
      [
        'an unknown country',
        { email: 'a@example.com', locations: ['XX'], frequency: 'daily' },
        'locations.0',
      ],
      ['locations as a string', { email: 'a@example.com', locations: 'DK', frequency: 'daily' }, 'locations'],
      [
        'an unknown role',
        { email: 'a@example.com', locations: ['DK'], roles: ['x'], frequency: 'daily' },
        'roles.0',
      ],
      [
        'an unknown frequency',
        { email: 'a@example.com', locations: ['DK'], frequency: 'hourly' },
        'frequency',
      ],
      [
        'a huge list',
        { email: 'a@example.com', locations: Array(5000).fill('DK'), frequency: 'daily' },
        'locations',
      ],
    ])('POST /api/digest with %s → 422 with the field error', async (_name, body, field) => {
      const error = expectError(await subscribe(body), 422, 'VALIDATION');
      expect(Object.keys(error.fieldErrors ?? {})).toContain(field);
    });

    it('refuses malformed keys with 422 and unknown ones with 404, on every keyed route', async () => {
      const browser = client();
      const unknown = crypto.randomBytes(48).toString('base64url');
      expectError(await browser.get('/api/digest/short'), 422, 'VALIDATION');
      expectError(await browser.get(`/api/digest/${unknown}`), 404, 'NOT_FOUND');
      expectError(
        await browser.put(`/api/digest/${unknown}`, { locations: ['DK'], frequency: 'daily' }),
        404,
        'NOT_FOUND',
      );
      expectError(await browser.post(`/api/digest/${unknown}/unsubscribe`), 404, 'NOT_FOUND');
      expectError(await browser.post(`/api/digest/${unknown}/resubscribe`), 404, 'NOT_FOUND');
      expectError(await browser.post('/api/digest/confirm', { settingsKey: unknown }), 404, 'NOT_FOUND');
      expectError(await browser.post('/api/digest/confirm', { settingsKey: 'x' }), 422, 'VALIDATION');
      expectError(await browser.get('/api/digest/mail/not-an-email'), 422, 'VALIDATION');
      expectError(await browser.post('/api/dev/digest/run', { now: 'tomorrow' }), 422, 'VALIDATION');
    });

    it('refuses a bad update with 422 and keeps the subscription', async () => {
      const { settingsKey } = await subscribeAndConfirm({ locations: ['DK'], roles: [], frequency: 'daily' });
      const browser = client();
      const error = expectError(
        await browser.put(`/api/digest/${settingsKey}`, {
          locations: ['REMOTE', 'NI'],
          frequency: 'monthly',
        }),
        422,
        'VALIDATION',
      );
      expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(['frequency', 'locations.1']);
      expect(await readSubscription(settingsKey)).toMatchObject({ locations: ['DK'], frequency: 'daily' });
    });
  });

  describe('managing with the settings key', () => {
    it('updates countries (REMOTE → includeRemoteJobs), roles and frequency', async () => {
      const { settingsKey } = await subscribeAndConfirm({
        locations: ['DK'],
        roles: ['sales'],
        frequency: 'daily',
      });
      const updated = parseJson(
        await client().put(`/api/digest/${settingsKey}`, {
          locations: ['REMOTE', 'FI'],
          roles: [],
          frequency: 'onceweek',
        }),
        DigestSubscription,
      );
      expect(updated).toMatchObject({
        locations: ['FI'],
        includeRemoteJobs: true,
        roles: [],
        frequency: 'onceweek',
        status: 'active',
      });
      expect(await readSubscription(settingsKey)).toMatchObject({
        locations: ['FI'],
        includeRemoteJobs: true,
      });
    });

    it('refuses cross-site changes on every digest route but the one-click unsubscribe', async () => {
      const { settingsKey } = await subscribeAndConfirm({ locations: ['DK'], roles: [], frequency: 'daily' });
      const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
      const browser = client();
      const put = await browser.request({
        method: 'PUT',
        url: `/api/digest/${settingsKey}`,
        payload: { locations: ['NO'], frequency: 'daily' },
        headers: crossSite,
      });
      expectError(put, 403, 'FORBIDDEN');
      expectError(
        await browser.request({
          method: 'POST',
          url: `/api/digest/${settingsKey}/resubscribe`,
          headers: crossSite,
        }),
        403,
        'FORBIDDEN',
      );
      expectError(
        await browser.request({
          method: 'POST',
          url: '/api/digest',
          payload: { email: 'x@example.com' },
          headers: crossSite,
        }),
        403,
        'FORBIDDEN',
      );
      // Other routes still take no form bodies.
      const form = await browser.request({
        method: 'PUT',
        url: `/api/digest/${settingsKey}`,
        payload: 'locations=NO&frequency=daily',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(415);
      expect((await readSubscription(settingsKey)).locations).toEqual(['DK']);
    });
  });

  describe('sending (the send ledger)', () => {
    it('mails each subscriber once with the matching new jobs, boosted first, with logos, links and one-click headers', async () => {
      const { email, settingsKey } = await subscribeAndConfirm(
        { locations: ['SE', 'REMOTE'], roles: ['devops'], frequency: 'daily' },
        'send',
      );
      const newest = await newJob({ approvedAt: at(MONDAY, -3 * HOUR) });
      const boosted = await newJob({
        approvedAt: at(MONDAY, -20 * HOUR),
        boostingExpiresAt: at(MONDAY, 10 * DAY),
      });
      const remote = await newJob({
        locationCountry: 'NO',
        locationLocality: 'Oslo',
        isRemote: true,
        approvedAt: at(MONDAY, -5 * HOUR),
      });
      const otherRole = await newJob({ roles: ['sales'], approvedAt: at(MONDAY, -2 * HOUR) });
      const otherCountry = await newJob({
        locationCountry: 'NO',
        locationLocality: 'Oslo',
        approvedAt: at(MONDAY, -2 * HOUR),
      });
      const draft = await newJob({ status: 'DRAFT', approvedAt: at(MONDAY, -2 * HOUR) });
      const afterCutoff = await newJob({ approvedAt: at(MONDAY, HOUR) });

      const summary = await runDigests(MONDAY);
      expect(summary.periods).toEqual([
        { frequency: 'daily', key: '2026-11-23', scheduledAt: MONDAY.toISOString() },
        { frequency: 'onceweek', key: '2026-W48', scheduledAt: MONDAY.toISOString() },
      ]);
      expect(summary.sent).toBeGreaterThanOrEqual(1);
      expect(summary.failed).toBe(0);

      const mails = mailsTo(email).filter((m) => m.headers['list-unsubscribe']);
      expect(mails).toHaveLength(1);
      const mail = mails[0] as CapturedMail;
      expect(mail.subject).toMatch(/^\d+ new jobs? at Nordic startups for you$/);
      expect(mail.headers['list-unsubscribe']).toBe(`<${PUBLIC_URL}/api/digest/${settingsKey}/unsubscribe>`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.partTypes).toEqual(['text/plain', 'text/html']);

      for (const job of [newest, boosted, remote]) {
        expect(mail.text).toContain(job.title);
        expect(readHrefs(mail.html)).toContain(`${PUBLIC_URL}/jobs/${job.id}`);
      }
      for (const job of [otherRole, otherCountry, draft, afterCutoff])
        expect(mail.text).not.toContain(job.title);
      // Boosted first, then the newest.
      expect(mail.text.indexOf(boosted.title)).toBeLessThan(mail.text.indexOf(newest.title));
      expect(mail.text.indexOf(newest.title)).toBeLessThan(mail.text.indexOf(remote.title));
      expect(mail.text).toContain(`[Featured] ${boosted.title}`);
      expect(mail.html).toContain(`src="${PUBLIC_URL}/images/thumbnail/companies/digest-test/logo.png"`);
      expect(extractLinks(mail.text)).toContain(`${PUBLIC_URL}/profile-settings/${settingsKey}#unsubscribe`);

      const ledger = await readLedger(settingsKey);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ periodKey: '2026-11-23', status: 'sent', attempts: 1 });
      expect(ledger[0]?.jobIds).toEqual(expect.arrayContaining([newest.id, boosted.id, remote.id]));
      expect((await readSubscription(settingsKey)).lastSentAt).toEqual(MONDAY);

      // The same period again (a retry, a restart, another instance): nothing more.
      const again = await runDigests(at(MONDAY, 2 * HOUR));
      expect(again.sent).toBe(0);
      expect(mailsTo(email).filter((m) => m.headers['list-unsubscribe'])).toHaveLength(1);
      expect(await readLedger(settingsKey)).toHaveLength(1);

      // The next morning: only what is new since the last mail.
      const tuesdayJob = await newJob({ approvedAt: at(MONDAY, 10 * HOUR) });
      await runDigests(at(MONDAY, DAY));
      const next = mailsTo(email).filter((m) => m.headers['list-unsubscribe']);
      expect(next).toHaveLength(2);
      expect(next[1]?.subject).toBe('2 new jobs at Nordic startups for you');
      expect(next[1]?.text).toContain(tuesdayJob.title);
      expect(next[1]?.text).toContain(afterCutoff.title);
      expect(next[1]?.text).not.toContain(newest.title);
    });

    it('records a subscriber with nothing new as skipped, without a mail', async () => {
      const { email, settingsKey } = await subscribeAndConfirm(
        { locations: ['SE'], roles: ['devops'], frequency: 'daily' },
        'skip',
      );
      const wednesday = at(MONDAY, 2 * DAY);
      await newJob({ approvedAt: at(wednesday, -HOUR) });
      await runDigests(wednesday);
      expect(mailsTo(email).filter((m) => m.headers['list-unsubscribe'])).toHaveLength(1);

      const thursday = at(wednesday, DAY);
      const summary = await runDigests(thursday);
      expect(summary.skipped).toBeGreaterThanOrEqual(1);
      expect(mailsTo(email).filter((m) => m.headers['list-unsubscribe'])).toHaveLength(1);
      const ledger = await readLedger(settingsKey);
      expect(ledger.map((row) => [row.periodKey, row.status])).toEqual([
        ['2026-11-25', 'sent'],
        ['2026-11-26', 'skipped'],
      ]);
      expect((await readSubscription(settingsKey)).lastSentAt).toEqual(wednesday);
    });

    it('sends the weekly digest on Monday morning only', async () => {
      const { email } = await subscribeAndConfirm(
        { locations: ['SE'], roles: ['devops'], frequency: 'onceweek' },
        'weekly',
      );
      const nextMonday = at(MONDAY, 7 * DAY);
      const job = await newJob({ approvedAt: at(nextMonday, -2 * DAY) });
      await runDigests(at(nextMonday, -DAY + HOUR)); // Sunday 08:00
      await runDigests(at(nextMonday, DAY)); // Tuesday 07:00
      expect(mailsTo(email).filter((m) => m.headers['list-unsubscribe'])).toHaveLength(0);
      await runDigests(at(nextMonday, 30 * 60_000));
      const mails = mailsTo(email).filter((m) => m.headers['list-unsubscribe']);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Your weekly job digest');
      expect(mails[0]?.text).toContain(job.title);
    });

    it('sends one mail when two runs of the same period overlap (two instances on one database)', async () => {
      const { email, settingsKey } = await subscribeAndConfirm(
        { locations: ['SE'], roles: ['devops'], frequency: 'daily' },
        'twice',
      );
      const friday = at(MONDAY, 4 * DAY);
      await newJob({ approvedAt: at(friday, -HOUR) });

      let second: { app: FastifyInstance; close: () => Promise<void> } | null = null;
      if (backend === 'postgres') {
        // A second app instance with its own connection pool to the same PostgreSQL database.
        const database = await openDatabase({
          databaseUrl: t.deps.env.DATABASE_URL,
          pgliteDir: 'memory://',
          poolMax: 4,
        });
        const app = await buildApp({
          deps: { ...t.deps, database, db: database.db },
          logger: false,
          withPages: false,
        });
        second = {
          app,
          close: async () => {
            await app.close();
            await database.close();
          },
        };
      }
      try {
        const [a, b] = await Promise.all([runDigests(friday), runDigests(friday, second?.app ?? t.app)]);
        expect(a.failed + b.failed).toBe(0);
      } finally {
        await second?.close();
      }
      expect(mailsTo(email).filter((m) => m.headers['list-unsubscribe'])).toHaveLength(1);
      expect(await readLedger(settingsKey)).toMatchObject([
        { periodKey: '2026-11-27', status: 'sent', attempts: 1 },
      ]);
    });

    it('tries a failed mail again in a later run of the period, with last_sent_at put back', async () => {
      const { email, settingsKey } = await subscribeAndConfirm(
        { locations: ['SE'], roles: ['devops'], frequency: 'daily' },
        'retry',
      );
      const saturday = at(MONDAY, 5 * DAY);
      const job = await newJob({ approvedAt: at(saturday, -HOUR) });

      const working = t.app.deps.mail;
      const failing: MailSender = {
        async send(message) {
          if (message.to === email)
            throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
          await working.send(message);
        },
      };
      t.app.deps.mail = failing;
      let summary: Awaited<ReturnType<typeof runDigests>>;
      try {
        summary = await runDigests(saturday);
      } finally {
        t.app.deps.mail = working;
      }
      expect(summary.failed).toBe(1);
      expect(await readLedger(settingsKey)).toMatchObject([
        { periodKey: '2026-11-28', status: 'failed', attempts: 1 },
      ]);
      expect((await readSubscription(settingsKey)).lastSentAt).toBeNull();

      await runDigests(at(saturday, HOUR));
      const mails = mailsTo(email).filter((m) => m.headers['list-unsubscribe']);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(job.title);
      expect(await readLedger(settingsKey)).toMatchObject([
        { periodKey: '2026-11-28', status: 'sent', attempts: 2 },
      ]);
      expect((await readSubscription(settingsKey)).lastSentAt).toEqual(at(saturday, HOUR));
    });

    it('unsubscribes with the RFC 8058 one-click POST from a mail provider, then sends nothing', async () => {
      const { email, settingsKey } = await subscribeAndConfirm(
        { locations: ['SE'], roles: ['devops'], frequency: 'daily' },
        'oneclick',
      );
      const sunday = at(MONDAY, 6 * DAY);
      await newJob({ approvedAt: at(sunday, -HOUR) });
      await runDigests(sunday);
      const [digest] = mailsTo(email).filter((m) => m.headers['list-unsubscribe']);
      const target = new URL((digest?.headers['list-unsubscribe'] ?? '').replace(/^<|>$/g, ''));
      expect(target.origin).toBe(PUBLIC_URL);

      // As a mail provider posts it: a form body, from its own origin.
      const oneClick = await t.app.inject({
        method: 'POST',
        url: target.pathname,
        payload: 'List-Unsubscribe=One-Click',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example.com',
          'sec-fetch-site': 'cross-site',
        },
        remoteAddress: '203.0.113.9',
      });
      const unsubscribed = parseJson(oneClick, DigestSubscription);
      expect(unsubscribed.status).toBe('unsubscribed');
      expect(oneClick.headers['cache-control']).toBe('no-store');
      const firstTime = (await readSubscription(settingsKey)).unsubscribedAt;
      expect(firstTime).not.toBeNull();

      // Some providers post multipart; a second click changes nothing.
      const boundary = 'nordhub-test-boundary';
      const multipart = await t.app.inject({
        method: 'POST',
        url: target.pathname,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        remoteAddress: '203.0.113.9',
      });
      expect(parseJson(multipart, DigestSubscription).status).toBe('unsubscribed');
      expect((await readSubscription(settingsKey)).unsubscribedAt).toEqual(firstTime);

      const nextSunday = at(sunday, DAY);
      await newJob({ approvedAt: at(nextSunday, -HOUR) });
      await runDigests(nextSunday);
      expect(mailsTo(email).filter((m) => m.headers['list-unsubscribe'])).toHaveLength(1);

      // Subscribing again from the settings page needs no new confirmation.
      const back = parseJson(
        await client().post(`/api/digest/${settingsKey}/resubscribe`),
        DigestSubscription,
      );
      expect(back.status).toBe('active');
    });
  });

  describe('the scheduler (pg-boss), turned on by this test', () => {
    it('registers the 07:00 Copenhagen schedules and works a queued run with the given clock', async () => {
      const { email, settingsKey } = await subscribeAndConfirm(
        { locations: ['SE'], roles: ['devops'], frequency: 'daily' },
        'boss',
      );
      const runAt = at(MONDAY, 14 * DAY);
      await newJob({ approvedAt: at(runAt, -HOUR) });
      const silent = { info() {}, warn() {}, error() {} };
      const scheduler = await startScheduler({
        database: t.deps.database,
        databaseUrl: t.deps.env.DATABASE_URL,
        logger: silent,
        runDigests: (now) => runDueDigests({ ...t.deps, publicUrl: PUBLIC_URL }, now),
        now: async () => runAt,
        pollingIntervalSeconds: 0.5,
      });
      try {
        const schedules = await t.deps.db.execute(
          sql`select name, key, cron, timezone from pgboss.schedule order by key`,
        );
        expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
          { name: 'digest-run', key: 'catch-up', cron: '23 * * * *', timezone: 'Europe/Copenhagen' },
          { name: 'digest-run', key: 'send', cron: '0 7 * * *', timezone: 'Europe/Copenhagen' },
        ]);
        expect(await scheduler.queueDigestRun('test')).toEqual(expect.any(String));
        await capture.waitForMail((m) => m.to === email && Boolean(m.headers['list-unsubscribe']), 20_000);
        // The ledger says 'sent' once the mail is out (just after the SMTP server has it).
        const { id } = await readSubscription(settingsKey);
        await vi.waitFor(
          async () => {
            const ledger = await t.deps.db
              .select()
              .from(digestSends)
              .where(and(eq(digestSends.subscriptionId, id), eq(digestSends.periodKey, '2026-12-07')));
            expect(ledger).toMatchObject([{ status: 'sent' }]);
          },
          { timeout: 5_000, interval: 50 },
        );
      } finally {
        await scheduler.stop(5_000);
      }
    });
  });
});

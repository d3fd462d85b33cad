/**
 * The durable mail queue (issue 10, defect 4; ADR 010), against a local SMTP server the test
 * breaks on purpose: answering 550 to every recipient, or accepting connections and never
 * answering. Requests answer at once and the same way whatever SMTP does; the queued mail is
 * delivered once SMTP recovers (the clock is moved past the retry delay), never twice, also with
 * two workers at once and after a worker died holding a mail.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SUCCESS } from '#domain/users/user.schema.ts';
import type { MailSenderHandle } from '#server/adapters/mail/mail-sender.ts';
import { createMailWorker, type MailWorker } from '#server/adapters/mail/mail-worker.ts';
import { createSmtpTransport } from '#server/adapters/mail/smtp-sender.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { outboxEmails, users } from '#server/db/schema/index.ts';
import { solveCaptcha } from '#tests/helpers/captcha.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { type SmtpCapture, startSmtpCapture } from '#tests/helpers/smtp-capture.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const STRONG_PASSWORD = 'Queue-proof-2026!';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
/** Short SMTP waits, so a hanging server fails an attempt in a second, not in ten. */
const SMTP_TIMEOUTS = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 2_000 };
/** Well under any SMTP timeout: what "answers at once" means here. */
const PROMPT_MS = 2_500;

function uniqueEmail(label: string): string {
  return `queue-${label}-${crypto.randomBytes(4).toString('hex')}@example.test`;
}

describe.each(BACKENDS)('mail queue [%s]', (backend) => {
  let smtp: SmtpCapture;
  let t: TestApp;
  let worker: MailWorker;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // SCHEDULER=off: the test app starts no worker of its own; this file starts one with short
    // SMTP timeouts, as main.ts would start it (in the same process, on the app's clock).
    t = await createTestApp({
      backend,
      env: { SMTP_URL: smtp.url, PUBLIC_URL, SCHEDULER: 'off', RATE_LIMIT_FACTOR: '20' },
    });
    const started = (t.deps.mail as MailSenderHandle).startWorker({
      storage: t.app.deps.storage as NonNullable<typeof t.app.deps.storage>,
      now: t.deps.now,
      pollMs: 200,
      smtpTimeouts: SMTP_TIMEOUTS,
    });
    if (!started) throw new Error('no mail worker: SMTP_URL was not taken');
    worker = started;
  });

  afterEach(() => {
    smtp.setFault('none');
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const rowsTo = (to: string) => t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  const mailsTo = (to: string) => smtp.messages.filter((m) => m.to === to);

  /** Moves the app's clock (the worker's too) by `ms` from where it is. */
  const advance = (ms: number) => t.setNow(new Date(t.deps.now().getTime() + ms));

  async function timed<T>(request: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const started = performance.now();
    const result = await request();
    return { result, ms: performance.now() - started };
  }

  async function forgotPassword(email: string) {
    return timed(() => createSessionClient(t.app).post('/api/users/forgot-password', { email }));
  }

  async function signUp(email: string) {
    const reCaptchaResponse = await solveCaptcha(t.app);
    return timed(() =>
      createSessionClient(t.app).post('/api/users/sign-up', {
        name: { first: 'Queue', last: 'Tester' },
        email,
        password: STRONG_PASSWORD,
        reCaptchaResponse,
      }),
    );
  }

  describe.each(['reject', 'hang'] as const)('while SMTP fails (%s)', (fault) => {
    it('answers forgot-password the same for a known and an unknown address, then mails the known one once after SMTP recovers', async () => {
      const user = await insertUser(t.deps.db);
      smtp.setFault(fault);

      const known = await forgotPassword(user.email);
      const unknown = await forgotPassword(uniqueEmail('nobody'));
      expect(known.result.statusCode).toBe(200);
      expect(unknown.result.statusCode).toBe(known.result.statusCode);
      expect(unknown.result.json()).toEqual(known.result.json());
      expect(known.result.json()).toEqual({ message: FORGOT_PASSWORD_SUCCESS });
      expect(known.ms).toBeLessThan(PROMPT_MS);
      expect(unknown.ms).toBeLessThan(PROMPT_MS);
      expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(1_000);

      // The worker tried and failed: the mail waits for its retry, with the reason (no address).
      await worker.drain();
      const [failed] = await rowsTo(user.email);
      expect(failed).toMatchObject({ kind: 'reset_password', status: 'queued', attempts: 1 });
      expect(failed?.lastError).toMatch(fault === 'reject' ? /^EENVELOPE 550$/ : /^(ETIMEDOUT|ECONNECTION)/);
      expect(failed?.lastError).not.toContain(user.email);
      expect(failed?.nextAttemptAt).toEqual(new Date(t.deps.now().getTime() + MINUTE));
      expect(mailsTo(user.email)).toEqual([]);

      // SMTP is back, but the retry is not due yet.
      smtp.setFault('none');
      await worker.drain();
      expect(mailsTo(user.email)).toEqual([]);

      // A minute later it goes out, once, however often the worker looks again.
      const start = t.deps.now();
      advance(MINUTE + SECOND);
      try {
        await worker.drain();
        const [mail, ...more] = mailsTo(user.email);
        expect(more).toEqual([]);
        expect(mail?.subject).toBe('Reset your Nordhub password');
        advance(24 * 60 * MINUTE);
        await worker.drain();
        await worker.tick();
        expect(mailsTo(user.email)).toHaveLength(1);
        const [sent] = await rowsTo(user.email);
        expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
        expect(sent?.messageId).toBe(mail?.headers['message-id']);
      } finally {
        t.setNow(start);
      }
    });

    it('signs up with 201 at once, creates the account once, and sends its verification mail once after SMTP recovers', async () => {
      const email = uniqueEmail(`signup-${fault}`);
      smtp.setFault(fault);
      const { result: response, ms } = await signUp(email);
      expect(response.statusCode, response.body).toBe(201);
      // Password hashing takes its time; the mail server adds none.
      expect(ms).toBeLessThan(PROMPT_MS);
      const again = await signUp(email);
      expect(again.result.statusCode).toBe(409);
      const accounts = await t.deps.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      expect(accounts).toHaveLength(1);

      await worker.drain();
      expect(mailsTo(email)).toEqual([]);
      smtp.setFault('none');
      const start = t.deps.now();
      advance(MINUTE + SECOND);
      try {
        await worker.drain();
        const [mail, ...more] = mailsTo(email);
        expect(more).toEqual([]);
        expect(mail?.subject).toBe('Verify your email address');
        expect(mail?.text).toContain(`${PUBLIC_URL}/client/verify-email?key=`);
      } finally {
        t.setNow(start);
      }
    });
  });

  it('delivers right away while SMTP works, without waiting for a poll', async () => {
    const email = uniqueEmail('prompt');
    await t.deps.mail.send({ to: email, subject: 'Prompt', html: '<p>Hi</p>', text: 'Hi', kind: 'test' });
    const mail = await smtp.waitForMail((m) => m.to === email, 2_000);
    expect(mail.subject).toBe('Prompt');
  });

  it('gives a mail up after the last attempt and never sends it afterwards', async () => {
    const email = uniqueEmail('given-up');
    smtp.setFault('reject');
    await t.deps.mail.send({ to: email, subject: 'Doomed', html: '<p>x</p>', text: 'x', kind: 'test' });
    const delays = t.deps.env.MAIL_RETRY_DELAYS;
    const start = t.deps.now();
    try {
      for (const delay of delays) {
        await worker.drain();
        advance(delay * SECOND + SECOND);
      }
      await worker.drain();
      const [row] = await rowsTo(email);
      expect(row).toMatchObject({
        status: 'failed',
        attempts: delays.length + 1,
        lastError: 'EENVELOPE 550',
      });

      smtp.setFault('none');
      advance(7 * 24 * 60 * MINUTE);
      await worker.drain();
      expect(mailsTo(email)).toEqual([]);
    } finally {
      t.setNow(start);
    }
  });

  it('takes over a mail whose worker died (claim older than the lease) and leaves a fresh claim alone', async () => {
    const now = t.deps.now();
    const orphaned = uniqueEmail('orphaned');
    const inFlight = uniqueEmail('in-flight');
    const alreadySent = uniqueEmail('already-sent');
    const base = { subject: 'Lease', html: '<p>x</p>', text: 'x', kind: 'test', transport: 'smtp' as const };
    await t.deps.db.insert(outboxEmails).values([
      {
        ...base,
        to: orphaned,
        status: 'sending',
        attempts: 1,
        claimedAt: new Date(now.getTime() - 6 * MINUTE),
      },
      { ...base, to: inFlight, status: 'sending', attempts: 1, claimedAt: new Date(now.getTime() - MINUTE) },
      { ...base, to: alreadySent, status: 'sent', attempts: 1, sentAt: now, claimedAt: now },
    ]);
    await worker.drain();
    expect(mailsTo(orphaned)).toHaveLength(1);
    expect(mailsTo(inFlight)).toEqual([]);
    expect(mailsTo(alreadySent)).toEqual([]);
    expect((await rowsTo(orphaned))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await rowsTo(inFlight))[0]).toMatchObject({ status: 'sending', attempts: 1 });
    // Tidy up: the in-flight row would be taken over by later tests once the clock moves.
    await t.deps.db.delete(outboxEmails).where(eq(outboxEmails.to, inFlight));
  });

  it('never sends a mail twice when two workers (two processes on one database) deliver at once', async () => {
    let second: DatabaseHandle | null = null;
    let other: MailWorker | null = null;
    const smtpOfOther = createSmtpTransport({ url: smtp.url, from: t.deps.env.MAIL_FROM });
    try {
      // PostgreSQL: a second connection pool, as another instance has; PGlite has one connection.
      second =
        backend === 'postgres'
          ? await openDatabase({ databaseUrl: t.deps.env.DATABASE_URL, pgliteDir: 'memory://', poolMax: 4 })
          : null;
      const recipients = Array.from({ length: 30 }, (_, i) => uniqueEmail(`pair-${i}`));
      // Queued in one transaction, so neither worker starts before all are there.
      await t.deps.db.transaction(async (tx) => {
        for (const to of recipients) {
          await t.deps.mail.send(
            { to, subject: 'Once', html: '<p>x</p>', text: 'x', kind: 'test' },
            { db: tx },
          );
        }
      });
      other = createMailWorker({
        db: second?.db ?? t.deps.db,
        smtp: smtpOfOther,
        storage: t.app.deps.storage as NonNullable<typeof t.app.deps.storage>,
        now: t.deps.now,
        batchSize: 4,
        pollMs: 50,
      });
      await Promise.all([worker.tick(), other.tick(), worker.tick(), other.tick()]);
      await Promise.all([worker.drain(), other.drain()]);

      for (const to of recipients) expect(mailsTo(to), to).toHaveLength(1);
      const rows = await t.deps.db
        .select({ status: outboxEmails.status, attempts: outboxEmails.attempts })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.subject, 'Once'), eq(outboxEmails.kind, 'test')));
      expect(rows).toHaveLength(30);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await other?.stop();
      smtpOfOther.close();
      await second?.close();
    }
  });

  it('reads an attachment from file storage when it sends, and gives the mail up when the file is gone', async () => {
    const storage = t.app.deps.storage as NonNullable<typeof t.app.deps.storage>;
    const key = `cvs/qq/${crypto.randomBytes(16).toString('hex')}.pdf`;
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    await storage.write(key, bytes);
    const withFile = uniqueEmail('attached');
    const withoutFile = uniqueEmail('gone');
    const attachment = { filename: 'cv.pdf', contentType: 'application/pdf', storageKey: key };
    await t.deps.mail.send({
      to: withFile,
      subject: 'CV',
      html: '<p>x</p>',
      text: 'x',
      kind: 'test',
      attachments: [attachment],
    });
    await worker.drain();
    const [mail] = mailsTo(withFile);
    expect(mail?.partTypes).toContain('application/pdf');
    expect(mail?.raw).toContain(bytes.toString('base64').slice(0, 40));

    await storage.delete(key);
    await t.deps.mail.send({
      to: withoutFile,
      subject: 'CV',
      html: '<p>x</p>',
      text: 'x',
      kind: 'test',
      attachments: [attachment],
    });
    await worker.drain();
    expect(mailsTo(withoutFile)).toEqual([]);
    expect((await rowsTo(withoutFile))[0]).toMatchObject({
      status: 'failed',
      lastError: 'ATTACHMENT_MISSING',
    });
  });
});

import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmailList } from '#domain/mail/outbox-email.schema.ts';
import { createMailSender, type MailLogger } from '#server/adapters/mail/mail-sender.ts';
import { outboxEmails } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/http/app.ts';
import { registerRoute } from '#server/http/define-route.ts';
import { registerErrorHandler } from '#server/http/error-handler.ts';
import { DEV_OUTBOX_ROUTES } from '#server/http/routes/dev/outbox-routes.ts';
import { buildResetPasswordMessage } from '#server/services/mail/templates/reset-password.ts';
import { buildVerifyEmailMessage } from '#server/services/mail/templates/verify-email.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { extractLinks } from '#tests/helpers/smtp-capture.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { useTestAppWithMail } from '#tests/helpers/test-app-with-mail.ts';

const PUBLIC_URL = 'https://nordhub.test';

/** A recording logger: what the sender logs must never include a body or a link. */
function createRecordingLogger() {
  const entries: { level: string; details: object; message: string }[] = [];
  const logger: MailLogger = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { logger, entries };
}

function createKey(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** A unique recipient per test, so tests never see each other's mail. */
function createRecipient(label: string): string {
  return `${label}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** The href values of a received HTML part, entity-decoded as a browser would. */
function readHrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
}

describe.each(BACKENDS)('mail [%s]', (backend) => {
  const ctx = useTestAppWithMail(backend, { PUBLIC_URL });

  async function readOutboxRows(to: string) {
    return ctx.t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  }

  describe('through SMTP (SMTP_URL set)', () => {
    it('queues the verification mail, delivers it with a text and an HTML part and the link, and logs it', async () => {
      const { logger, entries } = createRecordingLogger();
      const sender = createMailSender({ env: ctx.t.deps.env, db: ctx.t.deps.db, logger });
      const to = createRecipient('anna');
      const key = createKey();
      const link = `${ctx.t.deps.env.PUBLIC_URL}/client/verify-email?key=${key}`;
      const message = buildVerifyEmailMessage({ to, firstName: 'Anna <b>', link });
      try {
        expect(sender.transport).toBe('smtp');
        await sender.send(message);
      } finally {
        await sender.close();
      }

      const mail = await ctx.capture.waitForMail((m) => m.to === to);
      expect(mail.envelope.to).toEqual([to]);
      expect(mail.headers.to).toBe(to);
      expect(mail.headers.from).toBe('Nordhub <hello@nordhub.localhost>');
      expect(mail.headers['auto-submitted']).toBe('auto-generated');
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
      expect(mail.subject).toBe('Verify your email address');
      expect(mail.partTypes).toEqual(['text/plain', 'text/html']);
      expect(mail.text).toBe(message.text);
      expect(mail.html).toBe(message.html);
      expect(mail.html).toContain('Hi Anna &lt;b&gt;,');

      // Follow the link as the recipient would: it is ours, on the public URL, and carries the key.
      const [textLink, ...otherTextLinks] = extractLinks(mail.text);
      expect(otherTextLinks).toEqual([]);
      expect(textLink).toBe(link);
      const followed = new URL(textLink ?? '');
      expect(followed.origin).toBe(PUBLIC_URL);
      expect(followed.pathname).toBe('/client/verify-email');
      expect(followed.searchParams.get('key')).toBe(key);
      expect(readHrefs(mail.html)).toEqual([link, link]);

      await ctx.t.flushMail();
      const rows = await readOutboxRows(to);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        transport: 'smtp',
        status: 'sent',
        attempts: 1,
        lastError: null,
        messageId: mail.headers['message-id'],
        kind: 'verify_email',
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      expect(rows[0]?.sentAt).toEqual(ctx.t.deps.now());

      // The sender only queues (the app's worker delivered it): one line, without key or address.
      expect(entries.map((e) => e.message)).toEqual(['mail queued']);
      expect(JSON.stringify(entries)).not.toContain(key);
      expect(JSON.stringify(entries)).not.toContain(to);
    });

    it('keeps non-ASCII text and long links intact through the transfer encoding', async () => {
      const sender = createMailSender({ env: ctx.t.deps.env, db: ctx.t.deps.db });
      const to = createRecipient('bjorn');
      // Long enough that quoted-printable must break the line inside the link.
      const link = `${PUBLIC_URL}/client/reset-password?key=${createKey()}${createKey()}&step=1`;
      const message = buildResetPasswordMessage({ to, firstName: 'Björn Þór', link, expiresInMinutes: 60 });
      try {
        await sender.send(message);
      } finally {
        await sender.close();
      }
      const mail = await ctx.capture.waitForMail((m) => m.to === to);
      expect(mail.subject).toBe('Reset your Nordhub password');
      expect(mail.text).toContain('Hi Björn Þór,');
      expect(mail.html).toContain('Hi Björn Þór,');
      expect(mail.text).toContain('This link works once and expires in 1 hour.');
      expect(extractLinks(mail.text)).toEqual([link]);
      expect(readHrefs(mail.html)).toEqual([link, link]);
    });

    it('delivers a non-ASCII subject (RFC 2047 encoded words) and custom headers', async () => {
      const sender = createMailSender({ env: ctx.t.deps.env, db: ctx.t.deps.db });
      const to = createRecipient('sigrid');
      const subject = 'Välkommen till Nordhub, Sigrid – ett långt ämne som måste delas upp på flera rader ✓';
      try {
        await sender.send({
          to,
          subject,
          html: '<p>Hej</p>',
          text: 'Hej',
          kind: 'test',
          headers: { 'X-Nordhub-Test': 'yes' },
        });
      } finally {
        await sender.close();
      }
      const mail = await ctx.capture.waitForMail((m) => m.to === to);
      expect(mail.raw).not.toContain('Välkommen');
      expect(mail.subject).toBe(subject);
      expect(mail.headers['x-nordhub-test']).toBe('yes');
      expect(mail.text).toBe('Hej');
    });
  });

  describe('without SMTP_URL (outbox only)', () => {
    it('stores the mail in outbox_emails with transport outbox and sends nothing', async () => {
      const { logger, entries } = createRecordingLogger();
      const sender = createMailSender({
        env: { ...ctx.t.deps.env, SMTP_URL: undefined },
        db: ctx.t.deps.db,
        logger,
      });
      expect(sender.transport).toBe('outbox');
      const to = createRecipient('outbox');
      const message = buildVerifyEmailMessage({
        to,
        firstName: 'Olga',
        link: `${PUBLIC_URL}/v?key=${createKey()}`,
      });
      await sender.send(message);

      const rows = await readOutboxRows(to);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        transport: 'outbox',
        status: 'stored',
        kind: 'verify_email',
        subject: 'Verify your email address',
        html: message.html,
        text: message.text,
      });
      // Give a stray delivery time to arrive before asserting there was none.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ctx.capture.messages.filter((m) => m.to === to)).toEqual([]);
      // Outside production a missing SMTP_URL is normal: no warning.
      expect(entries.filter((e) => e.level === 'warn')).toEqual([]);
    });

    it('warns once in production that mail is not delivered', async () => {
      const { logger, entries } = createRecordingLogger();
      const sender = createMailSender({
        env: { ...ctx.t.deps.env, SMTP_URL: undefined, NODE_ENV: 'production' },
        db: ctx.t.deps.db,
        logger,
      });
      const link = `${PUBLIC_URL}/v?key=${createKey()}`;
      await sender.send(buildVerifyEmailMessage({ to: createRecipient('p1'), firstName: 'P', link }));
      await sender.send(buildVerifyEmailMessage({ to: createRecipient('p2'), firstName: 'P', link }));
      const warnings = entries.filter((e) => e.level === 'warn');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.message).toMatch(/SMTP_URL is not set/);
      expect(JSON.stringify(entries)).not.toContain(link);
    });
  });

  describe('GET /api/dev/outbox', () => {
    // app.ts is not ours to change: the route list is mounted on a bare Fastify with the test app's deps.
    async function buildOutboxApp(deps: AppDeps): Promise<FastifyInstance> {
      const app = Fastify();
      app.decorate('deps', deps);
      registerErrorHandler(app);
      for (const route of DEV_OUTBOX_ROUTES) registerRoute(app, route);
      await app.ready();
      return app;
    }

    it('lists the last 50 mails, newest first, with both parts, never cached', async () => {
      // Dated after anything else in this database, so these are the newest.
      const base = Date.parse('2099-01-01T00:00:00.000Z');
      await ctx.t.deps.db.insert(outboxEmails).values(
        Array.from({ length: 54 }, (_, i) => ({
          to: `listed-${i}@example.com`,
          subject: `Listed ${i}`,
          html: `<p>Listed ${i}</p>`,
          text: `Listed ${i}`,
          kind: 'verify_email',
          transport: 'outbox' as const,
          createdAt: new Date(base + i * 60_000),
        })),
      );
      const app = await buildOutboxApp(ctx.t.deps);
      try {
        const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const { emails } = parseJson(response, OutboxEmailList);
        expect(emails).toHaveLength(50);
        expect(emails.map((e) => e.subject)).toEqual(
          Array.from({ length: 50 }, (_, i) => `Listed ${53 - i}`),
        );
        expect(emails[0]).toMatchObject({
          to: 'listed-53@example.com',
          html: '<p>Listed 53</p>',
          text: 'Listed 53',
          kind: 'verify_email',
          transport: 'outbox',
          createdAt: new Date(base + 53 * 60_000).toISOString(),
        });
      } finally {
        await app.close();
      }
    });

    it('answers 404 when the app runs in production, even if the route were mounted', async () => {
      const app = await buildOutboxApp({ ...ctx.t.deps, env: { ...ctx.t.deps.env, NODE_ENV: 'production' } });
      try {
        expectError(await app.inject({ method: 'GET', url: '/api/dev/outbox' }), 404, 'NOT_FOUND');
      } finally {
        await app.close();
      }
    });

    describe('on a production app', () => {
      let production: TestApp;

      beforeAll(async () => {
        production = await createTestApp({ backend, env: { NODE_ENV: 'production' } });
      });

      afterAll(async () => {
        await production?.close();
      });

      it('is not served at all', async () => {
        expectError(await production.app.inject({ method: 'GET', url: '/api/dev/outbox' }), 404, 'NOT_FOUND');
      });
    });
  });
});

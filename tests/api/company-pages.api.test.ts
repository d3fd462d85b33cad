/**
 * The company's pages over HTTP (issue 35), on both backends: the contact form (`POST /api/contact`:
 * refused input stores and mails nothing, a captcha is needed, a per-client limit answers 429 with
 * Retry-After, a message is stored and reaches the team's inbox over SMTP), the about page and the
 * startups' FAQ as visitors read them, and the back office's Pages, FAQ and Contact sections (every
 * change audited; a refused one changes nothing and writes no audit row).
 */
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboard } from '#domain/admin/admin.schema.ts';
import {
  AdminContactMessage,
  AdminContactMessages,
  AdminContentPage,
  AdminContentPages,
  AdminFaqEntries,
  AdminFaqEntry,
  CONTACT_SENT_MESSAGE,
  ContactResult,
  PublicContentPage,
  PublicFaq,
} from '#domain/content/company-pages.schema.ts';
import {
  adminAuditLog,
  contactMessages,
  contentPages,
  faqEntries,
  outboxEmails,
} from '#server/db/schema/index.ts';
import { solveCaptcha } from '#tests/helpers/captcha.ts';
import { insertUser, type UserRow } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS } from '#tests/helpers/test-app.ts';
import { useTestAppWithMail } from '#tests/helpers/test-app-with-mail.ts';

const TEAM_EMAIL = 'team@nordhub.localhost';

describe.each(BACKENDS)('company pages [%s]', (backend) => {
  const context = useTestAppWithMail(backend);
  let admin: SessionClient;
  let adminUser: UserRow;

  beforeAll(async () => {
    adminUser = await insertUser(context.t.deps.db, { isAdmin: true });
    admin = await signedInClient(context.t.app, adminUser as UserRow & { password: string });
  });

  const db = () => context.t.deps.db;

  async function storedMessages(): Promise<number> {
    const [row] = await db().select({ n: count() }).from(contactMessages);
    return row?.n ?? 0;
  }

  async function queuedContactMails(): Promise<number> {
    const [row] = await db()
      .select({ n: count() })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'contact_message'));
    return row?.n ?? 0;
  }

  async function auditRows(action: string) {
    return db().select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
  }

  async function auditCount(): Promise<number> {
    const [row] = await db().select({ n: count() }).from(adminAuditLog);
    return row?.n ?? 0;
  }

  async function pageCacheGeneration(): Promise<string> {
    const result = await db().execute(sql`select last_value::text as value from page_cache_generation`);
    return (result as unknown as { rows: { value: string }[] }).rows[0]?.value ?? '';
  }

  describe('POST /api/contact', () => {
    const valid = {
      name: 'Freja Nielsen',
      email: 'Freja.Nielsen@example.com',
      topic: 'Startups and jobs',
      message: 'We would like to post four roles at once.\n\nIs there a discount?',
    };

    it('refuses missing fields beside each field, storing and mailing nothing', async () => {
      const before = { stored: await storedMessages(), mails: await queuedContactMails() };
      const response = await createSessionClient(context.t.app).post('/api/contact', {});
      const body = expectError(response, 422, 'VALIDATION');
      expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(
        ['email', 'message', 'name', 'reCaptchaResponse', 'topic'].sort(),
      );
      expect(body.fieldErrors?.topic).toEqual(['Please choose what your message is about']);
      const unknownTopic = await createSessionClient(context.t.app).post('/api/contact', {
        ...valid,
        topic: 'Sales',
        reCaptchaResponse: 'x',
      });
      expect(Object.keys(expectError(unknownTopic, 422, 'VALIDATION').fieldErrors ?? {})).toEqual(['topic']);
      expect({ stored: await storedMessages(), mails: await queuedContactMails() }).toEqual(before);
    });

    it('needs a solved captcha: without one, or with a wrong one, 422 and nothing stored', async () => {
      const before = { stored: await storedMessages(), mails: await queuedContactMails() };
      const client = createSessionClient(context.t.app);
      const missing = expectError(await client.post('/api/contact', valid), 422, 'VALIDATION');
      expect(missing.fieldErrors).toEqual({
        reCaptchaResponse: ['Please verify you are not a robot'],
      });
      const wrong = expectError(
        await client.post('/api/contact', {
          ...valid,
          reCaptchaResponse: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
        }),
        422,
        'VALIDATION',
      );
      expect(wrong.fieldErrors).toEqual({ reCaptchaResponse: ['Please verify you are not a robot'] });
      expect({ stored: await storedMessages(), mails: await queuedContactMails() }).toEqual(before);
    });

    it('stores the message and mails it to the team, answering as the sender', async () => {
      const client = createSessionClient(context.t.app);
      const response = await client.post('/api/contact', {
        ...valid,
        reCaptchaResponse: await solveCaptcha(context.t.app),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const result = parseJson(response, ContactResult);
      expect(result.message).toBe(CONTACT_SENT_MESSAGE);
      const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, result.id));
      expect(row).toMatchObject({
        name: 'Freja Nielsen',
        email: 'freja.nielsen@example.com',
        topic: 'Startups and jobs',
        message: valid.message,
        handledAt: null,
      });
      await context.t.flushMail();
      const mail = await context.capture.waitForMail(
        (m) => m.to === TEAM_EMAIL && m.subject === 'Contact form (Startups and jobs): Freja Nielsen',
      );
      expect(mail.headers['reply-to']).toBe('Freja.Nielsen@example.com');
      expect(mail.text).toContain('We would like to post four roles at once.');
      expect(mail.text).toContain('/admin/contact');
    });

    it('limits each client to 5 messages an hour: the next is 429 with Retry-After', async () => {
      const client = createSessionClient(context.t.app);
      // Refused requests count too (the limit is checked before the body is read).
      for (let i = 0; i < 5; i++) {
        expect((await client.post('/api/contact', { ...valid, reCaptchaResponse: 'nope' })).statusCode).toBe(
          422,
        );
      }
      const before = await storedMessages();
      const limited = await client.post('/api/contact', {
        ...valid,
        reCaptchaResponse: await solveCaptcha(context.t.app),
      });
      expectError(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await storedMessages()).toBe(before);
      // Another client has its own budget.
      const other = await createSessionClient(context.t.app).post('/api/contact', {
        ...valid,
        reCaptchaResponse: await solveCaptcha(context.t.app),
      });
      expect(other.statusCode, other.body).toBe(201);
    });
  });

  describe('the back office', () => {
    it('lists contact messages newest first, counts those waiting, and marks one handled (audited once)', async () => {
      const now = Date.now();
      const [older, newer] = await db()
        .insert(contactMessages)
        .values([
          {
            name: 'Oskar',
            email: 'oskar@example.org',
            topic: 'Press',
            message: 'Older',
            createdAt: new Date(now - 3600_000),
          },
          {
            name: 'Aino',
            email: 'aino@example.net',
            topic: 'Privacy',
            message: 'Newer',
            createdAt: new Date(now + 3600_000),
          },
        ])
        .returning();
      if (!older || !newer) throw new Error('no messages inserted');
      const list = parseJson(await admin.get('/api/admin/contact'), AdminContactMessages);
      expect(list.items[0]?.id).toBe(newer.id);
      const waitingBefore = list.waiting;
      const dashboard = parseJson(await admin.get('/api/admin/dashboard'), AdminDashboard);
      expect(dashboard.waiting.find((item) => item.key === 'contactMessages')).toEqual({
        key: 'contactMessages',
        label: 'Contact messages',
        count: waitingBefore,
        href: '/admin/contact',
      });

      const handled = parseJson(
        await admin.post(`/api/admin/contact/${older.id}/handle`),
        AdminContactMessage,
      );
      expect(handled.handledAt).not.toBeNull();
      expect(handled.handledByEmail).toBe(adminUser.email);
      expect(parseJson(await admin.get('/api/admin/contact'), AdminContactMessages).waiting).toBe(
        waitingBefore - 1,
      );
      const audits = await auditRows('contact.handle');
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        objectType: 'contact',
        objectId: older.id,
        actorUserId: adminUser.id,
      });

      // Handled already, or unknown: refused, no audit row.
      const auditsBefore = await auditCount();
      expectError(await admin.post(`/api/admin/contact/${older.id}/handle`), 409, 'CONFLICT');
      expectError(
        await admin.post('/api/admin/contact/00000000-0000-4000-8000-000000000000/handle'),
        404,
        'NOT_FOUND',
      );
      expect(await auditCount()).toBe(auditsBefore);
    });

    it('edits the about page: visitors see it at once, raw HTML stays text, unpublished it is 404', async () => {
      // The demo seed may hold the page already: it starts from a known text either way.
      const start = {
        title: 'About Nordhub',
        body: 'We run Nordhub.',
        metaDescription: '',
        isPublished: true,
      };
      await db()
        .insert(contentPages)
        .values({ key: 'about', ...start })
        .onConflictDoUpdate({ target: contentPages.key, set: start });
      const visitor = createSessionClient(context.t.app);
      const first = parseJson(await visitor.get('/api/pages/about'), PublicContentPage);
      expect(first).toMatchObject({ title: 'About Nordhub', metaDescription: 'We run Nordhub.' });
      expect(first.bodyHtml).toBe('<p>We run Nordhub.</p>\n');
      expect(
        parseJson(await admin.get('/api/admin/pages'), AdminContentPages).items.map((p) => p.key),
      ).toContain('about');

      const generation = await pageCacheGeneration();
      const updated = parseJson(
        await admin.put('/api/admin/pages/about', {
          title: 'About us',
          body: '## Our team\n\n<script>alert(1)</script> [x](javascript:alert(1))',
          metaDescription: 'Who runs Nordhub.',
          isPublished: true,
        }),
        AdminContentPage,
      );
      expect(updated).toMatchObject({
        title: 'About us',
        metaDescription: 'Who runs Nordhub.',
        isPublished: true,
      });
      expect(await pageCacheGeneration()).not.toBe(generation);
      const page = parseJson(await visitor.get('/api/pages/about'), PublicContentPage);
      expect(page.title).toBe('About us');
      expect(page.metaDescription).toBe('Who runs Nordhub.');
      expect(page.bodyHtml).toContain('<h2>Our team</h2>');
      expect(page.bodyHtml).toContain('&lt;script&gt;');
      expect(page.bodyHtml).not.toContain('<script>');
      expect(page.bodyHtml).not.toContain('href="javascript:');
      const [audit] = await auditRows('page.update');
      expect(audit).toMatchObject({
        objectType: 'page',
        objectId: 'about',
        before: { title: 'About Nordhub', body: 'We run Nordhub.', metaDescription: '' },
        after: { title: 'About us', metaDescription: 'Who runs Nordhub.' },
      });

      // A refused edit changes nothing and writes no audit row.
      const auditsBefore = await auditCount();
      const refused = expectError(
        await admin.put('/api/admin/pages/about', {
          title: '',
          body: 'x',
          metaDescription: 'y'.repeat(201),
          isPublished: true,
        }),
        422,
        'VALIDATION',
      );
      expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['metaDescription', 'title']);
      expectError(
        await admin.put('/api/admin/pages/careers', {
          title: 'Careers',
          body: 'x',
          metaDescription: '',
          isPublished: true,
        }),
        404,
        'NOT_FOUND',
      );
      expect(await auditCount()).toBe(auditsBefore);
      expect(parseJson(await visitor.get('/api/pages/about'), PublicContentPage).title).toBe('About us');

      await admin.put('/api/admin/pages/about', {
        title: 'About us',
        body: updated.body,
        metaDescription: 'Who runs Nordhub.',
        isPublished: false,
      });
      expectError(await visitor.get('/api/pages/about'), 404, 'NOT_FOUND');
      expect((await auditRows('page.update')).at(-1)?.after).toEqual({ isPublished: false });
    });

    it('creates, edits, unpublishes and deletes FAQ entries, each audited; the public FAQ follows', async () => {
      const visitor = createSessionClient(context.t.app);
      const created = await admin.post('/api/admin/faq', {
        topic: 'Boosts (test)',
        question: 'What does a boost do?',
        answer: 'It features your job for **30 days**.',
        sort: 2,
        isPublished: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const boost = parseJson(created, AdminFaqEntry);
      const scout = parseJson(
        await admin.post('/api/admin/faq', {
          topic: 'Scout (test)',
          question: 'What is Scout?',
          answer: 'Our recruiting service.',
          sort: 1,
          isPublished: true,
        }),
        AdminFaqEntry,
      );
      expect((await auditRows('faq.create')).map((row) => row.objectId).sort()).toEqual(
        [boost.id, scout.id].sort(),
      );

      // Topics come where their first question does (demo questions, if seeded, come after: sort 10+).
      const faq = parseJson(await visitor.get('/api/startups/faq'), PublicFaq);
      expect(faq.topics.slice(0, 2).map((topic) => topic.topic)).toEqual(['Scout (test)', 'Boosts (test)']);
      expect(faq.topics[1]?.entries[0]?.answerHtml).toBe(
        '<p>It features your job for <strong>30 days</strong>.</p>\n',
      );

      const unpublished = parseJson(
        await admin.put(`/api/admin/faq/${boost.id}`, {
          topic: 'Boosts (test)',
          question: 'What does a boost do?',
          answer: boost.answer,
          sort: 2,
          isPublished: false,
        }),
        AdminFaqEntry,
      );
      expect(unpublished.isPublished).toBe(false);
      const [update] = await auditRows('faq.update');
      expect(update).toMatchObject({
        objectType: 'faq',
        objectId: boost.id,
        before: { isPublished: true },
        after: { isPublished: false },
      });
      const topics = parseJson(await visitor.get('/api/startups/faq'), PublicFaq).topics.map((t) => t.topic);
      expect(topics[0]).toBe('Scout (test)');
      expect(topics).not.toContain('Boosts (test)');
      // The back office still lists it, in its order.
      expect(
        parseJson(await admin.get('/api/admin/faq'), AdminFaqEntries)
          .items.slice(0, 2)
          .map((item) => item.id),
      ).toEqual([scout.id, boost.id]);

      // Refused: a blank question, a negative order; an unknown entry. Nothing changes, no audit row.
      const auditsBefore = await auditCount();
      const refused = expectError(
        await admin.put(`/api/admin/faq/${scout.id}`, {
          topic: 'Scout (test)',
          question: ' ',
          answer: 'x',
          sort: -1,
        }),
        422,
        'VALIDATION',
      );
      expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['question', 'sort']);
      expectError(
        await admin.request({ method: 'DELETE', url: '/api/admin/faq/00000000-0000-4000-8000-000000000000' }),
        404,
        'NOT_FOUND',
      );
      expect(await auditCount()).toBe(auditsBefore);

      const deleted = await admin.request({ method: 'DELETE', url: `/api/admin/faq/${boost.id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await db().select().from(faqEntries).where(eq(faqEntries.id, boost.id))).toEqual([]);
      expect(await auditRows('faq.delete')).toEqual([
        expect.objectContaining({ objectId: boost.id, objectLabel: 'What does a boost do?' }),
      ]);
    });
  });
});

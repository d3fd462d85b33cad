/**
 * My Account over HTTP (issue 3 scope 10): change name, change email (current password, confirmation
 * link to the new address over real SMTP, notice to the old one), change password (other sessions
 * end), resend the verification mail, and delete the account (personal rows gone, shared startups
 * kept, sole-member ones deleted). Every change needs a session, bad input is a 422 with the messages of docs/product.md,
 * Validation, and the password-checking routes are rate limited.
 */
import crypto from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Me } from '#domain/users/user.schema.ts';
import {
  applicants,
  applications,
  companies,
  companyFollows,
  companyMembers,
  digestSubscriptions,
  emailTokens,
  investorMembers,
  investors,
  jobSaves,
  jobs,
  outboxEmails,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import {
  addCompanyMember,
  insertCompany,
  insertJob,
  insertUser,
  type UserRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { extractLinks, type SmtpCapture, startSmtpCapture } from '#tests/helpers/smtp-capture.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const NEW_PASSWORD = 'Skerry-Wind-77?';
const INCORRECT_PASSWORD = 'Incorrect password, please try again';
const PendingEmailChange = z.object({ pendingEmail: z.string().nullable() });
const Ok = z.object({ ok: z.literal(true) });

function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomBytes(4).toString('hex')}@example.test`;
}

describe.each(BACKENDS)('My Account API [%s]', (backend) => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ backend, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function logIn(user: { email: string; password: string }): Promise<SessionClient> {
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  async function canSignIn(email: string, password: string): Promise<boolean> {
    const response = await createSessionClient(t.app).post('/api/users/sign-in', { email, password });
    return response.statusCode === 200;
  }

  /** The one link of a received mail to `pathname`, on the public URL. */
  function linkIn(text: string, pathname: string): string {
    const link = extractLinks(text).find((href) => new URL(href).pathname === pathname);
    expect(link, text).toBeDefined();
    expect(new URL(link as string).origin).toBe(PUBLIC_URL);
    return link as string;
  }

  function keyOf(link: string): string {
    return new URL(link).searchParams.get('key') ?? '';
  }

  describe('without a session', () => {
    it.each([
      ['PUT', '/api/users/me/name', { name: { first: 'A', last: 'B' } }],
      ['PUT', '/api/users/me/email', { email: 'a@example.test', password: 'x' }],
      ['GET', '/api/users/me/email-change', undefined],
      ['POST', '/api/users/me/email/verification', undefined],
      ['PUT', '/api/users/me/password', { currentPassword: 'x', password: NEW_PASSWORD }],
      ['POST', '/api/users/me/delete', { password: 'x' }],
    ] as const)('%s %s answers 401', async (method, url, payload) => {
      const client = createSessionClient(t.app);
      const response = await client.request({ method, url, ...(payload ? { payload } : {}) });
      expectError(response, 401, 'UNAUTHORIZED');
    });
  });

  describe('validation', () => {
    it('answers each invalid field with the message of docs/product.md, Validation and changes nothing', async () => {
      const user = await insertUser(t.deps.db);
      const client = await logIn(user);

      const name = await client.put('/api/users/me/name', { name: { first: '  ', last: 'x'.repeat(51) } });
      expect(expectError(name, 422, 'VALIDATION').fieldErrors).toEqual({
        'name.first': ['Please enter first name'],
        'name.last': ['Please enter last name'],
      });
      const noName = await client.put('/api/users/me/name', {});
      expect(expectError(noName, 422, 'VALIDATION').fieldErrors).toEqual({
        'name.first': ['Please enter first name'],
        'name.last': ['Please enter last name'],
      });

      const email = await client.put('/api/users/me/email', { email: 'not-an-email', password: '' });
      expect(expectError(email, 422, 'VALIDATION').fieldErrors).toEqual({
        email: ['Please enter your email address'],
        password: ['Please enter your password'],
      });
      const longEmail = await client.put('/api/users/me/email', {
        email: `${'a'.repeat(45)}@b.com`,
        password: user.password,
      });
      expect(expectError(longEmail, 422, 'VALIDATION').fieldErrors).toEqual({
        email: ['Please enter your email address'],
      });

      const password = await client.put('/api/users/me/password', { password: 'password1' });
      expect(expectError(password, 422, 'VALIDATION').fieldErrors).toEqual({
        currentPassword: ['Please enter your password'],
        password: ['Please enter a valid password'],
      });

      const deletion = await client.post('/api/users/me/delete', { password: 42 });
      expect(expectError(deletion, 422, 'VALIDATION').fieldErrors).toEqual({
        password: ['Please enter your password'],
      });

      const malformed = await client.request({
        method: 'PUT',
        url: '/api/users/me/name',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST' });

      const me = parseJson(await client.get('/api/users/me'), Me);
      expect(me).toMatchObject({ name: { first: 'Test', last: 'User' }, email: user.email });
    });
  });

  describe('name', () => {
    it('changes the name (trimmed), answers Me and shows it in users/me', async () => {
      const user = await insertUser(t.deps.db);
      const client = await logIn(user);
      const response = await client.put('/api/users/me/name', {
        name: { first: '  Åsa ', last: 'Þórsdóttir-Lindqvist' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(parseJson(response, Me)).toMatchObject({
        name: { first: 'Åsa', last: 'Þórsdóttir-Lindqvist' },
        fullName: 'Åsa Þórsdóttir-Lindqvist',
      });
      const me = parseJson(await client.get('/api/users/me'), Me);
      expect(me.fullName).toBe('Åsa Þórsdóttir-Lindqvist');
      const fifty = await client.put('/api/users/me/name', { name: { first: 'a'.repeat(50), last: 'B' } });
      expect(fifty.statusCode, fifty.body).toBe(200);
    });
  });

  describe('email', () => {
    it('refuses a wrong password, the current address and an address with an account', async () => {
      const user = await insertUser(t.deps.db);
      const other = await insertUser(t.deps.db);
      const client = await logIn(user);

      const wrong = await client.put('/api/users/me/email', {
        email: uniqueEmail('new'),
        password: 'Not-the-password-1!',
      });
      const wrongBody = expectError(wrong, 422, 'VALIDATION');
      expect(wrongBody.fieldErrors).toEqual({ password: [INCORRECT_PASSWORD] });

      const same = await client.put('/api/users/me/email', {
        email: user.email.toUpperCase(),
        password: user.password,
      });
      expect(expectError(same, 422, 'VALIDATION').fieldErrors).toEqual({
        email: ['This is already your email address'],
      });

      const taken = await client.put('/api/users/me/email', {
        email: other.email.toUpperCase(),
        password: user.password,
      });
      const takenBody = expectError(taken, 409, 'E_ACCOUNT_EXISTS');
      expect(takenBody.fieldErrors).toEqual({
        email: ['There is already an account with this email address'],
      });

      const pending = await client.get('/api/users/me/email-change');
      expect(parseJson(pending, PendingEmailChange)).toEqual({ pendingEmail: null });
      expect(smtp.messages.filter((m) => m.to === user.email)).toEqual([]);
    });

    it('mails a link to the new address that switches the account to it, and tells the old address', async () => {
      const user = await insertUser(t.deps.db);
      const client = await logIn(user);
      const newEmail = uniqueEmail('moved');

      const response = await client.put('/api/users/me/email', {
        email: ` ${newEmail.toUpperCase()} `,
        password: user.password,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(parseJson(response, PendingEmailChange)).toEqual({ pendingEmail: newEmail });
      expect(parseJson(await client.get('/api/users/me/email-change'), PendingEmailChange)).toEqual({
        pendingEmail: newEmail,
      });
      // Until the link is opened, the account keeps its (verified) address and logs in with it.
      expect(parseJson(await client.get('/api/users/me'), Me)).toMatchObject({
        email: user.email,
        isEmailVerified: true,
      });
      expect(await canSignIn(user.email, user.password)).toBe(true);

      const notice = await smtp.waitForMail((m) => m.to === user.email);
      expect(notice.subject).toBe('Your Nordhub email address is being changed');
      expect(notice.text).toContain(`from ${user.email} to ${newEmail}`);
      expect(linkIn(notice.text, '/settings')).toBe(`${PUBLIC_URL}/settings`);

      const mail = await smtp.waitForMail((m) => m.to === newEmail);
      expect(mail.subject).toBe('Confirm your new email address');
      expect(mail.partTypes).toEqual(['text/plain', 'text/html']);
      const link = linkIn(mail.text, '/client/verify-email');
      expect(mail.html).toContain(link.replaceAll('&', '&amp;'));

      const verified = await createSessionClient(t.app).post('/api/users/verify-email', {
        emailVerificationKey: keyOf(link),
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(parseJson(await client.get('/api/users/me'), Me)).toMatchObject({
        email: newEmail,
        isEmailVerified: true,
      });
      expect(parseJson(await client.get('/api/users/me/email-change'), PendingEmailChange)).toEqual({
        pendingEmail: null,
      });
      expect(await canSignIn(newEmail, user.password)).toBe(true);
      expect(await canSignIn(user.email, user.password)).toBe(false);
    });

    it('refuses the link when the new address got an account meanwhile, and keeps the current one', async () => {
      const user = await insertUser(t.deps.db);
      const client = await logIn(user);
      const newEmail = uniqueEmail('contested');
      const changed = await client.put('/api/users/me/email', { email: newEmail, password: user.password });
      expect(changed.statusCode, changed.body).toBe(200);
      const mail = await smtp.waitForMail((m) => m.to === newEmail);
      const link = linkIn(mail.text, '/client/verify-email');
      // Someone else signs up with that address before the link is opened.
      await insertUser(t.deps.db, { email: newEmail });

      const response = await createSessionClient(t.app).post('/api/users/verify-email', {
        emailVerificationKey: keyOf(link),
      });
      const body = expectError(response, 409, 'E_ACCOUNT_EXISTS');
      expect(body.message).toBe(
        'This email address belongs to another account now, so your account keeps its current address',
      );
      expect(parseJson(await client.get('/api/users/me'), Me)).toMatchObject({ email: user.email });
      expect(await canSignIn(user.email, user.password)).toBe(true);
    });

    it('voids the link of an earlier request when a newer one is made', async () => {
      const user = await insertUser(t.deps.db);
      const client = await logIn(user);
      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      for (const email of [first, second]) {
        const response = await client.put('/api/users/me/email', { email, password: user.password });
        expect(response.statusCode, response.body).toBe(200);
      }
      expect(parseJson(await client.get('/api/users/me/email-change'), PendingEmailChange)).toEqual({
        pendingEmail: second,
      });
      const firstLink = linkIn((await smtp.waitForMail((m) => m.to === first)).text, '/client/verify-email');
      const secondLink = linkIn(
        (await smtp.waitForMail((m) => m.to === second)).text,
        '/client/verify-email',
      );

      const stale = await client.post('/api/users/verify-email', { emailVerificationKey: keyOf(firstLink) });
      expectError(stale, 404, 'NOT_FOUND');
      const fresh = await client.post('/api/users/verify-email', { emailVerificationKey: keyOf(secondLink) });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(parseJson(await client.get('/api/users/me'), Me).email).toBe(second);
    });

    it('voids the sign-up link of the replaced address, so it can never take the account back', async () => {
      const user = await insertUser(t.deps.db);
      await t.deps.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, user.id));
      const client = await logIn(user);
      // The link of the current (unverified, perhaps mistyped) address, as sign-up would have sent it.
      await client.post('/api/users/me/email/verification');
      const oldLink = linkIn(
        (await smtp.waitForMail((m) => m.to === user.email)).text,
        '/client/verify-email',
      );

      const newEmail = uniqueEmail('corrected');
      const change = await client.put('/api/users/me/email', { email: newEmail, password: user.password });
      expect(change.statusCode, change.body).toBe(200);
      const newLink = linkIn((await smtp.waitForMail((m) => m.to === newEmail)).text, '/client/verify-email');
      const confirmed = await client.post('/api/users/verify-email', {
        emailVerificationKey: keyOf(newLink),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      const stale = await client.post('/api/users/verify-email', { emailVerificationKey: keyOf(oldLink) });
      expectError(stale, 404, 'NOT_FOUND');
      expect(parseJson(await client.get('/api/users/me'), Me)).toMatchObject({
        email: newEmail,
        isEmailVerified: true,
      });
    });

    it('replaces a pending change when the current address asks for its verification link again', async () => {
      const user = await insertUser(t.deps.db);
      await t.deps.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, user.id));
      const client = await logIn(user);
      const pending = uniqueEmail('dropped');
      await client.put('/api/users/me/email', { email: pending, password: user.password });
      const pendingLink = linkIn(
        (await smtp.waitForMail((m) => m.to === pending)).text,
        '/client/verify-email',
      );

      expect((await client.post('/api/users/me/email/verification')).statusCode).toBe(200);
      expect(parseJson(await client.get('/api/users/me/email-change'), PendingEmailChange)).toEqual({
        pendingEmail: null,
      });
      const stale = await client.post('/api/users/verify-email', {
        emailVerificationKey: keyOf(pendingLink),
      });
      expectError(stale, 404, 'NOT_FOUND');
      expect(parseJson(await client.get('/api/users/me'), Me).email).toBe(user.email);
    });

    it('mails the verification link of an unverified address again, and nothing once verified', async () => {
      const user = await insertUser(t.deps.db);
      await t.deps.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, user.id));
      const client = await logIn(user);

      const resent = await client.post('/api/users/me/email/verification');
      expect(parseJson(resent, z.object({ isSent: z.boolean() }))).toEqual({ isSent: true });
      const mail = await smtp.waitForMail((m) => m.to === user.email);
      expect(mail.subject).toBe('Verify your email address');
      const link = linkIn(mail.text, '/client/verify-email');
      const verified = await client.post('/api/users/verify-email', { emailVerificationKey: keyOf(link) });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(parseJson(await client.get('/api/users/me'), Me).isEmailVerified).toBe(true);

      const again = await client.post('/api/users/me/email/verification');
      expect(parseJson(again, z.object({ isSent: z.boolean() }))).toEqual({ isSent: false });
      expect(smtp.messages.filter((m) => m.to === user.email)).toHaveLength(1);
    });
  });

  describe('password', () => {
    it('refuses a wrong current password and keeps the old one', async () => {
      const user = await insertUser(t.deps.db);
      const client = await logIn(user);
      const response = await client.put('/api/users/me/password', {
        currentPassword: 'Not-the-password-1!',
        password: NEW_PASSWORD,
      });
      expect(expectError(response, 422, 'VALIDATION').fieldErrors).toEqual({
        currentPassword: [INCORRECT_PASSWORD],
      });
      expect(await canSignIn(user.email, user.password)).toBe(true);
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(false);
    });

    it('changes the password, ends the other sessions, keeps this browser logged in on a new session', async () => {
      const user = await insertUser(t.deps.db);
      const client = await logIn(user);
      const otherBrowser = await logIn(user);
      const before = client.cookie;
      // A pending email change and a reset link end with the password change too.
      const pending = uniqueEmail('pending');
      await client.put('/api/users/me/email', { email: pending, password: user.password });
      await client.post('/api/users/forgot-password', { email: user.email });
      const resetMail = await smtp.waitForMail(
        (m) => m.to === user.email && m.subject === 'Reset your Nordhub password',
      );

      const response = await client.put('/api/users/me/password', {
        currentPassword: user.password,
        password: NEW_PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(parseJson(response, Me).id).toBe(user.id);
      expect(client.cookie).toBeDefined();
      expect(client.cookie).not.toBe(before);

      expect((await client.get('/api/users/me')).statusCode).toBe(200);
      expectError(await otherBrowser.get('/api/users/me'), 401, 'UNAUTHORIZED');
      const oldCookie = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { cookie: `nh_session=${before}` },
      });
      expectError(oldCookie, 401, 'UNAUTHORIZED');
      const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(1);

      expect(await canSignIn(user.email, user.password)).toBe(false);
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);

      expect(parseJson(await client.get('/api/users/me/email-change'), PendingEmailChange)).toEqual({
        pendingEmail: null,
      });
      const pendingLink = linkIn(
        (await smtp.waitForMail((m) => m.to === pending)).text,
        '/client/verify-email',
      );
      expectError(
        await client.post('/api/users/verify-email', { emailVerificationKey: keyOf(pendingLink) }),
        404,
        'NOT_FOUND',
      );
      const resetLink = linkIn(resetMail.text, '/client/reset-password');
      expectError(
        await client.post('/api/users/reset-password', {
          resetKey: keyOf(resetLink),
          password: 'Other-pass-1!',
        }),
        404,
        'NOT_FOUND',
      );
    });

    it('answers the 11th password check within 15 minutes from one client with 429 and Retry-After', async () => {
      const user = await insertUser(t.deps.db);
      const client = await logIn(user);
      for (let i = 0; i < 10; i++) {
        const attempt = await client.put('/api/users/me/password', {
          currentPassword: `Wrong-guess-${i}!`,
          password: NEW_PASSWORD,
        });
        expect(attempt.statusCode).toBe(422);
      }
      const blocked = await client.put('/api/users/me/password', {
        currentPassword: user.password,
        password: NEW_PASSWORD,
      });
      expectError(blocked, 429, 'RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(await canSignIn(user.email, user.password)).toBe(true);
    });
  });

  describe('delete account', () => {
    /** A user with a row in every table that holds their personal data, and startups/investors around them. */
    async function insertUserWithData() {
      const db = t.deps.db;
      const user = await insertUser(db);
      const colleague = await insertUser(db);
      const shared = await insertCompany(db);
      const ownOnly = await insertCompany(db);
      await addCompanyMember(db, shared, user);
      await addCompanyMember(db, shared, colleague);
      await addCompanyMember(db, ownOnly, user);
      const ownJob = await insertJob(db, ownOnly);
      const sharedJob = await insertJob(db, shared);
      const otherCompany = await insertCompany(db);
      const otherJob = await insertJob(db, otherCompany);

      const investorKey = (label: string) => `${label}-${crypto.randomBytes(3).toString('hex')}`;
      const [soleInvestor, sharedInvestor] = await db
        .insert(investors)
        .values([
          { key: investorKey('sole-fund'), name: 'Sole Fund', category: 'vc' },
          { key: investorKey('shared-fund'), name: 'Shared Fund', category: 'angel' },
        ])
        .returning();
      if (!soleInvestor || !sharedInvestor) throw new Error('no investors inserted');
      await db.insert(investorMembers).values([
        { investorId: soleInvestor.id, userId: user.id },
        { investorId: sharedInvestor.id, userId: user.id },
        { investorId: sharedInvestor.id, userId: colleague.id },
      ]);

      await db.insert(applicants).values({ userId: user.id, phone: '+45 12345678' });
      await db.insert(jobSaves).values({ userId: user.id, jobId: otherJob.id });
      await db.insert(companyFollows).values({ userId: user.id, companyId: otherCompany.id });
      await db.insert(applications).values([
        { jobId: otherJob.id, userId: user.id, name: 'Test User', email: user.email },
        // Someone else's application to a job of the deleted startup goes with the job.
        { jobId: ownJob.id, userId: colleague.id, name: 'Colleague', email: colleague.email },
        { jobId: sharedJob.id, userId: colleague.id, name: 'Colleague', email: colleague.email },
      ]);
      await db.insert(digestSubscriptions).values([
        { email: user.email.toUpperCase(), settingsKey: crypto.randomBytes(24).toString('hex') },
        { email: colleague.email, settingsKey: crypto.randomBytes(24).toString('hex') },
      ]);
      return { user, colleague, shared, ownOnly, ownJob, sharedJob, soleInvestor, sharedInvestor };
    }

    async function countRowsOf(user: UserRow) {
      const db = t.deps.db;
      const count = async (query: Promise<unknown[]>) => (await query).length;
      return {
        users: await count(db.select().from(users).where(eq(users.id, user.id))),
        sessions: await count(db.select().from(sessions).where(eq(sessions.userId, user.id))),
        applicants: await count(db.select().from(applicants).where(eq(applicants.userId, user.id))),
        companyMembers: await count(
          db.select().from(companyMembers).where(eq(companyMembers.userId, user.id)),
        ),
        investorMembers: await count(
          db.select().from(investorMembers).where(eq(investorMembers.userId, user.id)),
        ),
        jobSaves: await count(db.select().from(jobSaves).where(eq(jobSaves.userId, user.id))),
        companyFollows: await count(
          db.select().from(companyFollows).where(eq(companyFollows.userId, user.id)),
        ),
        applications: await count(
          db
            .select()
            .from(applications)
            .where(or(eq(applications.userId, user.id), eq(applications.email, user.email))),
        ),
        digestSubscriptions: await count(
          db
            .select()
            .from(digestSubscriptions)
            .where(sql`lower(${digestSubscriptions.email}) = ${user.email.toLowerCase()}`),
        ),
        emailTokens: await count(db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))),
        outboxEmails: await count(db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email))),
      };
    }

    it('refuses a wrong password and deletes nothing', async () => {
      const { user } = await insertUserWithData();
      const client = await logIn(user);
      const before = await countRowsOf(user);
      const response = await client.post('/api/users/me/delete', { password: 'Not-the-password-1!' });
      expect(expectError(response, 422, 'VALIDATION').fieldErrors).toEqual({
        password: [INCORRECT_PASSWORD],
      });
      expect(await countRowsOf(user)).toEqual(before);
      expect((await client.get('/api/users/me')).statusCode).toBe(200);
    });

    it('removes the personal data, keeps shared startups and investors, deletes sole-member ones, logs out', async () => {
      const data = await insertUserWithData();
      const { user, colleague } = data;
      const client = await logIn(user);
      const otherBrowser = await logIn(user);
      // Mail to the address (and its log row) and an email key exist before the deletion.
      await client.post('/api/users/forgot-password', { email: user.email });
      await smtp.waitForMail((m) => m.to === user.email);
      const before = await countRowsOf(user);
      expect(
        Object.values(before).every((n) => n > 0),
        JSON.stringify(before),
      ).toBe(true);

      const response = await client.post('/api/users/me/delete', { password: user.password });
      expect(response.statusCode, response.body).toBe(200);
      expect(parseJson(response, Ok)).toEqual({ ok: true });
      expect(response.cookies.find((c) => c.name === 'nh_session')?.value).toBe('');
      expect(client.cookie).toBeUndefined();

      expect(await countRowsOf(user)).toEqual({
        users: 0,
        sessions: 0,
        applicants: 0,
        companyMembers: 0,
        investorMembers: 0,
        jobSaves: 0,
        companyFollows: 0,
        applications: 0,
        digestSubscriptions: 0,
        emailTokens: 0,
        outboxEmails: 0,
      });
      expectError(await otherBrowser.get('/api/users/me'), 401, 'UNAUTHORIZED');
      expect(await canSignIn(user.email, user.password)).toBe(false);

      const db = t.deps.db;
      const keptCompanies = await db
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.id, [data.shared.id, data.ownOnly.id]));
      expect(keptCompanies.map((c) => c.id)).toEqual([data.shared.id]);
      const keptJobs = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(inArray(jobs.id, [data.ownJob.id, data.sharedJob.id]));
      expect(keptJobs.map((j) => j.id)).toEqual([data.sharedJob.id]);
      const members = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, data.shared.id));
      expect(members.map((m) => m.userId)).toEqual([colleague.id]);
      const keptInvestors = await db
        .select({ id: investors.id })
        .from(investors)
        .where(inArray(investors.id, [data.soleInvestor.id, data.sharedInvestor.id]));
      expect(keptInvestors.map((i) => i.id)).toEqual([data.sharedInvestor.id]);
      // The colleague's own data stays (apart from the application to the deleted startup's job).
      expect(await countRowsOf(colleague)).toMatchObject({
        users: 1,
        applications: 1,
        digestSubscriptions: 1,
      });

      // The colleague still manages the shared startup; a new sign-up may use the freed address.
      const asColleague = await logIn(colleague);
      expect(parseJson(await asColleague.get('/api/users/me'), Me).companies.map((c) => c.key)).toEqual([
        data.shared.key,
      ]);
      expectError(await client.get('/api/users/me'), 401, 'UNAUTHORIZED');
    });
  });
});

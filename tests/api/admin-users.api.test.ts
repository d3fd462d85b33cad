/**
 * The back office's Users section over HTTP (issue 32), on PGlite and PostgreSQL: search accounts by
 * email or name, a page at a time; the user page's profiles and sign-in history (every way in is
 * recorded: password, sign-up, reset link); disable (the user's open session is refused at its next
 * request, sign-in answers exactly as a wrong password, forgot-password sends nothing, an emailed
 * reset link dies), enable, a password reset through the mail queue. Every action writes its audit
 * row with before/after in its own transaction; a refused one (your own account, a conflict, bad
 * input) changes nothing and writes no row.
 */
import crypto from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUserActionResult, AdminUserDetail, AdminUserList } from '#domain/admin/admin-users.schema.ts';
import {
  ALREADY_DISABLED_MESSAGE,
  NOT_DISABLED_MESSAGE,
  RESET_TO_DISABLED_MESSAGE,
  SELF_DISABLE_MESSAGE,
} from '#domain/admin/admin-users-constants.ts';
import { FORGOT_PASSWORD_SUCCESS, INVALID_LOGIN_MESSAGE } from '#domain/users/user.schema.ts';
import {
  adminAuditLog,
  applicants,
  investorMembers,
  investors,
  outboxEmails,
  signIns,
  users,
} from '#server/db/schema/index.ts';
import { RESET_PASSWORD_SUBJECT } from '#server/services/mail/templates/reset-password.ts';
import { solveCaptcha } from '#tests/helpers/captcha.ts';
import { addCompanyMember, insertCompany, insertUser, type UserRow } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const NEW_PASSWORD = 'Another-horse-7!';
const suffix = () => crypto.randomBytes(4).toString('hex');

describe.each(BACKENDS)('back office users API [%s]', (backend) => {
  let t: TestApp;
  let adminUser: UserRow & { password: string };
  let admin: SessionClient;

  async function signIn(
    user: { email: string; password: string },
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
  ): Promise<SessionClient> {
    const client = createSessionClient(t.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/users/sign-in',
      headers: { 'user-agent': userAgent },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  async function auditRowsOf(objectId: string) {
    return t.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.objectId, objectId))
      .orderBy(asc(adminAuditLog.at), asc(adminAuditLog.id));
  }

  async function auditCount(): Promise<number> {
    const [row] = await t.deps.db.select({ n: count() }).from(adminAuditLog);
    return row?.n ?? 0;
  }

  async function mailsTo(email: string) {
    return t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), eq(outboxEmails.kind, 'reset_password')));
  }

  function resetKeyOf(mail: { text: string }): string {
    const link = mail.text.match(/https?:\/\/\S+\/client\/reset-password\?key=\S+/)?.[0];
    if (!link) throw new Error(`no reset link in:\n${mail.text}`);
    return new URL(link).searchParams.get('key') as string;
  }

  async function disabledAtOf(userId: string): Promise<Date | null> {
    const [row] = await t.deps.db
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId));
    return row?.disabledAt ?? null;
  }

  /** A fresh account with a name of its own (the factory's is "Test User"). */
  async function namedUser(first: string, last: string) {
    const user = await insertUser(t.deps.db, { email: `${first.toLowerCase()}-${suffix()}@example.test` });
    await t.deps.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, user.id));
    return { ...user, firstName: first, lastName: last };
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    adminUser = await insertUser(t.deps.db, { isAdmin: true });
    admin = await signIn(adminUser);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('search', () => {
    it('finds an account by part of its email or of its name, in any case', async () => {
      const last = `Kvistgaard${suffix()}`;
      const ingrid = await namedUser('Ingrid', last);
      await namedUser('Ola', `Nordmann${suffix()}`);

      const byEmail = parseJson(
        await admin.get(`/api/admin/users?q=${encodeURIComponent(ingrid.email.slice(0, 14).toUpperCase())}`),
        AdminUserList,
      );
      expect(byEmail.users.map((u) => u.email)).toEqual([ingrid.email]);
      expect(byEmail.users[0]).toMatchObject({
        id: ingrid.id,
        fullName: `Ingrid ${last}`,
        isAdmin: false,
        disabledAt: null,
      });

      for (const q of [last.toLowerCase(), `ingrid ${last}`, `INGRID ${last.slice(0, 8)}`]) {
        const byName = parseJson(
          await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`),
          AdminUserList,
        );
        expect(
          byName.users.map((u) => u.id),
          q,
        ).toEqual([ingrid.id]);
      }

      // LIKE's wildcards typed in the box are plain characters.
      const wildcard = parseJson(await admin.get('/api/admin/users?q=%25_%25'), AdminUserList);
      expect(wildcard.users).toEqual([]);
    });

    it('pages 25 at a time, newest first, and says whether a next page exists', async () => {
      const marker = `pager-${suffix()}`;
      const base = Date.parse('2026-01-01T00:00:00Z');
      await t.deps.db.insert(users).values(
        Array.from({ length: 27 }, (_, i) => ({
          email: `${marker}-${String(i).padStart(2, '0')}@example.test`,
          firstName: 'Page',
          lastName: `Person ${i}`,
          createdAt: new Date(base + i * 60_000),
        })),
      );
      const first = parseJson(await admin.get(`/api/admin/users?q=${marker}`), AdminUserList);
      expect(first).toMatchObject({ page: 1, pageSize: 25, hasNextPage: true, q: marker });
      expect(first.users).toHaveLength(25);
      expect(first.users[0]?.email).toBe(`${marker}-26@example.test`);
      const second = parseJson(await admin.get(`/api/admin/users?q=${marker}&page=2`), AdminUserList);
      expect(second).toMatchObject({ page: 2, hasNextPage: false });
      expect(second.users.map((u) => u.email)).toEqual([
        `${marker}-01@example.test`,
        `${marker}-00@example.test`,
      ]);
    });

    it('refuses a query too long or a page that is no number with 422 and field errors', async () => {
      const long = expectError(await admin.get(`/api/admin/users?q=${'a'.repeat(201)}`), 422, 'VALIDATION');
      expect(Object.keys(long.fieldErrors ?? {}).join()).toMatch(/q/);
      const page = expectError(await admin.get('/api/admin/users?page=first'), 422, 'VALIDATION');
      expect(Object.keys(page.fieldErrors ?? {}).join()).toMatch(/page/);
    });
  });

  describe('the user page', () => {
    it('lists the startups and investors the user is a member of, the talent profile and the sign-ins', async () => {
      const user = await namedUser('Sigrid', `Holm${suffix()}`);
      const startup = await insertCompany(t.deps.db, { name: `Holmvik ${suffix()}` });
      await addCompanyMember(t.deps.db, startup, user);
      const [investor] = await t.deps.db
        .insert(investors)
        .values({
          key: `fjord-capital-${suffix()}`,
          name: 'Fjord Capital',
          category: 'vc',
          status: 'PUBLISHED',
        })
        .returning();
      if (!investor) throw new Error('no investor');
      await t.deps.db
        .insert(investorMembers)
        .values({ investorId: investor.id, userId: user.id, role: 'owner' });
      await t.deps.db.insert(applicants).values({ userId: user.id });

      await signIn(user, 'Browser One/1.0');
      await signIn(user, 'Browser Two/2.0');

      const response = await admin.get(`/api/admin/users/${user.id}`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const detail = parseJson(response, AdminUserDetail);
      expect(detail.user).toMatchObject({
        email: user.email,
        fullName: `${user.firstName} ${user.lastName}`,
      });
      expect(detail.startups).toEqual([
        expect.objectContaining({
          name: startup.name,
          role: 'member',
          status: 'PUBLISHED',
          publicPath: `/startups/${startup.key}`,
        }),
      ]);
      expect(detail.investors).toEqual([
        expect.objectContaining({
          name: 'Fjord Capital',
          role: 'owner',
          publicPath: `/funding/${investor.key}`,
        }),
      ]);
      expect(detail.talent).toMatchObject({ enabled: true });
      expect(detail.signIns).toHaveLength(2);
      expect(detail.signIns.map((row) => row.method)).toEqual(['password', 'password']);
      expect(detail.signIns.map((row) => row.userAgent).sort()).toEqual([
        'Browser One/1.0',
        'Browser Two/2.0',
      ]);
      // Nothing secret about the account leaves the server.
      expect(response.body).not.toContain('argon2');
      expect(response.body).not.toContain('passwordHash');
    });

    it('records every way in: sign-up and the emailed reset link, latest first', async () => {
      const email = `newcomer-${suffix()}@example.test`;
      const signUp = await createSessionClient(t.app).post('/api/users/sign-up', {
        name: { first: 'Nora', last: 'Newcomer' },
        email,
        password: NEW_PASSWORD,
        reCaptchaResponse: await solveCaptcha(t.app),
      });
      expect(signUp.statusCode, signUp.body).toBeLessThan(300);
      const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const userId = row?.id as string;

      // A minute later, so the history's order is the order of events.
      t.setNow(new Date(t.deps.now().getTime() + 60_000));
      const forgot = await createSessionClient(t.app).post('/api/users/forgot-password', { email });
      expect(forgot.statusCode).toBe(200);
      const [mail] = await mailsTo(email);
      const reset = await createSessionClient(t.app).post('/api/users/reset-password', {
        resetKey: resetKeyOf(mail as { text: string }),
        password: NEW_PASSWORD,
      });
      expect(reset.statusCode, reset.body).toBe(200);

      const detail = parseJson(await admin.get(`/api/admin/users/${userId}`), AdminUserDetail);
      expect(detail.signIns.map((signIn) => signIn.method)).toEqual(['password-reset', 'sign-up']);
      const stored = await t.deps.db.select().from(signIns).where(eq(signIns.userId, userId));
      expect(stored).toHaveLength(2);
    });

    it('answers 404 for an unknown or malformed id, acting on nothing', async () => {
      const before = await auditCount();
      for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
        expectError(await admin.get(`/api/admin/users/${id}`), 404, 'NOT_FOUND');
        for (const action of ['disable', 'enable', 'password-reset']) {
          expectError(await admin.post(`/api/admin/users/${id}/${action}`, {}), 404, 'NOT_FOUND');
        }
      }
      expect(await auditCount()).toBe(before);
    });
  });

  describe('disable and enable', () => {
    it('ends the open session at once, answers sign-in as a wrong password and sends no reset mail', async () => {
      const user = await insertUser(t.deps.db);
      const startup = await insertCompany(t.deps.db, { name: `Stays Up ${suffix()}` });
      await addCompanyMember(t.deps.db, startup, user);
      const browser = await signIn(user);
      expect((await browser.get('/api/users/me')).statusCode).toBe(200);
      // A reset link mailed before the account is disabled must not sign it back in afterwards.
      await createSessionClient(t.app).post('/api/users/forgot-password', { email: user.email });
      const [earlierMail] = await mailsTo(user.email);
      const before = await auditCount();

      const disabled = parseJson(
        await admin.post(`/api/admin/users/${user.id}/disable`, { reason: 'Spam applications' }),
        AdminUserActionResult,
      );
      expect(disabled.user.disabledAt).not.toBeNull();
      expect(await disabledAtOf(user.id)).not.toBeNull();

      // The open browser is signed out at its next request.
      expectError(await browser.get('/api/users/me'), 401, 'UNAUTHORIZED');

      // The right password answers exactly what a wrong one does.
      const right = await createSessionClient(t.app).post('/api/users/sign-in', {
        email: user.email,
        password: user.password,
      });
      const wrong = await createSessionClient(t.app).post('/api/users/sign-in', {
        email: user.email,
        password: 'Wrong-password-1!',
      });
      expect(right.statusCode).toBe(401);
      expect(right.statusCode).toBe(wrong.statusCode);
      expect(right.json()).toEqual(wrong.json());
      expect(right.json()).toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_LOGIN_MESSAGE });
      expect(right.cookies.find((c) => c.name === 'nh_session' && c.value)).toBeUndefined();

      // Forgot password: the usual answer, no mail.
      const forgot = await createSessionClient(t.app).post('/api/users/forgot-password', {
        email: user.email,
      });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json()).toMatchObject({ message: FORGOT_PASSWORD_SUCCESS });
      expect(await mailsTo(user.email)).toHaveLength(1);
      // The link mailed before is void.
      expectError(
        await createSessionClient(t.app).post('/api/users/reset-password', {
          resetKey: resetKeyOf(earlierMail as { text: string }),
          password: NEW_PASSWORD,
        }),
        404,
        'NOT_FOUND',
      );

      // Their startup's public page stays.
      expect((await createSessionClient(t.app).get(`/api/companies/${startup.key}`)).statusCode).toBe(200);

      // One audit row, with who, what, which object, before/after and the reason; nothing secret.
      expect(await auditCount()).toBe(before + 1);
      const [audit] = await auditRowsOf(user.id);
      expect(audit).toMatchObject({
        actorUserId: adminUser.id,
        actorEmail: adminUser.email,
        action: 'user.disable',
        objectType: 'user',
        objectLabel: user.email,
        before: { disabledAt: null },
        after: { disabledAt: disabled.user.disabledAt, sessionsEnded: 1 },
        reason: 'Spam applications',
      });
      expect(JSON.stringify(audit)).not.toContain(user.passwordHash as string);

      // Disabling again is a conflict that changes nothing.
      const again = expectError(await admin.post(`/api/admin/users/${user.id}/disable`, {}), 409, 'CONFLICT');
      expect(again.message).toBe(ALREADY_DISABLED_MESSAGE);
      // A reset cannot be sent to a disabled account.
      const reset = expectError(
        await admin.post(`/api/admin/users/${user.id}/password-reset`),
        409,
        'CONFLICT',
      );
      expect(reset.message).toBe(RESET_TO_DISABLED_MESSAGE);
      expect(await mailsTo(user.email)).toHaveLength(1);
      expect(await auditCount()).toBe(before + 1);

      // Enabled again (a minute later: the log's order is the order of events): the password works.
      t.setNow(new Date(t.deps.now().getTime() + 60_000));
      const enabled = parseJson(
        await admin.post(`/api/admin/users/${user.id}/enable`),
        AdminUserActionResult,
      );
      expect(enabled.user.disabledAt).toBeNull();
      expect(await disabledAtOf(user.id)).toBeNull();
      const back = await signIn(user);
      expect((await back.get('/api/users/me')).statusCode).toBe(200);
      const rows = await auditRowsOf(user.id);
      expect(rows.map((row) => row.action)).toEqual(['user.disable', 'user.enable']);
      expect(rows[1]).toMatchObject({
        before: { disabledAt: disabled.user.disabledAt },
        after: { disabledAt: null },
      });
      const notDisabled = expectError(
        await admin.post(`/api/admin/users/${user.id}/enable`),
        409,
        'CONFLICT',
      );
      expect(notDisabled.message).toBe(NOT_DISABLED_MESSAGE);
      expect(await auditCount()).toBe(before + 2);
    });

    it('refuses an admin disabling their own account: no change, no audit row, still signed in', async () => {
      const before = await auditCount();
      const refused = expectError(
        await admin.post(`/api/admin/users/${adminUser.id}/disable`, {}),
        409,
        'CONFLICT',
      );
      expect(refused.message).toBe(SELF_DISABLE_MESSAGE);
      expect(await disabledAtOf(adminUser.id)).toBeNull();
      expect(await auditCount()).toBe(before);
      expect((await admin.get('/api/users/me')).statusCode).toBe(200);
    });

    it('refuses a reason that is too long with 422 beside the field, changing nothing', async () => {
      const user = await insertUser(t.deps.db);
      const browser = await signIn(user);
      const before = await auditCount();
      const refused = expectError(
        await admin.post(`/api/admin/users/${user.id}/disable`, { reason: 'x'.repeat(501) }),
        422,
        'VALIDATION',
      );
      expect(Object.keys(refused.fieldErrors ?? {}).join()).toMatch(/reason/);
      expect(await disabledAtOf(user.id)).toBeNull();
      expect(await auditCount()).toBe(before);
      expect((await browser.get('/api/users/me')).statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    it('queues the forgot-password mail in the action and audits it without the key', async () => {
      const user = await insertUser(t.deps.db);
      const sent = parseJson(
        await admin.post(`/api/admin/users/${user.id}/password-reset`),
        AdminUserActionResult,
      );
      expect(sent.message).toContain(user.email);
      const mails = await mailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(RESET_PASSWORD_SUBJECT);
      const key = resetKeyOf(mails[0] as { text: string });

      const [audit] = await auditRowsOf(user.id);
      expect(audit).toMatchObject({
        actorUserId: adminUser.id,
        action: 'user.passwordReset',
        objectType: 'user',
        objectLabel: user.email,
        before: null,
        after: { resetLinkSentTo: user.email },
      });
      expect(JSON.stringify(audit)).not.toContain(key);

      // The link works like any reset link, and signs the owner in.
      const reset = await createSessionClient(t.app).post('/api/users/reset-password', {
        resetKey: key,
        password: NEW_PASSWORD,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const detail = parseJson(await admin.get(`/api/admin/users/${user.id}`), AdminUserDetail);
      expect(detail.signIns.map((row) => row.method)).toEqual(['password-reset']);
    });
  });
});

/**
 * Accounts over HTTP: sign-up (validation texts, captcha, verification mail over real SMTP), sign-in,
 * sessions (cookie flags, rotation, logout), CSRF, rate limits, password reset, and access to a
 * startup's private data across tenants.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Me } from '#domain/users/user.schema.ts';
import { users } from '#server/db/schema/index.ts';
import { solveCaptcha } from '#tests/helpers/captcha.ts';
import { addCompanyMember, insertCompany, insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { extractLinks, type SmtpCapture, startSmtpCapture } from '#tests/helpers/smtp-capture.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const STRONG_PASSWORD = 'Fjord-Lights-42!';

describe.each(BACKENDS)('accounts API [%s]', (backend) => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ backend, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.test`;

  async function signUp(email: string, password = STRONG_PASSWORD) {
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-up', {
      name: { first: 'Astrid', last: 'Lindqvist' },
      email,
      password,
      reCaptchaResponse: await solveCaptcha(t.app),
    });
    return { client, response };
  }

  describe('sign-up', () => {
    it('answers each invalid field with the message of docs/product.md, Validation', async () => {
      const client = createSessionClient(t.app);
      const response = await client.post('/api/users/sign-up', {
        name: { first: '', last: 'x'.repeat(51) },
        email: 'not-an-email',
        password: 'short',
        reCaptchaResponse: '',
      });
      const body = expectError(response, 422, 'VALIDATION');
      expect(body.fieldErrors).toEqual({
        'name.first': ['Please enter first name'],
        'name.last': ['Please enter last name'],
        email: ['Please enter your email address'],
        password: ['Please enter a valid password'],
        reCaptchaResponse: ['Please verify you are not a robot'],
      });
    });

    it('refuses a captcha that was not solved', async () => {
      const client = createSessionClient(t.app);
      const response = await client.post('/api/users/sign-up', {
        name: { first: 'Astrid', last: 'Lindqvist' },
        email: uniqueEmail('robot'),
        password: STRONG_PASSWORD,
        reCaptchaResponse: 'bm90IGEgc29sdXRpb24=',
      });
      const body = expectError(response, 422, 'VALIDATION');
      expect(body.fieldErrors?.reCaptchaResponse).toEqual(['Please verify you are not a robot']);
    });

    it('creates the account, logs in with a safe cookie, and stores an argon2id hash', async () => {
      const email = uniqueEmail('new');
      const { client, response } = await signUp(email);
      expect(response.statusCode, response.body).toBe(201);
      const me = parseJson(response, Me);
      expect(me).toMatchObject({ email, fullName: 'Astrid Lindqvist', isEmailVerified: false, profiles: [] });

      const cookie = response.cookies.find((c) => c.name === 'nh_session');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.path).toBe('/');

      expect(parseJson(await client.get('/api/users/me'), Me).id).toBe(me.id);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, me.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('emails a verification link over SMTP that verifies once', async () => {
      const email = uniqueEmail('verify');
      const { client } = await signUp(email);
      const mail = await smtp.waitForMail((m) => m.to.includes(email), 10_000);
      expect(mail.subject).toMatch(/verify|confirm/i);
      const link = extractLinks(mail.text).find((l) => l.includes('/client/verify-email?key='));
      expect(link, mail.text).toBeDefined();
      expect(link?.startsWith('http://localhost:3000/')).toBe(true);
      expect(mail.html).toContain('/client/verify-email?key=');

      const key = new URL(link as string).searchParams.get('key');
      const first = await client.post('/api/users/verify-email', { emailVerificationKey: key });
      expect(first.statusCode, first.body).toBe(200);
      expect(parseJson(await client.get('/api/users/me'), Me).isEmailVerified).toBe(true);
      expectError(
        await client.post('/api/users/verify-email', { emailVerificationKey: key }),
        404,
        'NOT_FOUND',
      );
    });

    it('answers E_ACCOUNT_EXISTS for a taken email, whatever its case', async () => {
      const email = uniqueEmail('taken');
      expect((await signUp(email)).response.statusCode).toBe(201);
      const { response } = await signUp(email.toUpperCase());
      const body = expectError(response, 409, 'E_ACCOUNT_EXISTS');
      expect(body.message).toBe('Email address found, please log in');
      const rows = await t.deps.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    });
  });

  describe('sign-in and sessions', () => {
    it('says "Invalid email or password" for a wrong password and for an unknown email', async () => {
      const user = await insertUser(t.deps.db);
      const client = createSessionClient(t.app);
      const wrong = await client.post('/api/users/sign-in', { email: user.email, password: 'Wrong-pass-1!' });
      expect(expectError(wrong, 401, 'UNAUTHORIZED').message).toBe('Invalid email or password');
      const unknown = await client.post('/api/users/sign-in', {
        email: uniqueEmail('nobody'),
        password: 'X-1aaaaa!',
      });
      expect(expectError(unknown, 401, 'UNAUTHORIZED').message).toBe('Invalid email or password');
      expect(client.cookie).toBeUndefined();
    });

    it('validates the login form with the messages of docs/product.md, Validation', async () => {
      const client = createSessionClient(t.app);
      const body = expectError(
        await client.post('/api/users/sign-in', { email: 'x', password: '' }),
        422,
        'VALIDATION',
      );
      expect(body.fieldErrors).toEqual({
        email: ['Please enter your email address'],
        password: ['Please enter your password'],
      });
    });

    it('rotates the session at login and refuses the old cookie; refuses it after logout too', async () => {
      const user = await insertUser(t.deps.db);
      const client = createSessionClient(t.app);
      expect(
        (await client.post('/api/users/sign-in', { email: user.email, password: user.password })).statusCode,
      ).toBe(200);
      const first = client.cookie;
      expect(first).toBeDefined();

      expect(
        (await client.post('/api/users/sign-in', { email: user.email, password: user.password })).statusCode,
      ).toBe(200);
      const second = client.cookie;
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      const old = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { cookie: `nh_session=${first}` },
      });
      expectError(old, 401, 'UNAUTHORIZED');
      expect((await client.get('/api/users/me')).statusCode).toBe(200);

      const out = await client.post('/api/users/sign-out');
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'nh_session')?.value).toBe('');
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { cookie: `nh_session=${second}` },
      });
      expectError(after, 401, 'UNAUTHORIZED');
    });

    it('ends a session named by its user only: an old page cannot log out a newer login of another user', async () => {
      const first = await insertUser(t.deps.db);
      const second = await insertUser(t.deps.db);
      const browser = createSessionClient(t.app);
      await browser.post('/api/users/sign-in', { email: first.email, password: first.password });
      const firstId = ((await browser.get('/api/users/me')).json() as { id: string }).id;
      // Another tab of the same browser: the second user logs in, and the cookie is theirs now.
      await browser.post('/api/users/sign-in', { email: second.email, password: second.password });
      const secondId = ((await browser.get('/api/users/me')).json() as { id: string }).id;

      // The first user's old page found its session gone and logs out "its" user.
      const stale = await browser.post('/api/users/sign-out', { userId: firstId });
      expectError(stale, 409, 'CONFLICT');
      expect(stale.cookies.find((c) => c.name === 'nh_session')).toBeUndefined();
      const still = await browser.get('/api/users/me');
      expect(still.statusCode).toBe(200);
      expect((still.json() as { id: string }).id).toBe(secondId);

      // Named right, it ends the session as a plain log-out does.
      const out = await browser.post('/api/users/sign-out', { userId: secondId });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'nh_session')?.value).toBe('');
      expectError(await browser.get('/api/users/me'), 401, 'UNAUTHORIZED');
      // Without a session there is nothing to protect: the same call answers 200.
      expect((await browser.post('/api/users/sign-out', { userId: firstId })).statusCode).toBe(200);
    });

    it('refuses the 11th sign-in within a minute from one client with 429 and Retry-After', async () => {
      const app = await createTestApp({ backend });
      try {
        const client = createSessionClient(app.app);
        for (let i = 0; i < 10; i++) {
          const attempt = await client.post('/api/users/sign-in', {
            email: 'who@example.test',
            password: 'Wrong-1!x',
          });
          expect(attempt.statusCode).toBe(401);
        }
        const blocked = await client.post('/api/users/sign-in', {
          email: 'who@example.test',
          password: 'Wrong-1!x',
        });
        expectError(blocked, 429, 'RATE_LIMITED');
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    });

    it('refuses state changes from other sites', async () => {
      const user = await insertUser(t.deps.db);
      const crossSite = await t.app.inject({
        method: 'POST',
        url: '/api/users/sign-in',
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        payload: { email: user.email, password: user.password },
      });
      expectError(crossSite, 403, 'FORBIDDEN');
      const foreignOrigin = await t.app.inject({
        method: 'POST',
        url: '/api/users/sign-out',
        headers: { origin: 'https://evil.example' },
      });
      expectError(foreignOrigin, 403, 'FORBIDDEN');
    });
  });

  describe('forgot and reset password', () => {
    const SUCCESS =
      "If there's a user connected to this email address, we've sent an email with instructions for resetting your password.";

    it('answers the same for unknown and known emails, and mails a single-use link', async () => {
      const user = await insertUser(t.deps.db);
      const client = createSessionClient(t.app);
      const other = createSessionClient(t.app);
      await other.post('/api/users/sign-in', { email: user.email, password: user.password });
      expect(other.cookie).toBeDefined();

      const unknown = await client.post('/api/users/forgot-password', { email: uniqueEmail('ghost') });
      expect(parseJson(unknown, z.object({ message: z.string() })).message).toBe(SUCCESS);
      const known = await client.post('/api/users/forgot-password', { email: user.email });
      expect(parseJson(known, z.object({ message: z.string() })).message).toBe(SUCCESS);

      const mail = await smtp.waitForMail((m) => m.to.includes(user.email), 10_000);
      const link = extractLinks(mail.text).find((l) => l.includes('/client/reset-password?key='));
      const resetKey = new URL(link as string).searchParams.get('key');

      const weak = await client.post('/api/users/reset-password', { resetKey, password: 'weak' });
      expect(expectError(weak, 422, 'VALIDATION').fieldErrors?.password).toEqual([
        'Please enter a valid password',
      ]);

      const reset = await client.post('/api/users/reset-password', { resetKey, password: 'New-Passw0rd!' });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(parseJson(reset, Me).email).toBe(user.email);
      // Other sessions end with the reset.
      expectError(await other.get('/api/users/me'), 401, 'UNAUTHORIZED');
      expectError(
        await client.post('/api/users/reset-password', { resetKey, password: 'Another-1!' }),
        404,
        'NOT_FOUND',
      );

      const login = createSessionClient(t.app);
      expect(
        (await login.post('/api/users/sign-in', { email: user.email, password: user.password })).statusCode,
      ).toBe(401);
      expect(
        (await login.post('/api/users/sign-in', { email: user.email, password: 'New-Passw0rd!' })).statusCode,
      ).toBe(200);
    });
  });

  describe('startup data across tenants', () => {
    it('lets members and admins read and change their startup, and nobody else', async () => {
      const startupA = await insertCompany(t.deps.db, { status: 'DRAFT' });
      const startupB = await insertCompany(t.deps.db, { status: 'DRAFT' });
      const recruiterA = await insertUser(t.deps.db);
      const admin = await insertUser(t.deps.db, { isAdmin: true });
      await addCompanyMember(t.deps.db, startupA, recruiterA);

      const asA = createSessionClient(t.app);
      await asA.post('/api/users/sign-in', { email: recruiterA.email, password: recruiterA.password });
      expect((await asA.get(`/api/companies/${startupA.key}/hidden`)).statusCode).toBe(200);
      expectError(await asA.get(`/api/companies/${startupB.key}/hidden`), 404, 'NOT_FOUND');
      expectError(
        await asA.post(`/api/companies/${startupB.key}/platform`, { platform: 'impact' }),
        404,
        'NOT_FOUND',
      );
      const unchanged = await t.app.inject({ method: 'GET', url: `/api/companies/${startupB.key}/hidden` });
      expectError(unchanged, 401, 'UNAUTHORIZED');

      const asAdmin = createSessionClient(t.app);
      await asAdmin.post('/api/users/sign-in', { email: admin.email, password: admin.password });
      expect((await asAdmin.get(`/api/companies/${startupB.key}/hidden`)).statusCode).toBe(200);
      const connected = await asAdmin.post(`/api/companies/${startupB.key}/platform`, { platform: 'impact' });
      expect(connected.statusCode, connected.body).toBe(200);
      expect(connected.json().platform).toEqual({ main: true, impact: true });
    });

    it("lists a member's startups as Startup profiles on the matching platform only", async () => {
      const startup = await insertCompany(t.deps.db, { platform: { main: false, impact: true } });
      const member = await insertUser(t.deps.db);
      await addCompanyMember(t.deps.db, startup, member);
      const client = createSessionClient(t.app);
      const main = parseJson(
        await client.post('/api/users/sign-in', { email: member.email, password: member.password }),
        Me,
      );
      expect(main.profiles).toEqual([]);
      const impact = await client.request({
        method: 'GET',
        url: '/api/users/me',
        headers: { host: 'impact.localhost' },
      });
      expect(parseJson(impact, Me).profiles.map((p) => [p.id, p.typeLabel])).toEqual([
        [`company:${startup.key}`, 'Startup'],
      ]);
    });
  });

  describe('talent profile', () => {
    it('creates the applicant profile for the signed-in user', async () => {
      const user = await insertUser(t.deps.db);
      const client = createSessionClient(t.app);
      await client.post('/api/users/sign-in', { email: user.email, password: user.password });
      const created = await client.post('/api/applicant');
      expect(created.statusCode, created.body).toBe(201);
      expect(parseJson(created, Me).profiles.map((p) => p.typeLabel)).toEqual(['Talent']);
      expectError(await createSessionClient(t.app).post('/api/applicant'), 401, 'UNAUTHORIZED');
    });
  });
});

describe('demo logins', () => {
  it('signs in the documented demo talent with the documented password', async () => {
    const t = await createTestApp({ backend: 'pglite' });
    try {
      const client = createSessionClient(t.app);
      const response = await client.post('/api/users/sign-in', {
        email: 'talent@nordhub.test',
        password: 'Nordhub-demo-2026!',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(parseJson(response, Me).profiles.map((p) => p.typeLabel)).toContain('Talent');
    } finally {
      await t.close();
    }
  });
});

describe.each(BACKENDS)('switch profile [%s]', (backend) => {
  it('remembers the chosen profile in a cookie, saves it when asked, and refuses profiles of others', async () => {
    const t = await createTestApp({ backend });
    try {
      const mine = await insertCompany(t.deps.db);
      const someoneElses = await insertCompany(t.deps.db);
      const user = await insertUser(t.deps.db);
      await addCompanyMember(t.deps.db, mine, user);
      const client = createSessionClient(t.app);
      await client.post('/api/users/sign-in', { email: user.email, password: user.password });
      await client.post('/api/applicant');

      const once = await client.post('/api/users/select-profile', { profile: 'applicant', save: false });
      expect(once.statusCode, once.body).toBe(200);
      expect(once.cookies.find((c) => c.name === 'nh_profile')?.value).toBe('applicant');
      expect(parseJson(once, Me).profile).toBeNull();

      const saved = await client.post('/api/users/select-profile', {
        profile: `company:${mine.key}`,
        save: true,
      });
      expect(parseJson(saved, Me).profile).toBe(`company:${mine.key}`);
      expect(parseJson(await client.get('/api/users/me'), Me).profile).toBe(`company:${mine.key}`);

      const foreign = await client.post('/api/users/select-profile', {
        profile: `company:${someoneElses.key}`,
      });
      expect(expectError(foreign, 422, 'VALIDATION').fieldErrors?.profile).toEqual([
        'Choose one of your profiles',
      ]);
    } finally {
      await t.close();
    }
  });
});

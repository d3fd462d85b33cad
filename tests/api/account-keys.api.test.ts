/**
 * Emailed keys of an account (issue 10, defect 1): a password reset or change voids every other
 * outstanding key (reset links, and verification links such as a pending email change), two keys of
 * one account spent at the same moment cannot both reset it, and reset mails are capped per account
 * (3 an hour, whatever the client address) with the same answer whether or not anything was sent.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORGOT_PASSWORD_SUCCESS, Me } from '#domain/users/user.schema.ts';
import { outboxEmails } from '#server/db/schema/index.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const NEW_PASSWORD = 'Fresh-Fjord-77!';
const LINK_INVALID = 'This reset link is not valid any more, please ask for a new one';
const HOUR_MS = 60 * 60 * 1000;

describe.each(BACKENDS)('account keys [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    // No SMTP: every mail is an outbox row, read here as the recipient would read the mail.
    t = await createTestApp({ backend, env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The keys of the links in the mails of `kind` to `to`, oldest first. */
  async function keysMailedTo(to: string, kind: string, path: string): Promise<string[]> {
    const mails = await t.deps.db
      .select({ text: outboxEmails.text })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)))
      .orderBy(asc(outboxEmails.createdAt));
    return mails.map((mail) => {
      const link = mail.text.match(new RegExp(`https?://\\S+${path.replaceAll('/', '\\/')}\\?key=\\S+`))?.[0];
      if (!link) throw new Error(`no ${path} link in:\n${mail.text}`);
      return new URL(link).searchParams.get('key') as string;
    });
  }
  const resetKeys = (to: string) => keysMailedTo(to, 'reset_password', '/client/reset-password');

  /** Asks for a reset from a browser of its own (its own client address). */
  async function askForReset(email: string) {
    const response = await createSessionClient(t.app).post('/api/users/forgot-password', { email });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, z.object({ message: z.string() })).message;
  }

  const reset = (resetKey: string, password = NEW_PASSWORD) =>
    createSessionClient(t.app).post('/api/users/reset-password', { resetKey, password });

  async function canSignIn(email: string, password: string): Promise<boolean> {
    const response = await createSessionClient(t.app).post('/api/users/sign-in', { email, password });
    return response.statusCode === 200;
  }

  it('voids the older reset key when the newer one is used, and the newer when the older is', async () => {
    for (const use of ['newest', 'oldest'] as const) {
      const user = await insertUser(t.deps.db);
      await askForReset(user.email);
      await askForReset(user.email);
      const [oldest, newest] = await resetKeys(user.email);
      expect(oldest && newest && oldest !== newest).toBe(true);
      const [spent, other] = use === 'newest' ? [newest, oldest] : [oldest, newest];

      const done = await reset(spent as string);
      expect(done.statusCode, done.body).toBe(200);
      expect(parseJson(done, Me).email).toBe(user.email);

      const late = await reset(other as string, 'Another-Pass-88!');
      expect(expectError(late, 404, 'NOT_FOUND').message).toBe(LINK_INVALID);
      expect(late.cookies.find((c) => c.name === 'nh_session')).toBeUndefined();
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(user.email, 'Another-Pass-88!')).toBe(false);
    }
  });

  it('lets only one of two keys of an account reset it when both are used at the same moment', async () => {
    const user = await insertUser(t.deps.db);
    await askForReset(user.email);
    await askForReset(user.email);
    const [first, second] = await resetKeys(user.email);
    const answers = await Promise.all([
      reset(first as string, 'First-Racer-11!'),
      reset(second as string, 'Second-Racer-22!'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const winner = answers[0]?.statusCode === 200 ? 'First-Racer-11!' : 'Second-Racer-22!';
    const loser = winner === 'First-Racer-11!' ? 'Second-Racer-22!' : 'First-Racer-11!';
    expect(await canSignIn(user.email, winner)).toBe(true);
    expect(await canSignIn(user.email, loser)).toBe(false);
  });

  it('voids a pending email change link with the reset (an intruder may have asked it)', async () => {
    const user = await insertUser(t.deps.db);
    const intruder = createSessionClient(t.app);
    await intruder.post('/api/users/sign-in', { email: user.email, password: user.password });
    const newAddress = `taken-over-${user.id.slice(0, 8)}@example.test`;
    const change = await intruder.put('/api/users/me/email', { email: newAddress, password: user.password });
    expect(change.statusCode, change.body).toBe(200);
    const [changeKey] = await keysMailedTo(newAddress, 'verify_new_email', '/client/verify-email');

    await askForReset(user.email);
    const [resetKey] = await resetKeys(user.email);
    const owner = createSessionClient(t.app);
    const done = await owner.post('/api/users/reset-password', { resetKey, password: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);

    const pending = await owner.get('/api/users/me/email-change');
    expect(parseJson(pending, z.object({ pendingEmail: z.string().nullable() })).pendingEmail).toBeNull();
    const follow = await createSessionClient(t.app).post('/api/users/verify-email', {
      emailVerificationKey: changeKey,
    });
    expectError(follow, 404, 'NOT_FOUND');
    expect(parseJson(await owner.get('/api/users/me'), Me).email).toBe(user.email);
    // The intruder's session ended with the reset.
    expectError(await intruder.get('/api/users/me'), 401, 'UNAUTHORIZED');
  });

  it('voids outstanding reset keys when the password is changed in My Account', async () => {
    const user = await insertUser(t.deps.db);
    await askForReset(user.email);
    const [resetKey] = await resetKeys(user.email);
    const owner = createSessionClient(t.app);
    await owner.post('/api/users/sign-in', { email: user.email, password: user.password });
    const changed = await owner.put('/api/users/me/password', {
      currentPassword: user.password,
      password: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(expectError(await reset(resetKey as string), 404, 'NOT_FOUND').message).toBe(LINK_INVALID);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('mails at most 3 reset links per account an hour from 10 client addresses, answering the same', async () => {
    const user = await insertUser(t.deps.db);
    const started = t.deps.now();
    try {
      const answers: string[] = [];
      for (let i = 0; i < 10; i++) answers.push(await askForReset(user.email));
      // An unknown address gets the very same answer: the cap says nothing about accounts.
      answers.push(await askForReset(`nobody-${user.id.slice(0, 8)}@example.test`));
      expect(new Set(answers)).toEqual(new Set([FORGOT_PASSWORD_SUCCESS]));
      const keys = await resetKeys(user.email);
      expect(keys).toHaveLength(3);

      // Later in the hour: still capped. After it: one more link.
      t.setNow(new Date(started.getTime() + HOUR_MS - 60_000));
      expect(await askForReset(user.email)).toBe(FORGOT_PASSWORD_SUCCESS);
      expect(await resetKeys(user.email)).toHaveLength(3);
      t.setNow(new Date(started.getTime() + HOUR_MS + 1000));
      expect(await askForReset(user.email)).toBe(FORGOT_PASSWORD_SUCCESS);
      const after = await resetKeys(user.email);
      expect(after).toHaveLength(4);

      // The three from the first hour have expired; the new one works.
      expect((await reset(after[3] as string)).statusCode).toBe(200);
    } finally {
      t.setNow(started);
    }
  });
});

/**
 * The per-account brute-force limit (issue 10, defect 5): wrong passwords for one email address
 * from many client addresses are counted together; after 10 the answers come slower; the 101st
 * attempt within an hour is refused with 429 and Retry-After, even with the right password, and the
 * same for an address without an account. The email reset still works meanwhile, clears the count,
 * and the owner signs in with the new password.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORGOT_PASSWORD_SUCCESS, Me } from '#domain/users/user.schema.ts';
import { outboxEmails } from '#server/db/schema/index.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const WRONG = 'Wrong-Guess-000!';
const LOCKED_MESSAGE =
  'Too many failed log-ins for this email address. Please try again later, or reset your password.';

describe.each(BACKENDS)('per-account sign-in limit [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One attempt from a browser of its own: a new client address every time. */
  async function attempt(email: string, password: string) {
    const client = createSessionClient(t.app);
    const started = performance.now();
    const response = await client.post('/api/users/sign-in', { email, password });
    return { client, response, ms: performance.now() - started };
  }

  /** `count` wrong passwords at once, each from its own address: every one is checked (401). */
  async function failMany(email: string, count: number) {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) => attempt(email, `${WRONG}${i}`)),
    );
    expect(answers.map((a) => a.response.statusCode)).toEqual(Array(count).fill(401));
  }

  it('slows down after 10 failures and refuses the 101st try with 429, even with the right password', async () => {
    const user = await insertUser(t.deps.db);
    for (let i = 0; i < 10; i++) {
      expectError((await attempt(user.email, WRONG)).response, 401, 'UNAUTHORIZED');
    }
    // From the 11th on, each answer waits before the password is even checked, longer each time.
    const eleventh = await attempt(user.email, WRONG);
    expectError(eleventh.response, 401, 'UNAUTHORIZED');
    expect(eleventh.ms).toBeGreaterThanOrEqual(240);
    const twelfth = await attempt(user.email, WRONG);
    expectError(twelfth.response, 401, 'UNAUTHORIZED');
    expect(twelfth.ms).toBeGreaterThanOrEqual(490);

    await failMany(user.email, 88);
    const refused = await attempt(user.email, WRONG);
    expect(expectError(refused.response, 429, 'RATE_LIMITED').message).toBe(LOCKED_MESSAGE);
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    const owner = await attempt(user.email, user.password);
    expectError(owner.response, 429, 'RATE_LIMITED');
    expect(owner.response.headers['retry-after']).toBeDefined();
    expect(owner.response.cookies.find((c) => c.name === 'nh_session')).toBeUndefined();
  }, 120_000);

  it('answers an address without an account exactly the same (no account probing)', async () => {
    const nobody = `nobody-${Math.random().toString(36).slice(2, 8)}@example.test`;
    await failMany(nobody, 100);
    const refused = await attempt(nobody, WRONG);
    expect(expectError(refused.response, 429, 'RATE_LIMITED').message).toBe(LOCKED_MESSAGE);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(3500);

    // Counted per address whatever its case, and the limit lifts when the oldest failure is an hour old.
    expectError((await attempt(nobody.toUpperCase(), WRONG)).response, 429, 'RATE_LIMITED');
    const now = t.deps.now();
    try {
      t.setNow(new Date(now.getTime() + 60 * 60 * 1000 + 1000));
      expectError((await attempt(nobody, WRONG)).response, 401, 'UNAUTHORIZED');
    } finally {
      t.setNow(now);
    }
  }, 120_000);

  it('keeps the email reset open while the limit holds; the reset clears it and the owner signs in', async () => {
    const user = await insertUser(t.deps.db);
    await failMany(user.email, 100);
    expectError((await attempt(user.email, user.password)).response, 429, 'RATE_LIMITED');

    const forgot = await createSessionClient(t.app).post('/api/users/forgot-password', { email: user.email });
    expect(forgot.statusCode, forgot.body).toBe(200);
    expect(parseJson(forgot, z.object({ message: z.string() })).message).toBe(FORGOT_PASSWORD_SUCCESS);
    const [mail] = await t.deps.db
      .select({ text: outboxEmails.text })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, user.email), eq(outboxEmails.kind, 'reset_password')));
    const link = mail?.text.match(/https?:\/\/\S+\/client\/reset-password\?key=\S+/)?.[0];
    expect(link, mail?.text).toBeDefined();
    const resetKey = new URL(link as string).searchParams.get('key');

    const reset = await createSessionClient(t.app).post('/api/users/reset-password', {
      resetKey,
      password: 'Back-In-Control-9!',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const signedIn = await attempt(user.email, 'Back-In-Control-9!');
    expect(signedIn.response.statusCode, signedIn.response.body).toBe(200);
    expect(parseJson(signedIn.response, Me).email).toBe(user.email);
  }, 120_000);
});

/**
 * Issue 10, defect 2: secrets never reach the logs. The app runs with a logger writing into this
 * test's buffer, configured with the app's own serializers (as main.ts configures it):
 *  - a database error on sign-up (a CHECK constraint the test adds) is logged as a 500 with its type,
 *    statement and codes, but without the SQL parameters: no argon2 hash, no address, no password;
 *  - key-bearing URLs are logged with their keys masked.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { LOG_SERIALIZERS } from '#server/http/log-redaction.ts';
import { solveCaptcha } from '#tests/helpers/captcha.ts';
import { expectError } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const PASSWORD = 'Logged-never-2026!';

describe.each(BACKENDS)('secrets in logs [%s]', (backend) => {
  let t: TestApp;
  const lines: string[] = [];
  const logText = () => lines.join('');

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const logger = pino({ level: 'info', serializers: LOG_SERIALIZERS }, sink);
    t = await createTestApp({ backend, logger });
    // A constraint the app knows nothing of: the insert of the account fails inside sign-up.
    await t.deps.db.execute(
      sql.raw(`alter table users add constraint log_test_no_broken check (first_name <> 'Broken')`),
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('logs a database error on sign-up without the SQL parameters (no hash, no address, no password)', async () => {
    const email = `log-test-${Date.now()}@example.test`;
    const response = await createSessionClient(t.app).post('/api/users/sign-up', {
      name: { first: 'Broken', last: 'Record' },
      email,
      password: PASSWORD,
      reCaptchaResponse: await solveCaptcha(t.app),
    });
    expect(expectError(response, 500, 'INTERNAL').message).toBe('Something went wrong');
    expect(await t.deps.db.select().from(users).where(sql`lower(${users.email}) = ${email}`)).toEqual([]);

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "users"/),
      cause: { code: '23514', constraint: 'log_test_no_broken', table: 'users' },
    });
    const text = logText();
    for (const secret of ['$argon2', email, PASSWORD, 'Failing row', 'Broken', 'Record']) {
      expect(text, `the log holds ${secret}`).not.toContain(secret);
    }
  });

  it('logs key-bearing URLs with their keys masked', async () => {
    const key = 'QmFkS2V5VGhhdE11c3ROZXZlckJlTG9nZ2VkMTIzNDU2Nzg';
    const client = createSessionClient(t.app);
    for (const url of [
      `/api/digest/${key}`,
      `/api/digest/${key}/unsubscribe`,
      `/api/invites/${key}`,
      `/client/reset-password?key=${key}`,
      `/client/verify-email?key=${key}`,
      `/jobs/00000000-0000-4000-8000-000000000000/still-hiring?token=${key}`,
      `/profile-settings/${key}`,
    ]) {
      await client.get(url);
    }
    await client.post(`/api/invites/${key}/accept`);
    const text = logText();
    expect(text).toContain('"url":"/api/digest/***"');
    expect(text).toContain('"url":"/api/invites/***"');
    expect(text).toContain('"url":"/client/reset-password?key=***"');
    expect(lines.filter((line) => line.includes(key))).toEqual([]);
  });
});

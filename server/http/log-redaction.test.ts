import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { maskUrl, serializeError } from './log-redaction.ts';

describe('maskUrl', () => {
  it.each([
    ['/jobs', '/jobs'],
    ['/jobs?q=designer&page=2', '/jobs?q=***&page=***'],
    ['/client/reset-password?key=abc123', '/client/reset-password?key=***'],
    ['/client/verify-email?key=abc123', '/client/verify-email?key=***'],
    ['/client/reset-password.data?key=abc123', '/client/reset-password.data?key=***'],
    ['/client/reset-password/abc123', '/client/reset-password/***'],
    ['/jobs/6f1c/still-hiring?token=6f1c.123.sig', '/jobs/6f1c/still-hiring?token=***'],
    ['/jobs/6f1c/still-hiring.data?token=6f1c.123.sig', '/jobs/6f1c/still-hiring.data?token=***'],
    ['/profile-settings/AbC_123-xyz', '/profile-settings/***'],
    ['/profile-settings/AbC_123-xyz.data', '/profile-settings/***'],
    ['/Profile-Settings/AbC_123-xyz', '/Profile-Settings/***'],
    ['//profile-settings//AbC_123-xyz', '//profile-settings//***'],
    ['/api/digest/AbC_123-xyz', '/api/digest/***'],
    ['/api/digest/AbC_123-xyz/unsubscribe', '/api/digest/***'],
    ['/api/digest/AbC_123-xyz/resubscribe', '/api/digest/***'],
    ['/api/digest/mail/anna@example.com', '/api/digest/***'],
    ['/client/invites/key123', '/client/invites/***'],
    ['/client/invites/key123.data', '/client/invites/***'],
    ['/api/invites/key123/accept', '/api/invites/***/accept'],
    ['/api/invites/key123', '/api/invites/***'],
    ['/payments/test-checkout/cs_test_1', '/payments/test-checkout/***'],
    ['/auth/linkedin/callback?code=abc&state=def', '/auth/linkedin/callback?code=***&state=***'],
    // CV and export downloads carry ids and a session cookie, never a key: nothing to mask.
    ['/api/companies/kodkraft/applications/6f1c/cv', '/api/companies/kodkraft/applications/6f1c/cv'],
    ['/api/users/me/export.json', '/api/users/me/export.json'],
    // A bare key as a query name is masked too.
    ['/jobs?Zm9vYmFyYmF6cXV1eGZvb2JhcmJhenF1dXhmb29iYXJiYXpx', '/jobs?***=***'],
    ['/jobs?', '/jobs'],
  ])('%s → %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });
});

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';
const EMAIL = 'anna.secret@example.com';
const PASSWORD = 'Hunter2-secret!';

/** What the driver throws for a CHECK violation: `detail` repeats the whole failing row. */
function checkViolation(): pg.DatabaseError {
  const error = new pg.DatabaseError(
    'new row for relation "users" violates check constraint "users_name_check"',
    120,
    'error',
  );
  Object.assign(error, {
    severity: 'ERROR',
    code: '23514',
    detail: `Failing row contains (7f0c…, ${EMAIL}, ${HASH}, Anna, Berg).`,
    schema: 'public',
    table: 'users',
    constraint: 'users_name_check',
    where: `SQL statement "insert into users values ('${EMAIL}')"`,
    internalQuery: `insert into users values ('${EMAIL}')`,
  });
  return error;
}

describe('serializeError', () => {
  it('keeps the type, the statement, the codes and the stack of a Drizzle error, never its values', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("id", "email", "password_hash") values (default, $1, $2) returning "id"',
      [EMAIL, HASH, PASSWORD],
      checkViolation(),
    );
    const serialized = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    for (const secret of [EMAIL, HASH, PASSWORD, '$argon2id$', 'Failing row'])
      expect(text).not.toContain(secret);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message:
        'Failed query: insert into "users" ("id", "email", "password_hash") values (default, $1, $2) returning "id"',
      cause: {
        type: 'DatabaseError',
        message: 'new row for relation "users" violates check constraint "users_name_check"',
        code: '23514',
        table: 'users',
        constraint: 'users_name_check',
      },
    });
    expect(serialized).not.toHaveProperty('params');
    expect(serialized).not.toHaveProperty('query');
    expect(serialized.cause).not.toHaveProperty('detail');
    expect(serialized.cause).not.toHaveProperty('where');
    expect(serialized.cause).not.toHaveProperty('internalQuery');
    expect(String(serialized.stack)).toMatch(/^DrizzleQueryError: Failed query: insert into "users"/);
    expect(String(serialized.stack)).toMatch(/\n\s+at /);
  });

  it.each([
    ['invalid input syntax for type uuid: "my-secret-key"', 'invalid input syntax for type uuid: "***"'],
    [
      'duplicate key value violates unique constraint "users_email_unique"',
      'duplicate key value violates unique constraint "users_email_unique"',
    ],
    [
      'column "email" of relation "users" does not exist',
      'column "email" of relation "users" does not exist',
    ],
    [
      `Can't send mail - all recipients were rejected: 550 <${EMAIL}>: Recipient address rejected`,
      "Can't send mail - all recipients were rejected: 550 <***@***>: Recipient address rejected",
    ],
  ])('masks values in "%s"', (message, expected) => {
    expect(serializeError(new Error(message))).toMatchObject({ type: 'Error', message: expected });
  });

  it('keeps the codes of a connection failure and each of its attempts', () => {
    const attempt = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), {
        code: 'ECONNREFUSED',
        errno: -111,
        address,
        port: 5432,
      });
    const error = new AggregateError([attempt('127.0.0.1'), attempt('::1')], 'connect failed');
    expect(serializeError(error)).toMatchObject({
      type: 'AggregateError',
      message: 'connect failed',
      errors: [
        { type: 'Error', code: 'ECONNREFUSED' },
        { type: 'Error', code: 'ECONNREFUSED' },
      ],
    });
  });

  it('drops any other property an error carries', () => {
    const error = Object.assign(new Error('request failed'), {
      statusCode: 500,
      code: 'FST_ERR_SOMETHING',
      body: { password: PASSWORD },
      headers: { cookie: 'nh_session=abc' },
    });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ statusCode: 500, code: 'FST_ERR_SOMETHING' });
    expect(JSON.stringify(serialized)).not.toContain(PASSWORD);
    expect(JSON.stringify(serialized)).not.toContain('nh_session');
  });

  it('passes anything that is not an error through', () => {
    expect(serializeError('text')).toBe('text');
    expect(serializeError(42)).toBe(42);
    expect(serializeError({ reason: 'x' })).toEqual({ reason: 'x' });
  });
});

import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { databaseUnavailableReason, isDatabaseUnavailable, markDatabaseError } from './connection-errors.ts';

/** What PostgreSQL sends when a fast stop ends our session (the fields node-postgres keeps). */
function serverError(code: string, message: string): Error {
  return Object.assign(new Error(message), { name: 'error', code, severity: 'FATAL' });
}

function socketError(code: string, syscall = 'connect'): Error {
  return Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall, errno: -111 });
}

/** drizzle's wrapper: the SQL and its parameters in the message, the driver's error as cause. */
function failedQuery(cause: unknown): Error {
  return new Error('Failed query: select "id" from "users" where "email" = $1\nparams: a@b.c', { cause });
}

describe('databaseUnavailableReason', () => {
  it.each([
    [
      'a fast stop ending the session (57P01)',
      serverError('57P01', 'terminating connection due to administrator command'),
      '57P01',
    ],
    [
      'a crash of another backend (57P02)',
      serverError('57P02', 'terminating connection because of crash'),
      '57P02',
    ],
    ['the server starting up (57P03)', serverError('57P03', 'the database system is starting up'), '57P03'],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already'), '53300'],
    ['a connection exception (class 08)', serverError('08006', 'connection failure'), '08006'],
    ['a refused connect inside drizzle’s wrapper', failedQuery(socketError('ECONNREFUSED')), 'ECONNREFUSED'],
    ['a reset socket inside drizzle’s wrapper', failedQuery(socketError('ECONNRESET', 'read')), 'ECONNRESET'],
    ['a refused connect marked by the pool', markDatabaseError(socketError('ECONNREFUSED')), 'ECONNREFUSED'],
    [
      'no free connection in time',
      failedQuery(new Error('timeout exceeded when trying to connect')),
      'POOL_TIMEOUT',
    ],
    [
      'a connection cut mid-query',
      failedQuery(new Error('Connection terminated unexpectedly')),
      'CONNECTION_TERMINATED',
    ],
    [
      'a connect timeout',
      new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
      'CONNECTION_TERMINATED',
    ],
    [
      'every address of a host name refused (AggregateError)',
      markDatabaseError(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], 'x')),
      'ECONNREFUSED',
    ],
  ])('%s → %s', (_label, error, reason) => {
    expect(databaseUnavailableReason(error)).toBe(reason);
  });

  it.each([
    ['a unique violation', failedQuery(serverError('23505', 'duplicate key value'))],
    [
      'a statement timeout',
      failedQuery(serverError('57014', 'canceling statement due to statement timeout')),
    ],
    ['a pool ended by shutdown', failedQuery(new Error('Cannot use a pool after calling end on the pool'))],
    // Another service refusing (SMTP, a payment API, reCAPTCHA) is not the database.
    [
      'a refused connect of another service',
      new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') }),
    ],
    ['a client that went away during an upload', Object.assign(new Error('aborted'), { code: 'ECONNRESET' })],
    ['an application error', new Error('Something else')],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s → not "unavailable"', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('follows a cycle of causes without looping', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('errors of a real PostgreSQL pool with nothing listening', () => {
  it('are "unavailable" for a query, a transaction and the migrations', async () => {
    // A port that refuses: bound, then closed.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      pgliteDir: 'memory://',
    });
    try {
      const query = await database.ping().catch((error: unknown) => error);
      expect(databaseUnavailableReason(query)).toBe('ECONNREFUSED');
      const transaction = await database.db.transaction(async () => {}).catch((error: unknown) => error);
      expect(databaseUnavailableReason(transaction)).toBe('ECONNREFUSED');
      const migration = await database.migrate().catch((error: unknown) => error);
      expect(databaseUnavailableReason(migration)).toBe('ECONNREFUSED');
    } finally {
      await database.close();
    }
  });
});

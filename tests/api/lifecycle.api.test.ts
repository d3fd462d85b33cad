/**
 * Issue 10, defects 6 to 8, as the HTTP layer answers them (the fault tests in tests/fault/ run the
 * same against a real process and a PostgreSQL that is stopped and started):
 *  - booting while the database is not there yet: only /healthz and /readyz answer, the rest 503;
 *  - shutting down: readiness fails, answers close their connections;
 *  - a PostgreSQL session ended under a running query (what a restart does): 503 with Retry-After,
 *    and the next request is served on a fresh connection.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailableReason } from '#server/db/connection-errors.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const UNAVAILABLE = {
  code: 'UNAVAILABLE',
  message: 'Nordhub is briefly unavailable. Please try again in a few seconds.',
};

describe.each(BACKENDS)('lifecycle [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('while booting, answers only the probes and 503 with Retry-After to the rest', async () => {
    t.deps.lifecycle.isStarting = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'starting' });

      const api = await t.app.inject({ method: 'GET', url: '/api/jobs' });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toEqual(UNAVAILABLE);

      const page = await t.app.inject({ method: 'GET', url: '/jobs', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<h1>Nordhub is briefly unavailable</h1>');
    } finally {
      t.deps.lifecycle.isStarting = false;
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);
  });

  it('while shutting down, fails readiness but serves, telling each client to close its connection', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(before.headers.connection).not.toBe('close');
    t.deps.lifecycle.isShuttingDown = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const during = await t.app.inject({ method: 'GET', url: '/api/jobs' });
      expect(during.statusCode).toBe(200);
      expect(during.headers.connection).toBe('close');
    } finally {
      t.deps.lifecycle.isShuttingDown = false;
    }
  });
});

describe.each(BACKENDS.filter((backend) => backend === 'postgres'))(
  'a PostgreSQL session ended under a running query [%s]',
  (backend) => {
    let t: TestApp;
    let other: pg.Client;

    beforeAll(async () => {
      t = await createTestApp({ backend });
      // A second session on the same (per-file) database: it holds a lock so the app's query waits,
      // then ends the app's sessions as a PostgreSQL restart does (57P01). Nobody else's database
      // is touched.
      other = new pg.Client({ connectionString: t.deps.env.DATABASE_URL });
      await other.connect();
    });

    afterAll(async () => {
      await other?.end();
      await t?.close();
    });

    it('answers 503 with Retry-After (never 500), and the next request is served', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);
      await other.query('begin');
      await other.query('lock table jobs in access exclusive mode');
      const waiting = t.app.inject({ method: 'GET', url: '/api/jobs' });
      // The app's query is blocked on the lock: end every other session of this database.
      for (let i = 0; i < 50; i++) {
        const blocked = await other.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        if ((blocked.rows[0] as { n: number }).n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const failed = await waiting;
      await other.query('rollback');

      expect(failed.statusCode).toBe(503);
      expect(failed.headers['retry-after']).toBe('5');
      expect(failed.json()).toEqual(UNAVAILABLE);
      // The pool dropped the dead connection and opens a new one: no restart needed.
      const next = await t.app.inject({ method: 'GET', url: '/api/jobs' });
      expect(next.statusCode).toBe(200);
    });

    it('survives a session ended between two statements of a transaction: the transaction fails, the process lives', async () => {
      // Without an error listener on checked-out connections, node-postgres raises this as an
      // unhandled 'error' event and the process dies.
      const outcome = await t.deps.database.db
        .transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_backend_pid() as pid`);
          const pid = (result as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
          await other.query('select pg_terminate_backend($1)', [pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => databaseUnavailableReason(error) ?? String(error),
        );
      expect(outcome).toBe('CONNECTION_TERMINATED');
      expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);
    });
  },
);

/**
 * A statement that runs past DATABASE_STATEMENT_TIMEOUT_MS (a rare search on a loaded machine, here
 * a search waiting on a lock another session holds) is answered 503 with Retry-After and the API's
 * error body, never 500, and the next request after it is answered normally. PostgreSQL only: the
 * embedded database is one session, so nothing else can hold a lock against the app.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobList } from '#domain/jobs/job.schema.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe.runIf(BACKENDS.includes('postgres'))('a statement past its timeout [postgres]', () => {
  let t: TestApp;
  let other: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ backend: 'postgres', env: { DATABASE_STATEMENT_TIMEOUT_MS: '300' } });
    other = new pg.Client({ connectionString: t.deps.env.DATABASE_URL });
    await other.connect();
  });

  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  it('answers 503 with Retry-After and a clear message, then serves the same search once it can', async () => {
    await other.query('begin');
    await other.query('lock table jobs in access exclusive mode');
    let blocked: Awaited<ReturnType<TestApp['app']['inject']>>;
    try {
      blocked = await t.app.inject({ method: 'GET', url: '/api/jobs?q=engineer' });
    } finally {
      await other.query('rollback');
    }
    expect(blocked.statusCode).toBe(503);
    expect(blocked.headers['retry-after']).toBe('5');
    expect(blocked.headers['cache-control']).toBe('no-store');
    expect(blocked.json()).toEqual({
      code: 'TIMEOUT',
      message: 'This took too long to answer. Please try again in a few seconds.',
    });

    const after = await t.app.inject({ method: 'GET', url: '/api/jobs?q=engineer' });
    expect(after.statusCode).toBe(200);
    expect(parseJson(after, JobList).jobs.length).toBeGreaterThan(0);
  });
});

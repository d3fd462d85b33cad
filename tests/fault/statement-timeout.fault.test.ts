import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivatePostgres } from '#tests/helpers/private-postgres.ts';
import {
  type ServerOnPrivatePostgres,
  startServerOnPrivatePostgres,
} from '#tests/helpers/server-on-private-postgres.ts';
import type { ServerProcess } from '#tests/helpers/server-process.ts';

type Answer = { status: number; retryAfter: string | null; contentType: string; body: string };

async function get(url: string, accept: string): Promise<Answer> {
  const response = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(20_000) });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

describe('a statement past its timeout [postgres]', () => {
  let started: ServerOnPrivatePostgres | undefined;
  let postgres: PrivatePostgres;
  let server: ServerProcess;
  let other: pg.Client;

  beforeAll(async () => {
    started = await startServerOnPrivatePostgres('timeout', {
      SEED_DEMO_DATA: 'true',
      DATABASE_STATEMENT_TIMEOUT_MS: '500',
      // Every request reads the database: no page cache, no list cache.
      PUBLIC_CACHE_SECONDS: '0',
      WEB_CONCURRENCY: '1',
      // The start banner is an info line.
      LOG_LEVEL: 'info',
      SHUTDOWN_READINESS_DELAY_MS: '0',
    });
    ({ postgres, server } = started);
    other = new pg.Client({ connectionString: postgres.url });
    await other.connect();
  });

  afterAll(async () => {
    await other?.end().catch(() => {});
    await started?.stop();
  });

  it('answers the API, a page and a data request 503 with Retry-After, then 200 once the reads can run', async () => {
    const linesBefore = server.lines.length;
    await other.query('begin');
    await other.query('lock table jobs in access exclusive mode');
    let api: Answer;
    let page: Answer;
    let data: Answer;
    try {
      api = await get(`${server.baseUrl}/api/jobs?q=engineer`, 'application/json');
      page = await get(`${server.baseUrl}/jobs?q=engineer`, 'text/html');
      data = await get(`${server.baseUrl}/jobs.data?q=engineer`, '*/*');
    } finally {
      await other.query('rollback');
    }

    expect(api.status).toBe(503);
    expect(api.retryAfter).toBe('5');
    expect(JSON.parse(api.body)).toEqual({
      code: 'TIMEOUT',
      message: 'This took too long to answer. Please try again in a few seconds.',
    });
    expect(page.status).toBe(503);
    expect(page.retryAfter).toBe('5');
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>This took too long to answer</h1>');
    expect(data.status).toBe(503);
    expect(data.retryAfter).toBe('5');

    const logged = server.lines.slice(linesBefore).map((line) => line.text);
    expect(logged.some((text) => text.includes('a statement ran past DATABASE_STATEMENT_TIMEOUT_MS'))).toBe(
      true,
    );
    expect(logged.filter((text) => /Failed query|select /.test(text))).toEqual([]);

    expect((await get(`${server.baseUrl}/api/jobs?q=engineer`, 'application/json')).status).toBe(200);
    const after = await get(`${server.baseUrl}/jobs?q=engineer`, 'text/html');
    expect(after.status).toBe(200);
    expect(after.body).toContain('Startup jobs in the Nordics');
  });
});

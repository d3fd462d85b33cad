/**
 * Defects 7 and 8 of issue 10, on a PostgreSQL cluster of this file's own (stopped and started
 * here; the shared one is never touched). PGlite is in-process and cannot be "down", so these run
 * on PostgreSQL only.
 *  7. Down at boot: the process waits (healthz 200, readyz 503, everything else 503 with
 *     Retry-After) and finishes booting when the database answers, without a restart.
 *  8. Stopped and started under load: the API answers 503 with Retry-After (never 500), pages a 503
 *     page, the pool recovers by itself, and the outage writes a few short log lines, not one
 *     multi-kilobyte line (with SQL and parameters) per failed request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLoad } from '#tests/helpers/load.ts';
import { createPrivatePostgres, type PrivatePostgres } from '#tests/helpers/private-postgres.ts';
import {
  type OutputLine,
  type ServerProcess,
  startServerProcess,
  waitUntil,
} from '#tests/helpers/server-process.ts';

/** Reads the database on every request (the public cache is off below). */
const API_PATH = '/api/jobs';
const PAGE_PATH = '/jobs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; retryAfter: string | null; contentType: string; body: string };

async function get(url: string, accept = 'application/json'): Promise<Answer> {
  const response = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(10_000) });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

function expectUnavailableApi(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toBe('5');
  expect(answer.contentType).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({
    code: 'UNAVAILABLE',
    message: 'Nordhub is briefly unavailable. Please try again in a few seconds.',
  });
}

function expectUnavailablePage(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toBe('5');
  expect(answer.contentType).toMatch(/^text\/html/);
  expect(answer.body).toContain('<h1>Nordhub is briefly unavailable</h1>');
}

/** What the server wrote as JSON log lines (pino), parsed. */
function logEntries(lines: OutputLine[]): { msg?: string; level?: number; [key: string]: unknown }[] {
  return lines.filter((line) => line.text.startsWith('{')).map((line) => JSON.parse(line.text));
}

const serverEnv = (postgres: PrivatePostgres, dataDir: string) => ({
  DATABASE_URL: postgres.url,
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  // Warnings and errors only, as the e2e server runs: what an outage adds to the log, not the
  // access log of every request.
  LOG_LEVEL: 'warn',
  PUBLIC_CACHE_SECONDS: '0',
  SHUTDOWN_READINESS_DELAY_MS: '0',
  // One process: the log of an outage is counted line by line below (with several workers each
  // one logs its own lines; tests/fault/cluster.fault.test.ts covers the workers).
  WEB_CONCURRENCY: '1',
});

describe('PostgreSQL down at boot [postgres]', () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-fault-boot-'));
    postgres = await createPrivatePostgres();
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops at once and cleanly on SIGTERM while it waits', async () => {
    // Two workers (the cluster's primary passes the signal on to both, one maybe still loading).
    const waiting = await startServerProcess({ ...serverEnv(postgres, dataDir), WEB_CONCURRENCY: '2' });
    await waitUntil(
      async () => (await get(`${waiting.baseUrl}/healthz`)).status === 200,
      60_000,
      () => waiting.tail(),
    );
    await waiting.waitForLine(/database not reachable at boot/, 10_000);
    // Without a boot timeout (DATABASE_BOOT_TIMEOUT_MS=0) the wait never ends by itself: the exit
    // shows that the signal ended it.
    waiting.signal('SIGTERM');
    const exit = await waiting.exited;
    expect(exit.code, waiting.tail()).toBe(0);
  });

  it('answers healthz 200 and readyz 503 while it waits, then boots when the database answers', async () => {
    server = await startServerProcess(serverEnv(postgres, dataDir));
    const running = server;
    await waitUntil(
      async () => (await get(`${running.baseUrl}/healthz`)).status === 200,
      60_000,
      () => running.tail(),
    );

    const readiness = await get(`${running.baseUrl}/readyz`);
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ status: 'starting' });
    expectUnavailableApi(await get(`${running.baseUrl}${API_PATH}`));
    expectUnavailablePage(await get(`${running.baseUrl}${PAGE_PATH}`, 'text/html'));

    // Longer than the 5 s after which the process used to die: it still waits, and says so once.
    await sleep(6_000);
    expect(running.exitInfo()).toBeNull();
    expect((await get(`${running.baseUrl}/healthz`)).status).toBe(200);
    expect((await get(`${running.baseUrl}/readyz`)).status).toBe(503);
    const waiting = logEntries(running.lines).filter((entry) => /database/.test(entry.msg ?? ''));
    expect(waiting.map((entry) => entry.msg)).toEqual([
      'database not reachable at boot: retrying with backoff (/healthz answers 200, /readyz 503 meanwhile)',
    ]);
    expect(waiting[0]).toMatchObject({ reason: 'ECONNREFUSED' });

    await postgres.start();
    // Retries back off to at most 10 s between attempts: the next one finds the database (the bound
    // only keeps a broken boot from hanging the run).
    await waitUntil(
      async () => (await get(`${running.baseUrl}/readyz`)).status === 200,
      30_000,
      () => running.tail(),
    );

    const jobs = await get(`${running.baseUrl}${API_PATH}`);
    expect(jobs.status).toBe(200);
    expect(JSON.parse(jobs.body)).toMatchObject({ jobs: [] });
    expect((await get(`${running.baseUrl}${PAGE_PATH}`, 'text/html')).status).toBe(200);
    // The same process all along: no restart.
    expect(running.exitInfo()).toBeNull();
    await running.waitForLine(/Nordhub is running/, 10_000);
    expect(logEntries(running.lines).filter((entry) => (entry.level ?? 0) >= 50)).toEqual([]);

    const exit = await running.stop();
    expect(exit.code).toBe(0);
  });
});

describe('PostgreSQL stopped and started under load [postgres]', () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-fault-restart-'));
    postgres = await createPrivatePostgres();
    await postgres.start();
    server = await startServerProcess(serverEnv(postgres, dataDir));
    await server.waitForLine(/Nordhub is running/, 90_000);
  });

  afterEach(async () => {
    if (!postgres.isRunning()) await postgres.start();
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is down, recovers by itself, and logs the outage in a few lines', async () => {
    expect((await get(`${server.baseUrl}${API_PATH}`)).status).toBe(200);
    // Visited once before: what every page needs (the site's products) is then in memory, so
    // during the outage it is the page's own loader that meets the database.
    expect((await get(`${server.baseUrl}${PAGE_PATH}`, 'text/html')).status).toBe(200);
    const load = startLoad({ url: `${server.baseUrl}${API_PATH}`, connections: 8, maxSeconds: 60 });
    await waitUntil(
      async () => load.responses.filter((r) => r.status === 200).length >= 50,
      20_000,
      () => `only ${load.responses.length} responses`,
    );

    const linesBefore = server.lines.length;
    const stoppedAt = Date.now();
    await postgres.stop('fast');

    // While it is down: the API 503 with Retry-After and its error body, pages a 503 page, the
    // probes tell the truth.
    expectUnavailableApi(await get(`${server.baseUrl}${API_PATH}`));
    expectUnavailablePage(await get(`${server.baseUrl}${PAGE_PATH}`, 'text/html'));
    // A client-side navigation (React Router's data request) gets the status too.
    const navigation = await get(`${server.baseUrl}${PAGE_PATH}.data`, '*/*');
    expect(navigation.status).toBe(503);
    expect(navigation.retryAfter).toBe('5');
    const readiness = await get(`${server.baseUrl}/readyz`);
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ status: 'database-unavailable' });
    expect((await get(`${server.baseUrl}/healthz`)).status).toBe(200);

    // A 5 s outage under load.
    await sleep(Math.max(0, 5_000 - (Date.now() - stoppedAt)));
    const restartingAt = Date.now();
    await postgres.start();

    // Back without a restart of the app: the pool reconnects on its own.
    await waitUntil(
      async () => (await get(`${server.baseUrl}${API_PATH}`)).status === 200,
      15_000,
      () => server.tail(),
    );
    const recoveredAt = Date.now();
    await sleep(1_500);
    const result = await load.stop();

    // Under load, every answer was 200 or 503: never a 500, a reset or a timeout.
    expect(load.errors).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(Object.keys(result.statusCodeStats).sort()).toEqual(['200', '503']);
    const during = load.responses.filter((r) => r.at > stoppedAt + 500 && r.at < restartingAt);
    expect(during.length).toBeGreaterThan(50);
    expect(during.every((r) => r.status === 503)).toBe(true);
    const after = load.responses.filter((r) => r.at > recoveredAt + 200);
    expect(after.length).toBeGreaterThan(20);
    expect(after.every((r) => r.status === 200)).toBe(true);
    expect((await get(`${server.baseUrl}/readyz`)).status).toBe(200);
    expect((await get(`${server.baseUrl}${PAGE_PATH}`, 'text/html')).status).toBe(200);
    expect(server.exitInfo()).toBeNull();

    // The outage in the log: one warning when it began, one summary after it ended.
    const summary = await server.waitForLine(/database failures stopped/, 15_000);
    const outageLines = server.lines.slice(linesBefore, server.lines.indexOf(summary) + 1);
    const outageBytes = outageLines.reduce((sum, line) => sum + line.bytes, 0);
    expect(outageLines.length, server.tail()).toBeLessThan(50);
    expect(outageBytes).toBeLessThan(20_000);
    for (const line of outageLines) {
      expect(line.bytes).toBeLessThan(2_000);
      expect(line.text).not.toMatch(/Failed query|select |params:|"stack"/i);
    }
    const messages = logEntries(outageLines).map((entry) => entry.msg ?? '');
    expect(messages.filter((msg) => msg.startsWith('database unavailable'))).toHaveLength(1);
    expect(messages.filter((msg) => msg.startsWith('database failures stopped'))).toHaveLength(1);
    const ended = JSON.parse(summary.text) as { failures: number; sources: Record<string, number> };
    expect(ended.failures).toBeGreaterThan(during.length);
    // The page's loader met the outage (not only the API), and was counted, not logged apart.
    expect(ended.sources['page failed: database unavailable']).toBeGreaterThanOrEqual(1);
  });
});

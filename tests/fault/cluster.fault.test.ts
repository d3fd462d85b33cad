/**
 * Issue 11 scope 3: several worker processes on PostgreSQL (WEB_CONCURRENCY=2, node:cluster), on a
 * PostgreSQL cluster of this file's own.
 *  - Both workers serve (each request's log line names the process that answered it: pino's pid,
 *    found by the request id we send); the primary serves nothing and prints the banner once.
 *  - The scheduled work runs in one process only (worker 1), also after that worker died and was
 *    restarted; pg-boss turns each cron tick into one job (ADR 007).
 *  - A restarted worker listens only once its boot is done: while it waits for the database, every
 *    request is served by the other worker (before, it took its share and answered them 503).
 *  - A write through one worker empties the page cache of the other before its answer leaves; a
 *    write straight into the database reaches every worker (triggers + LISTEN/NOTIFY).
 *  - SIGTERM to the primary under load drains every worker: 0 failed requests, every worker says
 *    "shutdown complete", the primary exits 0.
 * No assertion on durations: waits are bounded only so a broken server fails instead of hanging.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_ID } from '#server/db/client.ts';
import { startLoad } from '#tests/helpers/load.ts';
import { createPrivatePostgres, type PrivatePostgres } from '#tests/helpers/private-postgres.ts';
import { type RawAnswer, rawRequest } from '#tests/helpers/raw-http.ts';
import { type ServerOnPrivatePostgres, startTwoWorkers } from '#tests/helpers/server-on-private-postgres.ts';
import { type ServerProcess, startServerProcess, waitUntil } from '#tests/helpers/server-process.ts';

const READINESS_DELAY_MS = 8_000;
const LOAD_PATH = '/api/jobs';
const DEMO_PASSWORD = 'Nordhub-demo-2026!';

let requestCount = 0;

/** One request on a connection of its own (so the primary hands it to the next worker). */
async function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer & { requestId: string }> {
  requestCount += 1;
  const requestId = `cluster-test-${process.pid}-${requestCount}`;
  const answer = await rawRequest(
    url,
    {
      agent: false,
      method: options.method ?? 'GET',
      headers: { 'x-request-id': requestId, ...options.headers },
    },
    options.body,
  );
  return { ...answer, requestId };
}

type LogEntry = { pid?: number; msg?: string; reqId?: string; [key: string]: unknown };

function logEntries(server: ServerProcess): LogEntry[] {
  return server.lines.flatMap((line) => {
    if (!line.text.startsWith('{')) return [];
    try {
      return [JSON.parse(line.text) as LogEntry];
    } catch {
      return [];
    }
  });
}

/** The process that answered a request, from its "request completed" log line. */
async function answeredBy(server: ServerProcess, requestId: string): Promise<number> {
  const pattern = new RegExp(`"reqId":"${requestId}".*"msg":"request completed"`);
  const line = await server.waitForLine(pattern, 10_000);
  return (JSON.parse(line.text) as LogEntry).pid ?? 0;
}

/** The worker processes serving now: the pids that logged "Server listening" and have not exited. */
function listeningPids(server: ServerProcess): number[] {
  return [
    ...new Set(
      logEntries(server)
        .filter((entry) => entry.msg?.startsWith('Server listening'))
        .map((entry) => entry.pid ?? 0),
    ),
  ];
}

/** The processes that started the scheduled work, in the order they did. */
function schedulerPidsOf(server: ServerProcess): (number | undefined)[] {
  return logEntries(server)
    .filter((entry) => entry.msg === 'scheduled work and the mail queue run in this process')
    .map((entry) => entry.pid);
}

/** How many sessions wait for the migrations' advisory lock (booting workers, while a test holds it). */
async function migrationLockWaiters(client: pg.Client): Promise<number> {
  const result = await client.query<{ n: number }>(
    "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
    [MIGRATION_LOCK_ID],
  );
  return result.rows[0]?.n ?? 0;
}

/** The workers that answer readiness 200, from up to 20 requests on connections of their own. */
async function servingWorkers(server: ServerProcess): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < 20 && pids.size < 2; i++) {
    const answer = await request(`${server.baseUrl}/readyz`);
    if (answer.status === 200) pids.add(await answeredBy(server, answer.requestId));
  }
  return pids;
}

describe('several worker processes [postgres]', () => {
  let workers: ServerOnPrivatePostgres | undefined;
  let postgres: PrivatePostgres;
  let server: ServerProcess;
  let database: pg.Client;

  beforeAll(async () => {
    workers = await startTwoWorkers('cluster', {
      SEED_DEMO_DATA: 'true',
      PAGE_CACHE: 'on',
      // Cached pages live long enough that only an invalidation can explain a fresh page.
      PUBLIC_CACHE_SECONDS: '300',
      SHUTDOWN_READINESS_DELAY_MS: String(READINESS_DELAY_MS),
      SHUTDOWN_GRACE_MS: '10000',
      // Sign-in from 127.0.0.1 in several tests.
      RATE_LIMIT_FACTOR: '10',
    });
    ({ postgres, server } = workers);
    database = new pg.Client({ connectionString: postgres.url });
    await database.connect();
  });

  afterAll(async () => {
    await database?.end().catch(() => {});
    await workers?.stop();
  });

  it('serves from both workers, never from the primary, and prints the banner once', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 20 && pids.size < 2; i++) {
      const answer = await request(`${server.baseUrl}/readyz`);
      expect(answer.status).toBe(200);
      pids.add(await answeredBy(server, answer.requestId));
    }
    expect(pids.size).toBe(2);
    expect(pids.has(server.pid)).toBe(false);
    expect(server.lines.filter((line) => line.text.includes('Nordhub is running on'))).toHaveLength(1);
    expect(server.lines.some((line) => line.text.includes('2 worker processes (WEB_CONCURRENCY)'))).toBe(
      true,
    );
  });

  it('runs the scheduled work in one worker, again after that worker died and was restarted', async () => {
    expect(schedulerPidsOf(server)).toHaveLength(1);
    const [leader] = schedulerPidsOf(server);
    expect(leader).not.toBe(server.pid);
    // Every scheduled run so far (the boot catch-up runs) was worked by that process.
    const runs = () =>
      logEntries(server).filter(
        (entry) => entry.msg === 'scheduled run finished' || entry.msg === 'digest run finished',
      );
    await waitUntil(
      async () => runs().length >= 2,
      30_000,
      () => server.tail(),
    );
    expect(new Set(runs().map((entry) => entry.pid))).toEqual(new Set([leader]));
    // One pg-boss (connections named nordhub-scheduler) for the whole server.
    const bossConnections = async () =>
      (
        await database.query<{ n: number }>(
          "select count(distinct client_port)::int as n from pg_stat_activity where application_name = 'nordhub-scheduler'",
        )
      ).rows[0]?.n ?? 0;
    expect(await bossConnections()).toBeGreaterThan(0);

    // Worker 1 dies: the primary starts a new one, which takes the scheduled work over.
    process.kill(leader as number, 'SIGKILL');
    await server.waitForLine(/worker died; restarting it/, 10_000);
    await waitUntil(
      async () => schedulerPidsOf(server).length === 2,
      60_000,
      () => server.tail(),
    );
    const successor = schedulerPidsOf(server)[1];
    expect(successor).not.toBe(leader);
    expect(successor).not.toBe(server.pid);
    // The other worker never ran scheduled work.
    const others = listeningPids(server).filter((pid) => pid !== leader && pid !== successor);
    expect(others).toHaveLength(1);
    expect(schedulerPidsOf(server)).not.toContain(others[0]);
    // Both workers serve again.
    expect(await servingWorkers(server)).toEqual(new Set([successor, others[0]]));
  });

  it('a restarted worker takes no connection before it serves: no client meets a 503 meanwhile', async () => {
    const leader = schedulerPidsOf(server).at(-1);
    const serving = await servingWorkers(server);
    expect(serving.size).toBe(2);
    const victim = [...serving].find((pid) => pid !== leader) as number;
    const survivor = leader as number;
    const restarts = () =>
      server.lines.filter((line) => line.text.includes('worker died; restarting it')).length;
    const restartsBefore = restarts();

    // The test holds the migrations' lock, so the new worker's boot waits in its migrations.
    const lock = new pg.Client({ connectionString: postgres.url });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      process.kill(victim, 'SIGKILL');
      await waitUntil(
        async () => restarts() > restartsBefore,
        10_000,
        () => server.tail(),
      );
      await waitUntil(
        async () => (await migrationLockWaiters(database)) > 0,
        60_000,
        () => `the new worker never waited for the migrations' lock\n${server.tail()}`,
      );
      // Booting, it would answer every request 503 ("starting"): each request on a connection of
      // its own, which the primary hands to the next listening worker, is served by the other.
      for (let i = 0; i < 20; i++) {
        const answer = await request(`${server.baseUrl}${LOAD_PATH}`);
        expect(answer.status, answer.body).toBe(200);
        expect(await answeredBy(server, answer.requestId)).toBe(survivor);
      }
    } finally {
      await lock.end();
    }
    // Its boot done, the new worker serves too.
    const after = new Set<number>();
    await waitUntil(
      async () => {
        const answer = await request(`${server.baseUrl}/readyz`);
        if (answer.status === 200) after.add(await answeredBy(server, answer.requestId));
        return after.size === 2;
      },
      60_000,
      () => server.tail(),
    );
    expect(after.has(survivor)).toBe(true);
    expect(after.has(victim)).toBe(false);
  });

  it('a write through one worker empties the page cache of the other before its answer leaves', async () => {
    const found = await database.query<{ key: string; job_id: string }>(
      `select c.key, j.id as job_id
         from jobs j
         join companies c on c.id = j.company_id
         join company_members m on m.company_id = c.id
         join users u on u.id = m.user_id
        where u.email = 'recruiter@nordhub.test' and j.status = 'ACTIVE'
        order by j.id limit 1`,
    );
    const target = found.rows[0];
    expect(target).toBeDefined();
    const jobPath = `/jobs/${target?.job_id}`;

    // Both workers hold the page (a HIT from each).
    const hitBy = new Set<number>();
    let cachedEtag = '';
    for (let i = 0; i < 40 && hitBy.size < 2; i++) {
      const answer = await request(`${server.baseUrl}${jobPath}`, { headers: { accept: 'text/html' } });
      expect(answer.status).toBe(200);
      if (answer.headers['x-page-cache'] === 'HIT') {
        hitBy.add(await answeredBy(server, answer.requestId));
        cachedEtag = String(answer.headers.etag);
      }
    }
    expect(hitBy.size).toBe(2);

    // The recruiter pauses the job, through whichever worker gets the connection.
    const signIn = await request(`${server.baseUrl}/api/users/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ email: 'recruiter@nordhub.test', password: DEMO_PASSWORD }),
    });
    expect(signIn.status, signIn.body).toBe(200);
    const cookie =
      (signIn.headers['set-cookie'] ?? []).find((value) => value.startsWith('nh_session='))?.split(';')[0] ??
      '';
    expect(cookie).not.toBe('');
    const pause = await request(
      `${server.baseUrl}/api/companies/${target?.key}/jobs/${target?.job_id}/pause`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
        body: '{}',
      },
    );
    expect(pause.status, pause.body).toBe(200);
    const writer = await answeredBy(server, pause.requestId);

    // From the moment the answer arrived, no worker serves the page as it was.
    const servedBy = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const answer = await request(`${server.baseUrl}${jobPath}`, { headers: { accept: 'text/html' } });
      expect(answer.headers.etag).not.toBe(cachedEtag);
      servedBy.add(await answeredBy(server, answer.requestId));
    }
    expect(servedBy.size).toBe(2);
    expect([...servedBy].some((pid) => pid !== writer)).toBe(true);
  });

  it('a write straight into the database reaches the page cache of every worker', async () => {
    const found = await database.query<{ id: string; title: string }>(
      "select id, title from jobs where status = 'ACTIVE' order by id desc limit 1",
    );
    const job = found.rows[0] as { id: string; title: string };
    const jobPath = `/jobs/${job.id}`;
    const hitBy = new Set<number>();
    for (let i = 0; i < 40 && hitBy.size < 2; i++) {
      const answer = await request(`${server.baseUrl}${jobPath}`, { headers: { accept: 'text/html' } });
      if (answer.headers['x-page-cache'] === 'HIT') hitBy.add(await answeredBy(server, answer.requestId));
    }
    expect(hitBy.size).toBe(2);

    const newTitle = `${job.title} (renamed in psql)`;
    await database.query('update jobs set title = $1 where id = $2', [newTitle, job.id]);
    // Each worker hears of it (a notification at commit); then every answer, from both, shows it.
    const fresh = new Set<number>();
    await waitUntil(
      async () => {
        const answer = await request(`${server.baseUrl}${jobPath}`, { headers: { accept: 'text/html' } });
        if (!answer.body.includes('(renamed in psql)')) {
          fresh.clear();
          return false;
        }
        fresh.add(await answeredBy(server, answer.requestId));
        return fresh.size === 2;
      },
      30_000,
      () => 'the renamed title never showed on both workers',
    );
    for (let i = 0; i < 10; i++) {
      const answer = await request(`${server.baseUrl}${jobPath}`, { headers: { accept: 'text/html' } });
      expect(answer.body).toContain('(renamed in psql)');
    }
  });

  it('SIGTERM to the primary under load drains every worker with 0 failed requests, then exits 0', async () => {
    const workers = listeningPids(server).filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(workers).toHaveLength(2);

    // Kept-alive connections (autocannon), and a client opening a new connection per request, as
    // many browsers do: the primary hands those to the workers in turn, so both serve the load.
    const load = startLoad({ url: `${server.baseUrl}${LOAD_PATH}`, connections: 8, maxSeconds: 60 });
    const fresh: { status: number; requestId: string; at: number }[] = [];
    const freshErrors: string[] = [];
    let isFreshRunning = true;
    const freshLoop = (async () => {
      while (isFreshRunning) {
        try {
          const answer = await request(`${server.baseUrl}${LOAD_PATH}`, {
            headers: { accept: 'application/json' },
          });
          fresh.push({ status: answer.status, requestId: answer.requestId, at: Date.now() });
        } catch (error) {
          freshErrors.push(error instanceof Error ? error.message : String(error));
        }
      }
    })();
    await waitUntil(
      async () => load.responses.length >= 100 && fresh.length >= 20,
      30_000,
      () => `only ${load.responses.length} + ${fresh.length} responses`,
    );
    const servedBy = new Set<number>();
    for (const answer of fresh) servedBy.add(await answeredBy(server, answer.requestId));
    expect(servedBy).toEqual(new Set(workers));

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    // Readiness fails in every worker while they still serve.
    await waitUntil(
      async () => {
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => request(`${server.baseUrl}/readyz`)),
        );
        return answers.every((answer) => answer.status === 503);
      },
      READINESS_DELAY_MS,
      () => 'readyz did not answer 503 from every worker',
    );
    await waitUntil(
      async () => load.responses.filter((response) => response.at > signalledAt).length >= 20,
      READINESS_DELAY_MS,
      () => 'the load was not served after the signal',
    );
    // The balancer has seen readiness fail and sends nothing new.
    isFreshRunning = false;
    await freshLoop;
    const result = await load.stop();

    const exit = await server.exited;
    expect(exit.code, server.tail()).toBe(0);
    const completed = logEntries(server).filter((entry) => entry.msg === 'shutdown complete');
    expect(new Set(completed.map((entry) => entry.pid))).toEqual(new Set(workers));
    expect(server.lines.some((line) => line.text.includes('all workers stopped; exiting 0'))).toBe(true);

    expect(freshErrors).toEqual([]);
    expect(fresh.every((answer) => answer.status === 200)).toBe(true);
    expect(fresh.filter((answer) => answer.at > signalledAt).length).toBeGreaterThan(0);
    expect(load.errors).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(load.responses.every((response) => response.status === 200)).toBe(true);
  });
});

/** The processes the primary has started and that still run (Linux: /proc/<pid>/task/<pid>/children). */
function childPids(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

describe('several worker processes starting [postgres]', () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess | null = null;
  let lock: pg.Client;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-fault-cluster-start-'));
    postgres = await createPrivatePostgres();
    await postgres.start();
    lock = new pg.Client({ connectionString: postgres.url });
    await lock.connect();
  });

  afterAll(async () => {
    await lock?.end().catch(() => {});
    await server?.stop();
    await postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // Started together, worker 2 could finish its boot while worker 1 (which listens during its boot)
  // was still booting: the primary then handed worker 1 its share of the connections, answered 503
  // "starting" while worker 2 served (seen under load on a busy machine).
  it('starts the other workers once worker 1 serves: once /readyz says 200, every request is served', async () => {
    // The test holds the migrations' lock: worker 1's boot waits in its migrations.
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const started = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      WEB_CONCURRENCY: '2',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      PUBLIC_CACHE_SECONDS: '0',
    });
    server = started;
    await waitUntil(
      async () => (await migrationLockWaiters(lock)) > 0,
      60_000,
      () => `no worker waited for the migrations' lock\n${started.tail()}`,
    );
    // Worker 1 listens while it boots: alive, not ready, every other request 503 "starting".
    expect((await request(`${started.baseUrl}/healthz`)).status).toBe(200);
    const readiness = await request(`${started.baseUrl}/readyz`);
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ status: 'starting' });
    expect((await request(`${started.baseUrl}${LOAD_PATH}`)).status).toBe(503);
    // Worker 1 is the only worker so far: nothing else boots that could serve before it.
    expect(childPids(started.pid)).toHaveLength(1);
    expect(await migrationLockWaiters(lock)).toBe(1);

    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    await waitUntil(
      async () => (await request(`${started.baseUrl}/readyz`)).status === 200,
      60_000,
      () => started.tail(),
    );
    // From the first "ready" on, while worker 2 boots and joins, every request is served.
    const answers: { status: number; requestId: string }[] = [];
    let isBannerShown = false;
    while (!isBannerShown) {
      isBannerShown = started.lines.some((line) => line.text.includes('Nordhub is running on'));
      const answer = await request(`${started.baseUrl}${LOAD_PATH}`, {
        headers: { accept: 'application/json' },
      });
      answers.push({ status: answer.status, requestId: answer.requestId });
      expect(started.exitInfo(), started.tail()).toBeNull();
    }
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // Then both workers serve.
    expect(childPids(started.pid)).toHaveLength(2);
    const pids = new Set<number>();
    for (let i = 0; i < 20 && pids.size < 2; i++) {
      const answer = await request(`${started.baseUrl}${LOAD_PATH}`);
      expect(answer.status).toBe(200);
      pids.add(await answeredBy(started, answer.requestId));
    }
    expect(pids.size).toBe(2);
  });
});

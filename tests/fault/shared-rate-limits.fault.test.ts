/**
 * Issue 36 part 1: per-client rate limits hold across worker processes (ADR 026). Two workers
 * (WEB_CONCURRENCY=2) on a PostgreSQL cluster of this file's own; every request on a connection of
 * its own, so the primary hands them to both workers in turn (each answer's log line names the
 * process that gave it).
 *  - The 11th wrong sign-in within a minute from one address is refused 429, whichever worker
 *    takes it (before, each worker counted its own: 20 were answered 401).
 *  - 32 captcha challenges from one address: the 31st and 32nd are refused.
 *  - The public API's budget is one across the workers: RateLimit-Remaining counts down through
 *    both, and the request past it is refused.
 *  - A worker killed and restarted goes on from the counts.
 * Each test sends from an address of its own (X-Forwarded-For, with TRUST_PROXY as behind a load
 * balancer), so their budgets do not meet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawRequest } from '#tests/helpers/raw-http.ts';
import { type ServerOnPrivatePostgres, startTwoWorkers } from '#tests/helpers/server-on-private-postgres.ts';
import { type ServerProcess, waitUntil } from '#tests/helpers/server-process.ts';

const PUBLIC_API_BUDGET = 20;
const WRONG = 'Wrong-Guess-000!';

let requestCount = 0;

type Answer = RawAnswer & { requestId: string; pid: number };

describe('rate limits shared by the workers [postgres]', () => {
  let workers: ServerOnPrivatePostgres | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    workers = await startTwoWorkers('rate-limits', {
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_API_RATE_LIMIT: String(PUBLIC_API_BUDGET),
      SHUTDOWN_READINESS_DELAY_MS: '0',
    });
    server = workers.server;
  });

  afterAll(async () => {
    await workers?.stop();
  });

  /** The process that answered a request, from its "request completed" log line. */
  async function answeredBy(requestId: string): Promise<number> {
    const pattern = new RegExp(`"reqId":"${requestId}".*"msg":"request completed"`);
    const line = await server.waitForLine(pattern, 10_000);
    return (JSON.parse(line.text) as { pid?: number }).pid ?? 0;
  }

  /** One request from `address` on a connection of its own, with the worker that answered it. */
  async function request(
    address: string,
    url: string,
    options: { method?: string; body?: string } = {},
  ): Promise<Answer> {
    requestCount += 1;
    const requestId = `rate-limit-test-${process.pid}-${requestCount}`;
    const headers: Record<string, string> = { 'x-request-id': requestId, 'x-forwarded-for': address };
    if (options.body) Object.assign(headers, { 'content-type': 'application/json', origin: server.baseUrl });
    const answer = await rawRequest(
      `${server.baseUrl}${url}`,
      { agent: false, method: options.method ?? 'GET', headers },
      options.body,
    );
    return { ...answer, requestId, pid: await answeredBy(requestId) };
  }

  const signIn = (address: string, i: number) =>
    request(address, '/api/users/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: `nobody-${i}@example.test`, password: WRONG }),
    });

  const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
  const pidsOf = (answers: Answer[]) => new Set(answers.map((answer) => answer.pid));

  /** The worker processes serving now (up to 20 readiness requests on connections of their own). */
  async function servingWorkers(): Promise<Set<number>> {
    const pids = new Set<number>();
    for (let i = 0; i < 20 && pids.size < 2; i++) {
      const answer = await request('127.0.0.1', '/readyz');
      if (answer.status === 200) pids.add(answer.pid);
    }
    return pids;
  }

  it('refuses the 11th wrong sign-in of a minute from one address, whichever worker takes it', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++) answers.push(await signIn('203.0.113.21', i));
    expect(statuses(answers)).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    const refused = answers.slice(10);
    // Both workers refused some: neither counted only its own.
    expect(pidsOf(refused).size).toBe(2);
    for (const answer of refused) {
      expect(JSON.parse(answer.body)).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many requests, please try again later',
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers['x-ratelimit-remaining']).toBe('0');
    }
  });

  it('refuses the 31st and 32nd captcha challenge from one address', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 32; i++) answers.push(await request('203.0.113.22', '/api/captcha/challenge'));
    expect(statuses(answers)).toEqual([...Array(30).fill(200), 429, 429]);
    expect(pidsOf(answers).size).toBe(2);
    expect(Number(answers[31]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("counts the public API's budget once across the workers", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < PUBLIC_API_BUDGET + 4; i++)
      answers.push(await request('203.0.113.23', '/api/v2/jobs'));
    expect(statuses(answers)).toEqual([...Array(PUBLIC_API_BUDGET).fill(200), 429, 429, 429, 429]);
    expect(pidsOf(answers.slice(0, PUBLIC_API_BUDGET)).size).toBe(2);
    expect(
      answers.slice(0, PUBLIC_API_BUDGET).map((answer) => Number(answer.headers['ratelimit-remaining'])),
    ).toEqual(Array.from({ length: PUBLIC_API_BUDGET }, (_, i) => PUBLIC_API_BUDGET - 1 - i));
    for (const answer of answers.slice(PUBLIC_API_BUDGET)) {
      expect(answer.headers['ratelimit-remaining']).toBe('0');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('keeps the counts when a worker is killed and restarted', async () => {
    const startedAt = Date.now();
    const before: Answer[] = [];
    for (let i = 0; i < 6; i++) before.push(await signIn('203.0.113.24', i));
    for (let i = 0; i < 10; i++) before.push(await request('203.0.113.25', '/api/v2/jobs'));
    expect(statuses(before)).toEqual(Array(6).fill(401).concat(Array(10).fill(200)));

    // One worker dies; the primary starts a new one, which serves once booted.
    const serving = await servingWorkers();
    expect(serving.size).toBe(2);
    const [victim, survivor] = [...serving] as [number, number];
    process.kill(victim, 'SIGKILL');
    await server.waitForLine(/worker died; restarting it/, 10_000);
    let successor = 0;
    await waitUntil(
      async () => {
        const pids = await servingWorkers();
        successor = [...pids].find((pid) => pid !== survivor && pid !== victim) ?? 0;
        return successor !== 0;
      },
      60_000,
      () => server.tail(),
    );

    const signIns: Answer[] = [];
    for (let i = 6; i < 20; i++) signIns.push(await signIn('203.0.113.24', i));
    const reads: Answer[] = [];
    for (let i = 0; i < 14; i++) reads.push(await request('203.0.113.25', '/api/v2/jobs'));
    // All of it within one minute: the windows opened by the first requests still run.
    expect(Date.now() - startedAt, 'the restart took too long for a one-minute window').toBeLessThan(55_000);
    // The 11th sign-in is refused and the budget ends after its 20th request, as if no worker died.
    expect(statuses(signIns)).toEqual([...Array(4).fill(401), ...Array(10).fill(429)]);
    expect(statuses(reads)).toEqual([...Array(10).fill(200), 429, 429, 429, 429]);
    expect(reads[0]?.headers['ratelimit-remaining']).toBe('9');
    // The new worker answered its share: it counted on from what the others had counted.
    expect(pidsOf(signIns.slice(4))).toContain(successor);
    expect(pidsOf(reads)).toContain(successor);
  });
});

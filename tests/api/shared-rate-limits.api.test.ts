/**
 * Per-client rate limits counted in the database (ADR 026, issue 36): two app instances on one
 * database, as worker processes and machines are, count the same hits, so a client gets one budget
 * whichever instance answers; a restarted instance goes on from the counts; the headers are those
 * of before; large limits are claimed a few hits at a time and never passed together; ended windows
 * start afresh and the hourly purge drops them.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_CHALLENGE_PATH } from '#domain/users/captcha.schema.ts';
import { rateLimitHits } from '#server/db/schema/index.ts';
import { buildApp } from '#server/http/app.ts';
import { createSharedRateLimitStore } from '#server/http/shared-rate-limit-store.ts';
import { purgeExpiredData } from '#server/services/housekeeping/purge-expired-data.ts';
import { countRateLimitHits } from '#server/services/rate-limits/count-rate-limit-hit.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const WRONG = 'Wrong-Guess-000!';

describe.each(BACKENDS)('rate limits shared by every instance [%s]', (backend) => {
  let t: TestApp;
  /** A second instance of the app on the same database and app secret (another worker). */
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { PUBLIC_API_RATE_LIMIT: '20' } });
    second = await buildApp({ deps: t.deps, logger: false, withPages: false });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** Request `i` goes to one instance, the next to the other. */
  const instance = (i: number) => (i % 2 === 0 ? t.app : second);

  const signIn = (app: FastifyInstance, address: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      remoteAddress: address,
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: { email: `nobody-${address}-${i}@example.test`, password: WRONG },
    });

  const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

  it('refuses the 11th wrong sign-in of a minute from one address, whichever instance takes it', async () => {
    const address = '192.0.2.11';
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 20; i++) answers.push(await signIn(instance(i), address, i));
    expect(statuses(answers)).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    // The headers of before: the limit, what is left, when the window ends; Retry-After on a 429.
    expect(answers.slice(0, 10).map((r) => r.headers['x-ratelimit-remaining'])).toEqual([
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    for (const refused of answers.slice(10)) {
      expect(refused.json()).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many requests, please try again later',
      });
      expect(refused.headers['x-ratelimit-limit']).toBe('10');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another address has its own budget.
    expect((await signIn(second, '192.0.2.12', 0)).statusCode).toBe(401);
  });

  it('gives one address 30 captcha challenges a minute across both instances', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 32; i++) {
      answers.push(
        await instance(i).inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH, remoteAddress: '192.0.2.13' }),
      );
    }
    expect(statuses(answers)).toEqual([...Array(30).fill(200), 429, 429]);
    expect(Number(answers[31]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("shares the public API's budget, with the RateLimit-* headers counting down across instances", async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 24; i++) {
      answers.push(
        await instance(i).inject({ method: 'GET', url: '/api/v2/jobs', remoteAddress: '192.0.2.14' }),
      );
    }
    expect(statuses(answers)).toEqual([...Array(20).fill(200), 429, 429, 429, 429]);
    expect(answers.slice(0, 20).map((r) => Number(r.headers['ratelimit-remaining']))).toEqual(
      Array.from({ length: 20 }, (_, i) => 19 - i),
    );
    for (const refused of answers.slice(20)) {
      expect(refused.headers['ratelimit-limit']).toBe('20');
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      expect(refused.headers['ratelimit-policy']).toBe('20;w=60');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('goes on from the counts when an instance is restarted', async () => {
    const address = '192.0.2.15';
    let restarted = await buildApp({ deps: t.deps, logger: false, withPages: false });
    try {
      for (let i = 0; i < 6; i++) expect((await signIn(restarted, address, i)).statusCode).toBe(401);
      await restarted.close();
      restarted = await buildApp({ deps: t.deps, logger: false, withPages: false });
      const after: number[] = [];
      for (let i = 6; i < 12; i++) after.push((await signIn(restarted, address, i)).statusCode);
      expect(after).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await restarted.close();
    }
  });

  describe('the store', () => {
    type Result = { current: number; ttl: number };

    /** A store for one limit, as one process has it, counting in this test's database. */
    function processStore(limitKey: string, counts: { statements: number }) {
      const Store = createSharedRateLimitStore({
        count: (key, client, windowMs, hits) => {
          counts.statements += 1;
          return countRateLimitHits(t.deps.db, { limitKey: key, clientHash: client, windowMs, hits });
        },
        onDegraded: (error) => {
          throw error;
        },
        onRecovered: () => {},
      });
      const store = new Store({}).child({ limitName: limitKey } as never);
      return (client: string, windowMs: number, max: number) =>
        new Promise<Result>((resolve, reject) =>
          store.incr(
            client,
            (error, result) => (error || !result ? reject(error) : resolve(result)),
            windowMs,
            max,
          ),
        );
    }

    it('claims hits ahead for a large limit, and two processes together never pass it', async () => {
      const counts = { statements: 0 };
      const limitKey = `claims-${backend}`;
      const processes = [processStore(limitKey, counts), processStore(limitKey, counts)];
      const max = 160;
      let passed = 0;
      // Both processes take the client's hits in turn, then (from the 100th on, before the budget is
      // spent) only the first: what the second claimed and did not use is lost for this window.
      for (let i = 0; i < 400; i++) {
        const result = await processes[i % 2 === 0 || i >= 100 ? 0 : 1]?.('client', 60_000, max);
        if (result && result.current <= max) passed += 1;
      }
      expect(passed).toBeLessThanOrEqual(max);
      // What one process claimed and the client never used there: at most a sixteenth of the limit.
      expect(passed).toBeGreaterThanOrEqual(max - max / 16);
      // Far fewer writes than hits: claims grew to 10 hits each, and refusals came from memory.
      expect(counts.statements).toBeLessThan(60);
    });

    it('starts an ended window afresh', async () => {
      const counts = { statements: 0 };
      const hit = processStore(`ended-${backend}`, counts);
      const results = [await hit('client', 300, 2), await hit('client', 300, 2), await hit('client', 300, 2)];
      expect(results.map((r) => r.current)).toEqual([1, 2, 3]);
      expect(results[2]?.ttl).toBeLessThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const fresh = await hit('client', 300, 2);
      expect(fresh.current).toBe(1);
      expect(fresh.ttl).toBeGreaterThan(200);
    });
  });

  it('purges ended windows hourly and keeps the running ones', async () => {
    const now = Date.now();
    await t.deps.db.insert(rateLimitHits).values([
      { limitKey: 'purge-test', clientHash: 'ended', hits: 3, windowEndsAt: new Date(now - 60_000) },
      { limitKey: 'purge-test', clientHash: 'running', hits: 3, windowEndsAt: new Date(now + 600_000) },
    ]);
    const summary = await purgeExpiredData({ ...t.deps, storage: t.app.deps.storage as never });
    expect(summary.rateLimitWindows).toBeGreaterThanOrEqual(1);
    const left = await t.deps.db.select({ clientHash: rateLimitHits.clientHash }).from(rateLimitHits);
    expect(left.map((row) => row.clientHash)).toContain('running');
    expect(left.map((row) => row.clientHash)).not.toContain('ended');
  });
});

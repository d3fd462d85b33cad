import { describe, expect, it } from 'vitest';
import { createSharedRateLimitStore } from './shared-rate-limit-store.ts';

type Result = { current: number; ttl: number };

/** A store for one limit whose shared count lives in `counts` (standing in for the database). */
function storeWith(count: (hits: number) => Promise<{ hits: number; ttlMs: number }>) {
  const events: string[] = [];
  const Store = createSharedRateLimitStore({
    count: (_limitKey, _client, _windowMs, hits) => count(hits),
    onDegraded: () => events.push('degraded'),
    onRecovered: () => events.push('recovered'),
  });
  const store = new Store({}).child({ limitName: 'test' } as never);
  const incr = (max: number) =>
    new Promise<Result>((resolve, reject) =>
      store.incr(
        'client',
        (error, result) => (error || !result ? reject(error) : resolve(result)),
        60_000,
        max,
      ),
    );
  return { incr, events };
}

describe('shared rate limit store', () => {
  it('counts in the process while the database is out of reach, says so once, and shares again after', async () => {
    let isDown = true;
    let shared = 0;
    const { incr, events } = storeWith(async (hits) => {
      if (isDown) throw new Error('connect ECONNREFUSED');
      shared += hits;
      return { hits: shared, ttlMs: 60_000 };
    });
    const local = [await incr(3), await incr(3), await incr(3), await incr(3)];
    // The limit still holds (3 pass, the 4th is refused), counted here alone.
    expect(local.map((r) => r.current)).toEqual([1, 2, 3, 4]);
    expect(events).toEqual(['degraded']);
    isDown = false;
    expect((await incr(3)).current).toBe(1);
    expect(events).toEqual(['degraded', 'recovered']);
  });

  it('sends one claim at a time for a client: concurrent hits wait for it and share what it brings', async () => {
    let shared = 0;
    const claims: number[] = [];
    const { incr } = storeWith(async (hits) => {
      claims.push(hits);
      await new Promise((resolve) => setTimeout(resolve, 5));
      shared += hits;
      return { hits: shared, ttlMs: 60_000 };
    });
    const results = await Promise.all(Array.from({ length: 40 }, () => incr(320)));
    // Every hit passed, each with its own number, and the claims grew: 1, 2, 4, 8, 16, 20 (a
    // sixteenth of 320), never 40 separate writes.
    expect(results.every((r) => r.current <= 320)).toBe(true);
    expect(new Set(results.map((r) => r.current)).size).toBe(40);
    expect(claims).toEqual([1, 2, 4, 8, 16, 20]);
  });
});

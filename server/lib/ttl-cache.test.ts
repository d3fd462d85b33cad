import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('serves a value until its time to live ends, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('keeps at most maxEntries, evicting the oldest', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  it('caches nothing with a time to live of 0', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 2 });
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('peeks at a value only while it is younger than asked, and never loads', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    expect(cache.peek('a', 500)).toBeUndefined();
    await cache.get('a', async () => 7);
    clock = 499;
    expect(cache.peek('a', 500)).toBe(7);
    clock = 500;
    expect(cache.peek('a', 500)).toBeUndefined();
    // Never past its own time to live, whatever the caller allows.
    expect(cache.peek('a', 5000)).toBe(7);
    clock = 1000;
    expect(cache.peek('a', 5000)).toBeUndefined();
  });

  it('keeps a value set on the way, which a later get serves without loading', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    cache.set('a', 3);
    clock = 999;
    expect(await cache.get('a', async () => 4)).toBe(3);
    clock = 1000;
    expect(await cache.get('a', async () => 4)).toBe(4);
  });

  it('keeps nothing set on the way with a time to live of 0', () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 2 });
    cache.set('a', 3);
    expect(cache.size).toBe(0);
    expect(cache.peek('a', 1000)).toBeUndefined();
  });
});

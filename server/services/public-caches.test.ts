import { describe, expect, it } from 'vitest';
import {
  createPublicCaches,
  PUBLIC_CACHE_MAX_ENTRIES,
  peekListFresh,
  readCached,
  readPublic,
  readPublicUntilWrite,
  storeCached,
} from './public-caches.ts';

const count = (total: number) => ({ total, isTotalCapped: false });

/** A clock that starts well past 0, as real ones do (lru-cache reads a start of 0 as unset). */
const T0 = 1_000_000;

describe('public caches', () => {
  it('serve a list until its time to live ends, then load it again', async () => {
    let clock = T0;
    let loads = 0;
    const caches = createPublicCaches({ listSeconds: 1, countSeconds: 60, now: () => clock });
    const load = async () => ++loads;
    expect(await readPublic(caches, ['a'], load)).toBe(1);
    clock = T0 + 999;
    expect(await readPublic(caches, ['a'], load)).toBe(1);
    clock = T0 + 1001;
    expect(await readPublic(caches, ['a'], load)).toBe(2);
  });

  it('serve a page’s public data until the next write, and never past the lists’ lifetime', async () => {
    let clock = T0;
    let generation = 7;
    let loads = 0;
    const deps = {
      caches: createPublicCaches({ listSeconds: 10, countSeconds: 60, now: () => clock }),
      publicGeneration: () => generation,
    };
    const load = async () => ++loads;
    expect(await readPublicUntilWrite(deps, ['job', 'x'], load)).toBe(1);
    expect(await readPublicUntilWrite(deps, ['job', 'x'], load)).toBe(1);
    generation += 1;
    expect(await readPublicUntilWrite(deps, ['job', 'x'], load)).toBe(2);
    clock = T0 + 10_001;
    expect(await readPublicUntilWrite(deps, ['job', 'x'], load)).toBe(3);
    // Without the page cache's generation (no page cache), every read loads.
    expect(await readPublicUntilWrite({ caches: deps.caches }, ['job', 'x'], load)).toBe(4);
    expect(await readPublicUntilWrite({ caches: deps.caches }, ['job', 'x'], load)).toBe(5);
  });

  it('keep counts for their own, longer lifetime', async () => {
    let clock = T0;
    let loads = 0;
    const caches = createPublicCaches({ listSeconds: 1, countSeconds: 60, now: () => clock });
    const load = async () => count(++loads);
    await readCached(caches, 'jobCounts', ['main', {}], load);
    clock = T0 + 59_999;
    expect(await readCached(caches, 'jobCounts', ['main', {}], load)).toEqual(count(1));
    clock = T0 + 60_001;
    expect(await readCached(caches, 'jobCounts', ['main', {}], load)).toEqual(count(2));
  });

  it('share one load between concurrent misses of a key', async () => {
    let loads = 0;
    const caches = createPublicCaches({ listSeconds: 10, countSeconds: 60 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([1, 2, 3].map(() => readPublic(caches, ['a'], load)));
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('keep a load that answers null, as any other value', async () => {
    let loads = 0;
    const caches = createPublicCaches({ listSeconds: 10, countSeconds: 60 });
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await readPublic(caches, ['missing job'], load)).toBeNull();
    expect(await readPublic(caches, ['missing job'], load)).toBeNull();
    expect(loads).toBe(1);
  });

  it('do not keep a failed load', async () => {
    const caches = createPublicCaches({ listSeconds: 10, countSeconds: 60 });
    await expect(readPublic(caches, ['a'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await readPublic(caches, ['a'], async () => 'ok')).toBe('ok');
  });

  it('are bounded in size, evicting the least recently used key', async () => {
    const caches = createPublicCaches({ listSeconds: 10, countSeconds: 60 });
    expect(caches.jobLists?.max).toBe(PUBLIC_CACHE_MAX_ENTRIES.lists);
    expect(caches.reads?.max).toBe(PUBLIC_CACHE_MAX_ENTRIES.lists);
    expect(caches.jobCounts?.max).toBe(PUBLIC_CACHE_MAX_ENTRIES.counts);
    expect(caches.similarStartups?.max).toBe(PUBLIC_CACHE_MAX_ENTRIES.counts);
    for (let i = 0; i <= PUBLIC_CACHE_MAX_ENTRIES.lists; i += 1) await readPublic(caches, [i], async () => i);
    expect(caches.reads?.size).toBe(PUBLIC_CACHE_MAX_ENTRIES.lists);
    let reloaded = false;
    await readPublic(caches, [0], async () => {
      reloaded = true;
      return 0;
    });
    expect(reloaded).toBe(true);
  });

  it('cache nothing when PUBLIC_CACHE_SECONDS is 0, while counts stay cached', async () => {
    let lists = 0;
    let counts = 0;
    const caches = createPublicCaches({ listSeconds: 0, countSeconds: 60 });
    await readPublic(caches, ['a'], async () => ++lists);
    await readPublic(caches, ['a'], async () => ++lists);
    expect(lists).toBe(2);
    await readCached(caches, 'jobCounts', ['k'], async () => count(++counts));
    await readCached(caches, 'jobCounts', ['k'], async () => count(++counts));
    expect(counts).toBe(1);
    // A count may stand in for a list only within the lists' own staleness: with lists off, never.
    expect(peekListFresh(caches, 'jobCounts', ['k'])).toBeUndefined();
    storeCached(caches, 'jobLists', ['k'], { jobs: [], total: 0 } as never);
    expect(caches.jobLists).toBeNull();
  });

  it('let a count stand in for a list only while it is younger than the lists may be', async () => {
    let clock = T0;
    const caches = createPublicCaches({ listSeconds: 10, countSeconds: 60, now: () => clock });
    expect(peekListFresh(caches, 'jobCounts', ['k'])).toBeUndefined();
    await readCached(caches, 'jobCounts', ['k'], async () => count(7));
    clock = T0 + 9_999;
    expect(peekListFresh(caches, 'jobCounts', ['k'])).toEqual(count(7));
    clock = T0 + 10_000;
    expect(peekListFresh(caches, 'jobCounts', ['k'])).toBeUndefined();
    // Still served to a count's own readers, who may have it for a minute.
    expect(await readCached(caches, 'jobCounts', ['k'], async () => count(8))).toEqual(count(7));
  });

  it('never peek past a cache’s own time to live, whatever the lists allow', async () => {
    let clock = T0;
    const caches = createPublicCaches({ listSeconds: 60, countSeconds: 1, now: () => clock });
    await readCached(caches, 'jobCounts', ['k'], async () => count(7));
    clock = T0 + 999;
    expect(peekListFresh(caches, 'jobCounts', ['k'])).toEqual(count(7));
    clock = T0 + 1001;
    expect(peekListFresh(caches, 'jobCounts', ['k'])).toBeUndefined();
  });

  it('keep a value stored on the way, which a later read serves without loading', async () => {
    let clock = T0;
    const caches = createPublicCaches({ listSeconds: 10, countSeconds: 1, now: () => clock });
    storeCached(caches, 'jobCounts', ['k'], count(3));
    clock = T0 + 999;
    expect(await readCached(caches, 'jobCounts', ['k'], async () => count(4))).toEqual(count(3));
    clock = T0 + 1001;
    expect(await readCached(caches, 'jobCounts', ['k'], async () => count(4))).toEqual(count(4));
  });

  it('answer a load under way when a value is stored for its key meanwhile', async () => {
    const caches = createPublicCaches({ listSeconds: 10, countSeconds: 60 });
    let finish: (value: { total: number; isTotalCapped: boolean }) => void = () => {};
    const reading = readCached(
      caches,
      'jobCounts',
      ['k'],
      () => new Promise((resolve) => (finish = resolve)),
    );
    storeCached(caches, 'jobCounts', ['k'], count(3));
    finish(count(4));
    expect(await reading).toEqual(count(4));
    expect(await readCached(caches, 'jobCounts', ['k'], async () => count(5))).toEqual(count(3));
  });

  it('read fresh without caches', async () => {
    let loads = 0;
    await readPublic(undefined, ['a'], async () => ++loads);
    await readPublic(undefined, ['a'], async () => ++loads);
    expect(loads).toBe(2);
    expect(peekListFresh(undefined, 'jobCounts', ['a'])).toBeUndefined();
  });
});

import { LRUCache } from 'lru-cache';
import type { JobList } from '#domain/jobs/job.schema.ts';

/**
 * Caches of public, anonymous reads. Every visitor sees the same job lists, so a few seconds of
 * staleness buys a lot: the database is asked once per list and period instead of once per visit.
 * Each is an lru-cache with a time to live and a size bound; concurrent misses of one key share a
 * single load (its `fetch`), and a failed load is not kept. Each instance has its own, so the time to
 * live bounds staleness.
 *
 * Two lifetimes (ADR 016): the lists themselves live PUBLIC_CACHE_SECONDS; the facts a search is
 * built from, which are dear to compute and change slowly, live JOB_COUNT_CACHE_SECONDS and stay on
 * when the list cache is off, so a long tail of distinct searches (every page of every query, never
 * asked twice in ten seconds) still pays for its count once per filter combination and period.
 * A lifetime of 0 turns its caches off (null): every read loads.
 */
export type PublicCaches = {
  /** Pages of public job lists, keyed by platform and the whole query. */
  jobLists: PublicCache<JobList> | null;
  /** Capped match counts, keyed by platform and filters (not sort or page). */
  jobCounts: PublicCache<{ total: number; isTotalCapped: boolean }> | null;
  /** Ids of the published startups whose name resembles a search text (the typo half of a search). */
  similarStartups: PublicCache<string[]> | null;
  /** Other public lists (featured and latest jobs, startups), keyed by their name and input. */
  reads: PublicCache<unknown> | null;
};

/**
 * Values are boxed, so a load may answer null or undefined too; the fetch context is the load of
 * the first caller to miss.
 */
export type PublicCache<V> = LRUCache<string, { value: V }, () => Promise<{ value: V }>>;

/** How many keys each cache keeps at most: random queries cannot grow memory. */
export const PUBLIC_CACHE_MAX_ENTRIES = { lists: 2_000, counts: 20_000 } as const;

function createPublicCache<V>(ttlMs: number, max: number, now?: () => number): PublicCache<V> | null {
  if (ttlMs <= 0) return null;
  return new LRUCache<string, { value: V }, () => Promise<{ value: V }>>({
    max,
    ttl: ttlMs,
    // Reads the clock on every look-up rather than arming a timer to cache it.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    fetchMethod: (_key, _stale, { context }) => context(),
    // A value stored on the way (storeCached) replaces a load under way without failing its waiters.
    ignoreFetchAbort: true,
  });
}

export function createPublicCaches(options: {
  listSeconds: number;
  countSeconds: number;
  /** The clock in milliseconds (tests). */
  now?: () => number;
}): PublicCaches {
  const lists = options.listSeconds * 1000;
  const counts = options.countSeconds * 1000;
  const { now } = options;
  return {
    jobLists: createPublicCache(lists, PUBLIC_CACHE_MAX_ENTRIES.lists, now),
    jobCounts: createPublicCache(counts, PUBLIC_CACHE_MAX_ENTRIES.counts, now),
    similarStartups: createPublicCache(counts, PUBLIC_CACHE_MAX_ENTRIES.counts, now),
    reads: createPublicCache(lists, PUBLIC_CACHE_MAX_ENTRIES.lists, now),
  };
}

/** What one of the public caches keeps. */
type CachedValue<K extends keyof PublicCaches> =
  NonNullable<PublicCaches[K]> extends PublicCache<infer V> ? V : never;

function cacheOf<K extends keyof PublicCaches>(
  caches: PublicCaches | undefined,
  which: K,
): PublicCache<CachedValue<K>> | null {
  return (caches?.[which] ?? null) as PublicCache<CachedValue<K>> | null;
}

/**
 * Reads through one of the public caches when the app has them (tests without caches read fresh);
 * `key` must capture every input.
 */
export async function readCached<K extends keyof PublicCaches>(
  caches: PublicCaches | undefined,
  which: K,
  key: unknown[],
  load: () => Promise<CachedValue<K>>,
): Promise<CachedValue<K>> {
  const cache = cacheOf(caches, which);
  if (!cache) return load();
  const boxed = await cache.forceFetch(JSON.stringify(key), {
    context: async () => ({ value: await load() }),
  });
  return boxed.value;
}

/**
 * What one of the public caches keeps for `key`, if it is no older than the public lists may be
 * (PUBLIC_CACHE_SECONDS): a value another cache keeps longer may stand in for a list only within
 * the lists' own staleness. Undefined without caches, or with the list cache off; never loads.
 */
export function peekListFresh<K extends keyof PublicCaches>(
  caches: PublicCaches | undefined,
  which: K,
  key: unknown[],
): CachedValue<K> | undefined {
  const cache = cacheOf(caches, which);
  const listTtlMs = caches?.jobLists?.ttl ?? 0;
  if (!cache || listTtlMs <= 0) return undefined;
  const id = JSON.stringify(key);
  const remainingMs = cache.getRemainingTTL(id);
  if (!(remainingMs > 0) || cache.ttl - remainingMs >= listTtlMs) return undefined;
  return cache.peek(id)?.value;
}

/** Keeps a value learned on the way (no load of its own) in one of the public caches. */
export function storeCached<K extends keyof PublicCaches>(
  caches: PublicCaches | undefined,
  which: K,
  key: unknown[],
  value: CachedValue<K>,
): void {
  cacheOf(caches, which)?.set(JSON.stringify(key), { value });
}

/** Reads through the cache of other public lists (`reads`). */
export function readPublic<T>(
  caches: PublicCaches | undefined,
  key: unknown[],
  load: () => Promise<T>,
): Promise<T> {
  return readCached(caches, 'reads', key, load) as Promise<T>;
}

/**
 * Reads through the cache of other public reads until the next write (`publicGeneration`: the page
 * cache's generation, moved by every write request of every process, ADR 015), and for no longer
 * than the public lists' time to live: for what a page must show fresh to whoever changed it (a job
 * page after its startup edits the job), under the same rule as the stored anonymous pages. Without
 * the page cache (no generation) or the caches, it reads fresh every time.
 */
export function readPublicUntilWrite<T>(
  deps: { caches?: PublicCaches; publicGeneration?: () => number },
  key: unknown[],
  load: () => Promise<T>,
): Promise<T> {
  const generation = deps.publicGeneration?.();
  if (generation === undefined) return load();
  return readPublic(deps.caches, [...key, generation], load);
}

/**
 * Forgets every public read this instance keeps (lists, counts, startups): after a change that
 * takes a whole profile on or off the public pages (the back office publishing or unpublishing a
 * startup, or moving it between platforms), its next visitor reads fresh rather than within the
 * lists' time to live.
 */
export function clearPublicCaches(caches: PublicCaches | undefined): void {
  caches?.jobLists?.clear();
  caches?.jobCounts?.clear();
  caches?.similarStartups?.clear();
  caches?.reads?.clear();
}

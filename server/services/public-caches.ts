import type { JobList } from '#domain/jobs/job.schema.ts';
import { createTtlCache, type TtlCache } from '../lib/ttl-cache.ts';

/**
 * Caches of public, anonymous reads. Every visitor sees the same job lists, so a few seconds of
 * staleness buys a lot: the database is asked once per list and period instead of once per visit.
 *
 * Two lifetimes (ADR 016): the lists themselves live PUBLIC_CACHE_SECONDS; the facts a search is
 * built from, which are dear to compute and change slowly, live JOB_COUNT_CACHE_SECONDS and stay on
 * when the list cache is off, so a long tail of distinct searches (every page of every query, never
 * asked twice in ten seconds) still pays for its count once per filter combination and period.
 */
export type PublicCaches = {
  /** Pages of public job lists, keyed by platform and the whole query. */
  jobLists: TtlCache<JobList>;
  /** Capped match counts, keyed by platform and filters (not sort or page). */
  jobCounts: TtlCache<{ total: number; isTotalCapped: boolean }>;
  /** Ids of the published startups whose name resembles a search text (the typo half of a search). */
  similarStartups: TtlCache<string[]>;
  /** Other public lists (featured and latest jobs, startups), keyed by their name and input. */
  reads: TtlCache<unknown>;
};

export function createPublicCaches(options: { listSeconds: number; countSeconds: number }): PublicCaches {
  const lists = options.listSeconds * 1000;
  const counts = options.countSeconds * 1000;
  return {
    jobLists: createTtlCache({ ttlMs: lists, maxEntries: 2_000 }),
    jobCounts: createTtlCache({ ttlMs: counts, maxEntries: 20_000 }),
    similarStartups: createTtlCache({ ttlMs: counts, maxEntries: 20_000 }),
    reads: createTtlCache({ ttlMs: lists, maxEntries: 2_000 }),
  };
}

/** What one of the public caches keeps. */
type CachedValue<K extends keyof PublicCaches> = PublicCaches[K] extends TtlCache<infer V> ? V : never;

/**
 * Reads through one of the public caches when the app has them (tests without caches read fresh);
 * `key` must capture every input.
 */
export function readCached<K extends keyof PublicCaches>(
  caches: PublicCaches | undefined,
  which: K,
  key: unknown[],
  load: () => Promise<CachedValue<K>>,
): Promise<CachedValue<K>> {
  if (!caches) return load();
  return (caches[which] as TtlCache<CachedValue<K>>).get(JSON.stringify(key), load);
}

/**
 * What one of the public caches keeps for `key`, if it is no older than the public lists may be
 * (PUBLIC_CACHE_SECONDS): a value another cache keeps longer may stand in for a list only within
 * the lists' own staleness. Undefined without caches, or with the list cache off.
 */
export function peekListFresh<K extends keyof PublicCaches>(
  caches: PublicCaches | undefined,
  which: K,
  key: unknown[],
): CachedValue<K> | undefined {
  if (!caches) return undefined;
  return (caches[which] as TtlCache<CachedValue<K>>).peek(JSON.stringify(key), caches.jobLists.ttlMs);
}

/** Keeps a value learned on the way (no load of its own) in one of the public caches. */
export function storeCached<K extends keyof PublicCaches>(
  caches: PublicCaches | undefined,
  which: K,
  key: unknown[],
  value: CachedValue<K>,
): void {
  (caches?.[which] as TtlCache<CachedValue<K>> | undefined)?.set(JSON.stringify(key), value);
}

/** Reads through the cache of other public lists (`reads`). */
export function readPublic<T>(
  caches: PublicCaches | undefined,
  key: unknown[],
  load: () => Promise<T>,
): Promise<T> {
  return readCached(caches, 'reads', key, load) as Promise<T>;
}

import type { JobList } from '#domain/jobs/job.schema.ts';
import { createTtlCache, type TtlCache } from '../lib/ttl-cache.ts';

/**
 * Caches of public, anonymous reads. Every visitor sees the same job lists, so a few seconds of
 * staleness buys a lot: the database is asked once per list and period instead of once per visit.
 */
export type PublicCaches = {
  /** Pages of public job lists, keyed by platform and the whole query. */
  jobLists: TtlCache<JobList>;
  /** Capped match counts, keyed by platform and filters (not sort or page). */
  jobCounts: TtlCache<{ total: number; isTotalCapped: boolean }>;
  /** Other public lists (featured and latest jobs, startups), keyed by their name and input. */
  reads: TtlCache<unknown>;
};

/** Counts may lag longer than lists: they are shown rounded ('1,000+') and change slowly. */
const COUNT_TTL_FACTOR = 3;

export function createPublicCaches(seconds: number): PublicCaches {
  return {
    jobLists: createTtlCache({ ttlMs: seconds * 1000, maxEntries: 2_000 }),
    jobCounts: createTtlCache({ ttlMs: seconds * 1000 * COUNT_TTL_FACTOR, maxEntries: 5_000 }),
    reads: createTtlCache({ ttlMs: seconds * 1000, maxEntries: 2_000 }),
  };
}

/** Reads through the public cache when the app has one; `key` must capture every input. */
export function readPublic<T>(
  caches: PublicCaches | undefined,
  key: unknown[],
  load: () => Promise<T>,
): Promise<T> {
  if (!caches) return load();
  return caches.reads.get(JSON.stringify(key), load) as Promise<T>;
}

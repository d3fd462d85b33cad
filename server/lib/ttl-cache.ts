/**
 * A small in-process cache with a time to live, a size bound (oldest entry evicted first) and
 * request coalescing: concurrent misses for one key share a single load. For public, anonymous data
 * that may be a few seconds old; each instance has its own, so the TTL bounds staleness.
 */
export type TtlCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
};

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const loading = new Map<string, Promise<V>>();
  return {
    async get(key, load) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load()
        .then((value) => {
          entries.delete(key);
          if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(key, { value, expiresAt: now() + options.ttlMs });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

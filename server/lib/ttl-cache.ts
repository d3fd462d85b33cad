/**
 * A small in-process cache with a time to live, a size bound (oldest entry evicted first) and
 * request coalescing: concurrent misses for one key share a single load. For public, anonymous data
 * that may be a few seconds old; each instance has its own, so the TTL bounds staleness.
 */
export type TtlCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /**
   * The value kept for `key` if it was stored less than `maxAgeMs` ago (and its time to live has
   * not ended); never loads. For a caller that may use a value only while it is that fresh.
   */
  peek(key: string, maxAgeMs: number): V | undefined;
  /** Keeps `value` for `key`: a value learned on the way, without a load of its own. */
  set(key: string, value: V): void;
  clear(): void;
  readonly size: number;
  /** How long a value is kept (0: nothing is). */
  readonly ttlMs: number;
};

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; storedAt: number }>();
  const loading = new Map<string, Promise<V>>();
  const store = (key: string, value: V) => {
    entries.delete(key);
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { value, storedAt: now() });
  };
  return {
    async get(key, load) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.storedAt < options.ttlMs) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load()
        .then((value) => {
          store(key, value);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    peek(key, maxAgeMs) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      const age = now() - hit.storedAt;
      return age < Math.min(maxAgeMs, options.ttlMs) ? hit.value : undefined;
    },
    set(key, value) {
      if (options.ttlMs > 0) store(key, value);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    ttlMs: options.ttlMs,
  };
}

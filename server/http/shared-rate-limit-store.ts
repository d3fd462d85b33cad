import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { RateLimitHit } from '../services/rate-limits/count-rate-limit-hit.ts';

/** What a store is made for: a route (`routeInfo`) or a budget named with `limitName`. */
type StoreParams = {
  limitName?: string;
  routeInfo?: { method?: string | string[]; url?: string };
};

export type SharedRateLimitStoreOptions = {
  /** Counts `hits` hits of `client` against `limitKey` where every process counts (the database). */
  count(limitKey: string, client: string, windowMs: number, hits: number): Promise<RateLimitHit>;
  /** Counting in the database failed: this process counts on its own until it works again. */
  onDegraded(error: unknown): void;
  /** It works again. */
  onRecovered(): void;
};

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** A client's window of one limit, as this process knows it. */
type Window = {
  /** When it ends, on this process's clock. */
  endsAt: number;
  /** Hits this process has claimed in the shared count and not used yet. */
  granted: number;
  /** The shared count at this process's latest hit (what the headers report). */
  current: number;
  /** The shared count reached the limit: once `granted` is used up, refuse until `endsAt`. */
  isSpent: boolean;
  /** How many hits the next claim takes. */
  nextClaim: number;
  /** The claim on its way to the database; hits of this client meanwhile wait for it. */
  claiming: Promise<void> | null;
};

/** Clients remembered per limit; the least recently seen is forgotten first. */
const MAX_CLIENTS = 10_000;
/** A claim takes at most this share of a limit (ADR 026: what another process may strand). */
const CLAIM_SHARE = 16;

/** The limit's name in the database: the route's method and path, or the budget's name. */
function limitKeyOf(params: StoreParams): string {
  if (params.limitName) return params.limitName;
  const method = params.routeInfo?.method;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${params.routeInfo?.url ?? ''}`.trim();
}

/**
 * `@fastify/rate-limit`'s store, counting where every worker process and instance counts (ADR 026):
 * the database (`countRateLimitHits`). A process never lets more hits through than it counted
 * there, so all processes together never let a client pass a limit, whichever of them takes each
 * request, and a restarted process goes on from the same counts.
 *
 * Cheap on the busy paths (the public API's budget is checked before any other work):
 * - A process claims hits in advance: 1 at first, twice as many each time it comes back within the
 *   window, at most a sixteenth of the limit. The hits it claimed and has not used are spent from
 *   memory, so a client making many requests costs a write every so many of them. The price: hits
 *   claimed by one process and not used there (the client's next requests went to another) are lost
 *   for the window, at most a sixteenth of the limit per process. Limits under 32 (sign-in 10 a
 *   minute, captcha 30) claim one hit at a time: exact.
 * - A client that spent its window is refused from memory until the window ends (the time the
 *   database gave, on this process's clock): hammering past a limit costs a map lookup.
 * - When counting in the database fails (it is out of reach), the process counts on its own, as
 *   every process did before ADR 026, rather than failing every limited request or letting all
 *   pass, and says so once; the next hit that reaches the database shares again.
 */
export function createSharedRateLimitStore(options: SharedRateLimitStoreOptions): FastifyRateLimitStoreCtor {
  let isDegraded = false;

  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly limitKey: string;
    private readonly windows = new LRUCache<string, Window>({ max: MAX_CLIENTS });
    /** While degraded: clients → their window counted in this process alone. */
    private readonly local = new LRUCache<string, { hits: number; endsAt: number }>({ max: MAX_CLIENTS });

    constructor(params: StoreParams) {
      this.limitKey = limitKeyOf(params);
    }

    incr(client: string, callback: Callback, timeWindow: number, max: number): void {
      const now = Date.now();
      const window = this.windows.get(client);
      if (window && window.endsAt > now) {
        if (window.claiming) {
          // One claim at a time per client: the hits it brings may serve this request too.
          void window.claiming.then(() => this.incr(client, callback, timeWindow, max));
          return;
        }
        if (window.granted > 0) {
          window.granted -= 1;
          window.current += 1;
          callback(null, { current: window.current, ttl: window.endsAt - now });
          return;
        }
        if (window.isSpent) {
          callback(null, { current: Math.max(window.current, max + 1), ttl: window.endsAt - now });
          return;
        }
      }
      this.claim(client, window && window.endsAt > now ? window : null, callback, timeWindow, max);
    }

    private claim(client: string, known: Window | null, callback: Callback, timeWindow: number, max: number) {
      const startedAt = Date.now();
      const hits = known ? known.nextClaim : 1;
      const window: Window = known ?? {
        endsAt: startedAt + timeWindow,
        granted: 0,
        current: 0,
        isSpent: false,
        nextClaim: 1,
        claiming: null,
      };
      this.windows.set(client, window);
      let outcome: { error: Error | null; result?: Result } = { error: null };
      const settle = async () => {
        try {
          const counted = await options.count(this.limitKey, client, timeWindow, hits);
          if (isDegraded) {
            isDegraded = false;
            options.onRecovered();
          }
          // The claimed hits are numbers counted - hits + 1 … counted; those up to `max` may pass.
          const first = counted.hits - hits + 1;
          const usable = Math.max(0, Math.min(hits, max - first + 1));
          window.endsAt = startedAt + counted.ttlMs;
          window.current = first;
          window.granted = Math.max(0, usable - 1);
          window.isSpent = counted.hits >= max;
          window.nextClaim = Math.max(1, Math.min(hits * 2, Math.floor(max / CLAIM_SHARE)));
          outcome = { error: null, result: { current: first, ttl: counted.ttlMs } };
        } catch (error) {
          this.windows.delete(client);
          outcome = { error: null, result: this.countLocally(client, timeWindow) };
          if (!isDegraded) {
            isDegraded = true;
            options.onDegraded(error);
          }
        }
      };
      window.claiming = settle().catch((error: unknown) => {
        outcome = { error: error instanceof Error ? error : new Error(String(error)) };
      });
      // Registered first, so it runs before the hits waiting for this claim look at the window again.
      void window.claiming.then(() => {
        window.claiming = null;
        callback(outcome.error, outcome.result);
      });
    }

    private countLocally(client: string, timeWindow: number): Result {
      const now = Date.now();
      let window = this.local.get(client);
      if (!window || window.endsAt <= now) window = { hits: 0, endsAt: now + timeWindow };
      window.hits += 1;
      this.local.set(client, window);
      return { current: window.hits, ttl: window.endsAt - now };
    }

    /** The plugin's merged options of a route (`routeInfo`) or of `createRateLimit` (`limitName`). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions as unknown as StoreParams);
    }
  }

  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

import crypto from 'node:crypto';
import { CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import { isUuid } from '#domain/ids.ts';
import { InvestorSearchQuery } from '#domain/investors/investor.schema.ts';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { SEO_LANDING_PAGES } from '#domain/jobs/seo-landing-pages.ts';

/**
 * The page cache for anonymous HTML (ADR 015): public pages rendered once and served from memory
 * to every visitor without a session, per host and normalized URL.
 *
 * - The CSP nonce is never frozen into the stored bytes: the page is kept split at every
 *   occurrence of the nonce it was rendered with, and joined with a fresh nonce per response.
 * - Invalidation is a generation counter: every state-changing request (and every scheduled run
 *   that changes jobs) moves it on, and an entry stored under an older generation is never served.
 *   An entry also lives at most `ttlMs` (PUBLIC_CACHE_SECONDS), which bounds how old the lists,
 *   view counts and relative times it shows may be.
 * - Memory is bounded in bytes; the least recently used entries go first.
 */
export type PageView = { kind: 'job' | 'investor'; id: string };

export type CachedPage = {
  /** The page split at its nonce: parts.join(nonce) is the page. */
  parts: Buffer[];
  /** Response headers as rendered, without Set-Cookie and the CSP (per response). */
  headers: [string, string][];
  etag: string;
  /** Views the render recorded (a job page counts its visit): replayed on every hit. */
  views: PageView[];
  generation: number;
  expiresAt: number;
  bytes: number;
};

export type PageCacheStats = {
  hits: number;
  misses: number;
  bypasses: number;
  stores: number;
  invalidations: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  hitRatio: number;
};

export type PageCache = {
  /** The entry for `key` if it is current (same generation, not expired). */
  get(key: string): CachedPage | undefined;
  /**
   * Stores a rendered page, unless a write happened since the render began (`generation` is the
   * one read before rendering): its data may predate the write.
   */
  set(
    key: string,
    page: { html: Buffer; nonce: string; headers: [string, string][]; views: PageView[] },
    generation: number,
  ): CachedPage | undefined;
  /** The current generation: read before rendering, passed to `set`. */
  readonly generation: number;
  /** A write happened: no page stored so far is served again. */
  invalidateAll(): void;
  /**
   * Stops serving and storing pages (and forgets them): used while this process cannot hear of
   * other processes' writes (its database listener is down, page-cache-sync.ts).
   */
  pause(): void;
  /** Serves and stores pages again, from an empty cache. */
  resume(): void;
  readonly isPaused: boolean;
  noteBypass(): void;
  stats(): PageCacheStats;
};

export function createPageCache(options: { ttlMs: number; maxBytes: number; now?: () => number }): PageCache {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const entries = new Map<string, CachedPage>();
  let generation = 0;
  let bytes = 0;
  let isPaused = false;
  const counters = { hits: 0, misses: 0, bypasses: 0, stores: 0, invalidations: 0 };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (isPaused) {
        counters.bypasses++;
        return undefined;
      }
      if (!entry || entry.generation !== generation || entry.expiresAt <= now()) {
        if (entry) remove(key);
        counters.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      counters.hits++;
      return entry;
    },
    set(key, page, renderGeneration) {
      if (renderGeneration !== generation || isPaused) return undefined;
      const parts = splitAt(page.html, Buffer.from(page.nonce));
      const size = page.html.length + 512;
      if (size > options.maxBytes / 4) return undefined;
      remove(key);
      while (bytes + size > options.maxBytes && entries.size > 0) {
        remove(entries.keys().next().value as string);
      }
      const entry: CachedPage = {
        parts,
        headers: page.headers,
        // The ETag names the page without its nonce, so it stays the same across responses.
        etag: `"${crypto
          .createHash('sha256')
          .update(Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [Buffer.from('\0'), part]))))
          .digest('base64url')
          .slice(0, 27)}"`,
        views: page.views,
        generation,
        expiresAt: now() + options.ttlMs,
        bytes: size,
      };
      entries.set(key, entry);
      bytes += size;
      counters.stores++;
      return entry;
    },
    get generation() {
      return generation;
    },
    invalidateAll() {
      generation++;
      counters.invalidations++;
      // Old entries are never served again; dropping them now frees their memory at once.
      entries.clear();
      bytes = 0;
    },
    pause() {
      isPaused = true;
      this.invalidateAll();
    },
    resume() {
      if (!isPaused) return;
      this.invalidateAll();
      isPaused = false;
    },
    get isPaused() {
      return isPaused;
    },
    noteBypass() {
      counters.bypasses++;
    },
    stats() {
      const lookups = counters.hits + counters.misses;
      return {
        ...counters,
        entries: entries.size,
        bytes,
        maxBytes: options.maxBytes,
        hitRatio: lookups === 0 ? 0 : counters.hits / lookups,
      };
    },
  };
}

/** The page with `nonce` in every place the stored one was. */
export function renderCachedPage(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0] as Buffer;
  const separator = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(separator);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

function splitAt(buffer: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (;;) {
    const at = buffer.indexOf(separator, start);
    if (at === -1) break;
    parts.push(buffer.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(buffer.subarray(start));
  // Copies: the rendered buffer may be a slice of a larger pool.
  return parts.map((part) => Buffer.from(part));
}

const JOB_SEARCH_PARAMS = Object.keys(JobSearchQuery.shape);
const COMPANY_SEARCH_PARAMS = Object.keys(CompanySearchQuery.shape);
const INVESTOR_SEARCH_PARAMS = Object.keys(InvestorSearchQuery.shape);
const LANDING_SLUGS = new Set(SEO_LANDING_PAGES.map((page) => page.slug));

/**
 * The query parameters a cacheable page reads, or null when the path is no cacheable page. Only
 * public pages whose content is the same for every visitor without a session are listed.
 */
export function cacheableParams(pathname: string): readonly string[] | null {
  if (pathname === '/') return [];
  const segments = pathname.split('/').slice(1);
  const [first, second, third, fourth, ...rest] = segments;
  if (rest.length > 0 || segments.some((segment) => segment === '')) return null;
  if (first === 'jobs') {
    if (second === undefined) return JOB_SEARCH_PARAMS;
    if (third === undefined) {
      if (isUuid(second)) return [];
      if (second === 'location') return [];
      if (LANDING_SLUGS.has(second)) return ['page'];
      return null;
    }
    if (second === 'location') return ['page'];
    return null;
  }
  if (fourth !== undefined || third !== undefined) return null;
  if (first === 'startups') {
    if (second === undefined) return COMPANY_SEARCH_PARAMS;
    if (second === 'join') return null;
    return [];
  }
  if (first === 'funding') {
    if (second === undefined) return INVESTOR_SEARCH_PARAMS;
    if (second === 'quiz') return null;
    return [];
  }
  return null;
}

/**
 * The cache key of a page request, and the normalized path it is rendered for (unknown parameters
 * dropped, the rest sorted by name, each name's values in their order), or null when the page is
 * never cached.
 */
export function pageCacheKey(host: string, url: string): { key: string; path: string } | null {
  const parsed = new URL(url, 'http://x');
  if (parsed.pathname.endsWith('.data')) return null;
  const allowed = cacheableParams(parsed.pathname);
  if (allowed === null) return null;
  const kept = [...parsed.searchParams].filter(([name]) => allowed.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  const path = search ? `${parsed.pathname}?${search}` : parsed.pathname;
  return { key: `${host.toLowerCase()} ${path}`, path };
}

/** The cache the environment asks for, or null when it is off (PAGE_CACHE, PUBLIC_CACHE_SECONDS). */
export function createPageCacheFromEnv(env: {
  NODE_ENV: string;
  PAGE_CACHE: 'auto' | 'on' | 'off';
  PAGE_CACHE_MB: number;
  PUBLIC_CACHE_SECONDS: number;
}): PageCache | null {
  const isOn = env.PAGE_CACHE === 'on' || (env.PAGE_CACHE === 'auto' && env.NODE_ENV === 'production');
  if (!isOn || env.PUBLIC_CACHE_SECONDS <= 0) return null;
  return createPageCache({
    ttlMs: env.PUBLIC_CACHE_SECONDS * 1000,
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
  });
}

import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { CareerJobFilters } from '#domain/careers/career-page.schema.ts';
import { CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import { isUuid } from '#domain/ids.ts';
import { InvestorSearchQuery } from '#domain/investors/investor.schema.ts';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { SEO_LANDING_PAGES } from '#domain/jobs/seo-landing-pages.ts';
import { compressBody, negotiateEncoding } from './compression.ts';
import { createRendersUnderWay } from './renders-under-way.ts';

/**
 * The page cache for anonymous HTML (ADR 015): public pages rendered once and served from memory
 * to every visitor without a session, per host and normalized URL.
 *
 * - A stored page holds no nonce: the nonce it was rendered with is removed from it, and its CSP
 *   allows its inline scripts by their SHA-256 instead. So the bytes are the same for every
 *   response, and each encoding (gzip, brotli) is made once, when a client first asks for it:
 *   browsers take brotli, crawlers often gzip, and an encoding nobody asks for costs nothing.
 * - Invalidation is a generation counter: every state-changing request (and every scheduled run
 *   that changes jobs) moves it on, and an entry stored under an older generation is never served.
 *   An entry also lives at most `ttlMs` (PUBLIC_CACHE_SECONDS), which bounds how old the lists,
 *   view counts and relative times it shows may be.
 * - Memory is bounded in bytes (every encoding counted); the least recently used entries go first.
 */
export type PageView = { kind: 'job' | 'investor'; id: string };

export type PageEncoding = 'br' | 'gzip' | 'identity';

export type CachedPage = {
  /** The page uncompressed, and each encoding once a client has asked for it (`PageCache.body`). */
  bodies: { identity: Buffer } & Partial<Record<PageEncoding, Buffer>>;
  /** Response headers as rendered, without Set-Cookie, Content-Length and the CSP. */
  headers: [string, string][];
  /** The CSP of every response of this page: its inline scripts allowed by hash. */
  contentSecurityPolicy: string;
  /** The strong ETag of each encoding (one page, three representations). */
  etags: Record<PageEncoding, string>;
  /** Views the render recorded (a job page counts its visit): replayed on every hit. */
  views: PageView[];
  generation: number;
  expiresAt: number;
  /** What the entry holds in memory: every encoding made so far, and its other parts. */
  bytes: number;
  /** The key it is stored under: memory counts an encoding made later while that key still holds it. */
  key: string;
};

/**
 * A signed-in page's HTML rendered with placeholders for the viewer's own values, cut at them
 * (docs/decisions/034-signed-in-pages-from-templates.md; web/lib/signed-in-template.server.ts).
 */
export type PageTemplate = {
  /** The HTML between the placeholders, as UTF-8: one more than `slots`. */
  texts: Buffer[];
  /** Each placeholder's value: its index (in the HTML), or -1 - its index (in the hydration data). */
  slots: number[];
  bytes: number;
};

/**
 * Signed-in pages' templates, kept like stored pages: the same generation rule and lifetime, and
 * bounded in bytes (a quarter of the page cache's bound, beside it).
 */
export type PageTemplates = {
  get(key: string): PageTemplate | undefined;
  /** Kept unless a write happened since the render's data was read (`generation`, read before). */
  set(key: string, template: PageTemplate, generation: number): void;
  /**
   * Whether a kind of page's template, filled, was found the same as its full render: once per kind
   * (its routes, the viewer's masked data, which parts of the page are there), then remembered.
   */
  verdict(kind: string): boolean | undefined;
  judge(kind: string, isSame: boolean): void;
  /**
   * One render of a template at a time, as for stored pages: `begin` marks `key`'s render under
   * way (its data read in `generation`) and answers the function that ends it with the template or
   * nothing; `underWay` answers the template of a render begun since the last write, once it ends.
   */
  begin(key: string, generation: number): (template: PageTemplate | null) => void;
  underWay(key: string): Promise<PageTemplate | null> | undefined;
};

export type PageCacheStats = {
  hits: number;
  misses: number;
  /** Misses answered by a render of the same page already under way (not rendered again). */
  coalesced: number;
  bypasses: number;
  stores: number;
  invalidations: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  hitRatio: number;
  /** Signed-in pages answered from a template, rendered into one, and templates held. */
  templates: { hits: number; misses: number; entries: number };
};

export type RenderedPage = {
  html: Buffer;
  /** The CSP nonce the page was rendered with: removed from the stored page. */
  nonce: string;
  headers: [string, string][];
  views: PageView[];
  /** The CSP for a page whose inline scripts have these SHA-256 hashes (base64). */
  contentSecurityPolicy: (scriptHashes: readonly string[]) => string;
};

export type PageCache = {
  /**
   * The entry for `key` if it is current (same generation, not expired). `countMiss: false`: a
   * miss is not counted (a first look that another lookup follows).
   */
  get(key: string, options?: { countMiss?: boolean }): CachedPage | undefined;
  /**
   * Stores a rendered page, unless a write happened since the render began (`generation` is the
   * one read before rendering): its data may predate the write.
   */
  set(key: string, page: RenderedPage, generation: number): CachedPage | undefined;
  /**
   * The page in `encoding`: compressed the first time a client asks for it, then kept with the entry
   * (and counted in the cache's memory while the entry is stored).
   */
  body(page: CachedPage, encoding: PageEncoding): Buffer;
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
  noteCoalesced(): void;
  stats(): PageCacheStats;
  /** Signed-in pages' templates (ADR 034): emptied with the pages, not used while paused. */
  readonly templates: PageTemplates;
};

/**
 * Compression levels for stored pages: each page is compressed at most once per encoding and store
 * (at most once per `ttlMs` and write), so a better ratio than on-the-fly compression is affordable,
 * but not brotli's slowest levels (a spread of thousands of job pages is stored continuously).
 */
const STORED_PAGE_LEVELS = { brotliQuality: 6, gzipLevel: 7 };

export function createPageCache(options: { ttlMs: number; maxBytes: number; now?: () => number }): PageCache {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const entries = new Map<string, CachedPage>();
  let generation = 0;
  let bytes = 0;
  let isPaused = false;
  const counters = { hits: 0, misses: 0, coalesced: 0, bypasses: 0, stores: 0, invalidations: 0 };
  const templateEntries = new LRUCache<string, { template: PageTemplate; generation: number }>({
    maxSize: Math.max(1, Math.floor(options.maxBytes / 4)),
    // The key is the page's data itself (web/lib/signed-in-template.server.ts): counted too.
    sizeCalculation: (entry, key) => entry.template.bytes + key.length * 2,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf: { now },
  });
  /** Kinds of page checked against their full render: about the code, so kept across writes. */
  const verdicts = new Map<string, boolean>();
  const templateCounters = { hits: 0, misses: 0 };
  const templateRenders = createRendersUnderWay<PageTemplate>();
  const templates: PageTemplates = {
    get(key) {
      const entry = isPaused ? undefined : templateEntries.get(key);
      if (entry?.generation === generation) {
        templateCounters.hits++;
        return entry.template;
      }
      templateCounters.misses++;
      return undefined;
    },
    set(key, template, renderGeneration) {
      if (renderGeneration !== generation || isPaused) return;
      if (template.bytes > options.maxBytes / 16) return;
      templateEntries.set(key, { template, generation });
    },
    verdict: (kind) => verdicts.get(kind),
    judge(kind, isSame) {
      if (verdicts.size >= 1000) verdicts.clear();
      verdicts.set(kind, isSame);
    },
    begin: (key, renderGeneration) => templateRenders.begin(key, renderGeneration),
    underWay: (key) => (isPaused ? undefined : templateRenders.underWay(key, generation)),
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  /** Drops the least recently used entries until the cache holds at most `maxBytes`, but `keep`. */
  const shrink = (keep?: CachedPage) => {
    for (const [key, entry] of entries) {
      if (bytes <= options.maxBytes) return;
      if (entry !== keep) remove(key);
    }
  };

  return {
    get(key, lookup) {
      const countMiss = lookup?.countMiss !== false;
      const entry = entries.get(key);
      if (isPaused) {
        if (countMiss) counters.bypasses++;
        return undefined;
      }
      if (!entry || entry.generation !== generation || entry.expiresAt <= now()) {
        if (entry) remove(key);
        if (countMiss) counters.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      counters.hits++;
      return entry;
    },
    set(key, page, renderGeneration) {
      if (renderGeneration !== generation || isPaused) return undefined;
      if (page.html.length + 512 > options.maxBytes / 4) return undefined;
      const entry = preparePage(page);
      entry.generation = generation;
      entry.expiresAt = now() + options.ttlMs;
      entry.key = key;
      remove(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      shrink(entry);
      counters.stores++;
      return entry;
    },
    body(page, encoding) {
      if (encoding === 'identity') return page.bodies.identity;
      const made = page.bodies[encoding];
      if (made) return made;
      const body = compressBody(page.bodies.identity, encoding, STORED_PAGE_LEVELS);
      page.bodies[encoding] = body;
      page.bytes += body.length;
      if (entries.get(page.key) === page) {
        bytes += body.length;
        shrink(page);
      }
      return body;
    },
    get generation() {
      return generation;
    },
    invalidateAll() {
      generation++;
      counters.invalidations++;
      // Old entries are never served again; dropping them now frees their memory at once.
      entries.clear();
      templateEntries.clear();
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
    noteCoalesced() {
      counters.coalesced++;
    },
    stats() {
      const lookups = counters.hits + counters.misses;
      return {
        ...counters,
        entries: entries.size,
        bytes,
        maxBytes: options.maxBytes,
        hitRatio: lookups === 0 ? 0 : counters.hits / lookups,
        templates: { ...templateCounters, entries: templateEntries.size },
      };
    },
    templates,
  };
}

/**
 * The stored form of a rendered page: the render's nonce removed (it must not reach a second
 * visitor), its inline scripts hashed for the CSP, an ETag per encoding (the encodings themselves
 * are made when first asked for: `PageCache.body`).
 */
export function preparePage(page: RenderedPage): CachedPage {
  const html = page.nonce ? Buffer.from(page.html.toString('utf8').replaceAll(page.nonce, '')) : page.html;
  const identity = Buffer.from(html);
  const hash = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    bodies: { identity },
    headers: page.headers,
    contentSecurityPolicy: page.contentSecurityPolicy(inlineScriptHashes(identity.toString('utf8'))),
    etags: { identity: `"${hash}"`, gzip: `"${hash}-gzip"`, br: `"${hash}-br"` },
    views: page.views,
    generation: 0,
    expiresAt: 0,
    bytes: identity.length + 512,
    key: '',
  };
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Script types a browser runs (others, like application/ld+json, are data and need no hash). */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The SHA-256 (base64) of every inline script a browser would run in this page, in order of first
 * appearance, each once: what the CSP lists so exactly these scripts, and no injected one, run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (SCRIPT_TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(
      crypto
        .createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return [...hashes];
}

/** The encoding to answer with, from the request's Accept-Encoding (compression.ts decides). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  return negotiateEncoding(acceptEncoding) ?? 'identity';
}

const JOB_SEARCH_PARAMS = Object.keys(JobSearchQuery.shape);
const COMPANY_SEARCH_PARAMS = Object.keys(CompanySearchQuery.shape);
const INVESTOR_SEARCH_PARAMS = Object.keys(InvestorSearchQuery.shape);
const CAREER_PAGE_PARAMS = Object.keys(CareerJobFilters.shape);
const LANDING_SLUGS = new Set(SEO_LANDING_PAGES.map((page) => page.slug));

/**
 * The first segments of every cacheable page's address (besides `/`): `cacheableParams` answers
 * null for any other. ssr.ts matches such an address against the routes of its first segment only
 * (public-page-routes.ts).
 */
export const CACHEABLE_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'jobs',
  'startups',
  'external',
  'whiteLabelFeed',
  'careers',
  'about',
  'deals',
  'blog',
  'funding',
  'tools',
  'partners',
]);

/**
 * The query parameters a cacheable page reads, or null when the path is no cacheable page. Only
 * public pages whose content is the same for every visitor without a session are listed.
 */
export function cacheableParams(pathname: string): readonly string[] | null {
  if (pathname === '/') return [];
  const segments = pathname.split('/').slice(1);
  const [first, second, third, fourth, ...rest] = segments;
  if (rest.length > 0 || segments.some((segment) => segment === '')) return null;
  if (first === undefined || !CACHEABLE_FIRST_SEGMENTS.has(first)) return null;
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
  // The embeddable pages (ADR 030, widget): the same for every visitor, signed in or not.
  if (first === 'startups' && second === 'joblistwidget') return third && !fourth ? [] : null;
  if (first === 'external' && second === 'featuredjobs' && third === undefined) return [];
  // A white-label feed's pages (its host is in the key, ADR 030); elsewhere they are the 404 page.
  if (first === 'whiteLabelFeed') {
    if (second === undefined) return ['page'];
    if (second === 'jobs' && third !== undefined && isUuid(third) && fourth === undefined) return [];
    return null;
  }
  // A career domain's pages (only there: elsewhere they are the 404 page, never stored).
  if (first === 'careers') {
    if (second === undefined) return CAREER_PAGE_PARAMS;
    if (second === 'jobs' && third !== undefined && fourth === undefined && isUuid(third)) return [];
    return null;
  }
  if (fourth !== undefined || third !== undefined) return null;
  // The about page (a content page; migration 0021's triggers move the generation on an edit).
  if (first === 'about' && second === undefined) return [];
  if (first === 'startups') {
    if (second === undefined) return COMPANY_SEARCH_PARAMS;
    if (second === 'join') return null;
    // `faq` (the startups' FAQ) and a startup's page: the same for every visitor.
    return [];
  }
  // A visitor's deal pages carry no code, link or document (docs/product.md, Content pages); a
  // startup member is signed in, so never served from nor stored into the cache.
  if (first === 'deals') return [];
  // The blog: published posts only, the same for everyone (blog_posts moves the generation, ADR 032).
  if (first === 'blog') return second === undefined ? ['page', 'tag'] : [];
  if (first === 'funding') {
    if (second === undefined) return INVESTOR_SEARCH_PARAMS;
    if (second === 'quiz') return null;
    return [];
  }
  // The tools directory and the partners are the same for every visitor (their tables move the
  // generation); the community program's page has its forms and is never stored.
  if (first === 'tools' || first === 'partners') return [];
  return null;
}

const NEVER_PAGES = /^\/(?:api|assets|images|feeds)(?:\/|\?|$)/;

/**
 * The cache key of a page request, and the normalized path it is rendered for (unknown parameters
 * dropped, the rest sorted by name, each name's values in their order), or null when the page is
 * never cached.
 */
export function pageCacheKey(host: string, url: string): { key: string; path: string } | null {
  // The API, assets and images are never pages: answered without parsing their address (a path
  // that would only normalise into a page, `/api/../jobs`, is rendered, never stored).
  if (NEVER_PAGES.test(url)) return null;
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

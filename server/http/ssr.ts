import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { isDatabaseUnavailable, isStatementTimeout } from '../db/connection-errors.ts';
import { normalizeHost } from './hosts.ts';
import {
  type CachedPage,
  chooseEncoding,
  type PageCache,
  type PageView,
  pageCacheKey,
} from './page-cache.ts';
import { withRoutesForSegment } from './public-page-routes.ts';
import { createRendersUnderWay } from './renders-under-way.ts';
import { findFormControlCharacters, sendBadRequestPage } from './request-guards.ts';
import { RETRY_AFTER_SECONDS, sendTimedOut, sendUnavailable } from './unavailable.ts';
import type { WebContext } from './web-context.ts';

type SsrOptions = {
  mode: 'development' | 'production';
  rootDir: string;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<WebContext>;
  /** Anonymous public pages from memory (ADR 015); absent: every page is rendered. */
  pageCache?: SsrPageCache;
};

export type SsrPageCache = {
  cache: PageCache;
  /** Whether the request may be answered from the cache: no session cookie. */
  isAnonymous: (request: FastifyRequest) => boolean;
  /** The views the page's render recorded (a job page counts its visit). */
  viewsOf: (request: FastifyRequest) => PageView[];
  /** Counts them again for a visit answered from the cache. */
  recordViews: (request: FastifyRequest, views: PageView[]) => void;
  /**
   * The CSP of a page whose inline scripts have these SHA-256 hashes (a stored page has no nonce),
   * for the request that rendered it (its site decides `frame-ancestors`).
   */
  contentSecurityPolicy: (scriptHashes: readonly string[], request: FastifyRequest) => string;
};

/**
 * Browsers and CDNs may keep a cacheable page but must ask again each time (the ETag makes that a
 * 304); `Vary: Cookie` keeps a shared cache from handing the anonymous page to a signed-in visitor,
 * and `Accept-Encoding` from handing brotli to a client that did not ask for it.
 */
const CACHEABLE_PAGE_CACHE_CONTROL = 'public, no-cache';
const CACHEABLE_PAGE_VARY = 'Cookie, Accept-Encoding';

type EntryWithContext = { appContext?: RouterContext<WebContext> };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's page cache key, once worked out (undefined before; null: never from the cache).
     * Per-request state lives on the request (a decoration, so every request has the slot from
     * the start), never in a WeakMap keyed by requests: thousands of short-lived keys a second make
     * every young garbage collection sweep the map's table (3–4 ms a collection, measured on the hit
     * path, against 1 ms without).
     */
    pageCacheTarget: { key: string; path: string } | null | undefined;
  }
}

/**
 * The largest body a page action accepts. React Router reads a posted form whole into memory
 * (`request.formData()`), so the body is read here first, at most this much: the profile form
 * without JavaScript posts its pictures inside the form (each at most 8 MB, checked by the upload
 * service), and everything else is small. Larger bodies get 413 before anything is buffered past
 * the limit.
 */
export const PAGE_ACTION_BODY_LIMIT = 24 * 1024 * 1024;

/**
 * Mounts React Router (framework mode) in this Fastify process: Vite middleware with HMR in
 * development, the built server and immutable assets in production. Everything Fastify does not
 * route itself (the API, images, health) is rendered by React Router.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  app.decorateRequest('pageCacheTarget', undefined);
  let loadBuild: () => Promise<ServerBuild>;

  if (options.mode === 'development') {
    const [{ createServer }, { default: middie }] = await Promise.all([
      import('vite'),
      import('@fastify/middie'),
    ]);
    const vite = await createServer({
      root: options.rootDir,
      // Hot reload rides on the app's own HTTP server: one process, one port.
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const buildDir = path.join(options.rootDir, 'build');
    const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild;
    // Hashed file names: cache forever. Everything else in build/client: a short cache.
    // `preCompressed`: the build wrote `.br` and `.gz` copies (scripts/precompress.ts); the one the
    // browser accepts is sent with Content-Encoding and `Vary: Accept-Encoding`, the file itself
    // otherwise. The dynamic compression in compression.ts leaves these responses alone.
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client', 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '1y',
      wildcard: true,
      decorateReply: false,
      preCompressed: true,
    });
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      maxAge: '1h',
      decorateReply: false,
      preCompressed: true,
      // Without this, the per-file routes of this registration would shadow /assets/* above; the
      // compressed copies are not addresses of their own.
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    });
    loadBuild = async () => build;
  }

  type Handler = ReturnType<typeof createRequestHandler>;
  // Per build: the whole app's handler, and for the addresses the page cache knows one per first
  // segment of the address, with only the routes such an address can match (public-page-routes.ts:
  // fewer routes to try, the same match), made when first asked for.
  const handlers = new WeakMap<ServerBuild, { all: Handler; bySegment: Map<string, Handler> | null }>();
  // Renders of cacheable pages under way, by cache key: a visitor who asks for a page while it is
  // being rendered (the first visits after a write emptied the cache, a crawler's burst) waits for
  // that render and gets the page it stores, instead of rendering it once more.
  const rendering = createRendersUnderWay<CachedPage>();

  await app.register(async (scope) => {
    // React Router reads the body itself (form actions), so Fastify must leave the stream alone.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.all('/*', async (request, reply) => {
      let body: Buffer | undefined;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        // Only multipart forms carry files; other form posts get the API's body limit.
        const isMultipart = (request.headers['content-type'] ?? '')
          .toLowerCase()
          .startsWith('multipart/form-data');
        const limit = isMultipart ? PAGE_ACTION_BODY_LIMIT : request.server.deps.env.BODY_LIMIT_BYTES;
        // Declared too large: answered at once, and Node reads the rest away so the client, still
        // sending, gets the answer instead of a broken pipe. Found too large while reading (no or a
        // false length): the connection is closed, so nothing more is read.
        if (Number(request.headers['content-length'] ?? 0) > limit) return sendBodyTooLarge(reply, false);
        const read = await readBodyWithin(request, limit);
        if (read === null) return sendBodyTooLarge(reply, true);
        body = read;
        // A form field with control characters (NUL…) is refused here for every page action at once
        // (request-guards.ts checks the URLs of pages before this).
        const contentType = request.headers['content-type'] ?? '';
        if ((await findFormControlCharacters(body, contentType)).length > 0) return sendBadRequestPage(reply);
      }
      // Asked again after serveFromPageCache missed: the page may have been stored since.
      const cached = options.pageCache ? cacheLookup(options.pageCache, request) : null;
      if (cached?.page) return sendCachedPage(options.pageCache as SsrPageCache, request, reply, cached.page);
      if (cached && options.pageCache) {
        // Only a render begun since the last write: an older one may show what the write changed.
        const underWay = rendering.underWay(cached.key, options.pageCache.cache.generation);
        const page = underWay ? await underWay : null;
        if (page) {
          options.pageCache.cache.noteCoalesced();
          return sendCachedPage(options.pageCache, request, reply, page);
        }
      }
      const generation = options.pageCache?.cache.generation ?? 0;
      const settle = cached && request.method === 'GET' ? rendering.begin(cached.key, generation) : null;
      try {
        return await renderPage(request, reply, body, cached, generation, settle);
      } finally {
        settle?.(null);
      }
    });

    async function renderPage(
      request: FastifyRequest,
      reply: FastifyReply,
      body: Buffer | undefined,
      cached: { key: string; path: string } | null,
      generation: number,
      settle: ((page: CachedPage | null) => void) | null,
    ): Promise<FastifyReply> {
      const build = await loadBuild();
      let built = handlers.get(build);
      if (!built) {
        // Only where a page's manifest lists just the routes it matched (lazy route discovery,
        // entry.server.tsx): with the whole manifest in the page, every route's module is needed.
        const isLazy = build.routeDiscovery?.mode === 'lazy' && !build.isSpaMode;
        built = {
          all: createRequestHandler(withOutageAwareErrors(build), options.mode),
          bySegment: isLazy ? new Map() : null,
        };
        handlers.set(build, built);
      }
      let handler = built.all;
      const target = cacheTargetOf(request);
      if (target && built.bySegment) {
        // The normalized path's first segment: one of page-cache.ts's CACHEABLE_FIRST_SEGMENTS, or '' for '/'.
        const segment = target.path.split(/[/?]/, 2)[1] ?? '';
        let forSegment = built.bySegment.get(segment);
        if (!forSegment) {
          forSegment = createRequestHandler(
            withOutageAwareErrors(withRoutesForSegment(build, segment)),
            options.mode,
          );
          built.bySegment.set(segment, forSegment);
        }
        handler = forSegment;
      }
      const appContext = (build.entry.module as EntryWithContext).appContext;
      if (!appContext) throw new Error('web/entry.server.tsx must export appContext');
      const webContext = await options.createContext(request, reply);
      // A public page seen signed in: filled from a template of it when one is kept (ADR 034).
      if (
        webContext.me &&
        options.pageCache &&
        request.method === 'GET' &&
        !options.pageCache.cache.isPaused &&
        cacheTargetOf(request)
      ) {
        webContext.pageTemplates = { store: options.pageCache.cache.templates, generation };
      }
      const routerContext = new RouterContextProvider(new Map([[appContext as RouterContext, webContext]]));
      // A cacheable page is rendered for its normalized address, so the stored page is what every
      // address with the same key shows.
      const fetchRequest = toFetchRequest(request, reply, body, cached?.path);
      const response = await handler(fetchRequest, routerContext);
      if (cached && options.pageCache) {
        const stored = await storePage(options.pageCache, request, reply, response, {
          key: cached.key,
          nonce: webContext.nonce,
          generation,
        });
        settle?.(stored);
        if (stored) return sendCachedPage(options.pageCache, request, reply, stored, false);
      }
      const outage = unavailableRequests.get(fetchRequest);
      if (outage !== undefined && response.status >= 500) {
        // A loader or action found the database out of reach, or a statement ran past its timeout:
        // 503 with Retry-After, never 500.
        const timedOut = outage === STATEMENT_TIMED_OUT;
        if (timedOut) {
          request.log.warn(
            { code: '57014' },
            'page failed: a statement ran past DATABASE_STATEMENT_TIMEOUT_MS',
          );
        } else {
          request.log.warn({ err: outage }, 'page failed: database unavailable');
        }
        if (!new URL(fetchRequest.url).pathname.endsWith('.data')) {
          return timedOut ? sendTimedOut(request, reply) : sendUnavailable(request, reply);
        }
        // Client navigations (single fetch) keep React Router's encoded error, with the status.
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return sendFetchResponse(
          reply,
          new Response(response.body, { status: 503, headers: response.headers }),
        );
      }
      return sendFetchResponse(reply, response);
    }
  });
}

/**
 * The page cache's hit path, for an `onRequest` hook registered before the cookie, security-header,
 * session and host hooks: a hit is answered here, with the headers those hooks gave the page when
 * it was stored, so a hit costs little more than writing the page. A miss (or a request the cache
 * never answers) goes on through every hook to the route, which renders it. Not for a process that
 * is starting or shutting down (their hooks answer differently); the caller checks.
 */
export function serveFromPageCache(
  pageCache: SsrPageCache,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | null {
  const target = cacheTargetOf(request);
  if (!target || !pageCache.isAnonymous(request)) return null;
  // A miss is counted by the route's own lookup, which follows.
  const page = pageCache.cache.get(target.key, { countMiss: false });
  if (!page) return null;
  reply.header('x-request-id', request.id);
  return sendCachedPage(pageCache, request, reply, page);
}

/**
 * Fetch requests whose loader or action failed because the database was out of reach (the error),
 * or because a statement ran past its timeout (STATEMENT_TIMED_OUT: its error holds the SQL).
 */
const unavailableRequests = new WeakMap<Request, unknown>();
const STATEMENT_TIMED_OUT = Symbol('statement timed out');

/**
 * The build with a `handleError` that sets aside "database unavailable" errors (answered 503 above,
 * logged once per burst) and passes any other to the web's own handleError, or logs it as React
 * Router would.
 */
function withOutageAwareErrors(build: ServerBuild): ServerBuild {
  const own = build.entry.module.handleError;
  const handleError: NonNullable<ServerBuild['entry']['module']['handleError']> = (error, args) => {
    if (isDatabaseUnavailable(error)) {
      unavailableRequests.set(args.request, error);
      return;
    }
    if (isStatementTimeout(error)) {
      unavailableRequests.set(args.request, STATEMENT_TIMED_OUT);
      return;
    }
    if (own) return own(error, args);
    if (!args.request.signal.aborted) console.error(error);
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
}

/**
 * The request body, or null as soon as it is (or says it will be) larger than `limit`: the rest is
 * never read, and the answer closes the connection.
 */
async function readBodyWithin(request: FastifyRequest, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) return null;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request.raw) {
    const bytes = chunk as Buffer;
    total += bytes.length;
    if (total > limit) return null;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
}

function sendBodyTooLarge(reply: FastifyReply, closeConnection: boolean): FastifyReply {
  const limitMb = Math.round(PAGE_ACTION_BODY_LIMIT / (1024 * 1024));
  if (closeConnection) reply.header('connection', 'close');
  return reply
    .status(413)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The form is too large</title></head>` +
        `<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
        `<h1>The form is too large</h1><p>A form can send at most ${limitMb} MB at once, and each image at most 8 MB. ` +
        `Please go back, choose fewer or smaller images, and send it again.</p></body></html>`,
    );
}

/** The cache key and normalized address of a GET or HEAD of a cacheable page; null for any other. */
function cacheTargetOf(request: FastifyRequest): { key: string; path: string } | null {
  // Worked out once per request (the hit path, then the route on a miss), kept on the request.
  let target = request.pageCacheTarget;
  if (target === undefined) {
    target =
      request.method === 'GET' || request.method === 'HEAD'
        ? // Hits are answered before the site is resolved: the key is its host, normalised the same way.
          pageCacheKey(normalizeHost(request.headers.host) || 'localhost', request.url)
        : null;
    request.pageCacheTarget = target;
  }
  return target;
}

/**
 * The cache key of a GET or HEAD of a cacheable page by an anonymous visitor, and the entry if one
 * is current; null when the request is never answered from the cache.
 */
function cacheLookup(
  pageCache: SsrPageCache,
  request: FastifyRequest,
): { key: string; path: string; page: CachedPage | undefined } | null {
  const target = cacheTargetOf(request);
  if (!target) return null;
  if (!pageCache.isAnonymous(request)) {
    pageCache.cache.noteBypass();
    return null;
  }
  return { ...target, page: pageCache.cache.get(target.key) };
}

/**
 * Keeps a rendered page when it is the same for every anonymous visitor: a complete 200 HTML page
 * that sets no cookie. Answers the entry, or null when the response goes out as it is.
 */
async function storePage(
  pageCache: SsrPageCache,
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  render: { key: string; nonce: string; generation: number },
): Promise<CachedPage | null> {
  if (request.method !== 'GET' || response.status !== 200 || !response.body) return null;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return null;
  if (response.headers.getSetCookie().length > 0) return null;
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (/no-store|private/i.test(cacheControl)) return null;
  const html = Buffer.from(await response.clone().arrayBuffer());
  // The page's own headers, and those the hooks before the route gave every page (the security
  // headers): a hit answered before those hooks (serveFromPageCache) sends them from here.
  const kept = new Map<string, string>();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    kept.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  for (const [name, value] of response.headers) {
    if (PER_RESPONSE_HEADERS.has(name)) continue;
    kept.set(name, value);
  }
  const headers = [...kept];
  return (
    pageCache.cache.set(
      render.key,
      {
        html,
        nonce: render.nonce,
        headers,
        views: pageCache.viewsOf(request),
        contentSecurityPolicy: (scriptHashes) => pageCache.contentSecurityPolicy(scriptHashes, request),
      },
      render.generation,
    ) ?? null
  );
}

/**
 * Headers never stored with a page: made for each response (its id, its CSP, its length, the
 * connection's fate, the cache's own) or never sent from the cache (cookies).
 */
const PER_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-security-policy',
  'content-length',
  'content-encoding',
  'x-request-id',
  'connection',
  'etag',
  'x-page-cache',
  'cache-control',
  'vary',
]);

/**
 * A page from the cache (or the render that just stored it: `isHit` false): the encoding the client
 * takes, the page's CSP with its scripts' hashes, views counted, 304 when the browser has this
 * version. Every response of one entry is the same bytes: no nonce is in them to reuse.
 */
function sendCachedPage(
  pageCache: SsrPageCache,
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  isHit = true,
): FastifyReply {
  if (isHit) pageCache.recordViews(request, page.views);
  for (const [name, value] of page.headers) reply.header(name, value);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const etag = page.etags[encoding];
  reply.header('cache-control', CACHEABLE_PAGE_CACHE_CONTROL);
  reply.header('vary', CACHEABLE_PAGE_VARY);
  reply.header('etag', etag);
  reply.header('x-page-cache', isHit ? 'HIT' : 'MISS');
  reply.header('content-security-policy', page.contentSecurityPolicy);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  // A 304 confirms the copy of this very representation (its ETag names the encoding), so its
  // headers, Content-Encoding included, are the copy's own.
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
  reply.status(200);
  return reply.send(pageCache.cache.body(page, encoding));
}

/** Whether the client's copy is this representation (If-None-Match compares weakly). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || (value.startsWith('W/') ? value.slice(2) : value) === etag;
  });
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, body?: Buffer, path?: string): Request {
  const url = new URL(path ?? request.url, `${request.protocol}://${request.host || 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    // `Origin: null` reaches here only from our own no-referrer pages (session.ts refuses it unless
    // Sec-Fetch-Site says same-origin); React Router's own origin check would abort the action.
    if (name === 'origin' && value === 'null') continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = body
      ? (body as unknown as BodyInit)
      : (Readable.toWeb(request.raw) as unknown as ReadableStream);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply | Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // Pages arrive complete (entry.server.tsx buffers them): send the bytes in one write. Anything
  // else, e.g. a streamed resource route, stays a stream.
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    return response.arrayBuffer().then((body) => reply.send(Buffer.from(body)));
  }
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppError } from '#domain/errors.ts';
import type { Site } from '#domain/site/site.ts';
import { frameAncestorsOf, widgetPageOf } from '#domain/site/widget-paths.ts';
import type { SignInMethod } from '#domain/users/sign-in-method.ts';
import { createTxtResolver } from '../adapters/dns/create-txt-resolver.ts';
import { createProfessionalNetwork } from '../adapters/oauth/create-professional-network.ts';
import { createPaymentProvider } from '../adapters/payments/create-payment-provider.ts';
import { createFileStorage } from '../adapters/storage/create-file-storage.ts';
import { AREAS } from '../areas.ts';
import { PROFILE_COOKIE } from '../services/auth/session-policy.ts';
import type { PortalDeps } from '../services/deps.ts';
import { createInvestorViewCounter } from '../services/investors/record-investor-view.ts';
import { createJobViewCounter } from '../services/jobs/record-job-view.ts';
import { countRateLimitHits, rateLimitClientHash } from '../services/rate-limits/count-rate-limit-hit.ts';
import { getSiteProducts } from '../services/site/get-site-products.ts';
import { createWebServices, type WebViewer } from '../services/web-services.ts';
import { renderApiDocsPage } from './api-docs-page.ts';
import { createAreaPageServices, scopedRoutes, servedRoutes } from './app-area.ts';
import type { AppDeps } from './app-deps.ts';
import { redirectUnknownHost } from './canonical-host.ts';
import { registerCompression } from './compression.ts';
import { registerRoute } from './define-route.ts';
import { registerErrorHandler } from './error-handler.ts';
import { createHostLookup, createWidgetCompanyLookup } from './host-lookup.ts';
import { createHostResolver, type HostResolver, siteForPath } from './hosts.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { createPageCacheFromEnv, type PageView } from './page-cache.ts';
import { toPortalDeps } from './portal-deps.ts';
import { registerPublicApi } from './public-api.ts';
import { registerRequestGuards } from './request-guards.ts';
import { registerProfessionalNetworkPages } from './routes/auth/professional-network-pages.ts';
import { isDevToolsEnvironment } from './routes/dev/outbox-routes.ts';
import { registerImageRoutes } from './routes/images/serve-image.ts';
import { registerSeoRoutes } from './routes/seo/seo-routes.ts';
import { endSession, openSession } from './routes/users/user-session.ts';
import { registerWhiteLabelFeedRoutes } from './routes/white-label/white-label-feed-routes.ts';
import { buildContentSecurityPolicy, createNonce, setHtmlSecurityHeaders } from './security-headers.ts';
import { hasCookie, registerSessions, serializeSessionCookie } from './session.ts';
import { createSharedRateLimitStore } from './shared-rate-limit-store.ts';
import { registerSsr, type SsrPageCache, serveFromPageCache } from './ssr.ts';
import { refuseOnTenantSite } from './tenant-guards.ts';
import { sendUnavailable } from './unavailable.ts';
import type { WebServices } from './web-context.ts';

export type { AppDeps };

export type BuildAppOptions = {
  deps: AppDeps;
  logger: Logger | false;
  /** Serve pages (React Router). API tests can leave it off for speed. */
  withPages: boolean;
};

/** The core's page services and every area's groups, for one request (`context.services`). */
function createPageServices(deps: PortalDeps, site: Site, viewer: WebViewer): WebServices {
  return createAreaPageServices(
    AREAS,
    { deps, site, viewer },
    createWebServices(deps, site.platform, viewer),
  );
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const deps: AppDeps = {
    ...options.deps,
    professionalNetwork:
      options.deps.professionalNetwork === undefined
        ? createProfessionalNetwork({ env: options.deps.env, now: options.deps.now })
        : options.deps.professionalNetwork,
    appSecret: options.deps.appSecret ?? crypto.randomBytes(32).toString('hex'),
    storage: options.deps.storage ?? createFileStorage(options.deps.env),
    pageCache:
      options.deps.pageCache === undefined
        ? options.withPages
          ? createPageCacheFromEnv(options.deps.env)
          : null
        : options.deps.pageCache,
  };
  // Site-wide settings (products, configuration) follow the page cache: read again after any write.
  const generationCache = deps.pageCache;
  if (generationCache && !deps.publicGeneration) deps.publicGeneration = () => generationCache.generation;
  const isDevelopment = deps.env.NODE_ENV === 'development';
  const app = Fastify({
    loggerInstance: options.logger === false ? undefined : options.logger,
    logger: options.logger === false ? false : undefined,
    bodyLimit: deps.env.BODY_LIMIT_BYTES,
    trustProxy: deps.env.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // Graceful shutdown: requests arriving on kept-alive connections while the server closes are
    // served (with Connection: close), not refused with 503; idle connections are closed.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  } as Parameters<typeof Fastify>[0]) as unknown as FastifyInstance;
  app.decorate('deps', deps);
  // Payments: the local test provider unless PAYMENT_PROVIDER=stripe. Its TEST MODE page delivers
  // its signed events to our own webhook route in process, through the same verification.
  deps.payments ??= {
    provider: createPaymentProvider({ env: deps.env, appSecret: deps.appSecret as string }),
    countryHeader: deps.env.COUNTRY_HEADER,
    deliverWebhook: ({ provider, body, headers }) =>
      app.inject({
        method: 'POST',
        url: `/api/payments/webhook/${encodeURIComponent(provider)}`,
        headers,
        payload: body,
      }),
  };
  if (deps.env.NODE_ENV === 'production' && deps.payments.provider.name === 'local') {
    app.log.warn('PAYMENT_PROVIDER is local: checkouts are TEST MODE and confirm without payment');
  }

  // Career domain verification: the local test DNS unless DNS_PROVIDER=system (server/env.ts).
  deps.dns ??= createTxtResolver(deps.env, deps.db);

  registerErrorHandler(app);
  // Unknown methods (405) and control characters in page URLs (400), before any route or session work.
  registerRequestGuards(app);
  // Pages, JSON and feeds go out compressed (brotli or gzip) when the browser takes it; added before
  // every route and plugin so they all inherit it (ADR 017).
  registerCompression(app);
  // The page cache's hits are answered here, before the hooks below (cookies, security headers,
  // sessions, hosts): a stored page carries the headers they gave it (ADR 015). Set once the page
  // routes are registered.
  let pageCacheHits: SsrPageCache | null = null;
  app.addHook('onRequest', async (request, reply) => {
    if (!pageCacheHits || deps.lifecycle.isStarting || deps.lifecycle.isShuttingDown) return;
    const answered = serveFromPageCache(pageCacheHits, request, reply);
    if (answered) return answered;
  });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // The CSP needs a per-response nonce, so HTML responses set it themselves (security-headers.ts).
    contentSecurityPolicy: false,
    hsts: deps.env.NODE_ENV === 'production' && deps.env.PUBLIC_URL.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The LinkedIn sign-in popup goes to another origin and back; the opener must keep its handle on
    // it (to read the callback and notice a closed popup). Pages opening us still get no handle.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  // Limits are per route (sign-in, sign-up, ...) and client address, counted in the database that
  // every worker process and instance shares (ADR 026).
  const rateLimitSecret = deps.appSecret as string;
  await app.register(fastifyRateLimit, {
    global: false,
    store: createSharedRateLimitStore({
      count: (limitKey, client, windowMs, hits) =>
        countRateLimitHits(deps.db, {
          limitKey,
          clientHash: rateLimitClientHash(rateLimitSecret, client),
          windowMs,
          hits,
        }),
      onDegraded: (error) =>
        app.log.warn({ err: error }, 'rate limits are counted in this process until the database answers'),
      onRecovered: () => app.log.info('rate limits are shared again'),
    }),
  });
  // The public API (/api/v2, single jobs, feeds): CORS for any origin and a per-client budget.
  registerPublicApi(app, { maxPerMinute: deps.env.PUBLIC_API_RATE_LIMIT * deps.env.RATE_LIMIT_FACTOR });
  registerSessions(app, {
    ...deps,
    publicUrl: deps.env.PUBLIC_URL,
    isSecureCookie: deps.env.PUBLIC_URL.startsWith('https:'),
  });

  const publicUrl = new URL(deps.env.PUBLIC_URL);
  const hosts: HostResolver = createHostResolver({
    // PUBLIC_URL's own host is always ours (the canonical one unknown hosts are sent to).
    mainHosts: deps.env.impactHosts.includes(publicUrl.hostname)
      ? deps.env.mainHosts
      : [...deps.env.mainHosts, publicUrl.hostname],
    impactHosts: deps.env.impactHosts,
    lookup: createHostLookup(deps),
    publicUrl: deps.env.PUBLIC_URL,
    ...(deps.publicGeneration ? { generation: deps.publicGeneration } : {}),
  });
  const findWidgetCompany = createWidgetCompanyLookup(deps);
  app.decorateRequest('site', null as unknown as Site);
  app.addHook('onRequest', async (request, reply) => {
    // Shutting down: every answer closes its connection, so kept-alive clients move elsewhere.
    if (deps.lifecycle.isShuttingDown) reply.header('connection', 'close');
    // Booting while the database is not there yet: only the probes answer.
    if (deps.lifecycle.isStarting && request.url !== '/healthz' && request.url !== '/readyz') {
      reply.header('x-request-id', request.id);
      return sendUnavailable(request, reply);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    request.site = await hosts.resolve(request.headers.host);
    if (deps.env.NODE_ENV === 'production') {
      const redirected = redirectUnknownHost(request, reply, request.site, publicUrl.origin);
      if (redirected) return redirected;
    }
    // A tenant's host never answers the marketplace's API, feeds and sitemaps (tenant-guards.ts).
    const refused = await refuseOnTenantSite(request, reply, deps);
    if (refused) return refused;
    const pathname = request.url.split('?', 1)[0] ?? '';
    // The embeddable pages (ADR 030, widget): framable (their CSP's frame-ancestors says by whom,
    // so no X-Frame-Options), and the embed scripts may be loaded by any site's page.
    request.site = await siteForPath(request.site, pathname, findWidgetCompany);
    if (request.site.kind === 'widget') reply.removeHeader('x-frame-options');
    if (pathname.startsWith('/embed/')) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  // Widget pages never set a cookie (nothing on them depends on who looks): a framing site learns
  // nothing about the visitor, and every visitor gets the same (cacheable) page.
  app.addHook('onSend', async (request, reply) => {
    if (request.site?.kind === 'widget') reply.removeHeader('set-cookie');
  });

  const pageCache = deps.pageCache ?? null;
  if (pageCache) {
    // Any state-changing request may change what a public page shows: pages stored before it are
    // never served again. Done before the answer leaves, in every worker of this server (the
    // database's notification reaches them and other instances too, a moment later), so the
    // writer's next page is fresh whichever worker serves it. A route that writes nothing a
    // public page shows says so (`keepsPublicPages`, e.g. the engagement log) and keeps the pages.
    const isWrite = (request: FastifyRequest) =>
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.method !== 'OPTIONS' &&
      request.routeOptions.config?.keepsPublicPages !== true;
    app.addHook('onSend', async (request) => {
      if (!isWrite(request)) return;
      pageCache.invalidateAll();
      await deps.pageCacheBroadcast?.();
    });
    app.addHook('onResponse', async (request) => {
      if (isWrite(request)) pageCache.invalidateAll();
    });
    const statsTimer = setInterval(() => {
      const stats = pageCache.stats();
      const lookups = stats.hits + stats.misses + stats.templates.hits + stats.templates.misses;
      if (lookups > 0) app.log.info({ pageCache: stats }, 'page cache');
    }, 60_000);
    statsTimer.unref();
    app.addHook('onClose', async () => clearInterval(statsTimer));
  }

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (deps.lifecycle.isShuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    if (deps.lifecycle.isStarting) return reply.status(503).send({ status: 'starting' });
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.kind };
    } catch {
      return reply.status(503).send({ status: 'database-unavailable' });
    }
  });

  // Every area's JSON routes, then the scoped ones (multipart, form and raw bodies); development
  // tools are never mounted in production. The OpenAPI document lists what is served.
  const routes = servedRoutes(AREAS, deps.env);
  for (const route of routes) registerRoute(app, route);
  const scoped = scopedRoutes(AREAS);
  for (const scope of scoped) await scope.register(app);
  const openApi = buildOpenApiDocument([...routes, ...scoped.flatMap((scope) => scope.routes)], {
    version: '1.0.02',
    serverUrl: deps.env.PUBLIC_URL,
  });
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(openApi),
  );
  app.get('/api/docs', async (_request, reply) => {
    const nonce = createNonce();
    setHtmlSecurityHeaders(reply, nonce, isDevelopment);
    return reply
      .type('text/html; charset=utf-8')
      .send(renderApiDocsPage(openApi as unknown as Parameters<typeof renderApiDocsPage>[0]));
  });
  // Unknown API paths are JSON errors, never the HTML 404 page.
  app.all('/api/*', async () => {
    throw new AppError('NOT_FOUND', 'Unknown API route');
  });

  await registerImageRoutes(app, deps);
  // robots.txt, sitemaps and job feeds: URLs built on PUBLIC_URL, never on the Host header.
  registerSeoRoutes(app, deps);
  // A white-label feed's RSS, JSON Feed and XML on its own host (ADR 030).
  registerWhiteLabelFeedRoutes(app, deps);
  await registerProfessionalNetworkPages(app);

  if (options.withPages) {
    // Job page views, noted in memory and written in batches; closing the app writes the rest
    // (main.ts closes the app before the database on shutdown).
    const jobViews = createJobViewCounter({
      db: deps.db,
      now: deps.now,
      secret: deps.appSecret as string,
      logger: app.log,
    });
    app.addHook('onClose', async () => {
      await jobViews.close();
    });
    const investorViews = createInvestorViewCounter({
      db: deps.db,
      now: deps.now,
      secret: deps.appSecret as string,
      logger: app.log,
    });
    const portalDeps = toPortalDeps(deps);
    // The views a page's render records, so a visit answered from the page cache counts them too.
    // Kept on the request (see FastifyRequest.pageCacheTarget in ssr.ts).
    app.decorateRequest('recordedViews', null);
    const noteView = (request: FastifyRequest, view: PageView) => {
      request.recordedViews ??= [];
      request.recordedViews.push(view);
    };
    const visitor = (request: FastifyRequest) => ({
      method: request.method,
      ip: request.ip,
      headers: request.headers,
    });
    const sessionCookieName = app.sessionCookie.name;
    pageCacheHits = pageCache
      ? {
          cache: pageCache,
          // Read from the header itself: the hit path runs before the cookie plugin parses it.
          // Widget pages are the same for everyone, signed in or not (they never read the session).
          isAnonymous: (request) =>
            !hasCookie(request.headers.cookie, sessionCookieName) ||
            widgetPageOf(request.url.split('?', 1)[0] ?? '') !== null,
          viewsOf: (request) => request.recordedViews ?? [],
          recordViews: (request, views) => {
            for (const view of views) {
              if (view.kind === 'job') jobViews.record(view.id, visitor(request));
              else investorViews.record(view.id, visitor(request));
            }
          },
          contentSecurityPolicy: (scriptHashes, request) =>
            buildContentSecurityPolicy({
              scriptHashes,
              isDevelopment,
              frameAncestors: frameAncestorsOf(request.site),
            }),
        }
      : null;
    // Page actions' rate limits (`limitRate`), one limiter per budget, counted where the API's are.
    const pageLimiters = new Map<string, ReturnType<typeof app.createRateLimit>>();
    const limitPageRequest = async (
      request: FastifyRequest,
      limit: { name: string; max: number; timeWindowMs: number },
    ) => {
      let limiter = pageLimiters.get(limit.name);
      if (!limiter) {
        // `limitName` is read by the shared store (shared-rate-limit-store.ts): the API route's own key.
        const options = {
          max: limit.max * deps.env.RATE_LIMIT_FACTOR,
          timeWindow: limit.timeWindowMs,
          limitName: limit.name,
        };
        limiter = app.createRateLimit(options);
        pageLimiters.set(limit.name, limiter);
      }
      const result = await limiter(request);
      if (result.isAllowed) return;
      if (result.isExceeded) {
        throw new AppError('RATE_LIMITED', 'Too many requests, please try again later', undefined, {
          retryAfterSeconds: result.ttlInSeconds,
        });
      }
    };
    await registerSsr(app, {
      pageCache: pageCacheHits ?? undefined,
      mode: isDevelopment ? 'development' : 'production',
      rootDir: deps.rootDir,
      createContext: async (request: FastifyRequest, reply) => {
        const nonce = createNonce();
        setHtmlSecurityHeaders(reply, nonce, isDevelopment, frameAncestorsOf(request.site));
        // A widget page never reads the session (nor its cookie): it is the same for everyone.
        const isWidget = request.site.kind === 'widget';
        const [products, viewer] = await Promise.all([
          getSiteProducts(deps),
          isWidget ? null : request.getSessionWithMe(request.site.platform),
        ]);
        const me = viewer?.me ?? null;
        const session = viewer?.session ?? null;
        return {
          services: createPageServices(portalDeps, request.site, {
            userId: me?.id ?? null,
            clientIp: request.ip,
            recordJobView: (jobId) => {
              noteView(request, { kind: 'job', id: jobId });
              jobViews.record(jobId, visitor(request));
            },
            recordInvestorView: (investorId) => {
              noteView(request, { kind: 'investor', id: investorId });
              investorViews.record(investorId, visitor(request));
            },
          }),
          site: request.site,
          nonce,
          publicUrl: deps.env.PUBLIC_URL,
          requestId: request.id,
          products,
          me,
          // Set by ssr.ts for a signed-in GET of a public page (ADR 034).
          pageTemplates: null,
          sessionStartedAt: me && session ? session.startedAt : null,
          rememberedProfile: isWidget ? null : (request.cookies[PROFILE_COOKIE] ?? null),
          startSession: async (userId: string, method: SignInMethod) =>
            serializeSessionCookie(app, await openSession(request, userId, { method })),
          endSession: () => endSession(request),
          profileCookie: (profile: string) =>
            app.serializeCookie(PROFILE_COOKIE, profile, {
              path: '/',
              httpOnly: true,
              sameSite: 'lax',
              secure: app.sessionCookie.isSecure,
              maxAge: 365 * 24 * 3600,
            }),
          isDevelopment: isDevToolsEnvironment(deps.env.NODE_ENV),
          // The popup returns to PUBLIC_URL: from another host name (the impact platform) the page
          // could not read it, so the button shows only where the callback is.
          professionalNetworkSignIn:
            deps.professionalNetwork != null &&
            request.host.toLowerCase() === new URL(deps.env.PUBLIC_URL).host,
          logError: (error: unknown) => request.log.error({ err: error }, 'page request failed'),
          limitRate: (limit) => limitPageRequest(request, limit),
          captchaQuestion: () => deps.captcha.createQuestion(),
        };
      },
    });
  }
  return app;
}

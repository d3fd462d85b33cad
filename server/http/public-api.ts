import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '#domain/errors.ts';

/**
 * The public API (issue 13, ADR 013): what other sites and programs may read. Everything else under
 * /api is the app's own and offers no cross-origin use.
 *
 * - Rate limited, one budget per client address across all of it, with the IETF draft's
 *   `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` and `RateLimit-Policy` headers.
 * - Open to any origin (CORS `*`, never with credentials: a browser then sends no cookies, so no
 *   visitor's session can be used by another site).
 */
const RATE_LIMITED_PATHS = [/^\/api\/v2\//, /^\/api\/jobs\/single\/[^/]+$/, /^\/feeds\//];
/** Public too (CORS), but not counted: images are served from caches, the document is static. */
const CORS_ONLY_PATHS = [/^\/images\//, /^\/api\/openapi\.json$/];

const WINDOW_MS = 60_000;

const EXPOSED_HEADERS = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
  'Retry-After',
  'ETag',
  'X-Request-Id',
].join(', ');

/** What a cross-origin preflight may ask for: reads, with the headers clients of a JSON API send. */
const PREFLIGHT_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Accept, Accept-Language, Content-Language, Content-Type, If-None-Match',
  'access-control-max-age': '86400',
} as const;

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '';
}

export function isRateLimitedPublicPath(path: string): boolean {
  return RATE_LIMITED_PATHS.some((pattern) => pattern.test(path));
}

export function isPublicPath(path: string): boolean {
  return isRateLimitedPublicPath(path) || CORS_ONLY_PATHS.some((pattern) => pattern.test(path));
}

/** A preflight (OPTIONS) of a public path gets the CORS answer; others none (request-guards.ts). */
export function addPreflightHeaders(url: string, reply: FastifyReply): void {
  if (isPublicPath(pathOf(url))) reply.headers(PREFLIGHT_HEADERS);
}

/** The budget's name among the shared rate limits (`rate_limit_hits.limit_key`). */
export const PUBLIC_API_LIMIT_NAME = 'public-api';

/**
 * Counts requests per client address (`request.ip`: the balancer's X-Forwarded-For with
 * TRUST_PROXY; IPv6 by /64) in the rate limits every process shares (ADR 026). The check runs
 * before any other work of the request, and a client over its limit is refused from memory until
 * its window ends: a burst from one client never takes time from the others, who have budgets of
 * their own.
 */
export function registerPublicApi(app: FastifyInstance, options: { maxPerMinute: number }): void {
  // `limitName` is read by the shared store (shared-rate-limit-store.ts), not by the plugin.
  const limitOptions = { max: options.maxPerMinute, timeWindow: WINDOW_MS, limitName: PUBLIC_API_LIMIT_NAME };
  const limiter = app.createRateLimit(limitOptions);
  const policy = `${options.maxPerMinute};w=${WINDOW_MS / 1000}`;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = pathOf(request.url);
    if (!isPublicPath(path)) return;
    reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', EXPOSED_HEADERS);
    if (!isRateLimitedPublicPath(path)) return;
    const limit = await limiter(request);
    if (limit.isAllowed) return;
    reply
      .header('ratelimit-limit', String(limit.max))
      .header('ratelimit-remaining', String(limit.remaining))
      .header('ratelimit-reset', String(limit.ttlInSeconds))
      .header('ratelimit-policy', policy);
    if (limit.isExceeded) {
      throw new AppError('RATE_LIMITED', 'Too many requests, please try again later', undefined, {
        retryAfterSeconds: limit.ttlInSeconds,
      });
    }
  });
}

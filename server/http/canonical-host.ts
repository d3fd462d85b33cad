import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '#domain/site/site.ts';

/** Load balancers probe these by address, with whatever Host: they answer on every host. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * In production a request for a host outside the host table (MAIN_HOSTS, IMPACT_HOSTS, PUBLIC_URL's
 * own host, and the career and white-label hosts the lookup finds) is sent, permanently, to the same
 * path and query on PUBLIC_URL: the site is never served under names we do not own (a parked
 * domain pointed at us, a typo'd subdomain, a bare IP), so search engines and visitors see one site.
 * GET and HEAD get 301, other methods 308, which keeps the method and body instead of turning a
 * POST into a GET. The path is appended to the origin as a string (never resolved as a URL), so a
 * path like `//evil.example` stays a path on our host.
 */
export function redirectUnknownHost(
  request: FastifyRequest,
  reply: FastifyReply,
  host: Site,
  publicOrigin: string,
): FastifyReply | undefined {
  if (!host.isUnknown) return undefined;
  const path = request.url.split('?', 1)[0] ?? '';
  if (PROBE_PATHS.has(path)) return undefined;
  const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
  return reply.header('cache-control', 'no-store').redirect(`${publicOrigin}${request.url}`, status);
}

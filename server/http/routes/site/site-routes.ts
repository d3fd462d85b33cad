import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type DetectedCountryCode,
  IpCountry,
  SiteConfig,
  SiteConfigBase,
} from '#domain/site/site-config.schema.ts';
import { SITE_CONFIG_CACHE_SECONDS } from '#domain/site/site-config-defaults.ts';
import { detectCountry } from '../../../services/site/detect-country.ts';
import { getSiteConfig, getSiteConfigBase } from '../../../services/site/get-site-config.ts';
import { defineRoute } from '../../define-route.ts';

// The configuration is the same for everyone except the detected country and its currency, so shared
// caches may keep it as long as they key it on the country header (see `detectVisitorCountry`).
const SHARED_CACHE_CONTROL = `public, max-age=${SITE_CONFIG_CACHE_SECONDS}`;

export const SITE_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/site/config-base',
    summary:
      'What every page needs: products, countries, currency and detected country, roles, position types, version',
    tags: ['site'],
    response: SiteConfigBase,
    cacheControl: SHARED_CACHE_CONTROL,
    handler: (_input, request, reply) =>
      getSiteConfigBase(request.server.deps, { ipCountryCode: detectVisitorCountry(request, reply) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/site/configuration-cached',
    summary: 'The full site configuration: every list the forms and filters choose from (up to 60 s old)',
    tags: ['site'],
    response: SiteConfig,
    cacheControl: SHARED_CACHE_CONTROL,
    handler: (_input, request, reply) =>
      getSiteConfig(request.server.deps, { ipCountryCode: detectVisitorCountry(request, reply) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/site/ip-country',
    summary: "The visitor's country as detected from the trusted proxy header (default DK)",
    tags: ['site'],
    response: IpCountry,
    // About one visitor: browsers may keep it, shared caches may not.
    cacheControl: `private, max-age=${SITE_CONFIG_CACHE_SECONDS}`,
    handler: async (_input, request, reply) => ({
      ipDetectedCountryCode: detectVisitorCountry(request, reply),
    }),
  }),
];

/**
 * Detects the country and, when a proxy header decides it, adds that header to `Vary` so an HTTP cache
 * never hands one visitor's country (and currency) to another. Without the header every visitor gets
 * the default, so the response does not vary.
 */
function detectVisitorCountry(request: FastifyRequest, reply: FastifyReply): DetectedCountryCode {
  const countryHeader = request.server.deps.env.COUNTRY_HEADER?.trim().toLowerCase();
  if (countryHeader) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, ${countryHeader}` : countryHeader);
  }
  return detectCountry({ headers: request.headers, countryHeader });
}

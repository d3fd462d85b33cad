import { LRUCache } from 'lru-cache';
import type { Platform } from '#domain/companies/company.schema.ts';
import { IMPACT_SITE_NAME, MAIN_SITE_NAME, type Site } from '#domain/site/site.ts';
import { widgetPageOf } from '#domain/site/widget-paths.ts';

/**
 * The Site of a request (domain/site/site.ts, ADR 030), from its Host header: configured hosts
 * (MAIN_HOSTS, IMPACT_HOSTS, PUBLIC_URL's own) first, then the startups' verified career domains and
 * the white-label feeds' hosts (looked up, cached 60 s, bounded). An unknown host never borrows a
 * tenant: it is the main platform marked `isUnknown` (redirected to PUBLIC_URL in production).
 */
export type HostLookup = {
  findCareerCompany(host: string): Promise<{ id: string; key: string; name: string } | null>;
  findWhiteLabelFeed(host: string): Promise<{ id: string; name: string } | null>;
};

/** A published startup of a platform, by its URL key, with the origins that may frame its widget. */
export type WidgetCompanyLookup = (
  key: string,
  platform: Platform,
) => Promise<{ id: string; key: string; name: string; widgetOrigins: string[] } | null>;

export type HostResolver = { resolve(hostHeader: string | undefined): Promise<Site> };

const CACHE_TTL_MS = 60_000;
/** Bounded so random Host headers cannot grow memory. */
const CACHE_MAX_ENTRIES = 2_000;

export function normalizeHost(hostHeader: string | undefined): string {
  const value = (hostHeader ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * A host's origin on PUBLIC_URL's scheme and port: what the site's own links and canonical URLs use.
 * The main host's origin is PUBLIC_URL itself (127.0.0.1 and localhost link to one place).
 */
export function originOnPublicUrl(host: string, publicUrl: URL): string {
  return `${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}`;
}

export function createHostResolver(options: {
  mainHosts: string[];
  impactHosts: string[];
  lookup: HostLookup;
  publicUrl: string;
  now?: () => number;
  /**
   * The page-cache generation (ADR 015): it moves with every write to a startup or a feed, in every
   * process, and then the cached answers are forgotten, so a domain just verified or removed is
   * served as it now is at once instead of after the 60 s.
   */
  generation?: () => number;
}): HostResolver {
  const main = new Set(options.mainHosts);
  const impact = new Set(options.impactHosts);
  const publicUrl = new URL(options.publicUrl);
  const publicOrigin = publicUrl.origin;
  const originOf = (host: string) => originOnPublicUrl(host, publicUrl);

  async function lookupTenant(host: string): Promise<Site> {
    const company = await options.lookup.findCareerCompany(host);
    if (company)
      return { kind: 'career', platform: 'main', host, origin: originOf(host), name: company.name, company };
    const feed = await options.lookup.findWhiteLabelFeed(host);
    if (feed) {
      return {
        kind: 'whiteLabel',
        platform: 'main',
        host,
        origin: originOf(host),
        name: feed.name,
        whiteLabelFeedId: feed.id,
      };
    }
    return {
      kind: 'main',
      platform: 'main',
      host,
      origin: publicOrigin,
      name: MAIN_SITE_NAME,
      isUnknown: true,
    };
  }
  // Concurrent first requests for one host share a single look-up; a failed one is not kept.
  const cache = new LRUCache<string, Site>({
    max: CACHE_MAX_ENTRIES,
    ttl: CACHE_TTL_MS,
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
    fetchMethod: (host) => lookupTenant(host),
  });

  let seenGeneration = options.generation?.();

  return {
    async resolve(hostHeader) {
      const host = normalizeHost(hostHeader);
      if (options.generation) {
        const generation = options.generation();
        if (generation !== seenGeneration) {
          seenGeneration = generation;
          cache.clear();
        }
      }
      if (main.has(host) || host === '') {
        return { kind: 'main', platform: 'main', host, origin: publicOrigin, name: MAIN_SITE_NAME };
      }
      if (impact.has(host)) {
        return { kind: 'impact', platform: 'impact', host, origin: originOf(host), name: IMPACT_SITE_NAME };
      }
      return cache.forceFetch(host);
    },
  };
}

/**
 * The site of an embeddable page (ADR 030, widget): on a platform's host, the job-list widget and
 * the featured-jobs embed are a `widget` site of that platform, framable by the startup's listed
 * origins (any origin when it lists none, and for the featured embed). Any other path, and every
 * path of a career or white-label host, keeps the host's site.
 */
export async function siteForPath(
  site: Site,
  pathname: string,
  findWidgetCompany: WidgetCompanyLookup,
): Promise<Site> {
  if (site.kind !== 'main' && site.kind !== 'impact') return site;
  const page = widgetPageOf(pathname);
  if (!page) return site;
  const widget: Site = { ...site, kind: 'widget' };
  if (page.kind === 'featured') return widget;
  const company = await findWidgetCompany(page.companyKey, site.platform);
  if (!company) return widget;
  return {
    ...widget,
    company: { id: company.id, key: company.key, name: company.name },
    widgetOrigins: company.widgetOrigins,
  };
}

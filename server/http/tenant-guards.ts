import type { Site } from '#domain/site/site.ts';

/**
 * What a tenant's host never answers (ADR 030): the lists behind these are the platform's, so on a
 * white-label feed's host they would show jobs the feed's filter does not allow. The JSON API (the
 * feed's pages need none of it: they render on the server and apply on the main site), and the main
 * site's feeds and sitemaps (the feed has its own feeds under /whiteLabelFeed/). Answered 404.
 */
const REFUSED_ON: Partial<Record<Site['kind'], RegExp>> = {
  whiteLabel: /^\/(?:api|feeds|sitemaps)(?:\/|\?|$)|^\/sitemap\.xml(?:\?|$)/,
};

export function isRefusedOnSite(site: Site, url: string): boolean {
  return REFUSED_ON[site.kind]?.test(url) ?? false;
}

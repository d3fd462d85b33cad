import type { Platform } from '../companies/company.schema.ts';

/**
 * What a request's Host (and, for embeds, its path) makes of Nordhub: docs/product.md, Platforms
 * and hosts; ADR 030. Resolved once per request (server/http/hosts.ts) and handed to the page
 * services and loaders; listing scopes, canonical URLs, feeds, sitemaps, the page-cache key and the
 * CSP `frame-ancestors` derive from it.
 * - `main`, `impact`: the two platforms, on their configured host names;
 * - `career`: a startup's own (verified) career domain, showing only that startup;
 * - `whiteLabel`: a white-label feed's host, showing only the jobs its filters allow;
 * - `widget`: an embeddable page (a startup's job-list widget, the featured-jobs embed) on one of
 *   the platforms' hosts: no session, no cookies, may be framed.
 */
export type SiteKind = 'main' | 'impact' | 'career' | 'whiteLabel' | 'widget';

export type Site = {
  kind: SiteKind;
  /** The platform whose profiles the site shows (career and white-label sites are on main). */
  platform: Platform;
  /** The host name as asked for, lower case, without port. */
  host: string;
  /** Where the site's own links point: PUBLIC_URL on the main host, else its host on PUBLIC_URL's scheme and port. */
  origin: string;
  /** The name pages carry in their titles and header: 'Nordhub', 'Nordhub Impact', the startup's or the feed's name. */
  name: string;
  /** The startup a career site belongs to. */
  company?: { id: string; key: string; name: string };
  /**
   * A widget site's framing rule: the https origins that may frame it (a startup's listed origins
   * for its job-list widget); empty or absent: any origin may (the featured-jobs embed).
   */
  widgetOrigins?: readonly string[];
  /** The white-label feed of a white-label site. */
  whiteLabelFeedId?: string;
  /**
   * Set when the host is none of ours (not configured, no verified career domain, no white-label
   * feed): served as the main platform outside production, redirected to PUBLIC_URL in production.
   */
  isUnknown?: true;
};

export const MAIN_SITE_NAME = 'Nordhub';
export const IMPACT_SITE_NAME = 'Nordhub Impact';

/** The part of a site the browser gets (root loader data): nothing about other tenants. */
export type SiteSummary = Pick<Site, 'kind' | 'platform' | 'name' | 'origin'> & { companyKey?: string };

export function summarizeSite(site: Site): SiteSummary {
  return {
    kind: site.kind,
    platform: site.platform,
    name: site.name,
    origin: site.origin,
    ...(site.company ? { companyKey: site.company.key } : {}),
  };
}

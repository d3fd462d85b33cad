/**
 * White-label feeds' limits and paths, without zod: pages import them, and zod in the browser's
 * bundle would cost bytes and trip the CSP (its eval probe). docs/product.md, Career pages and
 * white-label feeds.
 */
export const WHITE_LABEL_NAME_MAX_LENGTH = 80;
export const WHITE_LABEL_DESCRIPTION_MAX_LENGTH = 500;
/** At most this many startups in a feed's filter. */
export const WHITE_LABEL_MAX_STARTUPS = 50;
/** A startup may run this many feeds. */
export const WHITE_LABEL_MAX_FEEDS = 10;

/** The feed's own paths on its host (docs/product.md, Platforms and hosts). */
export const WHITE_LABEL_PATHS = {
  page: '/whiteLabelFeed',
  job: (id: string) => `/whiteLabelFeed/jobs/${encodeURIComponent(id)}`,
  rss: '/whiteLabelFeed/feed.rss',
  json: '/whiteLabelFeed/feed.json',
  xml: '/whiteLabelFeed/feed.xml',
} as const;

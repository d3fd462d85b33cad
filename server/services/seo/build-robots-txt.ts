/**
 * Paths crawlers are asked to leave alone: the portals, the API, account pages, per-subscriber
 * settings reached by a secret key, and development tools.
 */
export const ROBOTS_DISALLOWED_PATHS = [
  '/client/',
  '/api/',
  '/settings',
  '/profile-settings/',
  '/admin',
  '/dev/',
] as const;

/**
 * robots.txt: every public page allowed, the private areas disallowed, and where the sitemap is.
 * The newest jobs' RSS feed is named as a sitemap too (search engines read RSS 2.0 as one, and poll
 * it for fresh jobs); the aggregators' XML feed is named in a comment, robots.txt has no field for it.
 */
export function buildRobotsTxt(options: {
  sitemapUrl: string;
  jobsRssUrl?: string;
  jobsXmlUrl?: string;
}): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.sitemapUrl}`,
    ...(options.jobsRssUrl ? [`Sitemap: ${options.jobsRssUrl}`] : []),
    ...(options.jobsXmlUrl ? [`# Job feed for aggregators (Indeed XML): ${options.jobsXmlUrl}`] : []),
    '',
  ].join('\n');
}

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

/** robots.txt: every public page allowed, the private areas disallowed, and where the sitemap is. */
export function buildRobotsTxt(options: { sitemapUrl: string }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.sitemapUrl}`,
    '',
  ].join('\n');
}

import { describe, expect, it } from 'vitest';
import { buildRobotsTxt } from './build-robots-txt.ts';

describe('buildRobotsTxt', () => {
  it('allows public pages, keeps crawlers out of private areas and points to the sitemap', () => {
    expect(buildRobotsTxt({ sitemapUrl: 'https://nordhub.example/sitemap.xml' })).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /client/',
        'Disallow: /api/',
        'Disallow: /settings',
        'Disallow: /profile-settings/',
        'Disallow: /admin',
        'Disallow: /dev/',
        '',
        'Sitemap: https://nordhub.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('names the newest jobs feed as a sitemap and the aggregators feed in a comment', () => {
    const lines = buildRobotsTxt({
      sitemapUrl: 'https://nordhub.example/sitemap.xml',
      jobsRssUrl: 'https://nordhub.example/feeds/jobs.rss',
      jobsXmlUrl: 'https://nordhub.example/feeds/jobs.xml',
    }).split('\n');
    expect(lines).toContain('Sitemap: https://nordhub.example/sitemap.xml');
    expect(lines).toContain('Sitemap: https://nordhub.example/feeds/jobs.rss');
    expect(lines).toContain(
      '# Job feed for aggregators (Indeed XML): https://nordhub.example/feeds/jobs.xml',
    );
  });
});

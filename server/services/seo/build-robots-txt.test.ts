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
});

import { describe, expect, it } from 'vitest';
import type { Site } from '#domain/site/site.ts';
import { isRefusedOnSite } from './tenant-guards.ts';

const site = (kind: Site['kind']): Site => ({
  kind,
  platform: 'main',
  host: 'h',
  origin: 'http://h',
  name: 'H',
});

describe('isRefusedOnSite', () => {
  it.each([
    ['whiteLabel', '/api/v2/jobs', true],
    ['whiteLabel', '/api', true],
    ['whiteLabel', '/feeds/jobs.rss?countryCode=DK', true],
    ['whiteLabel', '/sitemap.xml', true],
    ['whiteLabel', '/sitemaps/jobs-1.xml', true],
    ['whiteLabel', '/whiteLabelFeed/feed.rss', false],
    ['whiteLabel', '/whiteLabelFeed', false],
    ['whiteLabel', '/images/thumbnail/logo.png', false],
    ['whiteLabel', '/apiary', false],
    ['career', '/api/v2/jobs', true],
    ['career', '/feeds/jobs.rss', true],
    ['career', '/sitemap.xml', false],
    ['career', '/careers', false],
    // A data request for a page the site does not serve (one route's loader alone, past the root's check).
    ['career', '/jobs/123.data', true],
    ['career', '/careers/jobs/123.data', false],
    ['whiteLabel', '/_root.data', false],
    ['main', '/jobs/123.data', false],
    ['main', '/api/v2/jobs', false],
    ['main', '/feeds/jobs.rss', false],
  ] as const)('%s %s → %s', (kind, url, refused) => {
    expect(isRefusedOnSite(site(kind), url)).toBe(refused);
  });
});

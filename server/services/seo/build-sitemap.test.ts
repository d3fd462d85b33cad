import { describe, expect, it } from 'vitest';
import { buildSitemapIndexXml, buildSitemapXml } from './build-sitemap.ts';

describe('buildSitemapXml', () => {
  it('lists each URL with its last modification in UTC', () => {
    expect(
      buildSitemapXml([
        { loc: 'https://nordhub.example/jobs' },
        { loc: 'https://nordhub.example/jobs/1', lastmod: new Date('2026-03-01T08:15:30.123+02:00') },
        { loc: 'https://nordhub.example/startups/a', lastmod: '2026-02-01T00:00:00Z' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://nordhub.example/jobs</loc></url>',
        '<url><loc>https://nordhub.example/jobs/1</loc><lastmod>2026-03-01T06:15:30Z</lastmod></url>',
        '<url><loc>https://nordhub.example/startups/a</loc><lastmod>2026-02-01T00:00:00Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes URLs and leaves out a missing or invalid date', () => {
    const xml = buildSitemapXml([
      { loc: 'https://nordhub.example/jobs?a=1&b=<2>', lastmod: null },
      { loc: 'https://nordhub.example/x', lastmod: 'not a date' },
    ]);
    expect(xml).toContain('<url><loc>https://nordhub.example/jobs?a=1&amp;b=&lt;2&gt;</loc></url>');
    expect(xml).toContain('<url><loc>https://nordhub.example/x</loc></url>');
    expect(xml).not.toContain('lastmod');
  });

  it('is a valid empty set without entries', () => {
    expect(buildSitemapXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});

describe('buildSitemapIndexXml', () => {
  it('lists the sitemaps', () => {
    expect(
      buildSitemapIndexXml([
        { loc: 'https://nordhub.example/sitemaps/pages.xml' },
        { loc: 'https://nordhub.example/sitemaps/jobs-1.xml', lastmod: new Date('2026-03-01T00:00:00Z') },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://nordhub.example/sitemaps/pages.xml</loc></sitemap>',
        '<sitemap><loc>https://nordhub.example/sitemaps/jobs-1.xml</loc><lastmod>2026-03-01T00:00:00Z</lastmod></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});

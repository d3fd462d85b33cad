import { describe, expect, it } from 'vitest';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { buildJobsJsonFeed, buildJobsRss } from './build-job-feeds.ts';

const PUBLIC_URL = 'https://nordhub.example';
const NOW = new Date('2026-03-02T12:00:00Z');

function job(overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Backend Developer',
    status: 'ACTIVE',
    company: { id: 'c1', key: 'acme', name: 'Acme', logoImage: 'logos/acme.png', countryCode: 'DK' },
    location: { locality: 'Copenhagen', country: 'DK', address: null },
    isRemote: false,
    positionType: 'fulltime',
    roles: ['backenddeveloper'],
    salary: { type: 'range', currency: 'DKK', min: 45000, max: 60000, period: 'month' },
    equity: { type: 'undisclosed', min: null, max: null },
    views: 10,
    isBoosted: false,
    visaSponsorship: false,
    createdAt: '2026-02-27T09:00:00.000Z',
    approvedAt: '2026-03-01T08:00:00.000Z',
    expirationDate: null,
    boostingExpiresAt: null,
    ...overrides,
  };
}

describe('buildJobsRss', () => {
  it('describes the channel and each job with absolute links', () => {
    const xml = buildJobsRss([job()], { publicUrl: PUBLIC_URL, now: NOW });
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        '<channel>',
        '<title>Nordhub: latest startup jobs</title>',
        '<link>https://nordhub.example/jobs</link>',
        '<description>The newest jobs at startups in Denmark, Sweden, Norway, Finland and Iceland, and remote jobs.</description>',
        '<language>en</language>',
        '<lastBuildDate>Mon, 02 Mar 2026 12:00:00 GMT</lastBuildDate>',
        '<atom:link href="https://nordhub.example/feeds/jobs.rss" rel="self" type="application/rss+xml"/>',
        [
          '<item>',
          '<title>Backend Developer at Acme</title>',
          '<link>https://nordhub.example/jobs/11111111-1111-4111-8111-111111111111</link>',
          '<guid isPermaLink="true">https://nordhub.example/jobs/11111111-1111-4111-8111-111111111111</guid>',
          '<pubDate>Sun, 01 Mar 2026 08:00:00 GMT</pubDate>',
          '<description>Acme is hiring: Backend Developer (Copenhagen, Denmark). Full-time, 45,000–60,000 DKK per month.</description>',
          '<category>Backend development</category>',
          '</item>',
        ].join(''),
        '</channel>',
        '</rss>',
        '',
      ].join('\n'),
    );
  });

  it('escapes job and startup text', () => {
    const xml = buildJobsRss(
      [job({ title: 'R&D <Lead>', company: { ...job().company, name: 'Fish & "Chips"' } })],
      { publicUrl: PUBLIC_URL, now: NOW },
    );
    expect(xml).toContain('<title>R&amp;D &lt;Lead&gt; at Fish &amp; &quot;Chips&quot;</title>');
    expect(xml).not.toMatch(/<Lead>|& "/);
  });

  it('dates an unapproved job by its creation and has an empty channel without jobs', () => {
    expect(buildJobsRss([job({ approvedAt: null })], { publicUrl: PUBLIC_URL, now: NOW })).toContain(
      '<pubDate>Fri, 27 Feb 2026 09:00:00 GMT</pubDate>',
    );
    expect(buildJobsRss([], { publicUrl: PUBLIC_URL, now: NOW })).not.toContain('<item>');
  });
});

describe('buildJobsJsonFeed', () => {
  it('is a JSON Feed 1.1 with absolute URLs', () => {
    const remote = job({
      id: '22222222-2222-4222-8222-222222222222',
      isRemote: true,
      salary: { type: 'competitive', currency: null, min: null, max: null, period: null },
      company: { ...job().company, logoImage: null },
      roles: ['design', 'graphicdesign'],
    });
    expect(buildJobsJsonFeed([job(), remote], { publicUrl: PUBLIC_URL, now: NOW })).toEqual({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Nordhub: latest startup jobs',
      home_page_url: 'https://nordhub.example/jobs',
      feed_url: 'https://nordhub.example/feeds/jobs.json',
      description:
        'The newest jobs at startups in Denmark, Sweden, Norway, Finland and Iceland, and remote jobs.',
      language: 'en',
      items: [
        {
          id: 'https://nordhub.example/jobs/11111111-1111-4111-8111-111111111111',
          url: 'https://nordhub.example/jobs/11111111-1111-4111-8111-111111111111',
          title: 'Backend Developer at Acme',
          content_text:
            'Acme is hiring: Backend Developer (Copenhagen, Denmark). Full-time, 45,000–60,000 DKK per month.',
          date_published: '2026-03-01T08:00:00.000Z',
          tags: ['Backend development'],
          authors: [{ name: 'Acme', url: 'https://nordhub.example/startups/acme' }],
          image: 'https://nordhub.example/images/thumbnail/logos/acme.png',
        },
        {
          id: 'https://nordhub.example/jobs/22222222-2222-4222-8222-222222222222',
          url: 'https://nordhub.example/jobs/22222222-2222-4222-8222-222222222222',
          title: 'Backend Developer at Acme',
          content_text: 'Acme is hiring: Backend Developer (Remote). Full-time, Competitive salary.',
          date_published: '2026-03-01T08:00:00.000Z',
          tags: ['UX/UI design', 'Graphic design'],
          authors: [{ name: 'Acme', url: 'https://nordhub.example/startups/acme' }],
        },
      ],
    });
  });
});

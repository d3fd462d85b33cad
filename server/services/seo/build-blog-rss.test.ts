import { describe, expect, it } from 'vitest';
import { buildBlogRss } from './build-blog-rss.ts';

const POST = {
  id: '1',
  slug: 'hiring-in-aarhus',
  title: 'Hiring <fast> & well',
  excerpt: 'Why "we" hire',
  coverImage: null,
  author: 'Sofie Kragh',
  tags: ['hiring', 'remote-work'],
  publishedAt: '2026-11-20T09:30:00.000Z',
  readingMinutes: 2,
  company: null,
  bodyHtml: '<p>&lt;script&gt;x&lt;/script&gt;</p>',
};

describe('buildBlogRss', () => {
  it('writes an RSS 2.0 channel with escaped items, categories and the self link', () => {
    const xml = buildBlogRss([POST], {
      publicUrl: 'https://nordhub.example',
      now: new Date('2026-11-29T00:00:00Z'),
    });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(
      '<atom:link href="https://nordhub.example/feeds/blog.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<title>Hiring &lt;fast&gt; &amp; well</title>');
    expect(xml).toContain('<link>https://nordhub.example/blog/hiring-in-aarhus</link>');
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 09:30:00 GMT</pubDate>');
    expect(xml).toContain('<description>Why &quot;we&quot; hire</description>');
    expect(xml).toContain('<category>Hiring</category><category>Remote work</category>');
    expect(xml).toContain('<content:encoded>&lt;p&gt;&amp;lt;script&amp;gt;');
    expect(xml).not.toContain('<script');
  });

  it('is a valid empty channel without posts', () => {
    const xml = buildBlogRss([], { publicUrl: 'https://nordhub.example', now: new Date(0) });
    expect(xml).not.toContain('<item>');
    expect(xml).toContain('</channel>');
  });
});

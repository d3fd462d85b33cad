import type { BlogPostSummary } from '#domain/content/blog.schema.ts';
import { BLOG_FEED_PATH, blogTagText } from '#domain/content/blog-constants.ts';
import { absoluteUrl, escapeXml } from './xml-text.ts';

const FEED_TITLE = 'Nordhub: News & Insights';
const FEED_DESCRIPTION =
  'Advice, salary figures and news from the Nordic startup scene, by the Nordhub team and startups.';

/**
 * The blog's RSS 2.0 feed (with an Atom self link, like the job feed): the newest published posts
 * (read-public-blog.ts decides what is published), each with its summary as description and its
 * body, rendered by markdown-it (ADR 029), as `content:encoded`.
 */
export function buildBlogRss(
  posts: readonly (BlogPostSummary & { bodyHtml: string })[],
  options: { publicUrl: string; now: Date },
): string {
  const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    tag('title', FEED_TITLE),
    tag('link', absoluteUrl(options.publicUrl, '/blog')),
    tag('description', FEED_DESCRIPTION),
    tag('language', 'en'),
    tag('lastBuildDate', options.now.toUTCString()),
    `<atom:link href="${escapeXml(absoluteUrl(options.publicUrl, BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const post of posts) {
    const url = absoluteUrl(options.publicUrl, `/blog/${encodeURIComponent(post.slug)}`);
    lines.push(
      [
        '<item>',
        tag('title', post.title),
        tag('link', url),
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        tag('pubDate', new Date(post.publishedAt).toUTCString()),
        tag('description', post.excerpt),
        tag('content:encoded', post.bodyHtml),
        ...post.tags.map((value) => tag('category', blogTagText(value))),
        '</item>',
      ].join(''),
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

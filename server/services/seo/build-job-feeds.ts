import { imageUrl } from '#domain/content/image-sizes.ts';
import { formatSalary } from '#domain/jobs/format-salary.ts';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { findRoleText, POSITION_TYPES } from '#domain/jobs/job-constants.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { absoluteUrl, escapeXml } from './xml-text.ts';

/** Where the feeds are served; the pages' `<head>` links to the same paths. */
export const JOB_FEED_PATHS = { rss: '/feeds/jobs.rss', json: '/feeds/jobs.json' } as const;
/** How many of the newest jobs a feed carries. */
export const JOB_FEED_SIZE = 50;

const FEED_TITLE = 'Nordhub: latest startup jobs';
const FEED_DESCRIPTION =
  'The newest jobs at startups in Denmark, Sweden, Norway, Finland and Iceland, and remote jobs.';

export type JobFeedOptions = {
  publicUrl: string;
  /** When the feed was built: the RSS lastBuildDate. */
  now: Date;
};

/** One feed item's text and links, shared by both formats. */
type FeedItem = {
  id: string;
  url: string;
  title: string;
  summary: string;
  published: Date;
  tags: string[];
  company: { name: string; url: string };
  image: string | null;
};

function toFeedItem(job: JobListItem, publicUrl: string): FeedItem {
  const where = formatLocationPreview(job);
  const positionType = POSITION_TYPES.find((p) => p.value === job.positionType)?.text ?? job.positionType;
  const details = [positionType, formatSalary(job.salary)].filter(Boolean).join(', ');
  const url = absoluteUrl(publicUrl, `/jobs/${job.id}`);
  return {
    id: url,
    url,
    title: `${job.title} at ${job.company.name}`,
    summary: `${job.company.name} is hiring: ${job.title}${where ? ` (${where})` : ''}. ${details}.`,
    published: new Date(job.approvedAt ?? job.createdAt),
    tags: job.roles.map((role) => findRoleText(role) ?? role),
    company: { name: job.company.name, url: absoluteUrl(publicUrl, `/startups/${job.company.key}`) },
    image: job.company.logoImage
      ? absoluteUrl(publicUrl, imageUrl('thumbnail', job.company.logoImage))
      : null,
  };
}

/** RSS 2.0 with an Atom self link (what feed validators ask for). */
export function buildJobsRss(jobs: readonly JobListItem[], options: JobFeedOptions): string {
  const items = jobs.map((job) => toFeedItem(job, options.publicUrl));
  const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    tag('title', FEED_TITLE),
    tag('link', absoluteUrl(options.publicUrl, '/jobs')),
    tag('description', FEED_DESCRIPTION),
    tag('language', 'en'),
    tag('lastBuildDate', options.now.toUTCString()),
    `<atom:link href="${escapeXml(absoluteUrl(options.publicUrl, JOB_FEED_PATHS.rss))}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const item of items) {
    lines.push(
      [
        '<item>',
        tag('title', item.title),
        tag('link', item.url),
        `<guid isPermaLink="true">${escapeXml(item.id)}</guid>`,
        tag('pubDate', item.published.toUTCString()),
        tag('description', item.summary),
        ...item.tags.map((text) => tag('category', text)),
        '</item>',
      ].join(''),
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function buildJobsJsonFeed(jobs: readonly JobListItem[], options: JobFeedOptions) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: FEED_TITLE,
    home_page_url: absoluteUrl(options.publicUrl, '/jobs'),
    feed_url: absoluteUrl(options.publicUrl, JOB_FEED_PATHS.json),
    description: FEED_DESCRIPTION,
    language: 'en',
    items: jobs.map((job) => {
      const item = toFeedItem(job, options.publicUrl);
      return {
        id: item.id,
        url: item.url,
        title: item.title,
        content_text: item.summary,
        date_published: item.published.toISOString(),
        tags: item.tags,
        authors: [item.company],
        ...(item.image ? { image: item.image } : {}),
      };
    }),
  };
}

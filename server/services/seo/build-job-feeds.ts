import { imageUrl } from '#domain/content/image-sizes.ts';
import { richTextToHtml } from '#domain/content/rich-text.ts';
import { formatSalary } from '#domain/jobs/format-salary.ts';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { findRoleText, POSITION_TYPES } from '#domain/jobs/job-constants.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { absoluteUrl, escapeXml } from './xml-text.ts';

/**
 * Where the feeds are served; the pages' `<head>` links to RSS and JSON. `xml` is the feed job
 * aggregators ingest (Indeed's XML format), `xsd` its schema.
 */
export const JOB_FEED_PATHS = {
  rss: '/feeds/jobs.rss',
  json: '/feeds/jobs.json',
  xml: '/feeds/jobs.xml',
  xsd: '/feeds/jobs.xsd',
} as const;
/** How many jobs a feed carries: the first of the search, in its sort (the newest when none is chosen). */
export const JOB_FEED_SIZE = 50;

const FEED_TITLE = 'Nordhub: latest startup jobs';
const FEED_DESCRIPTION =
  'The newest jobs at startups in Denmark, Sweden, Norway, Finland and Iceland, and remote jobs.';

export type JobFeedOptions = {
  publicUrl: string;
  /** When the feed was built: the RSS lastBuildDate. */
  now: Date;
  /**
   * The feed's filter as a query string (`?countryCode=DK`, '' for every job): kept on the feed's own
   * address, and turned into the /jobs page that lists the same jobs.
   */
  feedQuery?: string;
  /** The /jobs page address listing the same jobs (`/jobs?country=DK`); `/jobs` when left out. */
  jobsPagePath?: string;
  /**
   * Another site's feed (ADR 030: a white-label feed on its host, `publicUrl` then its origin): its
   * title and description, its own feed addresses, and where its jobs and startups are shown.
   */
  site?: {
    title: string;
    description: string;
    paths: { rss: string; json: string };
    jobPath: (id: string) => string;
    /** Absolute: a tenant site has no startup pages of its own, the main site has. */
    companyUrl: (key: string) => string;
  };
};

function feedTitle(options: JobFeedOptions): string {
  return options.site?.title ?? FEED_TITLE;
}

function feedDescription(options: JobFeedOptions): string {
  return options.site?.description || (options.site ? feedTitle(options) : FEED_DESCRIPTION);
}

function selfUrl(options: JobFeedOptions, format: 'rss' | 'json'): string {
  const path = options.site ? options.site.paths[format] : JOB_FEED_PATHS[format] + (options.feedQuery ?? '');
  return absoluteUrl(options.publicUrl, path);
}

function jobUrl(options: JobFeedOptions, id: string): string {
  return absoluteUrl(options.publicUrl, options.site ? options.site.jobPath(id) : `/jobs/${id}`);
}

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

function toFeedItem(job: JobListItem, options: JobFeedOptions): FeedItem {
  const { publicUrl } = options;
  const where = formatLocationPreview(job);
  const positionType = POSITION_TYPES.find((p) => p.value === job.positionType)?.text ?? job.positionType;
  const details = [positionType, formatSalary(job.salary)].filter(Boolean).join(', ');
  const url = jobUrl(options, job.id);
  return {
    id: url,
    url,
    title: `${job.title} at ${job.company.name}`,
    summary: `${job.company.name} is hiring: ${job.title}${where ? ` (${where})` : ''}. ${details}.`,
    published: new Date(job.approvedAt ?? job.createdAt),
    tags: job.roles.map((role) => findRoleText(role) ?? role),
    company: {
      name: job.company.name,
      url: options.site
        ? options.site.companyUrl(job.company.key)
        : absoluteUrl(publicUrl, `/startups/${job.company.key}`),
    },
    image: job.company.logoImage
      ? absoluteUrl(publicUrl, imageUrl('thumbnail', job.company.logoImage))
      : null,
  };
}

/** RSS 2.0 with an Atom self link (what feed validators ask for). */
export function buildJobsRss(jobs: readonly JobListItem[], options: JobFeedOptions): string {
  const items = jobs.map((job) => toFeedItem(job, options));
  const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    tag('title', feedTitle(options)),
    tag('link', absoluteUrl(options.publicUrl, options.jobsPagePath ?? '/jobs')),
    tag('description', feedDescription(options)),
    tag('language', 'en'),
    tag('lastBuildDate', options.now.toUTCString()),
    `<atom:link href="${escapeXml(selfUrl(options, 'rss'))}" rel="self" type="application/rss+xml"/>`,
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
    title: feedTitle(options),
    home_page_url: absoluteUrl(options.publicUrl, options.jobsPagePath ?? '/jobs'),
    feed_url: selfUrl(options, 'json'),
    description: feedDescription(options),
    language: 'en',
    items: jobs.map((job) => {
      const item = toFeedItem(job, options);
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

/** A job of the XML feed: a list item and its text. */
export type XmlFeedJob = JobListItem & { description: string };

/**
 * Indeed's job types. Ours map onto them: a student job is part-time, freelance work a contract, a
 * co-founder role full-time.
 */
const INDEED_JOB_TYPES: Record<JobListItem['positionType'], string> = {
  fulltime: 'fulltime',
  parttime: 'parttime',
  internship: 'internship',
  studentjob: 'parttime',
  freelance: 'contract',
  cofounder: 'fulltime',
};

/**
 * The XML job feed in the format job aggregators ingest (Indeed's: `<source>` with publisher data
 * and one `<job>` per job: title, date, reference number, url, company, city, country, description
 * as HTML, salary, job type, category, remote type). Its schema is `jobs-feed.xsd` beside this file,
 * served at /feeds/jobs.xsd; the feed validates against it (tests/api/job-feeds.api.test.ts).
 */
export function buildJobsXmlFeed(jobs: readonly XmlFeedJob[], options: JobFeedOptions): string {
  const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    tag('publisher', options.site?.title ?? 'Nordhub'),
    tag('publisherurl', absoluteUrl(options.publicUrl, options.jobsPagePath ?? '/jobs')),
    tag('lastBuildDate', options.now.toUTCString()),
  ];
  for (const job of jobs) {
    const salary = job.salary.type === 'range' ? formatSalary(job.salary) : null;
    const categories = job.roles.map((role) => findRoleText(role) ?? role);
    lines.push(
      [
        '<job>',
        tag('title', job.title),
        tag('date', new Date(job.approvedAt ?? job.createdAt).toUTCString()),
        tag('referencenumber', job.id),
        tag('url', jobUrl(options, job.id)),
        tag('company', job.company.name),
        job.location.locality ? tag('city', job.location.locality) : '',
        job.location.country ? tag('country', job.location.country) : '',
        tag('description', richTextToHtml(job.description)),
        salary ? tag('salary', salary) : '',
        tag('jobtype', INDEED_JOB_TYPES[job.positionType]),
        categories.length > 0 ? tag('category', categories.join(', ')) : '',
        job.isRemote ? tag('remotetype', 'Fully remote') : '',
        '</job>',
      ].join(''),
    );
  }
  lines.push('</source>', '');
  return lines.join('\n');
}

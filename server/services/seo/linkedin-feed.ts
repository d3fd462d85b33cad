import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { richTextToHtml } from '#domain/content/rich-text.ts';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildJobFilters, descNullsLast } from '../jobs/list-jobs.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from '../jobs/map-job.ts';
import { absoluteUrl, escapeXml } from './xml-text.ts';

/** A job of the LinkedIn feed: a list item, its text and its startup's LinkedIn id. */
export type LinkedinFeedJob = JobListItem & { description: string; linkedinCompanyId: string };

/**
 * Every live job (what the main platform's job search lists: ACTIVE, not expired, its startup
 * published) of every startup that connected its LinkedIn company page; a startup without an id is
 * not in it. Read fresh on each request: LinkedIn polls it, and a job that stops being live must
 * leave it.
 */
export async function listLinkedinFeedJobs(deps: ServiceDeps): Promise<LinkedinFeedJob[]> {
  const now = deps.now();
  const rows = await deps.db
    .select({ ...JOB_LIST_COLUMNS, description: jobs.description, linkedinId: companies.linkedinId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...buildJobFilters({}, 'main'), isNotNull(companies.linkedinId), ne(companies.linkedinId, '')))
    .orderBy(asc(companies.key), descNullsLast(jobs.approvedAt), descNullsLast(jobs.id));
  return rows.map((row) => ({
    ...mapJobListItem(row, now),
    description: row.description,
    linkedinCompanyId: row.linkedinId ?? '',
  }));
}

/** LinkedIn's job types; ours map onto them (a student job is part-time, freelance work a contract). */
const LINKEDIN_JOB_TYPES: Record<JobListItem['positionType'], string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  internship: 'INTERNSHIP',
  studentjob: 'PART_TIME',
  freelance: 'CONTRACT',
  cofounder: 'FULL_TIME',
};

const isoDate = (value: string) => value.slice(0, 10);

/**
 * The feed in LinkedIn's XML job-feed format: a `<source>` with the publisher's data and one `<job>`
 * per job (`partnerJobId`, `company`, `companyId`: the startup's LinkedIn id, `title`, `description`
 * as HTML, `applyUrl`: the job's page on Nordhub, location, `workplaceTypes`, job type and dates).
 * Its schema is `linkedin-feed.xsd` beside this file, served at /feeds/linkedin.xsd.
 */
export function buildLinkedinFeed(
  feedJobs: readonly LinkedinFeedJob[],
  options: { publicUrl: string; now: Date },
): string {
  const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    tag('lastBuildDate', options.now.toUTCString()),
    tag('publisher', 'Nordhub'),
    tag('publisherUrl', absoluteUrl(options.publicUrl, '/')),
    tag('expectedJobCount', String(feedJobs.length)),
  ];
  for (const job of feedJobs) {
    const location = formatLocationPreview(job);
    lines.push(
      [
        '<job>',
        tag('partnerJobId', job.id),
        tag('company', job.company.name),
        tag('companyId', job.linkedinCompanyId),
        tag('title', job.title),
        tag('description', richTextToHtml(job.description) || job.title),
        tag('applyUrl', absoluteUrl(options.publicUrl, `/jobs/${job.id}`)),
        location ? tag('location', location) : '',
        job.location.locality ? tag('city', job.location.locality) : '',
        job.location.country ? tag('country', job.location.country) : '',
        tag('workplaceTypes', job.isRemote ? 'Remote' : 'On-site'),
        tag('jobtype', LINKEDIN_JOB_TYPES[job.positionType]),
        tag('listDate', isoDate(job.approvedAt ?? job.createdAt)),
        job.expirationDate ? tag('expirationDate', isoDate(job.expirationDate)) : '',
        '</job>',
      ].join(''),
    );
  }
  lines.push('</source>', '');
  return lines.join('\n');
}

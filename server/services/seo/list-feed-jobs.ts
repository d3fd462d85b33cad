import { inArray } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { type PublicJobsQuery, toJobSearchQuery } from '#domain/jobs/public-jobs-api.schema.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { listJobs } from '../jobs/list-jobs.ts';
import { readPublic } from '../public-caches.ts';
import { JOB_FEED_SIZE, type XmlFeedJob } from './build-job-feeds.ts';

/**
 * The jobs of a feed: the first JOB_FEED_SIZE of the search the public API's parameters describe,
 * in its sort: the same search, cache and order as `/api/v2/jobs` and the /jobs page, so the
 * feeds list what those list, of the site's platform (ADR 030).
 */
export async function listFeedJobs(
  deps: ServiceDeps,
  query: PublicJobsQuery,
  platform: Platform,
): Promise<JobListItem[]> {
  const search = { ...toJobSearchQuery(query), page: 1, perPage: JOB_FEED_SIZE };
  return (await listJobs(deps, search, platform)).jobs;
}

/** The same jobs with their text, for the XML feed (one query for the page's ids, cached). */
export async function withDescriptions(deps: ServiceDeps, items: JobListItem[]): Promise<XmlFeedJob[]> {
  if (items.length === 0) return [];
  const ids = items.map((item) => item.id);
  const texts = await readPublic(deps.caches, ['feedDescriptions', ids], async () =>
    Object.fromEntries(
      (
        await deps.db
          .select({ id: jobs.id, description: jobs.description })
          .from(jobs)
          .where(inArray(jobs.id, ids))
      ).map((row) => [row.id, row.description]),
    ),
  );
  return items.map((item) => ({ ...item, description: texts[item.id] ?? '' }));
}

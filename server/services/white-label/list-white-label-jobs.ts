import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyDetail } from '#domain/companies/company.schema.ts';
import type { PublicWhiteLabelFeed } from '#domain/companies/white-label-feed.schema.ts';
import { AppError, isAppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { JobDetail, JobList } from '#domain/jobs/job.schema.ts';
import type { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { getPublicJobWithCompany } from '../jobs/get-job.ts';
import { buildJobFilters, type JobScope, listJobs } from '../jobs/list-jobs.ts';
import { readPublic } from '../public-caches.ts';

/**
 * A feed's filter as the job search's terms (docs/product.md, Career pages and white-label feeds):
 * its countries and roles are the search's own filters, its startups and "impact only" the list's
 * scope (JobScope). The same search lists the page, the feeds and decides whether a job page is
 * the feed's, so they always agree.
 */
async function feedSearch(
  deps: ServiceDeps,
  feed: PublicWhiteLabelFeed,
): Promise<{ filters: Partial<JobSearchQuery>; scope: JobScope }> {
  const { companyKeys, countryCodes, roles, impactOnly } = feed.filters;
  const startupIds =
    companyKeys.length === 0
      ? undefined
      : await readPublic(deps.caches, ['whiteLabelStartups', [...companyKeys].sort()], async () =>
          (
            await deps.db
              .select({ id: companies.id })
              .from(companies)
              .where(inArray(companies.key, companyKeys))
          )
            .map((row) => row.id)
            .sort(),
        );
  return {
    filters: {
      ...(countryCodes.length > 0 ? { country: countryCodes } : {}),
      ...(roles.length > 0 ? { roles } : {}),
    },
    scope: {
      platform: 'main',
      ...(startupIds ? { startupIds } : {}),
      ...(impactOnly ? { impactOnly: true } : {}),
    },
  };
}

/** A page of the feed's jobs, newest first: what `/whiteLabelFeed` shows and the feeds carry. */
export async function listWhiteLabelJobs(
  deps: ServiceDeps,
  feed: PublicWhiteLabelFeed,
  page: { page: number; perPage: number },
): Promise<JobList> {
  const { filters, scope } = await feedSearch(deps, feed);
  return listJobs(deps, { ...filters, sort: 'newest', page: page.page, perPage: page.perPage }, scope);
}

/**
 * A job on the feed's site (`/whiteLabelFeed/jobs/{id}`): only a job the feed's filter allows, else
 * the same 404 "Job not found" as a job that does not exist (ADR 030: a feed never shows another's).
 */
export async function getWhiteLabelJob(
  deps: ServiceDeps,
  feed: PublicWhiteLabelFeed,
  jobId: string,
): Promise<{ job: JobDetail; company: CompanyDetail }> {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'Job not found');
  const { filters, scope } = await feedSearch(deps, feed);
  const [allowed] = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ...buildJobFilters(filters, scope, [], false)))
    .limit(1);
  if (!allowed) throw new AppError('NOT_FOUND', 'Job not found');
  try {
    return await getPublicJobWithCompany(deps, jobId, 'main');
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw new AppError('NOT_FOUND', 'Job not found');
    throw error;
  }
}

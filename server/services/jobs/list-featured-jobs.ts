import { and, eq, gt } from 'drizzle-orm';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { buildJobFilters } from './list-jobs.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from './map-job.ts';

/** Boosted ACTIVE jobs. Kept in boost order and returned reversed (spec: featured list reversed). */
export async function listFeaturedJobs(deps: ServiceDeps, platform: 'main' | 'impact' = 'main', limit = 12) {
  return readPublic(deps.caches, ['featuredJobs', platform, limit], () =>
    readFeaturedJobs(deps, platform, limit),
  );
}

async function readFeaturedJobs(deps: ServiceDeps, platform: 'main' | 'impact', limit: number) {
  const now = deps.now();
  const rows = await deps.db
    .select(JOB_LIST_COLUMNS)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...buildJobFilters({}, platform), gt(jobs.boostingExpiresAt, now)))
    .orderBy(jobs.boostingExpiresAt, jobs.id)
    .limit(limit);
  return rows.map((row) => mapJobListItem(row, now)).reverse();
}

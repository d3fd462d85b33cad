import { and, desc, eq, gt } from 'drizzle-orm';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { buildJobFilters } from './list-jobs.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from './map-job.ts';

/**
 * Boosted ACTIVE jobs, the most recently boosted first (spec: the featured list is reversed, i.e.
 * latest boost end first). The newest boosts are the ones kept when more are running than fit: a
 * startup that just paid for a boost is always featured.
 */
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
    .orderBy(desc(jobs.boostingExpiresAt), desc(jobs.id))
    .limit(limit);
  return rows.map((row) => mapJobListItem(row, now));
}

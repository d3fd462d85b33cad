import { and, eq } from 'drizzle-orm';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { buildJobFilters, descNullsLast } from './list-jobs.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from './map-job.ts';

/** The newest ACTIVE jobs (docs/product.md, Constants: latest jobs count 3). */
export async function listLatestJobs(deps: ServiceDeps, count: number, platform: 'main' | 'impact' = 'main') {
  return readPublic(deps.caches, ['latestJobs', platform, count], () =>
    readLatestJobs(deps, count, platform),
  );
}

async function readLatestJobs(deps: ServiceDeps, count: number, platform: 'main' | 'impact') {
  const now = deps.now();
  const rows = await deps.db
    .select(JOB_LIST_COLUMNS)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...buildJobFilters({}, platform)))
    .orderBy(descNullsLast(jobs.approvedAt), descNullsLast(jobs.id))
    .limit(count);
  return rows.map((row) => mapJobListItem(row, now));
}

import { and, eq } from 'drizzle-orm';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildJobFilters, descNullsLast } from './list-jobs.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from './map-job.ts';

/** A startup's ACTIVE jobs, newest first (its public page and career page). */
export async function listCompanyJobs(
  deps: ServiceDeps,
  companyId: string,
  platform: 'main' | 'impact' = 'main',
  limit = 100,
): Promise<JobListItem[]> {
  const now = deps.now();
  const rows = await deps.db
    .select(JOB_LIST_COLUMNS)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...buildJobFilters({}, platform), eq(jobs.companyId, companyId)))
    .orderBy(descNullsLast(jobs.approvedAt), descNullsLast(jobs.id))
    .limit(limit);
  return rows.map((row) => mapJobListItem(row, now));
}

import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { JobDetail } from '#domain/jobs/job.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ServiceDeps } from '../deps.ts';
import { JOB_DETAIL_COLUMNS, mapJobDetail } from '../jobs/map-job.ts';

/**
 * `/jobs/single/{id}/hidden` (docs/product.md, Calls and Job lifecycle: DRAFT and PENDING jobs are visible to the
 * startup's members and admins): the job as its page shows it, in any status. Anyone else: 404.
 */
export async function getHiddenJob(deps: ServiceDeps, userId: string, id: string): Promise<JobDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Job not found');
  const [row] = await deps.db
    .select({ job: JOB_DETAIL_COLUMNS })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Job not found');
  await requireAction(deps, userId, 'job.manage', { type: 'job', companyId: row.job.companyId });
  const [views] = await deps.db
    .execute<{ n: number }>(
      sql`select coalesce(sum(count), 0)::int as n from job_views_daily where job_id = ${id} and day >= (current_date - 30)`,
    )
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  return mapJobDetail(row.job, Number(views?.n ?? 0), deps.now());
}

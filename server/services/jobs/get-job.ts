import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { JobDetail } from '#domain/jobs/job.schema.ts';
import { companies, jobs, jobViewsDaily } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { JOB_DETAIL_COLUMNS, mapJobDetail } from './map-job.ts';

/** Statuses whose page the public may see (an ended job still answers, with a notice). */
export const PUBLIC_JOB_STATUSES = ['ACTIVE', 'STOPPED', 'EXPIRED'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getPublicJob(
  deps: ServiceDeps,
  id: string,
  platform: 'main' | 'impact' = 'main',
): Promise<JobDetail> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Job not found');
  const now = deps.now();
  const since = new Date(now.getTime() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const [rows, viewRows] = await Promise.all([
    deps.db
      .select(JOB_DETAIL_COLUMNS)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(
        and(
          eq(jobs.id, id),
          inArray(jobs.status, [...PUBLIC_JOB_STATUSES]),
          eq(companies.status, 'PUBLISHED'),
          sql`(${companies.platform} ->> ${platform})::boolean`,
        ),
      )
      .limit(1),
    deps.db
      .select({ total: sql<number>`coalesce(sum(${jobViewsDaily.count}), 0)::int` })
      .from(jobViewsDaily)
      .where(and(eq(jobViewsDaily.jobId, id), gte(jobViewsDaily.day, since))),
  ]);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'Job not found');
  return mapJobDetail(row, Number(viewRows[0]?.total ?? 0), now);
}

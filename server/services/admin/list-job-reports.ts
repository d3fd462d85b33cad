import { countDistinct, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminReportList, AdminReportSearch } from '#domain/admin/admin-jobs.schema.ts';
import { ADMIN_REPORTS_PAGE_SIZE } from '#domain/admin/admin-jobs-constants.ts';
import type { JobStatusValue } from '#domain/jobs/job-lifecycle.ts';
import { companies, jobReports, jobs } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * `/admin/reports`: the talents' "Is this job filled or gone?" reports grouped per job (how many,
 * filled or dead, the latest), the job most recently reported first. Open reports only by default;
 * `state` shows the resolved ones (with how they were resolved) or all.
 */
export async function listJobReports(
  deps: ServiceDeps,
  who: ActorOrUserId,
  search: AdminReportSearch,
): Promise<AdminReportList> {
  await requireAction(deps, who, 'admin.backOffice', SITE);
  const where =
    search.state === 'open'
      ? isNull(jobReports.resolvedAt)
      : search.state === 'resolved'
        ? isNotNull(jobReports.resolvedAt)
        : undefined;
  const latest = max(jobReports.createdAt);
  const rows = await deps.db
    .select({
      jobId: jobs.id,
      title: jobs.title,
      status: jobs.status,
      company: { id: companies.id, key: companies.key, name: companies.name },
      reports: sql<number>`count(*)`.mapWith(Number),
      filled: sql<number>`count(*) filter (where ${jobReports.reason} = 'filled')`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${jobReports.reason} = 'dead')`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${jobReports.resolvedAt} is null)`.mapWith(Number),
      latestAt: latest,
      resolution: sql<
        'unpublished' | 'dismissed' | null
      >`(array_agg(${jobReports.resolution} order by ${jobReports.resolvedAt} desc nulls last))[1]`,
    })
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .groupBy(jobs.id, companies.id)
    .orderBy(desc(latest), desc(jobs.id))
    .limit(ADMIN_REPORTS_PAGE_SIZE)
    .offset((search.page - 1) * ADMIN_REPORTS_PAGE_SIZE);
  const [counted] = await deps.db
    .select({ n: countDistinct(jobReports.jobId) })
    .from(jobReports)
    .where(where);
  return {
    jobs: rows.map((row) => ({
      job: { id: row.jobId, title: row.title, status: row.status as JobStatusValue },
      company: row.company,
      reports: row.reports,
      filled: row.filled,
      dead: row.dead,
      open: row.open,
      latestAt: (row.latestAt ?? new Date(0)).toISOString(),
      resolution: row.resolution ?? null,
    })),
    page: search.page,
    pageSize: ADMIN_REPORTS_PAGE_SIZE,
    total: Number(counted?.n ?? 0),
  };
}

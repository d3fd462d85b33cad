import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MemberJobList } from '#domain/jobs/member-job.schema.ts';
import { applications, jobReports, jobs } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPlanRoom } from '../jobs/job-transitions.ts';
import { mapMemberJobListItem } from './map-member-job.ts';

/** Status order of the portal's list: what needs the member's action first. */
const STATUS_ORDER = sql`case ${jobs.status}
  when 'PENDING_COMPANY_APPROVAL' then 0 when 'PENDING_PAYMENT' then 1 when 'DRAFT' then 2
  when 'ACTIVE' then 3 when 'STOPPED' then 4 else 5 end`;

/**
 * `/client/startups/{key}/jobs` (docs/product.md, Calls: `{companyEndpoint}/jobs`): every job of the startup with its
 * status, views, applicants, expiry and reports. Members and admins only (404 for anyone else).
 */
export async function listMemberJobs(deps: ServiceDeps, userId: string, key: string): Promise<MemberJobList> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const now = deps.now();
  const rows = await deps.db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      views: jobs.views,
      createdAt: jobs.createdAt,
      approvedAt: jobs.approvedAt,
      expirationDate: jobs.expirationDate,
      boostingExpiresAt: jobs.boostingExpiresAt,
      unpublishReason: jobs.unpublishReason,
    })
    .from(jobs)
    .where(eq(jobs.companyId, company.id))
    .orderBy(STATUS_ORDER, desc(jobs.updatedAt), desc(jobs.id))
    .limit(500);
  const ids = rows.map((r) => r.id);
  const room = await readPlanRoom(deps.db, company.id, now);
  const [applicantCounts, reportCounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          deps.db
            .select({ jobId: applications.jobId, n: count() })
            .from(applications)
            .where(inArray(applications.jobId, ids))
            .groupBy(applications.jobId),
          deps.db
            .select({ jobId: jobReports.jobId, n: count() })
            .from(jobReports)
            // Reports the team dismissed or resolved in the back office no longer mark the job.
            .where(and(inArray(jobReports.jobId, ids), isNull(jobReports.resolvedAt)))
            .groupBy(jobReports.jobId),
        ]);
  const applicantsBy = new Map(applicantCounts.map((r) => [r.jobId, Number(r.n)]));
  const reportsBy = new Map(reportCounts.map((r) => [r.jobId, Number(r.n)]));
  return {
    jobs: rows.map((row) =>
      mapMemberJobListItem(
        row,
        { applicants: applicantsBy.get(row.id) ?? 0, reports: reportsBy.get(row.id) ?? 0 },
        now,
        room,
      ),
    ),
  };
}

import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminJobAction, AdminJobDetail } from '#domain/admin/admin-jobs.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { JobStatusValue } from '#domain/jobs/job-lifecycle.ts';
import type { Executor } from '../../db/client.ts';
import { companies, jobEvents, jobReports, jobs, users } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `/admin/jobs/{id}`: one job in any status, its status history and its open reports (admins). */
export async function getAdminJob(
  deps: ServiceDeps,
  who: ActorOrUserId,
  jobId: string,
): Promise<AdminJobDetail> {
  await requireAction(deps, who, 'admin.backOffice', SITE);
  const job = await readAdminJob(deps.db, jobId);
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  return job;
}

/** The status a job had before its latest unpublish (its event's `from`), or null. */
export async function readStatusBeforeUnpublish(db: Executor, jobId: string): Promise<JobStatusValue | null> {
  const [event] = await db
    .select({ from: jobEvents.fromStatus })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.toStatus, 'UNPUBLISHED')))
    .orderBy(desc(jobEvents.at), desc(jobEvents.id))
    .limit(1);
  return (event?.from as JobStatusValue | null | undefined) ?? null;
}

/** The job as the back office shows it (null when there is none), read with `db` (a transaction's too). */
export async function readAdminJob(db: Executor, jobId: string): Promise<AdminJobDetail | null> {
  if (!isUuid(jobId)) return null;
  const [row] = await db
    .select({
      job: jobs,
      company: { id: companies.id, key: companies.key, name: companies.name },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) return null;
  const { job } = row;
  // One after the other: inside a transaction the connection takes one statement at a time.
  const events = await db
    .select({
      at: jobEvents.at,
      from: jobEvents.fromStatus,
      to: jobEvents.toStatus,
      reason: jobEvents.reason,
      byEmail: users.email,
    })
    .from(jobEvents)
    .leftJoin(users, eq(users.id, jobEvents.userId))
    .where(eq(jobEvents.jobId, job.id))
    .orderBy(asc(jobEvents.at), asc(sql`${jobEvents.id}`))
    .limit(200);
  const reports = await db
    .select({ reason: jobReports.reason, at: jobReports.createdAt })
    .from(jobReports)
    .where(and(eq(jobReports.jobId, job.id), isNull(jobReports.resolvedAt)))
    .orderBy(desc(jobReports.createdAt));
  const status = job.status as JobStatusValue;
  const restoresTo =
    status === 'UNPUBLISHED' ? ((await readStatusBeforeUnpublish(db, job.id)) ?? 'STOPPED') : null;
  const actions: AdminJobAction[] = [];
  if (status === 'PENDING_COMPANY_APPROVAL') actions.push('approve');
  if (status === 'UNPUBLISHED') actions.push('restore');
  else actions.push('unpublish');
  if (reports.length > 0) actions.push('dismissReports');
  const location = [job.locationLocality, job.locationCountry].filter(Boolean).join(', ');
  return {
    id: job.id,
    title: job.title,
    status,
    company: row.company,
    source: job.source,
    createdAt: job.createdAt.toISOString(),
    approvedAt: iso(job.approvedAt),
    expirationDate: iso(job.expirationDate),
    openReports: reports.length,
    description: job.description,
    positionType: job.positionType,
    location: location === '' ? null : location,
    isRemote: job.isRemote,
    updatedAt: job.updatedAt.toISOString(),
    reportedAt: iso(job.reportedAt),
    unpublishReason: status === 'UNPUBLISHED' ? job.unpublishReason : null,
    restoresTo,
    events: events.map((event) => ({
      at: event.at.toISOString(),
      from: (event.from as JobStatusValue | null) ?? null,
      to: event.to as JobStatusValue,
      reason: event.reason,
      byEmail: event.byEmail ?? null,
    })),
    reports: reports.map((report) => ({ reason: report.reason, at: report.at.toISOString() })),
    actions,
  };
}

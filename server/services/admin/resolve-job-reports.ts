import { and, eq, isNull } from 'drizzle-orm';
import type { ResolveReportsResult, UnpublishJobInput } from '#domain/admin/admin-jobs.schema.ts';
import { AppError } from '#domain/errors.ts';
import type { JobStatusValue } from '#domain/jobs/job-lifecycle.ts';
import type { Transaction } from '../../db/client.ts';
import { jobReports, jobs } from '../../db/schema/index.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { PortalDeps, ServiceDeps } from '../deps.ts';
import { runAdminJobAction } from './run-admin-job-action.ts';
import { unpublishLockedJob } from './unpublish-job.ts';

export const NO_OPEN_REPORTS_MESSAGE = 'This job has no open reports';

async function countOpenReports(tx: Transaction, jobId: string): Promise<number> {
  const rows = await tx
    .select({ userId: jobReports.userId })
    .from(jobReports)
    .where(and(eq(jobReports.jobId, jobId), isNull(jobReports.resolvedAt)));
  return rows.length;
}

/**
 * The team finds a reported job still fine: its open reports are resolved as 'dismissed' and the
 * job's "reported" mark (`reported_at`) is cleared, so it leaves the Reports list and the dashboard's
 * count; three new reports would mark it again.
 */
export async function dismissJobReports(
  deps: ServiceDeps,
  who: ActorOrUserId,
  jobId: string,
): Promise<ResolveReportsResult> {
  let resolved = 0;
  const job = await runAdminJobAction(deps, who, jobId, 'job.unpublish', async (tx, locked) => {
    const now = deps.now();
    const rows = await tx
      .update(jobReports)
      .set({ resolvedAt: now, resolution: 'dismissed' })
      .where(and(eq(jobReports.jobId, locked.id), isNull(jobReports.resolvedAt)))
      .returning({ userId: jobReports.userId });
    if (rows.length === 0) throw new AppError('CONFLICT', NO_OPEN_REPORTS_MESSAGE);
    resolved = rows.length;
    await tx.update(jobs).set({ reportedAt: null }).where(eq(jobs.id, locked.id));
    return {
      action: 'report.dismiss',
      before: { openReports: rows.length, reportedAt: locked.reportedAt?.toISOString() ?? null },
      after: { openReports: 0, reportedAt: null, resolution: 'dismissed' },
    };
  });
  return { jobId: job.id, resolution: 'dismissed', resolved, status: job.status as JobStatusValue };
}

/**
 * The team agrees with the reports: the job is unpublished with a reason (as `unpublishJob`: mail to
 * the members, gone from the site) and its open reports are resolved as 'unpublished'.
 */
export async function unpublishReportedJob(
  deps: PortalDeps,
  who: ActorOrUserId,
  jobId: string,
  input: UnpublishJobInput,
): Promise<ResolveReportsResult> {
  let resolved = 0;
  const job = await runAdminJobAction(deps, who, jobId, 'job.unpublish', async (tx, locked, actor) => {
    resolved = await countOpenReports(tx, locked.id);
    if (resolved === 0) throw new AppError('CONFLICT', NO_OPEN_REPORTS_MESSAGE);
    const change = await unpublishLockedJob(deps, tx, locked, actor, input.reason);
    return { action: 'job.unpublish', ...change, reason: input.reason };
  });
  return { jobId: job.id, resolution: 'unpublished', resolved, status: job.status as JobStatusValue };
}

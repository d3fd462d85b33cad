import { and, eq, isNull } from 'drizzle-orm';
import type { AdminJobDetail, UnpublishJobInput } from '#domain/admin/admin-jobs.schema.ts';
import { AppError } from '#domain/errors.ts';
import type { JobStatusValue } from '#domain/jobs/job-lifecycle.ts';
import type { Transaction } from '../../db/client.ts';
import { companies, jobReports, jobs } from '../../db/schema/index.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { PortalDeps } from '../deps.ts';
import { type JobRow, recordJobEvent } from '../jobs/job-transitions.ts';
import { buildJobUnpublishedMessage } from '../mail/templates/job-unpublished.ts';
import { listCompanyRecipients } from '../startup-settings/list-company-recipients.ts';
import type { AdminActor } from './run-admin-action.ts';
import { runAdminJobAction } from './run-admin-job-action.ts';

export const ALREADY_UNPUBLISHED_MESSAGE = 'This job is already unpublished';

/**
 * The team takes a job off the site (any status but UNPUBLISHED): status UNPUBLISHED with the
 * reason, a history event, its open reports resolved as 'unpublished', and a mail with the reason
 * to every member of the startup (its notification addresses when it set some), queued in the same
 * transaction. It is then never listed, searched, counted or mailed, its page answers 404, and its
 * members see it with the reason in their portal.
 */
export async function unpublishJob(
  deps: PortalDeps,
  who: ActorOrUserId,
  jobId: string,
  input: UnpublishJobInput,
): Promise<AdminJobDetail> {
  return runAdminJobAction(deps, who, jobId, 'job.unpublish', async (tx, job, actor) => {
    const change = await unpublishLockedJob(deps, tx, job, actor, input.reason);
    return { action: 'job.unpublish', ...change, reason: input.reason };
  });
}

/** The unpublish itself, on a job locked in the caller's transaction; answers the audit's before/after. */
export async function unpublishLockedJob(
  deps: PortalDeps,
  tx: Transaction,
  job: JobRow,
  actor: AdminActor,
  reason: string,
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
  if (job.status === 'UNPUBLISHED') throw new AppError('CONFLICT', ALREADY_UNPUBLISHED_MESSAGE);
  const now = deps.now();
  await tx
    .update(jobs)
    .set({ status: 'UNPUBLISHED', unpublishReason: reason, updatedAt: now })
    .where(eq(jobs.id, job.id));
  await recordJobEvent(tx, {
    jobId: job.id,
    from: job.status as JobStatusValue,
    to: 'UNPUBLISHED',
    reason: 'unpublish',
    userId: actor.userId,
    at: now,
  });
  const resolved = await tx
    .update(jobReports)
    .set({ resolvedAt: now, resolution: 'unpublished' })
    .where(and(eq(jobReports.jobId, job.id), isNull(jobReports.resolvedAt)))
    .returning({ userId: jobReports.userId });
  const [company] = await tx
    .select({ key: companies.key, name: companies.name })
    .from(companies)
    .where(eq(companies.id, job.companyId))
    .limit(1);
  const recipients = await listCompanyRecipients(tx, job.companyId);
  const manageLink = `${deps.publicUrl}/client/startups/${encodeURIComponent(company?.key ?? '')}/jobs/${job.id}`;
  for (const to of recipients) {
    await deps.mail.send(
      buildJobUnpublishedMessage({
        to,
        jobTitle: job.title,
        companyName: company?.name ?? job.companyName,
        reason,
        manageLink,
      }),
      { db: tx },
    );
  }
  return {
    before: { status: job.status, unpublishReason: job.unpublishReason },
    after: {
      status: 'UNPUBLISHED',
      unpublishReason: reason,
      resolvedReports: resolved.length,
      mailedMembers: recipients.length,
    },
  };
}

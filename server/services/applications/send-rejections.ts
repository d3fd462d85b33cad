import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { SendRejectionsResult } from '#domain/applications/applicant-pipeline.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { applications, jobs } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import { changeApplicationStage, IN_PIPELINE } from './application-transitions.ts';
import {
  type ClaimedRejection,
  claimRejectionMail,
  deliverRejectionMails,
} from './deliver-rejection-mails.ts';
import { readMemberName } from './move-applications.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

/**
 * "To be rejected" → "Send rejections" (docs/product.md, Pipeline): every candidate in that column (of one
 * job, or of all the startup's jobs) gets the templated rejection mail and moves to Rejected. The
 * rows are claimed with `FOR UPDATE SKIP LOCKED` and each mail with a conditional update of
 * `rejection_sent_at` in the transaction of its stage change, so a second click, or two members at
 * once, never mail anyone twice: a second call finds the column empty.
 */
export async function sendRejections(
  deps: PipelineDeps,
  userId: string,
  key: string,
  input: { jobId?: string | null | undefined },
): Promise<SendRejectionsResult> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const scope: SQL[] = [
    IN_PIPELINE,
    eq(jobs.companyId, company.id),
    eq(applications.stage, 'toreject'),
    isNull(applications.withdrawnAt),
  ];
  if (input.jobId) {
    if (!isUuid(input.jobId)) throw new AppError('NOT_FOUND', 'Job not found');
    const [job] = await deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, input.jobId), eq(jobs.companyId, company.id)));
    if (!job) throw new AppError('NOT_FOUND', 'Job not found');
    scope.push(eq(applications.jobId, job.id));
  }
  const now = deps.now();
  const senderFullName = await readMemberName(deps.db, userId);

  const { rejected, claims } = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ application: applications, jobTitle: jobs.title })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(...scope))
      .orderBy(asc(applications.id))
      .for('update', { of: applications, skipLocked: true });
    const claimed: ClaimedRejection[] = [];
    for (const row of rows) {
      const updated = await changeApplicationStage(tx, row.application, 'rejected', {
        reason: 'reject',
        actor: 'member',
        userId,
        now,
      });
      const claim = await claimRejectionMail(tx, deps, {
        application: updated,
        jobTitle: row.jobTitle,
        companyName: company.name,
        template: company.rejectionTemplate,
        senderFullName,
        now,
      });
      if (claim) claimed.push(claim);
    }
    return { rejected: rows.length, claims: claimed };
  });

  const mails = await deliverRejectionMails(deps, claims);
  return { rejected, mailsSent: mails.sent, mailsFailed: mails.failed };
}

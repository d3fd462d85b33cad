import { eq } from 'drizzle-orm';
import type { AdminJobDetail } from '#domain/admin/admin-jobs.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companies } from '../../db/schema/index.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { goLive } from '../startup-jobs/run-job-action.ts';
import { runAdminJobAction } from './run-admin-job-action.ts';

/**
 * The team approves a job that waits for the startup's approval (made on its behalf): the same
 * transition a member's approve runs (`goLive`: the publishing rules, then ACTIVE with room on the
 * plan, else PENDING_PAYMENT), recorded as the admin's in the job's history and the audit log.
 */
export async function approveJobAsAdmin(
  deps: ServiceDeps,
  who: ActorOrUserId,
  jobId: string,
): Promise<AdminJobDetail> {
  return runAdminJobAction(deps, who, jobId, 'job.approve', async (tx, job, actor) => {
    if (job.status !== 'PENDING_COMPANY_APPROVAL') {
      throw new AppError('CONFLICT', 'Only a job waiting for approval can be approved');
    }
    const [company] = await tx.select().from(companies).where(eq(companies.id, job.companyId)).limit(1);
    if (!company) throw new AppError('NOT_FOUND', 'Job not found');
    const updated = await goLive(tx, company, job, {
      reason: 'approve',
      userId: actor.userId,
      now: deps.now(),
    });
    return {
      action: 'job.approve',
      before: { status: job.status },
      after: { status: updated.status, expirationDate: updated.expirationDate?.toISOString() ?? null },
    };
  });
}

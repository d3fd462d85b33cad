import { eq } from 'drizzle-orm';
import type { AdminJobDetail } from '#domain/admin/admin-jobs.schema.ts';
import { decideRestoreStatus } from '#domain/admin/job-restore.ts';
import { AppError } from '#domain/errors.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { lockCompany, readPlanRoom, recordJobEvent } from '../jobs/job-transitions.ts';
import { readStatusBeforeUnpublish } from './get-admin-job.ts';
import { runAdminJobAction } from './run-admin-job-action.ts';

export const NOT_UNPUBLISHED_MESSAGE = 'Only an unpublished job can be restored';

/**
 * The team puts an unpublished job back: the status it had before it was unpublished, with the
 * lifecycle's rules for the time off the site (`decideRestoreStatus`: past its expiration date it
 * comes back EXPIRED; live without room on the plan it waits for payment). Its dates are kept and
 * the unpublish reason is cleared (the history and the audit log keep it).
 */
export async function restoreJob(
  deps: ServiceDeps,
  who: ActorOrUserId,
  jobId: string,
): Promise<AdminJobDetail> {
  return runAdminJobAction(deps, who, jobId, 'job.unpublish', async (tx, job, actor) => {
    if (job.status !== 'UNPUBLISHED') throw new AppError('CONFLICT', NOT_UNPUBLISHED_MESSAGE);
    const now = deps.now();
    const before = await readStatusBeforeUnpublish(tx, job.id);
    await lockCompany(tx, job.companyId);
    const room = await readPlanRoom(tx, job.companyId, now);
    const to = decideRestoreStatus({
      before,
      expirationDate: job.expirationDate,
      now,
      canGoLive: room.canGoLive,
    });
    await tx
      .update(jobs)
      .set({ status: to, unpublishReason: null, updatedAt: now })
      .where(eq(jobs.id, job.id));
    await recordJobEvent(tx, {
      jobId: job.id,
      from: 'UNPUBLISHED',
      to,
      reason: 'restore',
      userId: actor.userId,
      at: now,
    });
    return {
      action: 'job.restore',
      before: { status: 'UNPUBLISHED', unpublishReason: job.unpublishReason },
      after: { status: to, statusBeforeUnpublish: before },
    };
  });
}

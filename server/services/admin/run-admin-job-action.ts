import { eq } from 'drizzle-orm';
import type { AdminJobDetail } from '#domain/admin/admin-jobs.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Transaction } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { type JobRow, lockJob } from '../jobs/job-transitions.ts';
import { clearPublicCaches } from '../public-caches.ts';
import { readAdminJob } from './get-admin-job.ts';
import { type AdminActor, type AuditEntry, runAdminAction } from './run-admin-action.ts';

/**
 * One back office action on a job (approve, unpublish, restore, dismiss its reports): the policy is
 * asked for the job's startup, then `run` changes the locked job row in one transaction with its
 * audit row (`runAdminAction`), and the job is read back as the back office shows it.
 *
 * A job that changes status leaves or enters the public lists at once: the app's own caches of
 * public lists are emptied here (`caches`), and the page cache is emptied by the request itself
 * (every state-changing request empties it; other processes follow the `jobs` table's trigger,
 * ADR 015).
 */
export async function runAdminJobAction(
  deps: ServiceDeps,
  who: ActorOrUserId,
  jobId: string,
  policyAction: 'job.approve' | 'job.unpublish',
  run: (
    tx: Transaction,
    job: JobRow,
    actor: AdminActor,
  ) => Promise<Omit<AuditEntry, 'objectType' | 'objectId' | 'objectLabel'>>,
): Promise<AdminJobDetail> {
  const [target] = isUuid(jobId)
    ? await deps.db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId)).limit(1)
    : [];
  if (!target) throw new AppError('NOT_FOUND', 'Job not found');
  const job = await runAdminAction(
    deps,
    who,
    { action: policyAction, resource: { type: 'job', companyId: target.companyId } },
    async (tx, actor) => {
      const locked = await lockJob(tx, jobId);
      if (!locked) throw new AppError('NOT_FOUND', 'Job not found');
      const audit = await run(tx, locked, actor);
      const result = await readAdminJob(tx, jobId);
      if (!result) throw new Error('job vanished inside its own transaction');
      return {
        result,
        audit: { ...audit, objectType: 'job', objectId: locked.id, objectLabel: locked.title },
      };
    },
  );
  clearPublicCaches(deps.caches);
  return job;
}

import { AppError } from '#domain/errors.ts';
import { canTakeJobAction, type JobStatusValue } from '#domain/jobs/job-lifecycle.ts';
import { checkPublishable } from '#domain/jobs/job-publish-rules.ts';
import type { JobLifecycleAction, MemberJob } from '#domain/jobs/member-job.schema.ts';
import type { Transaction } from '../../db/client.ts';
import type { companies } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { activateOrAwaitPayment, type JobRow, lockJob, moveJob } from '../jobs/job-transitions.ts';
import { readMemberJob } from './get-member-job.ts';
import { endOfDay, toPublishable } from './job-values.ts';
import { requireCompanyJob } from './require-company-job.ts';

type CompanyRow = typeof companies.$inferSelect;

export type JobActionResult = {
  job: MemberJob;
  /** Where the job ended up: ACTIVE, PENDING_PAYMENT (no room on the free plan) or STOPPED. */
  outcome: JobStatusValue;
};

const REFUSALS: Record<JobLifecycleAction, string> = {
  publish: 'Only a draft, or a job waiting for payment, can be published',
  approve: 'Only a job waiting for your approval can be approved',
  pause: 'Only a live job can be paused',
  resume: 'Only a paused job that has not expired can be resumed',
  renew: 'Only an expired job can be renewed',
};

/**
 * Publish, approve, pause, resume or renew a job (the lifecycle of docs/product.md, Job lifecycle). Going
 * live checks the publishing rules (including pay transparency at this instant) and the plan room:
 * without room the job waits for payment. One transaction: the job row and the startup are locked,
 * so concurrent actions are taken one after the other.
 */
export async function runJobAction(
  deps: ServiceDeps,
  userId: string,
  key: string,
  jobId: string,
  action: JobLifecycleAction,
  options: { expirationDate?: string | null } = {},
): Promise<JobActionResult> {
  const { company } = await requireCompanyJob(deps, userId, key, jobId);
  const job = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const locked = await lockJob(tx, jobId);
    if (!locked) throw new AppError('NOT_FOUND', 'Job not found');
    if (
      !canTakeJobAction(action, {
        status: locked.status as JobStatusValue,
        expirationDate: locked.expirationDate,
        now,
      })
    ) {
      throw new AppError('CONFLICT', REFUSALS[action]);
    }
    if (action === 'pause') return moveJob(tx, locked, 'STOPPED', { reason: 'pause', userId, now });
    const expirationDate =
      action === 'renew' ? (options.expirationDate ? endOfDay(options.expirationDate) : null) : undefined;
    return goLive(tx, company, locked, { reason: action, userId, now, expirationDate });
  });
  return { job: await readMemberJob(deps, company, job), outcome: job.status as JobStatusValue };
}

/**
 * The publishing rules, then ACTIVE or PENDING_PAYMENT. `expirationDate` is the date a renewal
 * picks (checked here); otherwise the job's own date is used when still ahead, else the default.
 */
export async function goLive(
  tx: Transaction,
  company: CompanyRow,
  job: JobRow,
  facts: { reason: string; userId: string | null; now: Date; expirationDate?: Date | null },
): Promise<JobRow> {
  const errors = checkPublishable(
    { ...toPublishable(job), expirationDate: facts.expirationDate ?? null },
    { now: facts.now, companyCountry: company.countryCode },
  );
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', 'The job needs a few more details before it can go live', errors);
  }
  return activateOrAwaitPayment(tx, job, {
    ...facts,
    expirationDate: facts.expirationDate === undefined ? job.expirationDate : facts.expirationDate,
  });
}

import { AppError } from '#domain/errors.ts';
import type { JobValues } from '#domain/jobs/job-form.schema.ts';
import type { JobStatusValue } from '#domain/jobs/job-lifecycle.ts';
import { checkExpirationDate } from '#domain/jobs/job-lifecycle.ts';
import { checkPublishable } from '#domain/jobs/job-publish-rules.ts';
import { jobs } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { recordJobEvent } from '../jobs/job-transitions.ts';
import { readMemberJob } from './get-member-job.ts';
import { toJobColumns } from './job-values.ts';
import type { JobActionResult } from './run-job-action.ts';
import { goLive } from './run-job-action.ts';

/**
 * `/client/startups/{key}/jobs/new`: a member creates a DRAFT job, and with `publish` takes it live in
 * the same transaction (ACTIVE with room on the plan, else PENDING_PAYMENT). A job that fails the
 * publishing rules is not created at all, so the member fixes the form and publishes again.
 */
export async function createJob(
  deps: ServiceDeps,
  userId: string,
  key: string,
  values: JobValues,
  options: { publish: boolean },
): Promise<JobActionResult> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const columns = toJobColumns(values);
  const now = deps.now();
  // Publishing: every rule at once (the chosen date among them), so the form shows all it needs.
  const errors = options.publish
    ? checkPublishable(
        { ...values, expirationDate: columns.expirationDate },
        { now, companyCountry: company.countryCode },
      )
    : expirationErrors(columns.expirationDate, now);
  if (Object.keys(errors).length > 0) {
    const message = options.publish
      ? 'The job needs a few more details before it can go live'
      : (errors.expirationDate?.[0] ?? 'Please correct the fields marked below');
    throw new AppError('VALIDATION', message, errors);
  }
  const job = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(jobs)
      .values({
        ...columns,
        companyId: company.id,
        companyName: company.name,
        status: 'DRAFT',
        source: 'startup',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('insert returned no job');
    await recordJobEvent(tx, {
      jobId: created.id,
      from: null,
      to: 'DRAFT',
      reason: 'created',
      userId,
      at: now,
    });
    if (!options.publish) return created;
    return goLive(tx, company, created, { reason: 'publish', userId, now });
  });
  return { job: await readMemberJob(deps, company, job), outcome: job.status as JobStatusValue };
}

function expirationErrors(expirationDate: Date | null, now: Date): Record<string, string[]> {
  const problem = expirationDate ? checkExpirationDate(expirationDate, now) : null;
  return problem ? { expirationDate: [problem] } : {};
}

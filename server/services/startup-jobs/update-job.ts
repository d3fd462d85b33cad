import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { JobValues } from '#domain/jobs/job-form.schema.ts';
import { checkExpirationDate } from '#domain/jobs/job-lifecycle.ts';
import { checkPublishable } from '#domain/jobs/job-publish-rules.ts';
import type { MemberJob } from '#domain/jobs/member-job.schema.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { lockJob } from '../jobs/job-transitions.ts';
import { readMemberJob } from './get-member-job.ts';
import { toJobColumns, toPublishable } from './job-values.ts';
import { requireCompanyJob } from './require-company-job.ts';

/** Jobs that are live, or about to be: what they show must keep meeting the publishing rules. */
const PUBLISHED_STATUSES = new Set(['ACTIVE', 'STOPPED', 'PENDING_PAYMENT']);

/**
 * `/client/startups/{key}/jobs/{job}/edit`: saves every field. The status does not change here; a
 * job that is (or is about to be) public must still meet the publishing rules after the edit, and a
 * live job's expiration date must stay within the allowed window.
 */
export async function updateJob(
  deps: ServiceDeps,
  userId: string,
  key: string,
  jobId: string,
  values: JobValues,
): Promise<MemberJob> {
  const { company } = await requireCompanyJob(deps, userId, key, jobId);
  const columns = toJobColumns(values);
  const updated = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const job = await lockJob(tx, jobId);
    if (!job) throw new AppError('NOT_FOUND', 'Job not found');
    const isPublished = PUBLISHED_STATUSES.has(job.status);
    // A published job keeps its date unless the member picks a new one.
    const expirationDate = columns.expirationDate ?? (isPublished ? job.expirationDate : null);
    const changedDate =
      columns.expirationDate !== null && columns.expirationDate.getTime() !== job.expirationDate?.getTime();
    if (changedDate && columns.expirationDate) {
      const problem = checkExpirationDate(columns.expirationDate, now);
      if (problem) throw new AppError('VALIDATION', problem, { expirationDate: [problem] });
    }
    if (isPublished) {
      const errors = checkPublishable(
        { ...toPublishable({ ...job, ...columns }), expirationDate: changedDate ? expirationDate : null },
        { now, companyCountry: company.countryCode },
      );
      if (Object.keys(errors).length > 0) {
        throw new AppError('VALIDATION', 'A published job needs these details', errors);
      }
    }
    const [row] = await tx
      .update(jobs)
      .set({ ...columns, expirationDate, companyName: company.name, updatedAt: now })
      .where(eq(jobs.id, jobId))
      .returning();
    if (!row) throw new Error('update returned no job');
    return row;
  });
  return readMemberJob(deps, company, updated);
}

import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Executor } from '../../db/client.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import { PUBLIC_JOB_STATUSES } from '../jobs/get-job.ts';

/** A job as applying sees it: how it receives applications and whether it still takes them. */
export type ApplyJob = {
  id: string;
  title: string;
  status: string;
  receiveApplicants: 'platform' | 'email' | 'url';
  applyEmail: string | null;
  applyUrl: string | null;
  expirationDate: Date | null;
  companyId: string;
  companyKey: string;
  companyName: string;
};

const PUBLIC_STATUSES: readonly string[] = PUBLIC_JOB_STATUSES;

/**
 * The job behind `/jobs/{id}` for applying: only a job the public may see on this platform (an
 * unpublished startup's or a draft job is the same 404 as a missing one).
 */
export async function loadApplyJob(
  db: Executor,
  jobId: string,
  platform: 'main' | 'impact',
): Promise<ApplyJob> {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'Job not found');
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      receiveApplicants: jobs.receiveApplicants,
      applyEmail: jobs.applyEmail,
      applyUrl: jobs.applyUrl,
      expirationDate: jobs.expirationDate,
      companyId: companies.id,
      companyKey: companies.key,
      companyName: companies.name,
      companyStatus: companies.status,
      isOnPlatform: sql<boolean>`coalesce((${companies.platform} ->> ${platform})::boolean, false)`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Job not found');
  if (row.companyStatus !== 'PUBLISHED' || !row.isOnPlatform || !PUBLIC_STATUSES.includes(row.status)) {
    throw new AppError('NOT_FOUND', 'Job not found');
  }
  const { companyStatus: _status, isOnPlatform: _platform, ...job } = row;
  return { ...job, receiveApplicants: job.receiveApplicants as ApplyJob['receiveApplicants'] };
}

/** Only ACTIVE jobs before their expiry take applications (the schedule may not have run yet). */
export function isTakingApplications(job: Pick<ApplyJob, 'status' | 'expirationDate'>, now: Date): boolean {
  return job.status === 'ACTIVE' && (job.expirationDate === null || job.expirationDate > now);
}

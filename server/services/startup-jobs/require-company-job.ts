import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { jobs } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The startup behind `key` and its job `jobId`, when the user may act for the startup. A job of
 * another startup, or a startup the user is not a member of, is the same 404 as a missing one.
 */
export async function requireCompanyJob(deps: ServiceDeps, userId: string, key: string, jobId: string) {
  const company = await requireProfileMember(deps, userId, 'company', key);
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'Job not found');
  const [job] = await deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, company.id)))
    .limit(1);
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  return { company, job };
}

import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { applications, jobs } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { IN_PIPELINE } from './application-transitions.ts';

/**
 * The startup behind `key` and one application to one of its jobs, when the user may act for the
 * startup. An application of another startup's job is the same 404 as a missing one.
 */
export async function requireCompanyApplication(
  deps: ServiceDeps,
  userId: string,
  key: string,
  applicationId: string,
) {
  const company = await requireProfileMember(deps, userId, 'company', key);
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', 'Application not found');
  const [row] = await deps.db
    .select({ application: applications, jobTitle: jobs.title, jobStatus: jobs.status })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(jobs.companyId, company.id), IN_PIPELINE))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
  return { company, ...row };
}

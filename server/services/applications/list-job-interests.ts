import { desc, eq } from 'drizzle-orm';
import type { JobInterestList } from '#domain/applications/applicant-pipeline.schema.ts';
import { applicants, jobInterests, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireCompanyJob } from '../startup-jobs/require-company-job.ts';

/**
 * Talents who marked a job as interesting (docs/product.md, Interest, saving and following: "the startup sees interested talents
 * on the job"), newest first, by the name of their talent profile (else their account's).
 */
export async function listJobInterests(
  deps: ServiceDeps,
  userId: string,
  key: string,
  jobId: string,
): Promise<JobInterestList> {
  const { job } = await requireCompanyJob(deps, userId, key, jobId);
  const rows = await deps.db
    .select({
      profileName: applicants.name,
      firstName: users.firstName,
      lastName: users.lastName,
      interestedAt: jobInterests.interestedAt,
    })
    .from(jobInterests)
    .innerJoin(users, eq(users.id, jobInterests.userId))
    .leftJoin(applicants, eq(applicants.userId, jobInterests.userId))
    .where(eq(jobInterests.jobId, job.id))
    .orderBy(desc(jobInterests.interestedAt))
    .limit(500);
  return {
    interests: rows.map((row) => ({
      name: row.profileName?.trim() || `${row.firstName} ${row.lastName}`.trim(),
      interestedAt: row.interestedAt.toISOString(),
    })),
  };
}

import { and, count, eq, isNull } from 'drizzle-orm';
import type { MemberJob } from '#domain/jobs/member-job.schema.ts';
import { applications, jobReports } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPlanRoom } from '../jobs/job-transitions.ts';
import { mapMemberJob } from './map-member-job.ts';
import { requireCompanyJob } from './require-company-job.ts';

/** One job with every field, for its startup's members and admins (404 for anyone else). */
export async function getMemberJob(
  deps: ServiceDeps,
  userId: string,
  key: string,
  jobId: string,
): Promise<MemberJob> {
  const { company, job } = await requireCompanyJob(deps, userId, key, jobId);
  return readMemberJob(deps, company, job);
}

export async function readMemberJob(
  deps: ServiceDeps,
  company: Parameters<typeof mapMemberJob>[1],
  job: Parameters<typeof mapMemberJob>[0],
): Promise<MemberJob> {
  const now = deps.now();
  const [[applicants], [reports], room] = await Promise.all([
    deps.db.select({ n: count() }).from(applications).where(eq(applications.jobId, job.id)),
    // Reports the team dismissed or resolved in the back office no longer mark the job.
    deps.db
      .select({ n: count() })
      .from(jobReports)
      .where(and(eq(jobReports.jobId, job.id), isNull(jobReports.resolvedAt))),
    readPlanRoom(deps.db, job.companyId, now),
  ]);
  return mapMemberJob(
    job,
    company,
    { applicants: Number(applicants?.n ?? 0), reports: Number(reports?.n ?? 0) },
    now,
    room,
  );
}

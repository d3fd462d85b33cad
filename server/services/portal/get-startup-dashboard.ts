import { count, eq, sql } from 'drizzle-orm';
import { applications, companyMembers, jobs } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

export type StartupDashboard = {
  key: string;
  name: string;
  status: 'DRAFT' | 'PUBLISHED';
  logoImage: string | null;
  numberOfActiveJobs: number;
  /** Jobs per status, e.g. `{ ACTIVE: 2, DRAFT: 1 }` (statuses without jobs are left out). */
  jobsByStatus: Record<string, number>;
  /** Candidates in the first pipeline stage ('applied'), waiting for a look. */
  newApplicants: number;
  numberOfMembers: number;
  hasProfessionalNetworkId: boolean;
};

/** The startup portal's front page: members and admins only; anyone else gets a 404. */
export async function getStartupDashboard(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<StartupDashboard> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const [jobRows, applicantRows, memberRows] = await Promise.all([
    deps.db
      .select({ status: jobs.status, count: count() })
      .from(jobs)
      .where(eq(jobs.companyId, company.id))
      .groupBy(jobs.status),
    deps.db
      .select({ count: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      // Pipeline candidates only: applications sent to a job's email address are handled there.
      .where(
        sql`${jobs.companyId} = ${company.id} and ${applications.stage} = 'applied' and ${applications.source} <> 'email'`,
      ),
    deps.db.select({ count: count() }).from(companyMembers).where(eq(companyMembers.companyId, company.id)),
  ]);
  const jobsByStatus: Record<string, number> = {};
  for (const row of jobRows) jobsByStatus[row.status] = Number(row.count);
  return {
    key: company.key,
    name: company.name,
    status: company.status,
    logoImage: company.logoImage,
    numberOfActiveJobs: company.activeJobCount,
    jobsByStatus,
    newApplicants: Number(applicantRows[0]?.count ?? 0),
    numberOfMembers: Number(memberRows[0]?.count ?? 0),
    hasProfessionalNetworkId: company.linkedinId !== null && company.linkedinId !== '',
  };
}

import { desc, eq, sql } from 'drizzle-orm';
import { type ApplicantStageValue, candidateStatus } from '#domain/applications/pipeline.ts';
import { jobStatusLabel } from '#domain/jobs/application-status.ts';
import { applications, companies, jobInterests, jobSaves, jobs } from '../../db/schema/index.ts';
import { isDecided } from '../applications/talent-applications.ts';
import type { ServiceDeps } from '../deps.ts';
import { PUBLIC_JOB_STATUSES } from '../jobs/get-job.ts';

/** A job as "My jobs" lists it: enough to recognise it, and a link when its page is public. */
export type MyJobItem = {
  jobId: string;
  title: string;
  companyName: string;
  /** The startup's public page, when it has one on this platform. */
  companyKey: string | null;
  jobStatus: string;
  jobStatusLabel: string;
  /** Whether `/jobs/{jobId}` shows the job (drafts and unpublished startups do not). */
  hasPublicPage: boolean;
  /** When it was applied to, saved or marked as interesting (ISO). */
  at: string;
};

export type MyApplication = MyJobItem & {
  applicationId: string;
  /** What the candidate sees (candidateStatus): Applied, In review, Hired, Not selected, Withdrawn. */
  statusLabel: string;
  /** When the talent withdrew it (ISO), or null. */
  withdrawnAt: string | null;
  /** Open applications can be withdrawn; decided and withdrawn ones cannot. */
  canWithdraw: boolean;
};

export type MyJobs = { applications: MyApplication[]; saved: MyJobItem[]; interested: MyJobItem[] };

/** Plenty for a person's own lists; older items fall off the end. */
const LIMIT = 100;

/**
 * The signed-in talent's applications, saved jobs and jobs marked as interesting (docs/product.md, Pipeline: My jobs).
 * Only the user's own rows are read: the user id is the owner check.
 */
export async function listMyJobs(
  deps: ServiceDeps,
  userId: string,
  platform: 'main' | 'impact',
): Promise<MyJobs> {
  const isOnPlatform = sql<boolean>`coalesce((${companies.platform} ->> ${platform})::boolean, false)`;
  const jobColumns = {
    jobId: jobs.id,
    title: jobs.title,
    companyName: companies.name,
    companyKey: companies.key,
    companyStatus: companies.status,
    isOnPlatform,
    jobStatus: jobs.status,
  };
  const [applicationRows, savedRows, interestRows] = await Promise.all([
    deps.db
      .select({
        ...jobColumns,
        applicationId: applications.id,
        stage: applications.stage,
        withdrawnAt: applications.withdrawnAt,
        decidedAt: applications.decidedAt,
        at: applications.createdAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(LIMIT),
    deps.db
      .select({ ...jobColumns, at: jobSaves.createdAt })
      .from(jobSaves)
      .innerJoin(jobs, eq(jobs.id, jobSaves.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(jobSaves.userId, userId))
      .orderBy(desc(jobSaves.createdAt), desc(jobSaves.jobId))
      .limit(LIMIT),
    deps.db
      .select({ ...jobColumns, at: jobInterests.interestedAt })
      .from(jobInterests)
      .innerJoin(jobs, eq(jobs.id, jobInterests.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(jobInterests.userId, userId))
      .orderBy(desc(jobInterests.interestedAt), desc(jobInterests.jobId))
      .limit(LIMIT),
  ]);
  return {
    applications: applicationRows.map((row) => ({
      ...toItem(row),
      applicationId: row.applicationId,
      statusLabel: candidateStatus({ stage: row.stage as ApplicantStageValue, withdrawnAt: row.withdrawnAt }),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      canWithdraw: row.withdrawnAt === null && !isDecided(row),
    })),
    saved: savedRows.map(toItem),
    interested: interestRows.map(toItem),
  };
}

type ItemRow = {
  jobId: string;
  title: string;
  companyName: string;
  companyKey: string;
  companyStatus: 'DRAFT' | 'PUBLISHED';
  isOnPlatform: boolean;
  jobStatus: string;
  at: Date;
};

const PUBLIC_STATUSES: readonly string[] = PUBLIC_JOB_STATUSES;

function toItem(row: ItemRow): MyJobItem {
  const isCompanyPublic = row.companyStatus === 'PUBLISHED' && row.isOnPlatform === true;
  return {
    jobId: row.jobId,
    title: row.title,
    companyName: row.companyName,
    companyKey: isCompanyPublic ? row.companyKey : null,
    jobStatus: row.jobStatus,
    jobStatusLabel: jobStatusLabel(row.jobStatus),
    hasPublicPage: isCompanyPublic && PUBLIC_STATUSES.includes(row.jobStatus),
    at: row.at.toISOString(),
  };
}

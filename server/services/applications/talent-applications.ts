import { and, desc, eq } from 'drizzle-orm';
import type { TalentApplication } from '#domain/applications/applying.schema.ts';
import { candidateStatus } from '#domain/applications/pipeline.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Executor } from '../../db/client.ts';
import { applications, companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** The columns a talent's view of an application is built from. */
export const TALENT_APPLICATION_COLUMNS = {
  application: applications,
  jobTitle: jobs.title,
  companyName: companies.name,
};

type TalentApplicationRow = {
  application: typeof applications.$inferSelect;
  jobTitle: string;
  companyName: string;
};

/** A decided application (hired or rejected) stays as it is: only an open one can be withdrawn. */
export function isDecided(application: { stage: string; decidedAt: Date | null }): boolean {
  return application.decidedAt !== null || application.stage === 'hired' || application.stage === 'rejected';
}

export function toTalentApplication(row: TalentApplicationRow): TalentApplication {
  const { application } = row;
  const stage = application.stage as Parameters<typeof candidateStatus>[0]['stage'];
  return {
    id: application.id,
    jobId: application.jobId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    status: candidateStatus({ stage, withdrawnAt: application.withdrawnAt }),
    source: application.source,
    appliedAt: application.createdAt.toISOString(),
    withdrawnAt: application.withdrawnAt?.toISOString() ?? null,
    canWithdraw: application.withdrawnAt === null && !isDecided(application),
    name: application.name,
    email: application.email,
    phone: application.phone,
    linkedinUrl: application.linkedinUrl,
    coverNote: application.coverNote,
    cvFileName: application.cvFileName,
  };
}

/** The user's own application, by its id or by its job; null when there is none (or it is not theirs). */
export async function findTalentApplication(
  db: Executor,
  userId: string,
  where: { applicationId: string } | { jobId: string },
): Promise<TalentApplication | null> {
  const id = 'applicationId' in where ? where.applicationId : where.jobId;
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(TALENT_APPLICATION_COLUMNS)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(applications.userId, userId),
        'applicationId' in where ? eq(applications.id, id) : eq(applications.jobId, id),
      ),
    )
    .limit(1);
  return row ? toTalentApplication(row) : null;
}

/**
 * `GET /api/applicant/applications/{id}`: one of the talent's own applications. Another person's
 * is the same 404 as a missing one.
 */
export async function getTalentApplication(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  applicationId: string,
): Promise<TalentApplication> {
  const found = await findTalentApplication(deps.db, userId, { applicationId });
  if (!found) throw new AppError('NOT_FOUND', 'Application not found');
  return found;
}

/** `GET /api/applicant/applications`: the talent's applications, newest first (at most 200). */
export async function listTalentApplications(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
): Promise<TalentApplication[]> {
  const rows = await deps.db
    .select(TALENT_APPLICATION_COLUMNS)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(200);
  return rows.map(toTalentApplication);
}

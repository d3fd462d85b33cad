import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CandidateStatus, candidateStatus } from '#domain/applications/pipeline.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { companies, companyFollows, jobInterests, jobSaves, jobs, users } from '../../db/schema/index.ts';
import { statementTemplate, UNNAMED } from '../../db/statement-templates.ts';
import type { ServiceDeps } from '../deps.ts';

/** A job the public may see on this platform (ACTIVE, of a published startup shown here). */
async function requirePublicJob(deps: ServiceDeps, jobId: string, platform: 'main' | 'impact') {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'Job not found');
  const [job] = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.status, 'ACTIVE'),
        eq(companies.status, 'PUBLISHED'),
        sql`(${companies.platform} ->> ${platform})::boolean`,
      ),
    );
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
}

/**
 * docs/product.md, After authentication 'job save toggles saved/unsaved'. Saving needs a job the public sees; unsaving works for
 * any job the user saved, also one that has ended since. Both are idempotent.
 */
export async function setJobSaved(
  deps: ServiceDeps,
  input: { userId: string; jobId: string; saved: boolean; platform: 'main' | 'impact' },
): Promise<{ saved: boolean }> {
  if (input.saved) {
    await requirePublicJob(deps, input.jobId, input.platform);
    await deps.db.insert(jobSaves).values({ userId: input.userId, jobId: input.jobId }).onConflictDoNothing();
    return { saved: true };
  }
  if (!isUuid(input.jobId)) throw new AppError('NOT_FOUND', 'Job not found');
  await deps.db
    .delete(jobSaves)
    .where(and(eq(jobSaves.userId, input.userId), eq(jobSaves.jobId, input.jobId)));
  return { saved: false };
}

/** docs/product.md, After authentication 'job interest toggles interested/uninterested and sets interestedAt'. */
export async function setJobInterest(
  deps: ServiceDeps,
  input: { userId: string; jobId: string; interested: boolean; platform: 'main' | 'impact' },
): Promise<{ interestedAt: string | null }> {
  if (input.interested) {
    await requirePublicJob(deps, input.jobId, input.platform);
    // A second 'interested' keeps the first moment of interest.
    await deps.db
      .insert(jobInterests)
      .values({ userId: input.userId, jobId: input.jobId, interestedAt: deps.now() })
      .onConflictDoNothing();
    const [row] = await deps.db
      .select({ interestedAt: jobInterests.interestedAt })
      .from(jobInterests)
      .where(and(eq(jobInterests.userId, input.userId), eq(jobInterests.jobId, input.jobId)));
    return { interestedAt: row ? row.interestedAt.toISOString() : null };
  }
  if (!isUuid(input.jobId)) throw new AppError('NOT_FOUND', 'Job not found');
  await deps.db
    .delete(jobInterests)
    .where(and(eq(jobInterests.userId, input.userId), eq(jobInterests.jobId, input.jobId)));
  return { interestedAt: null };
}

/** docs/product.md, Interest, saving and following 'startup follow toggles followed': published startups on this platform only. */
export async function setCompanyFollowed(
  deps: ServiceDeps,
  input: { userId: string; key: string; followed: boolean; platform: 'main' | 'impact' },
): Promise<{ followed: boolean }> {
  const [company] = await deps.db
    .select({ id: companies.id, status: companies.status, platform: companies.platform })
    .from(companies)
    .where(eq(companies.key, input.key));
  if (!company) throw new AppError('NOT_FOUND', 'Startup not found');
  if (!input.followed) {
    await deps.db
      .delete(companyFollows)
      .where(and(eq(companyFollows.userId, input.userId), eq(companyFollows.companyId, company.id)));
    return { followed: false };
  }
  if (company.status !== 'PUBLISHED' || !company.platform[input.platform]) {
    throw new AppError('NOT_FOUND', 'Startup not found');
  }
  await deps.db
    .insert(companyFollows)
    .values({ userId: input.userId, companyId: company.id })
    .onConflictDoNothing();
  return { followed: true };
}

/** The signed-in user's saved and interested flags for the jobs of a page (one indexed query each). */
export async function readJobFlags(
  deps: ServiceDeps,
  userId: string,
  jobIds: string[],
): Promise<Map<string, { saved: boolean; interestedAt: string | null }>> {
  const flags = new Map<string, { saved: boolean; interestedAt: string | null }>();
  if (jobIds.length === 0) return flags;
  const [saves, interests] = await Promise.all([
    deps.db
      .select({ jobId: jobSaves.jobId })
      .from(jobSaves)
      .where(and(eq(jobSaves.userId, userId), inArray(jobSaves.jobId, jobIds))),
    deps.db
      .select({ jobId: jobInterests.jobId, interestedAt: jobInterests.interestedAt })
      .from(jobInterests)
      .where(and(eq(jobInterests.userId, userId), inArray(jobInterests.jobId, jobIds))),
  ]);
  for (const id of jobIds) flags.set(id, { saved: false, interestedAt: null });
  for (const row of saves) flags.set(row.jobId, { saved: true, interestedAt: null });
  for (const row of interests) {
    const current = flags.get(row.jobId) ?? { saved: false, interestedAt: null };
    flags.set(row.jobId, { ...current, interestedAt: row.interestedAt.toISOString() });
  }
  return flags;
}

/** What the job page shows the signed-in user about a job. */
export type JobPageState = {
  saved: boolean;
  interestedAt: string | null;
  /** Following the job's startup. */
  followed: boolean;
  /** Reported the job already (the page shows "Thanks, reported"). */
  hasReported: boolean;
  /** Their application to the job (shown instead of the Apply button); null when none. */
  application: { status: CandidateStatus; appliedAt: string } | null;
  /** Which of the page's other jobs (`otherJobIds`: its similar jobs) they saved. */
  savedOtherJobIds: string[];
};

/**
 * The signed-in user's state on a job page: saved, interested, following the startup, reported,
 * applied, and which of the similar jobs the page lists they saved. ONE statement, built once
 * (statement-templates.ts), read on every signed-in job page: as six statements it cost the
 * embedded database six round trips a page.
 */
export async function readJobPageState(
  deps: ServiceDeps,
  userId: string,
  job: { id: string; companyId: string },
  otherJobIds: readonly string[] = [],
): Promise<JobPageState> {
  const jobId = sql.placeholder('jobId');
  const rows = await statementTemplate(deps.db, 'job page state', () =>
    deps.db
      .select({
        // Tables and columns spelled out: drizzle leaves them unqualified when a statement reads one
        // table, and inside a subquery a bare "user_id" or "id" could be another table's.
        saved: sql<boolean>`exists (select 1 from job_saves s where s.user_id = "users"."id" and s.job_id = ${jobId})`,
        interestedAt:
          sql<Date | null>`(select i.interested_at from job_interests i where i.user_id = "users"."id" and i.job_id = ${jobId})`.mapWith(
            jobInterests.interestedAt,
          ),
        followed: sql<boolean>`exists (select 1 from company_follows f where f.user_id = "users"."id" and f.company_id = ${sql.placeholder('companyId')})`,
        hasReported: sql<boolean>`exists (select 1 from job_reports r where r.user_id = "users"."id" and r.job_id = ${jobId})`,
        application: sql<{ stage: string; withdrawnAt: string | null; createdAt: string } | null>`(
          select json_build_object('stage', a.stage, 'withdrawnAt', a.withdrawn_at, 'createdAt', a.created_at)
          from applications a where a.user_id = "users"."id" and a.job_id = ${jobId} limit 1)`,
        savedOtherJobIds: sql<string[]>`coalesce((
          select json_agg(o.job_id) from job_saves o
          where o.user_id = "users"."id" and o.job_id = any(${sql.placeholder('otherJobIds')}::uuid[])), '[]'::json)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(UNNAMED),
  ).execute({ userId, jobId: job.id, companyId: job.companyId, otherJobIds: [...otherJobIds] });
  const row = rows[0];
  const application = row?.application ?? null;
  return {
    saved: row?.saved ?? false,
    interestedAt: row?.interestedAt ? row.interestedAt.toISOString() : null,
    followed: row?.followed ?? false,
    hasReported: row?.hasReported ?? false,
    application: application
      ? {
          status: candidateStatus({
            stage: application.stage as Parameters<typeof candidateStatus>[0]['stage'],
            withdrawnAt: application.withdrawnAt ? new Date(application.withdrawnAt) : null,
          }),
          appliedAt: new Date(application.createdAt).toISOString(),
        }
      : null,
    savedOtherJobIds: row?.savedOtherJobIds ?? [],
  };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { companies, companyFollows, jobInterests, jobSaves, jobs } from '../../db/schema/index.ts';
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

/** What the job page shows the signed-in user: saved, interested and following the startup. */
export async function readJobPageState(
  deps: ServiceDeps,
  userId: string,
  job: { id: string; companyId: string },
): Promise<{ saved: boolean; interestedAt: string | null; followed: boolean }> {
  const [flags, follows] = await Promise.all([
    readJobFlags(deps, userId, [job.id]),
    deps.db
      .select({ companyId: companyFollows.companyId })
      .from(companyFollows)
      .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, job.companyId))),
  ]);
  const flag = flags.get(job.id);
  return {
    saved: flag?.saved ?? false,
    interestedAt: flag?.interestedAt ?? null,
    followed: follows.length > 0,
  };
}

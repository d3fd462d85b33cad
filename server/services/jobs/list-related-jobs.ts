import { and, arrayOverlaps, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { PUBLIC_JOB_STATUSES } from './get-job.ts';
import { buildJobFilters, descNullsLast, markForValuePlans } from './list-jobs.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from './map-job.ts';

/** How many related jobs a job page shows (issue 4). */
export const RELATED_JOBS_LIMIT = 4;
/** The newest jobs sharing a role that are ranked: enough for a good top four, cheap at 100k jobs. */
const ROLE_CANDIDATES = 100;
/** The newest jobs in the same place, asked for only when too few share a role. */
const PLACE_CANDIDATES = 20;

type Source = {
  id: string;
  companyId: string;
  roles: string[];
  country: string | null;
  isRemote: boolean;
};

/**
 * `GET /api/v2/jobs/{id}/related` (docs/product.md, Calls) and the job page's "Similar jobs": up to four ACTIVE
 * jobs on this platform, never the job itself, ranked by
 *   1. sharing at least one role with the job (similar work comes first),
 *   2. another startup than the job's (the same startup's jobs only fill up when others are few),
 *   3. the number of shared roles,
 *   4. the same place: the same country, or both remote (REMOTE counts as a country on this site),
 *   5. the newest first.
 * Jobs sharing neither a role nor the place are not similar and never shown. The ranked pool is the
 * newest 100 jobs sharing a role (plus the newest 20 in the same place when those are too few): a
 * bounded read however many jobs match, at the price of an older job with more shared roles losing
 * to newer ones beyond that pool. An ended job (its page still answers) has related jobs too; an
 * unknown, malformed or non-public id is NOT_FOUND.
 *
 * Cached like the other public lists, in parts: the job's own facts per job, and each pool per what
 * it is read by (the set of roles; the place), not per job. Jobs sharing their roles share one read
 * of their pool, which is what a job page costs at scale (about 6 ms at 1,000,000 jobs, against a
 * lookup by id); the ranking runs per request, in memory.
 */
export async function listRelatedJobs(
  deps: ServiceDeps,
  jobId: string,
  platform: 'main' | 'impact' = 'main',
): Promise<JobListItem[]> {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'Job not found');
  const source = await readPublic(deps.caches, ['relatedJobsSource', platform, jobId.toLowerCase()], () =>
    readSource(deps, jobId, platform),
  );

  // A pool is read with one job more than it holds: whichever job asks, the rest is the whole pool.
  const others = (rows: readonly CandidateRow[], limit: number) =>
    rows.filter((row) => row.id !== source.id).slice(0, limit);
  const byRoles = source.roles.length > 0 ? await rolePool(deps, platform, source.roles) : NO_ROWS;
  const fromRoles = others(byRoles, ROLE_CANDIDATES);
  const byPlace = fromRoles.length < RELATED_JOBS_LIMIT ? await placePool(deps, platform, source) : NO_ROWS;

  // Ranked once per pair of pools (the cached arrays themselves) and job, not on every page: a new
  // read of either pool (PUBLIC_CACHE_SECONDS) ranks again, so the answer is never older than they.
  let forPlace = rankings.get(byRoles);
  if (!forPlace) {
    forPlace = new WeakMap();
    rankings.set(byRoles, forPlace);
  }
  let byJob = forPlace.get(byPlace);
  if (!byJob) {
    byJob = new Map();
    forPlace.set(byPlace, byJob);
  }
  const kept = byJob.get(source.id);
  if (kept) return kept;

  const pool = new Map<string, CandidateRow>();
  for (const row of fromRoles) pool.set(row.id, row);
  for (const row of others(byPlace, PLACE_CANDIDATES)) pool.set(row.id, row);
  const now = deps.now();
  const ranked = [...pool.values()].map((row) => {
    const sharedRoles = row.roles.filter((role) => source.roles.includes(role)).length;
    const isSamePlace =
      (source.country !== null && row.locationCountry === source.country) ||
      (source.isRemote && row.isRemote);
    return {
      row,
      key: [
        sharedRoles > 0 ? 0 : 1,
        row.companyId === source.companyId ? 1 : 0,
        -sharedRoles,
        isSamePlace ? 0 : 1,
        // Newest first, as the lists sort: approvedAt descending (never approved last).
        -(row.approvedAt?.getTime() ?? Number.NEGATIVE_INFINITY),
      ],
    };
  });
  // The id breaks the last ties, descending like the list indexes.
  ranked.sort(
    (a, b) => compareKeys(a.key, b.key) || (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0),
  );
  const related = ranked.slice(0, RELATED_JOBS_LIMIT).map(({ row }) => mapJobListItem(row, now));
  byJob.set(source.id, related);
  return related;
}

/** No pool read (a job without roles, or enough jobs sharing one): one array, a key of `rankings`. */
const NO_ROWS: readonly CandidateRow[] = [];

/**
 * Each job's similar jobs, by the two pool arrays they were ranked from (while those are cached,
 * every page of the job gets the same list; the answer is shared: callers copy, never change it).
 */
const rankings = new WeakMap<
  readonly CandidateRow[],
  WeakMap<readonly CandidateRow[], Map<string, JobListItem[]>>
>();

/** The job's facts the ranking needs; NOT_FOUND (never cached) unless it is public on this platform. */
async function readSource(deps: ServiceDeps, jobId: string, platform: 'main' | 'impact'): Promise<Source> {
  const [source] = await deps.db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      roles: jobs.roles,
      country: jobs.locationCountry,
      isRemote: jobs.isRemote,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(jobs.id, jobId),
        inArray(jobs.status, [...PUBLIC_JOB_STATUSES]),
        eq(companies.status, 'PUBLISHED'),
        sql`(${companies.platform} ->> ${platform})::boolean`,
      ),
    )
    .limit(1);
  if (!source) throw new AppError('NOT_FOUND', 'Job not found');
  return source;
}

/**
 * The newest listed jobs matching `condition`, newest first. Planned for its values on a large
 * table, as a search by roles is (ADR 023): the jobs of a rare role are best read from the roles'
 * index, a common role's met walking the newest jobs, and one plan kept for every role set would
 * be wrong for one of the two.
 */
async function readCandidates(deps: ServiceDeps, platform: 'main' | 'impact', condition: SQL, limit: number) {
  const mark = await markForValuePlans(deps);
  return deps.db
    .select(JOB_LIST_COLUMNS)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...buildJobFilters({}, platform), sql`${condition} ${mark}`))
    .orderBy(descNullsLast(jobs.approvedAt), descNullsLast(jobs.id))
    .limit(limit);
}

type CandidateRow = Awaited<ReturnType<typeof readCandidates>>[number];

/** The newest jobs sharing a role with `roles`, one more than a pool holds (see `others`). */
function rolePool(
  deps: ServiceDeps,
  platform: 'main' | 'impact',
  roles: string[],
): Promise<readonly CandidateRow[]> {
  const roleSet = [...new Set(roles)].sort();
  return readPublic(deps.caches, ['relatedJobsByRoles', platform, roleSet], () =>
    readCandidates(deps, platform, arrayOverlaps(jobs.roles, roleSet), ROLE_CANDIDATES + 1),
  );
}

/**
 * The newest jobs in the job's place (its country, or remote), one more than a pool holds; none for
 * a job without a place.
 */
async function placePool(
  deps: ServiceDeps,
  platform: 'main' | 'impact',
  { country, isRemote }: Source,
): Promise<readonly CandidateRow[]> {
  const conditions: SQL[] = [];
  if (country !== null) conditions.push(eq(jobs.locationCountry, country));
  if (isRemote) conditions.push(eq(jobs.isRemote, true));
  if (conditions.length === 0) return NO_ROWS;
  return readPublic(deps.caches, ['relatedJobsByPlace', platform, country, isRemote], () =>
    readCandidates(deps, platform, or(...conditions) as SQL, PLACE_CANDIDATES + 1),
  );
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const left = a[i] ?? 0;
    const right = b[i] ?? 0;
    if (left !== right) return left < right ? -1 : 1;
  }
  return 0;
}

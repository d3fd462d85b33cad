import { type AnyColumn, and, arrayOverlaps, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';

import type { JobList } from '#domain/jobs/job.schema.ts';
import { JOB_COUNT_CAP, type JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildPagination } from '../list-helpers.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from './map-job.ts';

/** Filters shared by every public job list: only ACTIVE jobs of published startups on this platform. */
export function buildJobFilters(query: Partial<JobSearchQuery>, platform: 'main' | 'impact'): SQL[] {
  const where: SQL[] = [
    eq(jobs.status, 'ACTIVE'),
    eq(companies.status, 'PUBLISHED'),
    sql`(${companies.platform} ->> ${platform})::boolean`,
  ];
  const countries = (query.country ?? []).filter((c) => c !== 'REMOTE');
  const wantsRemote = query.remote === true || (query.country ?? []).includes('REMOTE');
  if (countries.length > 0 && wantsRemote) {
    where.push(sql`(${inArray(jobs.locationCountry, countries)} or ${jobs.isRemote})`);
  } else if (countries.length > 0) {
    where.push(inArray(jobs.locationCountry, countries));
  } else if (wantsRemote) {
    where.push(eq(jobs.isRemote, true));
  }
  if (query.city) where.push(sql`lower(${jobs.locationLocality}) = lower(${query.city})`);
  if (query.roles?.length) where.push(arrayOverlaps(jobs.roles, query.roles));
  if (query.positionTypes?.length) where.push(inArray(jobs.positionType, query.positionTypes));
  if (query.salaryType) where.push(eq(jobs.salaryType, query.salaryType));
  if (query.visa) where.push(eq(jobs.visaSponsorship, true));
  if (query.hasSalary) where.push(and(eq(jobs.salaryType, 'range'), isNotNull(jobs.salaryMin)) as SQL);
  if (query.q) {
    where.push(
      sql`(${jobs.search} @@ websearch_to_tsquery('english', ${query.q}) or ${jobs.companyName} % ${query.q})`,
    );
  }
  return where;
}

/**
 * A page of jobs in the chosen sort. Boosted jobs take no places here: featured jobs are a list of
 * their own (list-featured-jobs.ts; `/api/v2/jobsandfeatured`, the strip above the results on the
 * job pages), so a job posted an hour ago is not pushed behind every running boost.
 */
export async function listJobs(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: 'main' | 'impact' = 'main',
): Promise<JobList> {
  if (!deps.caches) return readJobs(deps, query, platform);
  return deps.caches.jobLists.get(JSON.stringify([platform, query]), () => readJobs(deps, query, platform));
}

async function readJobs(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: 'main' | 'impact',
): Promise<JobList> {
  const now = deps.now();
  const filters = buildJobFilters(query, platform);
  if (query.sort === 'relevance' && query.q) {
    // Ranking is never done over every match: the newest JOB_COUNT_CAP matches are the candidates
    // (one index walk), and only they are ranked. Pages beyond them do not exist ('1,000+').
    const candidates = await deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(...filters))
      .orderBy(descNullsLast(jobs.approvedAt), descNullsLast(jobs.id))
      .limit(JOB_COUNT_CAP);
    if (candidates.length === 0) {
      return {
        jobs: [],
        pagination: buildPagination({
          page: query.page,
          perPage: query.perPage,
          total: 0,
          isTotalCapped: false,
        }),
      };
    }
    filters.push(
      inArray(
        jobs.id,
        candidates.map((c) => c.id),
      ),
    );
  }
  const order = sortOrder(query);
  const offset = (query.page - 1) * query.perPage;
  const rows = await deps.db
    .select(JOB_LIST_COLUMNS)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...filters))
    .orderBy(...order)
    .limit(query.perPage)
    .offset(offset);
  const { total, isTotalCapped } = await countJobs(deps, query, platform, offset, rows.length);
  return {
    jobs: rows.map((row) => mapJobListItem(row, now)),
    pagination: buildPagination({ page: query.page, perPage: query.perPage, total, isTotalCapped }),
  };
}

/**
 * The number of matches, capped: a partly filled page already tells it, so only a full page asks
 * the database, which stops counting at the cap (shown as '1,000+') instead of counting every match.
 */
async function countJobs(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: 'main' | 'impact',
  offset: number,
  pageRows: number,
) {
  if (pageRows < query.perPage && (pageRows > 0 || offset === 0)) {
    const total = offset + pageRows;
    return { total: Math.min(total, JOB_COUNT_CAP), isTotalCapped: total > JOB_COUNT_CAP };
  }
  const count = async () => {
    const result = await deps.db.execute<{ total: number }>(
      sql`select count(*)::int as total from (select 1 from ${jobs} inner join ${companies} on ${companies.id} = ${jobs.companyId} where ${and(...buildJobFilters(query, platform))} limit ${JOB_COUNT_CAP + 1}) capped`,
    );
    const counted = Number(result.rows[0]?.total ?? 0);
    return { total: Math.min(counted, JOB_COUNT_CAP), isTotalCapped: counted > JOB_COUNT_CAP };
  };
  if (!deps.caches) return count();
  const { sort: _sort, page: _page, perPage: _perPage, ...filters } = query;
  return deps.caches.jobCounts.get(JSON.stringify([platform, filters]), count);
}

function sortOrder(query: JobSearchQuery): SQL[] {
  if (query.sort === 'mostviewed') return [descNullsLast(jobs.views), descNullsLast(jobs.id)];
  if (query.sort === 'relevance' && query.q) {
    return [...relevanceOrder(query.q), descNullsLast(jobs.approvedAt), descNullsLast(jobs.id)];
  }
  return [descNullsLast(jobs.approvedAt), descNullsLast(jobs.id)];
}

/**
 * "Most relevant", computed on the capped candidates only (see readJobs):
 * 1. jobs that contain every word (title, startup name or description) before the looser matches
 *    found by the startup name's similarity alone (typos);
 * 2. jobs whose title holds every word, the shortest such titles first ("Backend Developer" before
 *    "Senior Backend Developer (Kotlin)");
 * 3. then a weighted rank counting each word once where it weighs most: a word in the title far
 *    above one in the startup's name, which is above one in the description (0.02), so a page of
 *    text that mentions "designers" never outranks a designer's job title. The rank uses the words
 *    OR-ed, so a title holding some of the words beats a description holding all of them.
 */
function relevanceOrder(q: string): SQL[] {
  const everyWord = sql`websearch_to_tsquery('english', ${q})`;
  // One query for the whole statement (an init plan), not one per row.
  const anyWord = sql`(select replace(websearch_to_tsquery('english', ${q})::text, ' & ', ' | ')::tsquery)`;
  const titleLexemes = sql`ts_filter(${jobs.search}, '{a}')`;
  const titleHasEveryWord = sql`(${titleLexemes} @@ ${everyWord})`;
  return [
    sql`(${jobs.search} @@ ${everyWord}) desc`,
    sql`${titleHasEveryWord} desc`,
    sql`case when ${titleHasEveryWord} then length(${titleLexemes}) end asc nulls last`,
    sql`ts_rank('{0.01, 0.02, 0.2, 1}'::float4[], ${jobs.search}, ${anyWord}) desc`,
  ];
}

/** Matches the `DESC NULLS LAST` of the list indexes, so PostgreSQL can walk them instead of sorting. */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}

import { and, arrayOverlaps, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { JobList } from '#domain/jobs/job.schema.ts';
import { JOB_COUNT_CAP, type JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
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
  if (query.hasSalary) where.push(and(eq(jobs.salaryType, 'range'), isNotNull(jobs.salaryMin)) as SQL);
  if (query.q) {
    where.push(
      sql`(${jobs.search} @@ websearch_to_tsquery('english', ${query.q}) or ${jobs.companyName} % ${query.q})`,
    );
  }
  return where;
}

export async function listJobs(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: 'main' | 'impact' = 'main',
): Promise<JobList> {
  const now = deps.now();
  const where = and(...buildJobFilters(query, platform));
  const boostedFirst = sql`(${jobs.boostingExpiresAt} is not null and ${jobs.boostingExpiresAt} > ${now}) desc`;
  const order =
    query.sort === 'mostviewed'
      ? [boostedFirst, desc(jobs.views), desc(jobs.approvedAt)]
      : query.sort === 'relevance' && query.q
        ? [
            boostedFirst,
            sql`ts_rank(${jobs.search}, websearch_to_tsquery('english', ${query.q})) desc`,
            desc(jobs.approvedAt),
          ]
        : [boostedFirst, desc(jobs.approvedAt), desc(jobs.id)];

  const offset = (query.page - 1) * query.perPage;
  const [rows, countRows] = await Promise.all([
    deps.db
      .select(JOB_LIST_COLUMNS)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(offset),
    // Never count every match: stop at the cap (shown as '1,000+').
    deps.db.execute<{ total: number }>(
      sql`select count(*)::int as total from (select 1 from ${jobs} inner join ${companies} on ${companies.id} = ${jobs.companyId} where ${where} limit ${JOB_COUNT_CAP + 1}) capped`,
    ),
  ]);
  const counted = Number(countRows.rows[0]?.total ?? 0);
  const isTotalCapped = counted > JOB_COUNT_CAP;
  const total = Math.min(counted, JOB_COUNT_CAP);
  return {
    jobs: rows.map((row) => mapJobListItem(row, now)),
    pagination: {
      page: query.page,
      perPage: query.perPage,
      total,
      isTotalCapped,
      pages: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}

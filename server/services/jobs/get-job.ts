import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyDetail } from '#domain/companies/company.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { JobDetail } from '#domain/jobs/job.schema.ts';
import type { Database } from '../../db/client.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import { mapCompanyDetail } from '../companies/map-company.ts';
import type { ServiceDeps } from '../deps.ts';
import { JOB_DETAIL_COLUMNS, mapJobDetail } from './map-job.ts';

/** Statuses whose page the public may see (an ended job still answers, with a notice). */
export const PUBLIC_JOB_STATUSES = ['ACTIVE', 'STOPPED', 'EXPIRED'] as const;

const DAY_MS = 24 * 3600 * 1000;

/**
 * A public job with its startup and its views of the last 30 days, in one query: a job page is
 * the most visited page, and each round trip to the database costs more than the query itself.
 */
export async function getPublicJobWithCompany(
  deps: ServiceDeps,
  id: string,
  platform: 'main' | 'impact' = 'main',
): Promise<{ job: JobDetail; company: CompanyDetail }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Job not found');
  const now = deps.now();
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
  const rows = await preparedJobPageQuery(deps.db).execute({ id, platform, since });
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'Job not found');
  return {
    job: mapJobDetail(row.job, Number(row.viewsLast30Days), now),
    company: mapCompanyDetail(row.company),
  };
}

// Built once per database: building the SQL costs more CPU than PostgreSQL spends running it.
const preparedQueries = new WeakMap<Database, ReturnType<typeof prepareJobPageQuery>>();

function preparedJobPageQuery(db: Database) {
  let query = preparedQueries.get(db);
  if (!query) {
    query = prepareJobPageQuery(db);
    preparedQueries.set(db, query);
  }
  return query;
}

function prepareJobPageQuery(db: Database) {
  return db
    .select({
      job: JOB_DETAIL_COLUMNS,
      company: companies,
      // Table names spelled out: Drizzle leaves columns unqualified inside a select list.
      viewsLast30Days: sql<number>`(select coalesce(sum("recent_views"."count"), 0)::int from "job_views_daily" as "recent_views" where "recent_views"."job_id" = "jobs"."id" and "recent_views"."day" >= ${sql.placeholder('since')})`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(jobs.id, sql.placeholder('id')),
        inArray(jobs.status, [...PUBLIC_JOB_STATUSES]),
        eq(companies.status, 'PUBLISHED'),
        sql`(${companies.platform} ->> ${sql.placeholder('platform')})::boolean`,
      ),
    )
    .limit(1)
    .prepare('public_job_page');
}

export async function getPublicJob(
  deps: ServiceDeps,
  id: string,
  platform: 'main' | 'impact' = 'main',
): Promise<JobDetail> {
  return (await getPublicJobWithCompany(deps, id, platform)).job;
}

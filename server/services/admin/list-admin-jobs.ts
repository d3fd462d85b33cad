import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminJobList, AdminJobSearch } from '#domain/admin/admin-jobs.schema.ts';
import { ADMIN_JOBS_COUNT_CAP, ADMIN_JOBS_PAGE_SIZE } from '#domain/admin/admin-jobs-constants.ts';
import type { JobStatusValue } from '#domain/jobs/job-lifecycle.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';

/** A text as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `/admin/jobs`: every job in any status, newest first, a page at a time; a text matches the title
 * or the startup's name anywhere (case-insensitive), a status narrows it. Matches are counted up to
 * ADMIN_JOBS_COUNT_CAP, as the public search does, so a broad search on a large table stays cheap.
 */
export async function listAdminJobs(
  deps: ServiceDeps,
  who: ActorOrUserId,
  search: AdminJobSearch,
): Promise<AdminJobList> {
  await requireAction(deps, who, 'admin.backOffice', SITE);
  const conditions: SQL[] = [];
  if (search.status) conditions.push(eq(jobs.status, search.status));
  const text = search.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const match = or(ilike(jobs.title, pattern), ilike(jobs.companyName, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const page = search.page;
  const rows = await deps.db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      source: jobs.source,
      createdAt: jobs.createdAt,
      approvedAt: jobs.approvedAt,
      expirationDate: jobs.expirationDate,
      company: { id: companies.id, key: companies.key, name: companies.name },
      openReports:
        sql<number>`(select count(*) from job_reports r where r.job_id = ${jobs.id} and r.resolved_at is null)`.mapWith(
          Number,
        ),
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(ADMIN_JOBS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_JOBS_PAGE_SIZE);
  const capped = deps.db
    .select({ one: sql`1` })
    .from(jobs)
    .where(where)
    .limit(ADMIN_JOBS_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await deps.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
  const n = counted?.n ?? 0;
  return {
    jobs: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status as JobStatusValue,
      company: row.company,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
      approvedAt: row.approvedAt?.toISOString() ?? null,
      expirationDate: row.expirationDate?.toISOString() ?? null,
      openReports: row.openReports,
    })),
    page,
    pageSize: ADMIN_JOBS_PAGE_SIZE,
    total: Math.min(n, ADMIN_JOBS_COUNT_CAP),
    isTotalCapped: n > ADMIN_JOBS_COUNT_CAP,
  };
}

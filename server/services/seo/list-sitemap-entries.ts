import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildJobFilters } from '../jobs/list-jobs.ts';
import { readPublic } from '../public-caches.ts';

export type SitemapJob = { id: string; updatedAt: Date };
export type SitemapCompany = { key: string; updatedAt: Date };

/**
 * A platform's sitemap (ADR 030): its URLs are built on that site's origin (PUBLIC_URL for main,
 * the impact host for impact), and lists what a page there shows.
 */
/** How many ACTIVE public jobs there are: tells how many job sitemap files the index lists. */
export async function countSitemapJobs(deps: ServiceDeps, platform: Platform): Promise<number> {
  return readPublic(deps.caches, ['sitemapJobCount', platform], async () => {
    const rows = await deps.db
      .select({ total: count() })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(...buildJobFilters({}, platform)));
    return Number(rows[0]?.total ?? 0);
  });
}

/**
 * One file's worth of ACTIVE public jobs, in id order: a stable order, so a job stays in the same
 * file while others come and go around it (mostly), and the primary key index serves it.
 */
export async function listSitemapJobs(
  deps: ServiceDeps,
  input: { page: number; perPage: number; platform: Platform },
): Promise<SitemapJob[]> {
  return readPublic(deps.caches, ['sitemapJobs', input.platform, input.page, input.perPage], () =>
    deps.db
      .select({
        id: jobs.id,
        updatedAt: sql<Date>`greatest(${jobs.updatedAt}, ${jobs.approvedAt})`.mapWith(jobs.updatedAt),
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(...buildJobFilters({}, input.platform)))
      .orderBy(asc(jobs.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
  );
}

/** Published startups of a platform (their pages are public), at most `limit`. */
export async function listSitemapCompanies(
  deps: ServiceDeps,
  limit: number,
  platform: Platform,
): Promise<SitemapCompany[]> {
  return readPublic(deps.caches, ['sitemapCompanies', platform, limit], () =>
    deps.db
      .select({ key: companies.key, updatedAt: companies.updatedAt })
      .from(companies)
      .where(and(eq(companies.status, 'PUBLISHED'), sql`(${companies.platform} ->> ${platform})::boolean`))
      .orderBy(asc(companies.key))
      .limit(limit),
  );
}

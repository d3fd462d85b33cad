import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { CompanyList, CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import { companies } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildPagination, matchesName } from '../list-helpers.ts';
import { readPublic } from '../public-caches.ts';
import { mapCompanyListItem } from './map-company.ts';

/**
 * Published startups on the current platform; hiring ones (most active jobs) first. Filters: name,
 * country, industry, stage, size (number of employees) and hiring; the cache is keyed by all of them.
 */
export async function listCompanies(
  deps: ServiceDeps,
  query: CompanySearchQuery,
  platform: 'main' | 'impact' = 'main',
): Promise<CompanyList> {
  return readPublic(deps.caches, ['companies', platform, query], () => readCompanies(deps, query, platform));
}

async function readCompanies(deps: ServiceDeps, query: CompanySearchQuery, platform: 'main' | 'impact') {
  const filters: SQL[] = [
    eq(companies.status, 'PUBLISHED'),
    sql`(${companies.platform} ->> ${platform})::boolean`,
  ];
  if (query.q) {
    filters.push(matchesName(companies.name, query.q));
  }
  if (query.country) filters.push(sql`${query.country} = any(${companies.countryCodes})`);
  if (query.industry) filters.push(sql`${query.industry} = any(${companies.industries})`);
  if (query.stage) filters.push(eq(companies.stage, query.stage));
  if (query.size) filters.push(eq(companies.numberOfEmployees, query.size));
  if (query.hiring) filters.push(gt(companies.activeJobCount, 0));
  const where = and(...filters);
  const [rows, countRows] = await Promise.all([
    deps.db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.activeJobCount), asc(companies.name), asc(companies.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  const total = Number(countRows[0]?.total ?? 0);
  return {
    companies: rows.map(mapCompanyListItem),
    pagination: buildPagination({ page: query.page, perPage: query.perPage, total }),
  };
}

import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { CompanyList, CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapCompanyListItem } from './map-company.ts';

const activeJobCount = sql<number>`(select count(*)::int from ${jobs} where ${jobs.companyId} = ${companies.id} and ${jobs.status} = 'ACTIVE')`;

/** Published startups on the current platform; hiring ones (most active jobs) first. */
export async function listCompanies(
  deps: ServiceDeps,
  query: CompanySearchQuery,
  platform: 'main' | 'impact' = 'main',
): Promise<CompanyList> {
  const filters: SQL[] = [
    eq(companies.status, 'PUBLISHED'),
    sql`(${companies.platform} ->> ${platform})::boolean`,
  ];
  if (query.q) {
    filters.push(
      sql`(${companies.name} ilike ${`%${query.q.replace(/[%_\\]/g, '\\$&')}%`} or ${companies.name} % ${query.q})`,
    );
  }
  if (query.country) filters.push(sql`${query.country} = any(${companies.countryCodes})`);
  if (query.industry) filters.push(sql`${query.industry} = any(${companies.industries})`);
  if (query.hiring) filters.push(sql`${activeJobCount} > 0`);
  const where = and(...filters);
  const [rows, countRows] = await Promise.all([
    deps.db
      .select({ company: companies, activeJobs: activeJobCount })
      .from(companies)
      .where(where)
      .orderBy(desc(activeJobCount), asc(companies.name))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  const total = Number(countRows[0]?.total ?? 0);
  return {
    companies: rows.map((r) => mapCompanyListItem(r.company, Number(r.activeJobs))),
    pagination: {
      page: query.page,
      perPage: query.perPage,
      total,
      isTotalCapped: false,
      pages: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}

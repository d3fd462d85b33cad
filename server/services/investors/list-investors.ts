import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { InvestorList, InvestorSearchQuery } from '#domain/investors/investor.schema.ts';
import { investors } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildPagination, matchesName } from '../list-helpers.ts';
import { mapInvestorListItem } from './map-investor.ts';

/** The funding directory: published investors on the current platform, by name. */
export async function listInvestors(
  deps: ServiceDeps,
  query: InvestorSearchQuery,
  platform: Platform = 'main',
): Promise<InvestorList> {
  const filters: SQL[] = [
    eq(investors.status, 'PUBLISHED'),
    sql`(${investors.platform} ->> ${platform})::boolean`,
  ];
  if (query.q) {
    filters.push(matchesName(investors.name, query.q));
  }
  if (query.category) filters.push(eq(investors.category, query.category));
  if (query.industry) filters.push(sql`${query.industry} = any(${investors.industries})`);
  if (query.country) filters.push(sql`${query.country} = any(${investors.countryCodes})`);
  const where = and(...filters);
  const [rows, countRows] = await Promise.all([
    deps.db
      .select()
      .from(investors)
      .where(where)
      .orderBy(asc(investors.name), asc(investors.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(investors).where(where),
  ]);
  const total = Number(countRows[0]?.total ?? 0);
  return {
    investors: rows.map(mapInvestorListItem),
    pagination: buildPagination({ page: query.page, perPage: query.perPage, total }),
  };
}

import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { InvestorList, InvestorSearchQuery } from '#domain/investors/investor.schema.ts';
import { investors } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildPagination, matchesName } from '../list-helpers.ts';
import { mapInvestorListItem } from './map-investor.ts';
import { withReplyRates } from './read-reply-rates.ts';

/** What every public investor read starts from: published, and shown on this platform. */
export function publicInvestorFilters(platform: Platform): SQL[] {
  return [eq(investors.status, 'PUBLISHED'), sql`(${investors.platform} ->> ${platform})::boolean`];
}

/**
 * The directory's order (docs/product.md, Funding; said on `/funding`): the most recently active
 * investors first, active meaning the last profile save or the last pitch answered; equally recent
 * ones by the share of the last 12 months' pitches they answered (none received: last); then by
 * name. A fresh investor that completes its profile comes first until others act after it.
 */
export function directoryOrder(now: Date): SQL[] {
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString();
  return [
    sql`greatest(${investors.updatedAt}, (select max(p.answered_at) from investor_pitches p where p.investor_id = ${investors.id})) desc`,
    sql`(select count(p.answered_at)::float8 / nullif(count(*), 0) from investor_pitches p where p.investor_id = ${investors.id} and p.created_at > ${yearAgo}::timestamptz) desc nulls last`,
    sql`${investors.name} collate "C"`,
    asc(investors.id),
  ];
}

/**
 * The funding directory (issue 12): published investors on the current platform, by name, filtered
 * by category, country, stage, industry, investment range (any range between the investor's smallest
 * and largest ticket) and market, and by a text found in the name (or close to it) or in the
 * introduction, in `directoryOrder`. The filters are plain equality and array membership, so both
 * database backends answer alike; names sort by their bytes (`collate "C"`), which no server locale
 * changes.
 */
export async function listInvestors(
  deps: ServiceDeps,
  query: InvestorSearchQuery,
  platform: Platform = 'main',
): Promise<InvestorList> {
  const filters: SQL[] = publicInvestorFilters(platform);
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(or(matchesName(investors.name, query.q), ilike(investors.intro, pattern)) as SQL);
  }
  if (query.category) filters.push(eq(investors.category, query.category));
  if (query.industry) filters.push(sql`${query.industry} = any(${investors.industries})`);
  if (query.country) filters.push(sql`${query.country} = any(${investors.countryCodes})`);
  if (query.stage) filters.push(sql`${query.stage} = any(${investors.stages})`);
  if (query.market) filters.push(sql`${query.market} = any(${investors.markets})`);
  if (query.range) filters.push(sql`${query.range} = any(${investors.investmentRanges})`);
  const where = and(...filters);
  const [rows, countRows] = await Promise.all([
    deps.db
      .select()
      .from(investors)
      .where(where)
      .orderBy(...directoryOrder(deps.now()))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(investors).where(where),
  ]);
  const total = Number(countRows[0]?.total ?? 0);
  return {
    investors: await withReplyRates(deps, rows.map(mapInvestorListItem)),
    pagination: buildPagination({ page: query.page, perPage: query.perPage, total }),
  };
}

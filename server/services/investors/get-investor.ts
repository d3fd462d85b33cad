import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { InvestorDetail } from '#domain/investors/investor.schema.ts';
import { companies, investors } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { publicInvestorFilters } from './list-investors.ts';
import { mapInvestorDetail } from './map-investor.ts';
import { withReplyRates } from './read-reply-rates.ts';

/**
 * A published investor on the current platform, by key (or id, as the product's `investors/{id}`),
 * with its portfolio: each investment linked to the startup's page when a published startup of
 * that name is on this platform.
 */
export async function getPublicInvestor(
  deps: ServiceDeps,
  idOrKey: string,
  platform: Platform = 'main',
): Promise<InvestorDetail> {
  const match = isUuid(idOrKey)
    ? or(eq(investors.id, idOrKey), eq(investors.key, idOrKey))
    : eq(investors.key, idOrKey);
  const rows = await deps.db
    .select()
    .from(investors)
    .where(and(match, ...publicInvestorFilters(platform)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'Investor not found');
  const [detail] = await withReplyRates(deps, [mapInvestorDetail(row)]);
  if (!detail) throw new AppError('NOT_FOUND', 'Investor not found');
  if (row.investments.length === 0) return detail;
  const startups = await deps.db
    .select({ key: companies.key, name: companies.name })
    .from(companies)
    .where(
      and(
        inArray(companies.name, row.investments),
        eq(companies.status, 'PUBLISHED'),
        // Startups are filtered by the platform flag like every public profile.
        sql`(${companies.platform} ->> ${platform})::boolean`,
      ),
    );
  const keyByName = new Map(startups.map((startup) => [startup.name, startup.key]));
  return {
    ...detail,
    portfolio: row.investments.map((name) => ({ name, companyKey: keyByName.get(name) ?? null })),
  };
}

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
 * with its portfolio: each investment linked to the startup's page when the startup it names (by
 * key, or for an entry without one by its exact name) is published on this platform.
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
  if (detail.investments.length === 0) return detail;
  const names = detail.investments.map((entry) => entry.name);
  const keys = detail.investments.flatMap((entry) => (entry.companyKey ? [entry.companyKey] : []));
  const startups = await deps.db
    .select({ key: companies.key, name: companies.name })
    .from(companies)
    .where(
      and(
        keys.length > 0
          ? or(inArray(companies.key, keys), inArray(companies.name, names))
          : inArray(companies.name, names),
        eq(companies.status, 'PUBLISHED'),
        // Startups are filtered by the platform flag like every public profile.
        sql`(${companies.platform} ->> ${platform})::boolean`,
      ),
    );
  const publishedKeys = new Set(startups.map((startup) => startup.key));
  const keyByName = new Map(startups.map((startup) => [startup.name, startup.key]));
  return {
    ...detail,
    // The startup the investor named by key; an entry without one links by its exact name.
    portfolio: detail.investments.map(({ name, companyKey }) => ({
      name,
      companyKey: companyKey
        ? publishedKeys.has(companyKey)
          ? companyKey
          : null
        : (keyByName.get(name) ?? null),
    })),
  };
}

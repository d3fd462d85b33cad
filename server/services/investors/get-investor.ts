import { and, eq, or, sql } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { InvestorDetail } from '#domain/investors/investor.schema.ts';
import { investors } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapInvestorDetail } from './map-investor.ts';

/** A published investor on the current platform, by key (or id, as the spec's `investors/{id}`). */
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
    .where(
      and(match, eq(investors.status, 'PUBLISHED'), sql`(${investors.platform} ->> ${platform})::boolean`),
    )
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'Investor not found');
  return mapInvestorDetail(row);
}

import { and, eq, sql } from 'drizzle-orm';
import type { CompanyDetail } from '#domain/companies/company.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companies } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapCompanyDetail } from './map-company.ts';

/** A published startup's public profile on the current platform. */
export async function getPublicCompany(
  deps: ServiceDeps,
  key: string,
  platform: 'main' | 'impact' = 'main',
): Promise<CompanyDetail> {
  const rows = await deps.db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.key, key),
        eq(companies.status, 'PUBLISHED'),
        sql`(${companies.platform} ->> ${platform})::boolean`,
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'Startup not found');
  return mapCompanyDetail(row);
}

import { eq } from 'drizzle-orm';
import type { CompanyDetail, Platform } from '#domain/companies/company.schema.ts';
import { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapCompanyDetail } from './map-company.ts';

/** Shows an existing startup profile on another platform too (docs/product.md, Modals: Connect profile). */
export async function connectCompanyPlatform(
  deps: ServiceDeps,
  userId: string,
  key: string,
  platform: Platform,
): Promise<CompanyDetail> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const [updated] = await deps.db
    .update(companies)
    .set({ platform: { ...company.platform, [platform]: true }, updatedAt: deps.now() })
    .where(eq(companies.id, company.id))
    .returning();
  return mapCompanyDetail(updated ?? company);
}

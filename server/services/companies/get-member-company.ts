import type { CompanyDetail } from '#domain/companies/company.schema.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapCompanyDetail } from './map-company.ts';

/** A startup as its members (and admins) see it, drafts included (docs/product.md, Calls: companies/{key}/hidden). */
export async function getMemberCompany(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<CompanyDetail> {
  return mapCompanyDetail(await requireProfileMember(deps, userId, 'company', key));
}

import type { EditableCompany } from '#domain/companies/company-form.schema.ts';
import { CountryCode } from '#domain/location/countries.ts';
import type { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

type CompanyRow = typeof companies.$inferSelect;

export function toEditableCompany(row: CompanyRow): EditableCompany {
  const country = CountryCode.safeParse(row.countryCode);
  return {
    key: row.key,
    name: row.name,
    countryCode: country.success ? country.data : null,
    website: row.website,
    whatWeDo: row.whatWeDo,
    status: row.status,
    platform: row.platform,
  };
}

/** The startup's form data, for its members and admins only (anyone else: 404). */
export async function getEditableCompany(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<EditableCompany> {
  return toEditableCompany(await requireProfileMember(deps, userId, 'company', key));
}

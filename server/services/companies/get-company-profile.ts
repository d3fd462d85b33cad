import type { EditableCompanyProfile } from '#domain/companies/company-profile.schema.ts';
import { CountryCode } from '#domain/location/countries.ts';
import type { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { toEditableCompany } from './get-editable-company.ts';

type CompanyRow = typeof companies.$inferSelect;

export function toEditableCompanyProfile(row: CompanyRow): EditableCompanyProfile {
  return {
    ...toEditableCompany(row),
    quote: row.quote,
    city: row.city,
    foundedYear: row.foundedYear,
    countryCodes: row.countryCodes.filter((code) => CountryCode.safeParse(code).success) as CountryCode[],
    industries: row.industries,
    isImpact: row.isImpact,
    sdgs: row.sdgs,
    stage: row.stage,
    fundingStage: row.fundingStage,
    businessModel: row.businessModel,
    numberOfEmployees: row.numberOfEmployees,
    perks: row.perks,
    investors: row.investors,
    team: row.team,
    keyFigures: row.keyFigures,
    logoImage: row.logoImage,
    galleryImages: row.galleryImages,
  };
}

/** The whole profile as its form shows it: members and admins only (anyone else: 404). */
export async function getCompanyProfile(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<EditableCompanyProfile> {
  return toEditableCompanyProfile(await requireProfileMember(deps, userId, 'company', key));
}

import type { CompanyDetail, CompanyListItem } from '#domain/companies/company.schema.ts';
import type { companies } from '../../db/schema/index.ts';

type CompanyRow = typeof companies.$inferSelect;

export function mapCompanyListItem(row: CompanyRow): CompanyListItem {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    logoImage: row.logoImage,
    coverImage: row.coverImage,
    whatWeDo: row.whatWeDo,
    industries: row.industries,
    countries: row.countryCodes.map((countryCode) => ({ countryCode })) as CompanyListItem['countries'],
    city: row.city,
    numberOfActiveJobs: row.activeJobCount,
    numberOfEmployees: row.numberOfEmployees,
    stage: row.stage,
    isImpact: row.isImpact,
  };
}

export function mapCompanyDetail(row: CompanyRow): CompanyDetail {
  return {
    ...mapCompanyListItem(row),
    website: row.website,
    quote: row.quote,
    foundedYear: row.foundedYear,
    galleryImages: row.galleryImages,
    team: row.team,
    investors: row.investors,
    perks: row.perks,
    keyFigures: row.keyFigures,
    // The goals belong to impact startups (the form keeps them only then).
    sdgs: row.isImpact ? row.sdgs : [],
    fundingStage: row.fundingStage,
    businessModel: row.businessModel,
    views: row.views,
    status: row.status,
    platform: row.platform,
  };
}

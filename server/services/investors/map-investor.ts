import type { InvestorDetail, InvestorListItem } from '#domain/investors/investor.schema.ts';
import type { investors } from '../../db/schema/index.ts';

type InvestorRow = typeof investors.$inferSelect;

export function mapInvestorListItem(row: InvestorRow): InvestorListItem {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    category: row.category,
    logoImage: row.logoImage,
    intro: row.intro,
    industries: row.industries,
    stages: row.stages,
    investmentRange: row.investmentRange,
    countryCodes: row.countryCodes,
    markets: row.markets,
    sdgs: row.sdgs,
    contactPreference: row.contactPreference,
    // Read per list by `withReplyRates` (one grouped query), not per row.
    replyRate: null,
  };
}

export function mapInvestorDetail(row: InvestorRow): InvestorDetail {
  return {
    ...mapInvestorListItem(row),
    website: row.website,
    smallImage: row.smallImage,
    coverImage: row.coverImage,
    keyPeople: row.keyPeople,
    investments: row.investments,
    portfolio: row.investments.map((name) => ({ name, companyKey: null })),
    views: row.views,
    status: row.status,
    platform: row.platform,
  };
}

import type { InvestorDetail, InvestorListItem } from '#domain/investors/investor.schema.ts';
import type { EditableInvestorProfile } from '#domain/investors/investor-profile.schema.ts';
import { findMissingForListing } from '#domain/investors/investor-profile.schema.ts';
import type { investors } from '../../db/schema/index.ts';

type InvestorRow = typeof investors.$inferSelect;

/** Smallest and largest ticket, or null when the investor gave none. */
export function investmentRangeOf(row: InvestorRow): { min: string; max: string } | null {
  if (!row.investmentRangeMin) return null;
  return { min: row.investmentRangeMin, max: row.investmentRangeMax ?? row.investmentRangeMin };
}

/** Key people with every field (rows saved before issue 33 lack photo and LinkedIn). */
export function keyPeopleOf(row: InvestorRow): InvestorDetail['keyPeople'] {
  return row.keyPeople.map((person) => ({
    name: person.name,
    title: person.title,
    image: person.image ?? null,
    linkedinUrl: person.linkedinUrl ?? null,
  }));
}

/** The saved portfolio (a row written before migration 0018 may still hold bare names). */
export function investmentsOf(row: InvestorRow): { name: string; companyKey: string | null }[] {
  return (row.investments as unknown[]).map((entry) =>
    typeof entry === 'string'
      ? { name: entry, companyKey: null }
      : (entry as InvestorDetail['investments'][0]),
  );
}

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
    investmentRange: investmentRangeOf(row),
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
    keyPeople: keyPeopleOf(row),
    investments: investmentsOf(row),
    portfolio: investmentsOf(row).map(({ name }) => ({ name, companyKey: null })),
    contactUrl: row.contactUrl,
    views: row.views,
    status: row.status,
    platform: row.platform,
  };
}

/** The whole profile as its form shows it, with what it lacks to be listed (members and admins). */
export function mapEditableInvestorProfile(row: InvestorRow): EditableInvestorProfile {
  const profile = {
    key: row.key,
    name: row.name,
    category: row.category,
    website: row.website,
    intro: row.intro,
    logoImage: row.logoImage,
    coverImage: row.coverImage,
    smallImage: row.smallImage,
    keyPeople: keyPeopleOf(row),
    investments: investmentsOf(row),
    industries: row.industries,
    stages: row.stages,
    investmentRange: investmentRangeOf(row),
    markets: row.markets,
    countryCodes: row.countryCodes,
    contactPreference: row.contactPreference,
    contactEmail: row.contactEmail,
    contactUrl: row.contactUrl,
    sdgs: row.sdgs,
    status: row.status,
    platform: row.platform,
  };
  return { ...profile, missingForListing: findMissingForListing(profile) };
}

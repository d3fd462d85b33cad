import { type FundingChoices, fundingChoicesFromConfig } from '#domain/investors/funding-choices.ts';
import type { EditableInvestorProfile } from '#domain/investors/investor-profile.schema.ts';
import { DEFAULT_COUNTRY_CODE } from '#domain/location/countries.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { getSiteConfig } from '../site/get-site-config.ts';
import { mapEditableInvestorProfile } from './map-investor.ts';

/** The site configuration's lists an investor profile chooses from (the visitor's country is unused). */
export async function getFundingChoices(deps: ServiceDeps): Promise<FundingChoices> {
  return fundingChoicesFromConfig(await getSiteConfig(deps, { ipCountryCode: DEFAULT_COUNTRY_CODE }));
}

/**
 * The whole investor profile with what it lacks to be listed, drafts included: the edit form,
 * `GET /api/investors/{key}/profile` and the founders'-view preview. Members and admins only
 * (anyone else: the 404 of a missing investor).
 */
export async function getInvestorProfile(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<EditableInvestorProfile> {
  return mapEditableInvestorProfile(await requireProfileMember(deps, userId, 'investor', key));
}

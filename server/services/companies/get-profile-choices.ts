import {
  type ProfileChoiceLists,
  profileChoicesFromConfig,
} from '#domain/companies/company-profile-labels.ts';
import { DEFAULT_COUNTRY_CODE } from '#domain/location/countries.ts';
import type { ServiceDeps } from '../deps.ts';
import { getSiteConfig } from '../site/get-site-config.ts';

/**
 * The lists a startup profile chooses from (industries, SDGs, perks, stages, …), from the site
 * configuration as the admin left it (at most 60 s old), for the form's options, the service's
 * checks and the labels of the public page.
 */
export async function getProfileChoices(deps: ServiceDeps): Promise<ProfileChoiceLists> {
  // The lists do not depend on the visitor; the country only picks a currency, unused here.
  return profileChoicesFromConfig(await getSiteConfig(deps, { ipCountryCode: DEFAULT_COUNTRY_CODE }));
}

import { findRoleText } from '../jobs/job-constants.ts';
import { findCountryName } from '../location/country-constants.ts';
import type { DigestPreferences } from './select-digest-jobs.ts';

/** 'a', 'a and b', 'a, b and c'. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'Denmark, Sweden and remote jobs', 'remote jobs', or 'all Nordic countries'. */
export function describeDigestPlaces(
  preferences: Pick<DigestPreferences, 'locations' | 'includeRemoteJobs'>,
) {
  const places = preferences.locations.map((code) => findCountryName(code) ?? code);
  if (preferences.includeRemoteJobs) places.push('remote jobs');
  return places.length > 0 ? joinWithAnd(places) : 'all Nordic countries';
}

/** 'Backend development and DevOps and infrastructure', or 'all roles'. */
export function describeDigestRoles(preferences: Pick<DigestPreferences, 'roles'>) {
  if (preferences.roles.length === 0) return 'all roles';
  return joinWithAnd(preferences.roles.map((role) => findRoleText(role) ?? role));
}

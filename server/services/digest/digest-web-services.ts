import type { ServiceDeps } from '../deps.ts';
import { getDigestSubscription } from './find-digest-subscription.ts';
import { getDigestProfile } from './get-digest-profile.ts';

/** The digest services as page loaders see them (web-services.ts). */
export function createDigestWebServices(deps: ServiceDeps) {
  return {
    /** `/profile-settings/{settingsKey}`: NOT_FOUND for an unknown key. */
    getSubscription: (settingsKey: string) => getDigestSubscription(deps, settingsKey),
    /** The signed-in user's own digest (their verified address); NOT_FOUND when none. */
    getProfileOf: (userId: string, email: string) => getDigestProfile(deps, userId, email),
  };
}

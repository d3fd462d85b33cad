import type { DigestPreferencesInput } from '#domain/digest/digest.schema.ts';
import type { DigestDeps } from './digest-deps.ts';
import { endOwnDigest } from './end-own-digest.ts';
import { getDigestSubscription } from './find-digest-subscription.ts';
import { getOwnDigest } from './get-own-digest.ts';
import { restartOwnDigest, subscribeOwnDigest } from './subscribe-own-digest.ts';
import { updateOwnDigest } from './update-own-digest.ts';

/** The digest services as page loaders and actions see them (web-services.ts). */
export function createDigestWebServices(deps: DigestDeps) {
  return {
    /** `/profile-settings/{settingsKey}`: NOT_FOUND for an unknown key. */
    getSubscription: (settingsKey: string) => getDigestSubscription(deps, settingsKey),
    /** `/client/email-notifications`: the signed-in user's own digest and the form's suggestions. */
    getOwn: (userId: string) => getOwnDigest(deps, userId),
    subscribeOwn: (userId: string, input: DigestPreferencesInput) => subscribeOwnDigest(deps, userId, input),
    updateOwn: (userId: string, input: DigestPreferencesInput) => updateOwnDigest(deps, userId, input),
    endOwn: (userId: string) => endOwnDigest(deps, userId),
    restartOwn: (userId: string) => restartOwnDigest(deps, userId),
  };
}

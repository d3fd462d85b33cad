import type { DigestPreferencesInput, OwnDigestResult } from '#domain/digest/digest.schema.ts';
import { OWN_DIGEST_NOT_FOUND_MESSAGE, OWN_DIGEST_SAVED_MESSAGE } from '#domain/digest/digest-constants.ts';
import { AppError } from '#domain/errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { findOwnSubscriptionRow, getOwnDigest, readDigestOwner } from './get-own-digest.ts';
import { updateDigestSubscription } from './update-digest-subscription.ts';

/** New countries, roles or frequency for the signed-in user's own digest (`PUT /api/digest/me`). */
export async function updateOwnDigest(
  deps: ServiceDeps,
  userId: string,
  input: DigestPreferencesInput,
): Promise<OwnDigestResult> {
  const row = await findOwnSubscriptionRow(deps, await readDigestOwner(deps, userId));
  if (!row) throw new AppError('NOT_FOUND', OWN_DIGEST_NOT_FOUND_MESSAGE);
  await updateDigestSubscription(deps, row.settingsKey, input);
  return { message: OWN_DIGEST_SAVED_MESSAGE, digest: await getOwnDigest(deps, userId) };
}

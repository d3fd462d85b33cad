import type { OwnDigestResult } from '#domain/digest/digest.schema.ts';
import { OWN_DIGEST_ENDED_MESSAGE, OWN_DIGEST_NOT_FOUND_MESSAGE } from '#domain/digest/digest-constants.ts';
import { AppError } from '#domain/errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { findOwnSubscriptionRow, getOwnDigest, readDigestOwner } from './get-own-digest.ts';
import { setDigestSubscribed } from './set-digest-subscribed.ts';

/** Ends the signed-in user's own digest (`POST /api/digest/me/unsubscribe`); idempotent. */
export async function endOwnDigest(deps: ServiceDeps, userId: string): Promise<OwnDigestResult> {
  const row = await findOwnSubscriptionRow(deps, await readDigestOwner(deps, userId));
  if (!row) throw new AppError('NOT_FOUND', OWN_DIGEST_NOT_FOUND_MESSAGE);
  await setDigestSubscribed(deps, row.settingsKey, false);
  return { message: OWN_DIGEST_ENDED_MESSAGE, digest: await getOwnDigest(deps, userId) };
}

import { eq } from 'drizzle-orm';
import type { DigestPreferencesInput, OwnDigestResult } from '#domain/digest/digest.schema.ts';
import { describeDigestStarted, OWN_DIGEST_NOT_FOUND_MESSAGE } from '#domain/digest/digest-constants.ts';
import { AppError } from '#domain/errors.ts';
import { digestSubscriptions } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../users/find-user-by-email.ts';
import type { DigestDeps } from './digest-deps.ts';
import {
  type DigestOwner,
  lockDigestSubscriptionByEmail,
  toStoredDigestChoice,
} from './digest-subscription-store.ts';
import { findOwnSubscriptionRow, getOwnDigest, readDigestOwner } from './get-own-digest.ts';
import { toDigestChoiceInput } from './map-digest-subscription.ts';
import { createSettingsKey, subscribeDigest } from './subscribe-digest.ts';

/**
 * Subscribes the signed-in user's own address (the Email notifications page, `POST /api/digest/me`).
 * A verified address needs no confirmation mail: the account has proven it, so the subscription
 * (new, waiting for confirmation, or ended) is active at once with this choice. An unverified one
 * goes the public way (`POST digest`): double opt-in, the same answer whatever the address holds.
 */
export async function subscribeOwnDigest(
  deps: DigestDeps,
  userId: string,
  input: DigestPreferencesInput,
): Promise<OwnDigestResult> {
  const owner = await readDigestOwner(deps, userId);
  if (!owner.isEmailVerified) {
    const { message } = await subscribeDigest(deps, { ...input, email: owner.email }, { userId });
    return { message, digest: await getOwnDigest(deps, userId) };
  }
  try {
    await startVerifiedSubscription(deps, owner, input);
  } catch (error) {
    // Two requests for a new subscription at once: the unique index keeps one; this one updates it.
    if (!isUniqueViolation(error)) throw error;
    await startVerifiedSubscription(deps, owner, input);
  }
  return { message: describeDigestStarted(input.frequency), digest: await getOwnDigest(deps, userId) };
}

/** Starts an ended (or unconfirmed) own subscription again with the choice it holds. */
export async function restartOwnDigest(deps: DigestDeps, userId: string): Promise<OwnDigestResult> {
  const owner = await readDigestOwner(deps, userId);
  const row = await findOwnSubscriptionRow(deps, owner);
  if (!row) throw new AppError('NOT_FOUND', OWN_DIGEST_NOT_FOUND_MESSAGE);
  return subscribeOwnDigest(deps, userId, toDigestChoiceInput(row));
}

async function startVerifiedSubscription(
  deps: DigestDeps,
  owner: DigestOwner,
  input: DigestPreferencesInput,
) {
  const email = owner.email.toLowerCase();
  const now = deps.now();
  const choice = toStoredDigestChoice(input);
  await deps.db.transaction(async (tx) => {
    const existing = await lockDigestSubscriptionByEmail(tx, email);
    if (!existing) {
      await tx.insert(digestSubscriptions).values({
        email,
        settingsKey: createSettingsKey(),
        userId: owner.id,
        ...choice,
        mergeData: { firstName: owner.firstName },
        confirmedAt: now,
        createdAt: now,
      });
      return;
    }
    await tx
      .update(digestSubscriptions)
      .set({
        ...choice,
        confirmedAt: existing.confirmedAt ?? now,
        unsubscribedAt: null,
        userId: existing.userId ?? owner.id,
        mergeData: existing.mergeData.firstName
          ? existing.mergeData
          : { ...existing.mergeData, firstName: owner.firstName },
      })
      .where(eq(digestSubscriptions.id, existing.id));
  });
}

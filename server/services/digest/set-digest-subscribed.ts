import { eq, sql } from 'drizzle-orm';
import type { DigestSubscription } from '#domain/digest/digest.schema.ts';
import { DIGEST_UNKNOWN_KEY_MESSAGE } from '#domain/digest/digest-constants.ts';
import { AppError } from '#domain/errors.ts';
import { digestSubscriptions } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapDigestSubscription } from './map-digest-subscription.ts';

/**
 * Unsubscribe (the one-click link of every digest, and the settings page) or subscribe again from
 * the settings page. Both are idempotent: unsubscribing twice keeps the first time. Resubscribing
 * needs no new confirmation (the key proves the owner); an address never confirmed stays unconfirmed.
 */
export async function setDigestSubscribed(
  deps: ServiceDeps,
  settingsKey: string,
  subscribed: boolean,
): Promise<DigestSubscription> {
  const [row] = await deps.db
    .update(digestSubscriptions)
    .set({
      unsubscribedAt: subscribed ? null : sql`coalesce(${digestSubscriptions.unsubscribedAt}, ${deps.now()})`,
    })
    .where(eq(digestSubscriptions.settingsKey, settingsKey))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', DIGEST_UNKNOWN_KEY_MESSAGE);
  return mapDigestSubscription(row);
}

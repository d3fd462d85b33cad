import { eq, sql } from 'drizzle-orm';
import type { DigestSubscription } from '#domain/digest/digest.schema.ts';
import { DIGEST_UNKNOWN_KEY_MESSAGE } from '#domain/digest/digest-constants.ts';
import { AppError } from '#domain/errors.ts';
import { digestSubscriptions } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapDigestSubscription } from './map-digest-subscription.ts';

/**
 * `POST digest/confirm`: the owner opened the mailed link (double opt-in). Confirming twice keeps
 * the first time; it never undoes an unsubscribe.
 */
export async function confirmDigest(deps: ServiceDeps, settingsKey: string): Promise<DigestSubscription> {
  const [row] = await deps.db
    .update(digestSubscriptions)
    .set({ confirmedAt: sql`coalesce(${digestSubscriptions.confirmedAt}, ${deps.now()})` })
    .where(eq(digestSubscriptions.settingsKey, settingsKey))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', DIGEST_UNKNOWN_KEY_MESSAGE);
  return mapDigestSubscription(row);
}

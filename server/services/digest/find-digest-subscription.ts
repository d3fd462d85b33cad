import { eq } from 'drizzle-orm';
import type { DigestSubscription } from '#domain/digest/digest.schema.ts';
import { DIGEST_UNKNOWN_KEY_MESSAGE } from '#domain/digest/digest-constants.ts';
import { AppError } from '#domain/errors.ts';
import { digestSubscriptions } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapDigestSubscription } from './map-digest-subscription.ts';

/** The subscription a settings key manages; NOT_FOUND for any other key. */
export async function getDigestSubscription(
  deps: ServiceDeps,
  settingsKey: string,
): Promise<DigestSubscription> {
  const [row] = await deps.db
    .select()
    .from(digestSubscriptions)
    .where(eq(digestSubscriptions.settingsKey, settingsKey))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', DIGEST_UNKNOWN_KEY_MESSAGE);
  return mapDigestSubscription(row);
}

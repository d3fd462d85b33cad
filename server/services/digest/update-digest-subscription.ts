import { eq } from 'drizzle-orm';
import type { DigestPreferencesInput, DigestSubscription } from '#domain/digest/digest.schema.ts';
import { DIGEST_UNKNOWN_KEY_MESSAGE } from '#domain/digest/digest-constants.ts';
import { AppError } from '#domain/errors.ts';
import { toDigestLocations } from '#domain/location/country-filters.ts';
import { digestSubscriptions } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapDigestSubscription } from './map-digest-subscription.ts';

/** `PUT digest/{settingsKey}` (docs/product.md, Calls): new countries, roles or frequency. REMOTE → includeRemoteJobs. */
export async function updateDigestSubscription(
  deps: ServiceDeps,
  settingsKey: string,
  input: DigestPreferencesInput,
): Promise<DigestSubscription> {
  const { locations, includeRemoteJobs } = toDigestLocations(input.locations);
  const [row] = await deps.db
    .update(digestSubscriptions)
    .set({
      locations,
      includeRemoteJobs,
      roles: input.roles,
      frequency: input.frequency,
      visaSponsorshipOnly: input.visaSponsorshipOnly,
    })
    .where(eq(digestSubscriptions.settingsKey, settingsKey))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', DIGEST_UNKNOWN_KEY_MESSAGE);
  return mapDigestSubscription(row);
}

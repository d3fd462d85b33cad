import { eq, sql } from 'drizzle-orm';
import type { DigestPreferencesInput } from '#domain/digest/digest.schema.ts';
import { toDigestLocations } from '#domain/location/country-filters.ts';
import type { Transaction } from '../../db/client.ts';
import { digestSubscriptions, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** What the digest subscription services share: the account that owns an address, the stored choice, the row by address. */

export type DigestOwner = { id: string; email: string; firstName: string; isEmailVerified: boolean };

/** The account as the digest needs it, or null when it is gone. */
export async function findDigestOwner(deps: ServiceDeps, userId: string): Promise<DigestOwner | null> {
  const [user] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      isEmailVerified: users.isEmailVerified,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

/** The choice as stored: REMOTE becomes `includeRemoteJobs` and is never stored as a location. */
export function toStoredDigestChoice(input: DigestPreferencesInput) {
  const { locations, includeRemoteJobs } = toDigestLocations(input.locations);
  return {
    locations,
    includeRemoteJobs,
    roles: input.roles,
    frequency: input.frequency,
    visaSponsorshipOnly: input.visaSponsorshipOnly,
  };
}

/** The subscription of a (lower-cased) address, locked for the rest of the transaction. */
export async function lockDigestSubscriptionByEmail(tx: Transaction, email: string) {
  const [existing] = await tx
    .select()
    .from(digestSubscriptions)
    .where(sql`lower(${digestSubscriptions.email}) = ${email}`)
    .for('update')
    .limit(1);
  return existing;
}

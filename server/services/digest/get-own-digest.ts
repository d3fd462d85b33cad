import { eq, sql } from 'drizzle-orm';
import type { OwnDigest } from '#domain/digest/digest.schema.ts';
import { AppError } from '#domain/errors.ts';
import { JOB_ROLE_KEYS } from '#domain/jobs/job-enums.ts';
import { toDigestLocations } from '#domain/location/country-filters.ts';
import { applicants, digestSubscriptions } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { type DigestOwner, findDigestOwner } from './digest-subscription-store.ts';
import { type DigestSubscriptionRow, mapDigestSubscription } from './map-digest-subscription.ts';

/** The account as the digest needs it; UNAUTHORIZED when it is gone. */
export async function readDigestOwner(deps: ServiceDeps, userId: string): Promise<DigestOwner> {
  const user = await findDigestOwner(deps, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in');
  return user;
}

/** The subscription of the owner's address, only when that address is verified (else it may not be theirs). */
export async function findOwnSubscriptionRow(
  deps: ServiceDeps,
  owner: DigestOwner,
): Promise<DigestSubscriptionRow | null> {
  if (!owner.isEmailVerified) return null;
  const [row] = await deps.db
    .select()
    .from(digestSubscriptions)
    .where(sql`lower(${digestSubscriptions.email}) = ${owner.email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

const ROLE_KEYS = new Set<string>(JOB_ROLE_KEYS);

/** The signed-in user's digest, and the quick apply preferences a new subscription starts from. */
export async function getOwnDigest(deps: ServiceDeps, userId: string): Promise<OwnDigest> {
  const owner = await readDigestOwner(deps, userId);
  const [row, [preferences]] = await Promise.all([
    findOwnSubscriptionRow(deps, owner),
    deps.db
      .select({ countries: applicants.preferredCountryCodes, roles: applicants.preferredRoles })
      .from(applicants)
      .where(eq(applicants.userId, userId))
      .limit(1),
  ]);
  return {
    email: owner.email,
    isEmailVerified: owner.isEmailVerified,
    subscription: row ? mapDigestSubscription(row) : null,
    suggested: {
      locations: toDigestLocations(preferences?.countries ?? []).locations,
      roles: (preferences?.roles ?? []).filter((role) => ROLE_KEYS.has(role)),
    },
  };
}

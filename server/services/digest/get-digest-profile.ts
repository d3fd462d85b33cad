import { eq, sql } from 'drizzle-orm';
import type { DigestProfile } from '#domain/digest/digest.schema.ts';
import { AppError } from '#domain/errors.ts';
import { digestSubscriptions, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * `GET digest/mail/{email}` (docs/product.md, Calls): the signed-in applicant's digest profile, so the menu can
 * link to its settings. Only the user's own, verified address: for any other address (or none
 * subscribed) the answer is the same 404, so the call tells nobody who subscribes.
 */
export async function getDigestProfile(
  deps: ServiceDeps,
  userId: string,
  email: string,
): Promise<DigestProfile> {
  const address = email.trim().toLowerCase();
  const [user] = await deps.db
    .select({ email: users.email, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.isEmailVerified && user.email.toLowerCase() === address) {
    const [row] = await deps.db
      .select({ settingsKey: digestSubscriptions.settingsKey })
      .from(digestSubscriptions)
      .where(sql`lower(${digestSubscriptions.email}) = ${address}`)
      .limit(1);
    if (row) return { settingsKey: row.settingsKey };
  }
  throw new AppError('NOT_FOUND', 'No digest subscription for this address');
}

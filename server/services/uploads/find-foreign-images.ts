import { and, eq, inArray } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * Of the image keys a form wants to attach, those the user may not: a form may attach images the
 * user uploaded (an `uploads` row they own) and images the profile already has (`kept`); any other
 * key (someone else's upload, a seeded picture of another startup, a made-up key) is foreign.
 */
export async function findForeignImages(
  deps: ServiceDeps,
  userId: string,
  keys: readonly string[],
  kept: ReadonlySet<string>,
): Promise<Set<string>> {
  const candidates = [...new Set(keys.filter((key) => !kept.has(key)))];
  if (candidates.length === 0) return new Set();
  const owned = await deps.db
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.ownerUserId, userId), inArray(uploads.storageKey, candidates)));
  const ownedKeys = new Set(owned.map((row) => row.key));
  return new Set(candidates.filter((key) => !ownedKeys.has(key)));
}

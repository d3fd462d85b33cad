import { eq } from 'drizzle-orm';
import { ANONYMISED_CANDIDATE_NAME } from '#domain/privacy/retention.ts';
import type { FileStorage } from '../../adapters/storage/local-disk-storage.ts';
import type { Database } from '../../db/client.ts';
import { applicants, applications, uploads } from '../../db/schema/index.ts';

/**
 * What an anonymised application keeps (issue 9 scope 8): the card in the startup's pipeline, its
 * stage and dates (so counts and the response score stay right), and nothing that names or reaches
 * the person. The link to the account goes too, so the card can no longer be tied back to anyone.
 */
export function anonymizedApplicationValues(now: Date) {
  return {
    anonymizedAt: now,
    name: ANONYMISED_CANDIDATE_NAME,
    email: '',
    phone: null,
    linkedinUrl: null,
    coverNote: null,
    cvFile: null,
    cvFileName: null,
    userId: null,
    updatedAt: now,
  } satisfies Partial<typeof applications.$inferInsert>;
}

/**
 * Deletes the stored files behind `keys` once nothing refers to them any more: a CV may be shared by
 * the quick-apply profile and the applications sent with it, and one of them alone must not take the
 * file from the others. Runs after the transaction that cleared the references has committed, so a
 * rolled-back request never loses a file. Returns how many files were deleted.
 */
export async function deleteUnreferencedFiles(
  deps: { db: Database; storage: FileStorage },
  keys: readonly (string | null)[],
): Promise<number> {
  let deleted = 0;
  for (const key of new Set(keys.filter((k): k is string => Boolean(k)))) {
    const [applicationRef] = await deps.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.cvFile, key))
      .limit(1);
    const [profileRef] = await deps.db
      .select({ userId: applicants.userId })
      .from(applicants)
      .where(eq(applicants.cvFile, key))
      .limit(1);
    if (applicationRef || profileRef) continue;
    await deps.storage.delete(key);
    await deps.db.delete(uploads).where(eq(uploads.storageKey, key));
    deleted += 1;
  }
  return deleted;
}

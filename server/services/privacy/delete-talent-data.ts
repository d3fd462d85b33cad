import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import {
  type DeleteTalentDataInput,
  NO_PASSWORD_MESSAGE,
  type TalentDataDeleted,
} from '#domain/privacy/privacy.schema.ts';
import {
  applicants,
  applicationEvents,
  applications,
  jobApplyClicks,
  jobInterests,
  jobSaves,
  savedSearches,
  uploads,
  users,
} from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { requireCurrentPassword } from '../users/require-current-password.ts';
import { anonymizedApplicationValues, deleteUnreferencedFiles } from './anonymized-application.ts';

/** Upload kinds that hold a talent's documents (the quick-apply CV). */
export const TALENT_UPLOAD_KINDS = ['cv'] as const;

/**
 * "Delete my talent data" (privacy centre): confirmed with the password, then in one transaction
 * every application of the person is anonymised (the startups keep an anonymous card and their
 * counts), the quick-apply profile is emptied (the Talent profile itself stays, as does the account:
 * deleting that is My Account's job), and saved jobs, interests and saved searches are removed. The
 * CV files (the quick-apply one, every application's, CV uploads never attached) are deleted from
 * storage after the commit, so the pipeline's CV links answer 404 from then on.
 *
 * An account without a password (signed up with LinkedIn) cannot confirm with one: it sets a password
 * through 'Forgot password' first, which proves it still reads the account's mail. A session alone is
 * never enough for something that cannot be undone.
 */
export async function deleteTalentData(
  deps: PortalDeps,
  userId: string,
  input: DeleteTalentDataInput,
): Promise<TalentDataDeleted> {
  const [account] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw new AppError('UNAUTHORIZED', 'Please log in');
  if (!account.passwordHash) {
    throw new AppError('VALIDATION', NO_PASSWORD_MESSAGE, { password: [NO_PASSWORD_MESSAGE] });
  }
  await requireCurrentPassword(deps, userId, input.password, 'password');
  const now = deps.now();

  const outcome = await deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ cvFile: applicants.cvFile })
      .from(applicants)
      .where(eq(applicants.userId, userId))
      .for('update');
    const owned = await tx
      .select({ id: applications.id, cvFile: applications.cvFile })
      .from(applications)
      .where(eq(applications.userId, userId))
      .for('update');
    const cvUploads = await tx
      .select({ storageKey: uploads.storageKey })
      .from(uploads)
      .where(and(eq(uploads.ownerUserId, userId), inArray(uploads.kind, [...TALENT_UPLOAD_KINDS])));

    if (owned.length > 0) {
      await tx
        .update(applications)
        .set(anonymizedApplicationValues(now))
        .where(
          inArray(
            applications.id,
            owned.map((row) => row.id),
          ),
        );
    }
    // The person's own steps (applied, withdrew) no longer point at the account.
    await tx
      .update(applicationEvents)
      .set({ userId: null })
      .where(and(eq(applicationEvents.userId, userId), eq(applicationEvents.actor, 'talent')));
    if (profile) {
      await tx
        .update(applicants)
        .set({
          name: null,
          email: null,
          phone: null,
          linkedinUrl: null,
          cvFile: null,
          cvFileName: null,
          cvUploadedAt: null,
          intro: null,
          preferredCountryCode: null,
          preferredCountryCodes: [],
          preferredRoles: [],
          updatedAt: now,
        })
        .where(eq(applicants.userId, userId));
    }
    const removedSavedJobs = await tx
      .delete(jobSaves)
      .where(eq(jobSaves.userId, userId))
      .returning({ jobId: jobSaves.jobId });
    const removedInterests = await tx
      .delete(jobInterests)
      .where(eq(jobInterests.userId, userId))
      .returning({ jobId: jobInterests.jobId });
    const removedSavedSearches = await tx
      .delete(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .returning({ id: savedSearches.id });
    await tx.update(jobApplyClicks).set({ userId: null }).where(eq(jobApplyClicks.userId, userId));
    return {
      fileKeys: [
        profile?.cvFile ?? null,
        ...owned.map((row) => row.cvFile),
        ...cvUploads.map((row) => row.storageKey),
      ],
      counts: {
        anonymizedApplications: owned.length,
        removedSavedJobs: removedSavedJobs.length,
        removedInterests: removedInterests.length,
        removedSavedSearches: removedSavedSearches.length,
      },
    };
  });

  const deletedFiles = await deleteUnreferencedFiles(deps, outcome.fileKeys);
  return { ...outcome.counts, deletedFiles };
}

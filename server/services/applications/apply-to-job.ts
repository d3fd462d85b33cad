import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  APPLY_EXTERNAL_MESSAGE,
  APPLY_RATE_LIMIT_MESSAGE,
  APPLY_USER_LIMIT_PER_HOUR,
  type ApplyResult,
  type ApplyValues,
  CV_MISSING_MESSAGE,
  CV_NOT_YOURS_MESSAGE,
  JOB_CLOSED_MESSAGE,
  NO_TALENT_PROFILE_MESSAGE,
} from '#domain/applications/applying.schema.ts';
import { cleanCvFileName } from '#domain/applications/cv-rules.ts';
import { AppError } from '#domain/errors.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import type { Transaction } from '../../db/client.ts';
import { applicants, applications, users } from '../../db/schema/index.ts';
import { buildApplicationConfirmationMessage } from '../mail/templates/application-confirmation.ts';
import { buildEmailApplicationMessage } from '../mail/templates/email-application.ts';
import { buildNewApplicantNotification } from '../mail/templates/new-applicant.ts';
import { deleteUnreferencedFiles } from '../privacy/anonymized-application.ts';
import { notifyCompany } from '../startup-settings/notify-company.ts';
import { CV_CONTENT_TYPE, isOwnCvUpload } from '../uploads/store-cv-upload.ts';
import { recordApplicationEvent } from './application-transitions.ts';
import { type ApplyingDeps, errorDetails } from './applying-deps.ts';
import { type ApplyJob, isTakingApplications, loadApplyJob } from './load-apply-job.ts';
import { findTalentApplication, toTalentApplication } from './talent-applications.ts';

const HOUR_MS = 3_600_000;

function cvError(message: string): AppError {
  return new AppError('VALIDATION', message, { cvFile: [message] });
}

/** The pipeline where the startup meets its applicants (the startup portal's applicants page). */
export function pipelineLink(publicUrl: string, companyKey: string, jobId: string): string {
  return `${publicUrl}/client/startups/${encodeURIComponent(companyKey)}/applicants?job=${jobId}`;
}

/**
 * A talent applies to a job (issue 9, apply), by the job's way of receiving applications:
 *  - `platform`: an application in the startup's pipeline at stage `applied`, with an `applied`
 *    event; the startup is notified (`newapplicant`: mail and Slack);
 *  - `email`: the application is mailed to the job's address with the CV attached, and recorded
 *    with `source: 'email'` (it never shows in the pipeline). The mail is queued in the transaction
 *    that records the application (ADR 010): both exist or neither does, and the mail queue delivers
 *    it, retrying while the startup's mail server is down;
 *  - `url`: refused (409): those jobs take applications on the startup's site (`recordApplyClick`).
 * One application per person and job (a unique index): a second attempt answers the existing one
 * with `existing: true`, whatever the job's state is now. Only ACTIVE jobs take applications (409
 * otherwise); a talent profile is needed (409); at most 20 applications per person and hour (429).
 * The CV is the quick-apply CV, or one the talent uploaded for this application (`cvFile`), which
 * becomes the saved CV too with `saveCv`. The application copies the CV's storage key and name
 * (`applications.cv_file`, `cv_file_name`), so it keeps the CV it was sent with. The talent gets a
 * confirmation mail at the account's address.
 */
export async function applyToJob(
  deps: ApplyingDeps,
  input: { userId: string; jobId: string; platform: 'main' | 'impact'; values: ApplyValues },
): Promise<ApplyResult> {
  const { userId, values } = input;
  const job = await loadApplyJob(deps.db, input.jobId, input.platform);
  const existing = await findTalentApplication(deps.db, userId, { jobId: job.id });
  if (existing) return { existing: true, application: existing };

  const now = deps.now();
  if (job.receiveApplicants === 'url') throw new AppError('CONFLICT', APPLY_EXTERNAL_MESSAGE);
  if (!isTakingApplications(job, now) || (job.receiveApplicants === 'email' && !job.applyEmail)) {
    throw new AppError('CONFLICT', JOB_CLOSED_MESSAGE);
  }
  const [profile] = await deps.db
    .select({
      applicant: applicants,
      firstName: users.firstName,
      accountEmail: users.email,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.userId, userId))
    .limit(1);
  if (!profile?.applicant.enabled) throw new AppError('CONFLICT', NO_TALENT_PROFILE_MESSAGE);
  const saved = profile.applicant;

  const cv = await chooseCv(deps, userId, saved, values);
  const [recent] = await deps.db
    .select({ n: count() })
    .from(applications)
    .where(
      and(eq(applications.userId, userId), gt(applications.createdAt, new Date(now.getTime() - HOUR_MS))),
    );
  if ((recent?.n ?? 0) >= APPLY_USER_LIMIT_PER_HOUR)
    throw new AppError('RATE_LIMITED', APPLY_RATE_LIMIT_MESSAGE);

  const replacesSavedCv = values.saveCv && cv.key !== saved.cvFile;
  const inserted = await deps.db.transaction(async (tx) => {
    const row = await insertApplication(deps, tx, { job, userId, values, cv, now });
    if (row && replacesSavedCv) {
      await tx
        .update(applicants)
        .set({ cvFile: cv.key, cvFileName: cv.fileName, cvUploadedAt: now, updatedAt: now })
        .where(eq(applicants.userId, userId));
    }
    return row;
  });
  if (!inserted) {
    // The same person applied at the same moment in another request: that one counts.
    const first = await findTalentApplication(deps.db, userId, { jobId: job.id });
    if (!first) throw new Error('the conflicting application is gone');
    return { existing: true, application: first };
  }

  await notifyNewApplicant(deps, job, values.name);
  await sendConfirmation(deps, job, { to: profile.accountEmail, firstName: profile.firstName });
  if (replacesSavedCv && saved.cvFile) await deleteUnreferencedFiles(deps, [saved.cvFile]);
  return {
    existing: false,
    application: toTalentApplication({
      application: inserted,
      jobTitle: job.title,
      companyName: job.companyName,
    }),
  };
}

/**
 * Records an application in `tx` (the caller's transaction): the row at stage `applied` (one per
 * person and job when `userId` is given: null when that person's first one won a race), its
 * `applied` event and, for a job receiving by email, the mail to the job's address with the CV,
 * queued in the same transaction (ADR 010). Shared by a talent's application and one sent without
 * an account on a career domain (`server/services/careers/apply-as-guest.ts`).
 */
export async function insertApplication(
  deps: ApplyingDeps,
  tx: Transaction,
  input: { job: ApplyJob; userId: string | null; values: ApplyDetails; cv: ChosenCv; now: Date },
): Promise<typeof applications.$inferSelect | null> {
  const { job, userId, values, cv, now } = input;
  const insert = tx.insert(applications).values({
    jobId: job.id,
    userId,
    stage: 'applied',
    name: values.name,
    email: values.email,
    phone: values.phone,
    linkedinUrl: values.linkedinUrl,
    coverNote: values.coverNote,
    cvFile: cv.key,
    cvFileName: cv.fileName,
    source: job.receiveApplicants === 'email' ? 'email' : 'platform',
    createdAt: now,
    updatedAt: now,
  });
  const [row] = userId
    ? await insert
        .onConflictDoNothing({
          target: [applications.jobId, applications.userId],
          where: sql.raw('user_id is not null'),
        })
        .returning()
    : await insert.returning();
  if (!row) return null;
  await recordApplicationEvent(tx, {
    applicationId: row.id,
    from: null,
    to: 'applied',
    reason: 'applied',
    actor: 'talent',
    userId,
    now,
  });
  if (job.receiveApplicants === 'email') {
    await deps.mail.send(
      buildEmailApplicationMessage({
        to: job.applyEmail as string,
        candidate: values,
        coverNote: values.coverNote,
        jobTitle: job.title,
        companyName: job.companyName,
        appliedOn: formatUtcDate(now),
        jobLink: `${deps.publicUrl}/jobs/${job.id}`,
        cv: { filename: cv.fileName, storageKey: cv.key, contentType: CV_CONTENT_TYPE, bytes: cv.bytes },
      }),
      { db: tx },
    );
  }
  return row;
}

/** After the commit: the startup hears of an application in its pipeline (`newapplicant`: mail and Slack). */
export async function notifyNewApplicant(
  deps: ApplyingDeps,
  job: ApplyJob,
  candidateName: string,
): Promise<void> {
  if (job.receiveApplicants === 'email') return;
  await notifyCompany(
    deps,
    job.companyId,
    'newapplicant',
    buildNewApplicantNotification({
      candidateName,
      jobTitle: job.title,
      companyName: job.companyName,
      pipelineLink: pipelineLink(deps.publicUrl, job.companyKey, job.id),
    }),
  );
}

/** What an application sends besides its CV. */
export type ApplyDetails = Pick<ApplyValues, 'name' | 'email' | 'phone' | 'linkedinUrl' | 'coverNote'>;

export type ChosenCv = { key: string; fileName: string; bytes: number };

/** The CV this application is sent with: one uploaded for it, else the saved one; it must exist. */
async function chooseCv(
  deps: ApplyingDeps,
  userId: string,
  saved: typeof applicants.$inferSelect,
  values: ApplyValues,
): Promise<ChosenCv> {
  let key: string;
  let fileName: string;
  if (values.cvFile && values.cvFile !== saved.cvFile) {
    if (!(await isOwnCvUpload(deps, userId, values.cvFile))) throw cvError(CV_NOT_YOURS_MESSAGE);
    key = values.cvFile;
    fileName = cleanCvFileName(values.cvFileName);
  } else if (saved.cvFile) {
    key = saved.cvFile;
    fileName = saved.cvFileName ?? 'cv.pdf';
  } else {
    throw cvError(CV_MISSING_MESSAGE);
  }
  const data = await deps.storage.read(key);
  if (!data) throw cvError(CV_NOT_YOURS_MESSAGE);
  return { key, fileName, bytes: data.length };
}

async function sendConfirmation(
  deps: ApplyingDeps,
  job: ApplyJob,
  talent: { to: string; firstName: string },
): Promise<void> {
  try {
    await deps.mail.send(
      buildApplicationConfirmationMessage({
        to: talent.to,
        firstName: talent.firstName,
        jobTitle: job.title,
        companyName: job.companyName,
        viaEmail: job.receiveApplicants === 'email',
        myJobsLink: `${deps.publicUrl}/client/my-jobs`,
      }),
    );
  } catch (error) {
    // The application is sent; a lost confirmation must not make the talent send it again.
    deps.logger?.warn({ jobId: job.id, ...errorDetails(error) }, 'application confirmation mail failed');
  }
}

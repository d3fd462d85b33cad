import { and, asc, eq } from 'drizzle-orm';
import type {
  ApplicationDetail,
  ApplicationEventView,
} from '#domain/applications/applicant-pipeline.schema.ts';
import type { ApplicantStageValue } from '#domain/applications/pipeline.ts';
import type { JobStatus } from '#domain/jobs/job-enums.ts';
import { applicationEvents, jobInterests, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapApplicantCard } from './map-applicant-card.ts';
import { requireCompanyApplication } from './require-company-application.ts';

/**
 * The candidate's page (`/client/startups/{key}/applicants/{id}`, `GET …/applications/{id}`): the
 * quick-apply data sent with the application, the cover note, whether a CV can be downloaded, the
 * talent's interest in the job, and every move. An anonymised application shows none of the
 * person's data, only its stage and history.
 */
export async function getApplication(
  deps: ServiceDeps,
  userId: string,
  key: string,
  applicationId: string,
): Promise<ApplicationDetail> {
  const { company, application, jobTitle, jobStatus } = await requireCompanyApplication(
    deps,
    userId,
    key,
    applicationId,
  );
  const isAnonymized = application.anonymizedAt !== null;
  const [eventRows, interestRows] = await Promise.all([
    deps.db
      .select({
        from: applicationEvents.fromStage,
        to: applicationEvents.toStage,
        reason: applicationEvents.reason,
        actor: applicationEvents.actor,
        at: applicationEvents.at,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(applicationEvents)
      .leftJoin(users, eq(users.id, applicationEvents.userId))
      .where(eq(applicationEvents.applicationId, application.id))
      .orderBy(asc(applicationEvents.at)),
    application.userId && !isAnonymized
      ? deps.db
          .select({ at: jobInterests.interestedAt })
          .from(jobInterests)
          .where(and(eq(jobInterests.jobId, application.jobId), eq(jobInterests.userId, application.userId)))
      : Promise.resolve([]),
  ]);
  const events: ApplicationEventView[] = eventRows.map((event) => ({
    from: event.from as ApplicantStageValue | null,
    to: event.to as ApplicantStageValue,
    reason: event.reason,
    actor: event.actor,
    // Only team members are named: a talent's own name stays off an anonymised card's history.
    by:
      event.actor === 'member' && event.firstName !== null
        ? `${event.firstName} ${event.lastName ?? ''}`.trim()
        : null,
    at: event.at.toISOString(),
  }));
  const hasCv = !isAnonymized && application.cvFile !== null;
  return {
    ...mapApplicantCard(application, jobTitle),
    companyKey: company.key,
    customStageName: company.pipelineCustomStageName,
    jobStatus: jobStatus as JobStatus,
    email: isAnonymized ? null : application.email,
    phone: isAnonymized ? null : application.phone,
    linkedinUrl: isAnonymized ? null : application.linkedinUrl,
    coverNote: isAnonymized ? null : application.coverNote,
    cvFileName: hasCv ? (application.cvFileName ?? 'cv.pdf') : null,
    hasCv,
    interestedAt: interestRows[0]?.at.toISOString() ?? null,
    firstResponseAt: application.firstResponseAt?.toISOString() ?? null,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    rejectionSentAt: application.rejectionSentAt?.toISOString() ?? null,
    anonymizedAt: application.anonymizedAt?.toISOString() ?? null,
    events,
  };
}

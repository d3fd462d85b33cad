import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ResendApplicantsResult } from '#domain/applications/applying.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { applications, companies, jobs } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildEmailApplicationMessage } from '../mail/templates/email-application.ts';
import { CV_CONTENT_TYPE } from '../uploads/store-cv-upload.ts';
import { type ApplyingDeps, errorDetails } from './applying-deps.ts';

/** Applications mailed in one request: more waits for the next (a job seldom gets near it). */
const MAX_RESEND = 500;

/** The email-receiving job behind `/jobs/{id}/resend-applicants`, for a member of its startup. */
export async function requireMemberEmailJob(deps: Pick<ServiceDeps, 'db'>, userId: string, jobId: string) {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'Job not found');
  const [row] = await deps.db
    .select({
      id: jobs.id,
      title: jobs.title,
      receiveApplicants: jobs.receiveApplicants,
      applyEmail: jobs.applyEmail,
      companyKey: companies.key,
      companyName: companies.name,
      companyId: companies.id,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Job not found');
  // Anyone but a member (or an admin) gets the 404 of a missing job.
  await requireAction(deps, userId, 'job.manage', { type: 'job', companyId: row.companyId });
  const { companyId: _companyId, ...job } = row;
  return job;
}

/** What the resend page shows: the job, its current address and how many applications would go. */
export async function getResendApplicants(deps: Pick<ServiceDeps, 'db'>, userId: string, jobId: string) {
  const job = await requireMemberEmailJob(deps, userId, jobId);
  const rows = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(resendable(job.id))
    .limit(MAX_RESEND);
  return {
    jobId: job.id,
    jobTitle: job.title,
    companyKey: job.companyKey,
    companyName: job.companyName,
    receivesByEmail: job.receiveApplicants === 'email' && job.applyEmail !== null,
    applyEmail: job.applyEmail,
    count: rows.length,
  };
}

function resendable(jobId: string) {
  return and(
    eq(applications.jobId, jobId),
    eq(applications.source, 'email'),
    isNull(applications.withdrawnAt),
    isNull(applications.anonymizedAt),
  );
}

/**
 * `/jobs/{id}/resend-applicants` (docs/product.md, Pipeline): a member of the job's
 * startup has every email application of the job sent again to the job's current address, one mail
 * per application with its CV attached (an application whose CV is gone goes without). Withdrawn
 * and anonymised applications are not sent. A job that does not receive applications by email is a
 * 409; anyone but a member or admin gets 404. A failed mail is counted, the others still go.
 */
export async function resendEmailApplications(
  deps: ApplyingDeps,
  userId: string,
  jobId: string,
): Promise<ResendApplicantsResult> {
  const job = await requireMemberEmailJob(deps, userId, jobId);
  if (job.receiveApplicants !== 'email' || !job.applyEmail) {
    throw new AppError('CONFLICT', 'This job does not receive applications by email');
  }
  const rows = await deps.db
    .select()
    .from(applications)
    .where(resendable(job.id))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(MAX_RESEND);
  const result: ResendApplicantsResult = { to: job.applyEmail, total: rows.length, sent: 0, failed: 0 };
  for (const application of rows) {
    try {
      const data = application.cvFile ? await deps.storage.read(application.cvFile) : null;
      await deps.mail.send(
        buildEmailApplicationMessage({
          to: job.applyEmail,
          candidate: application,
          coverNote: application.coverNote,
          jobTitle: job.title,
          companyName: job.companyName,
          appliedOn: formatUtcDate(application.createdAt),
          jobLink: `${deps.publicUrl}/jobs/${job.id}`,
          cv:
            data && application.cvFile
              ? {
                  filename: application.cvFileName ?? 'cv.pdf',
                  storageKey: application.cvFile,
                  contentType: CV_CONTENT_TYPE,
                  bytes: data.length,
                }
              : null,
          resent: true,
        }),
      );
      result.sent += 1;
    } catch (error) {
      result.failed += 1;
      deps.logger?.warn(
        { jobId: job.id, applicationId: application.id, ...errorDetails(error) },
        'resending an application failed',
      );
    }
  }
  return result;
}

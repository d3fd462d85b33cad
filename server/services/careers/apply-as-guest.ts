import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  APPLY_EXTERNAL_MESSAGE,
  APPLY_RATE_LIMIT_MESSAGE,
  APPLY_USER_LIMIT_PER_HOUR,
  CV_MISSING_MESSAGE,
  JOB_CLOSED_MESSAGE,
} from '#domain/applications/applying.schema.ts';
import type { GuestApplyValues } from '#domain/careers/career-page.schema.ts';
import { AppError } from '#domain/errors.ts';
import { applications } from '../../db/schema/index.ts';
import { insertApplication, notifyNewApplicant } from '../applications/apply-to-job.ts';
import type { ApplyingDeps } from '../applications/applying-deps.ts';
import { isTakingApplications, loadApplyJob } from '../applications/load-apply-job.ts';
import type { PortalDeps } from '../deps.ts';
import { storeCvUpload } from '../uploads/store-cv-upload.ts';
import type { CareerSiteCompany } from './get-career-page.ts';

const HOUR_MS = 3_600_000;

export type GuestApplyResult = { existing: boolean; jobId: string };

function cvError(message: string): AppError {
  return new AppError('VALIDATION', message, { cvFile: [message] });
}

/**
 * An application on a startup's career domain without an account (docs/product.md, Platforms and
 * hosts): sessions are per host, so a visitor there applies with the form's details and a CV posted
 * in the same form. The job must be this startup's (another's is a 404) and take applications here
 * (409 for a closed job or one taking them on the startup's own site). The application has no user:
 * the startup sees it in its pipeline (or gets it by email) like any other; one per address and job
 * (a second answers `existing`), at most 20 an hour per address (429). The CV is stored only once
 * everything else is accepted, so a refused form stores nothing.
 */
export async function applyAsGuest(
  deps: ApplyingDeps & Pick<PortalDeps, 'storage'>,
  input: {
    company: CareerSiteCompany;
    jobId: string;
    values: GuestApplyValues;
    cv: { fileName: string; data: Uint8Array } | null;
  },
): Promise<GuestApplyResult> {
  const job = await loadApplyJob(deps.db, input.jobId, 'main');
  if (job.companyId !== input.company.id) throw new AppError('NOT_FOUND', 'Job not found');
  const now = deps.now();
  if (job.receiveApplicants === 'url') throw new AppError('CONFLICT', APPLY_EXTERNAL_MESSAGE);
  if (!isTakingApplications(job, now) || (job.receiveApplicants === 'email' && !job.applyEmail)) {
    throw new AppError('CONFLICT', JOB_CLOSED_MESSAGE);
  }
  const email = input.values.email;
  const [before] = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, job.id), sql`lower(${applications.email}) = ${email}`))
    .limit(1);
  if (before) return { existing: true, jobId: job.id };
  const [recent] = await deps.db
    .select({ n: count() })
    .from(applications)
    .where(
      and(
        sql`lower(${applications.email}) = ${email}`,
        gt(applications.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= APPLY_USER_LIMIT_PER_HOUR)
    throw new AppError('RATE_LIMITED', APPLY_RATE_LIMIT_MESSAGE);
  if (!input.cv) throw cvError(CV_MISSING_MESSAGE);

  const stored = await storeCvUpload(deps, {
    ownerUserId: null,
    fileName: input.cv.fileName,
    data: input.cv.data,
  }).catch((error: unknown) => {
    // The upload's refusals (not a PDF, too large, too many pages) belong beside the CV field.
    if (error instanceof AppError && error.code !== 'INTERNAL') throw cvError(error.message);
    throw error;
  });
  await deps.db.transaction((tx) =>
    insertApplication(deps, tx, {
      job,
      userId: null,
      values: input.values,
      cv: { key: stored.key, fileName: stored.fileName, bytes: stored.bytes },
      now,
    }),
  );
  await notifyNewApplicant(deps, job, input.values.name);
  return { existing: false, jobId: job.id };
}

import type { ApplyValues, QuickApplyValues } from '#domain/applications/applying.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { getQuickApply } from '../talent/get-quick-apply.ts';
import { updateQuickApply } from '../talent/update-quick-apply.ts';
import { storeCvUpload } from '../uploads/store-cv-upload.ts';
import { createApplicant } from '../users/create-applicant.ts';
import { applyToJob } from './apply-to-job.ts';
import { getApplyPage } from './get-apply-page.ts';
import { getResendApplicants, resendEmailApplications } from './resend-email-applications.ts';
import { findTalentApplication } from './talent-applications.ts';
import { withdrawApplication } from './withdraw-application.ts';

/**
 * The talent side of applying as page loaders and actions see it (`services.applying`): the talent
 * profile and quick apply settings, applying to a job, the talent's applications and withdrawing,
 * and the startup member's resend of email applications. Every operation takes the signed-in
 * user's id and reads or changes only what that user may (another person's application is a 404).
 */
export function createApplyingWebServices(deps: PortalDeps, platform: 'main' | 'impact') {
  return {
    /** `/client/applicant?create=1`: creates (or re-enables) the talent profile. */
    createTalentProfile: (userId: string) => createApplicant(deps, userId),
    getQuickApply: (userId: string) => getQuickApply(deps, userId),
    updateQuickApply: (userId: string, values: QuickApplyValues) => updateQuickApply(deps, userId, values),
    /** A CV posted inside a form (no JavaScript): the same checks as `POST /api/upload/cv`. */
    storeCvUpload: (userId: string, fileName: string, data: Uint8Array) =>
      storeCvUpload(deps, { ownerUserId: userId, fileName, data }),
    getApplyPage: (userId: string, jobId: string) => getApplyPage(deps, userId, jobId, platform),
    apply: (userId: string, jobId: string, values: ApplyValues) =>
      applyToJob(deps, { userId, jobId, platform, values }),
    /** The user's application to a job (job page, confirmation page); null when there is none. */
    getMyApplicationForJob: (userId: string, jobId: string) =>
      findTalentApplication(deps.db, userId, { jobId }),
    withdrawApplication: (userId: string, applicationId: string) =>
      withdrawApplication(deps, userId, applicationId),
    getResendApplicants: (userId: string, jobId: string) => getResendApplicants(deps, userId, jobId),
    resendApplicants: (userId: string, jobId: string) => resendEmailApplications(deps, userId, jobId),
  };
}

export type ApplyingWebServices = ReturnType<typeof createApplyingWebServices>;

import type { QuickApplyProfile, TalentApplication } from '#domain/applications/applying.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { readApplicantWithAccount, toQuickApplyProfile } from '../talent/get-quick-apply.ts';
import { isTakingApplications, loadApplyJob } from './load-apply-job.ts';
import { findTalentApplication } from './talent-applications.ts';

export type ApplyPage = {
  job: {
    id: string;
    title: string;
    companyName: string;
    companyKey: string;
    receiveApplicants: 'platform' | 'email' | 'url';
    isOpen: boolean;
  };
  /** The talent's quick apply settings; null without a talent profile. */
  profile: QuickApplyProfile | null;
  /** The talent's application to this job, when there is one (a second attempt shows it). */
  existing: TalentApplication | null;
};

/** What `/jobs/{id}/apply` shows the signed-in user (NOT_FOUND for a job the public cannot see). */
export async function getApplyPage(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  userId: string,
  jobId: string,
  platform: 'main' | 'impact',
): Promise<ApplyPage> {
  const job = await loadApplyJob(deps.db, jobId, platform);
  const [profileRow, existing] = await Promise.all([
    readApplicantWithAccount(deps, userId),
    findTalentApplication(deps.db, userId, { jobId: job.id }),
  ]);
  return {
    job: {
      id: job.id,
      title: job.title,
      companyName: job.companyName,
      companyKey: job.companyKey,
      receiveApplicants: job.receiveApplicants,
      isOpen:
        isTakingApplications(job, deps.now()) &&
        (job.receiveApplicants !== 'email' || job.applyEmail !== null),
    },
    profile: profileRow ? toQuickApplyProfile(profileRow) : null,
    existing,
  };
}

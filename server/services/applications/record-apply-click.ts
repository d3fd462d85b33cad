import { jobApplyClicks } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { isTakingApplications, loadApplyJob } from './load-apply-job.ts';

/**
 * "Apply on the startup's website" (issue 9, url mode): the click is recorded in `job_apply_clicks`
 * (who, when) and the answer is where to go: the job's own `applyUrl`, never anything from the
 * request. A job that no longer takes applications, or takes them on the platform, sends the visitor
 * back to its page instead (nothing recorded). Jobs the public cannot see are a 404.
 */
export async function recordApplyClick(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  input: { jobId: string; userId: string | null; platform: 'main' | 'impact' },
): Promise<{ location: string; recorded: boolean }> {
  const job = await loadApplyJob(deps.db, input.jobId, input.platform);
  const now = deps.now();
  if (job.receiveApplicants !== 'url' || !isWebAddress(job.applyUrl) || !isTakingApplications(job, now)) {
    return { location: `/jobs/${job.id}`, recorded: false };
  }
  await deps.db.insert(jobApplyClicks).values({ jobId: job.id, userId: input.userId, at: now });
  return { location: job.applyUrl as string, recorded: true };
}

/** Only an http(s) address is followed: a `javascript:` or `data:` value never becomes a Location. */
function isWebAddress(value: string | null): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

import { AppError } from '#domain/errors.ts';
import { resolveJobIdOrKey } from '#domain/jobs/job-key.ts';
import type { PublicJob } from '#domain/jobs/public-jobs-api.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { listRelatedJobs } from './list-related-jobs.ts';
import { markSavedPublicJobs, toPublicJobs } from './to-public-jobs.ts';

/** `/api/v2/jobs/{id}/related` (id or key): the job page's similar jobs in the public API's shape. */
export async function listPublicRelatedJobs(
  deps: ServiceDeps,
  idOrKey: string,
  platform: 'main' | 'impact',
  userId: string | null,
): Promise<PublicJob[]> {
  const jobId = resolveJobIdOrKey(idOrKey);
  if (!jobId) throw new AppError('NOT_FOUND', 'Job not found');
  const docs = await readPublic(deps.caches, ['publicRelatedJobs', platform, jobId], async () =>
    toPublicJobs(deps, await listRelatedJobs(deps, jobId, platform)),
  );
  return markSavedPublicJobs(deps, userId, docs);
}

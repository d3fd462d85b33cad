import type { PublicJob } from '#domain/jobs/public-jobs-api.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { listLatestJobs } from './list-latest-jobs.ts';
import { markSavedPublicJobs, toPublicJobs } from './to-public-jobs.ts';

/** `/api/v2/jobs/latest/3`: the newest ACTIVE jobs in the public API's shape. */
export async function listPublicLatestJobs(
  deps: ServiceDeps,
  count: number,
  platform: 'main' | 'impact',
  userId: string | null,
): Promise<PublicJob[]> {
  const docs = await readPublic(deps.caches, ['publicLatestJobs', platform, count], async () =>
    toPublicJobs(deps, await listLatestJobs(deps, count, platform)),
  );
  return markSavedPublicJobs(deps, userId, docs);
}

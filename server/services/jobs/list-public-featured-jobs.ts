import {
  type PublicFeaturedJobs,
  type PublicJobsQuery,
  toJobSearchQuery,
} from '#domain/jobs/public-jobs-api.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { listFeaturedJobs } from './list-featured-jobs.ts';
import { markSavedPublicJobs, toPublicJobs } from './to-public-jobs.ts';

/** How many featured jobs the public API answers (the featured list is short by nature). */
export const PUBLIC_FEATURED_LIMIT = 12;

/**
 * The public API's `featuredJobs` (`/api/v2/featuredjobs`, `/api/v2/jobsandfeatured`): the boosted
 * and Scout jobs that match the search's filters, the most recently boosted first (list-featured-jobs.ts,
 * ADR 012: a list of its own; the `jobs` list keeps its sort). Sorting and page play no part.
 */
export async function listPublicFeaturedJobs(
  deps: ServiceDeps,
  query: PublicJobsQuery,
  platform: 'main' | 'impact',
  userId: string | null,
): Promise<PublicFeaturedJobs> {
  const { sort: _sort, page: _page, perPage: _perPage, ...filters } = toJobSearchQuery(query);
  const docs = await readPublic(deps.caches, ['publicFeaturedJobs', platform, filters], async () =>
    toPublicJobs(deps, await listFeaturedJobs(deps, platform, PUBLIC_FEATURED_LIMIT, filters)),
  );
  return { docs: await markSavedPublicJobs(deps, userId, docs), total: docs.length };
}

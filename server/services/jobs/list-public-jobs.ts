import { JOB_COUNT_CAP } from '#domain/jobs/job-search.schema.ts';
import {
  PUBLIC_JOBS_PER_PAGE,
  type PublicJobsPage,
  type PublicJobsQuery,
  toJobSearchQuery,
} from '#domain/jobs/public-jobs-api.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { countJobSuggestions } from './count-job-suggestions.ts';
import { listJobs } from './list-jobs.ts';
import { markSavedPublicJobs, toPublicJobs } from './to-public-jobs.ts';

/**
 * A page of the public API's `jobs` (`/api/v2/jobs`, `/api/v2/jobsandfeatured`): the project's own
 * search (listJobs, its filters, sort and capped count) in The Hub's shape, 15 a page.
 *
 * `total` is the capped count (at most JOB_COUNT_CAP), and the pages end with it: the last page is
 * cut at `total` and later pages are empty, so a client that reads pages 1 to `pages` gets exactly
 * `total` distinct jobs, even where more match (the search never counts or ranks every match).
 * Cached like the lists it is made of; `saved` is laid over per request.
 */
export async function listPublicJobs(
  deps: ServiceDeps,
  query: PublicJobsQuery,
  platform: 'main' | 'impact',
  userId: string | null,
): Promise<PublicJobsPage> {
  const search = toJobSearchQuery(query);
  const page = await readPublic(deps.caches, ['publicJobs', platform, search], async () => {
    const offset = (search.page - 1) * PUBLIC_JOBS_PER_PAGE;
    // Beyond the count cap there are no pages: only the total is read (page 1 is the cached one).
    const listed = await listJobs(deps, offset < JOB_COUNT_CAP ? search : { ...search, page: 1 }, platform);
    const items = offset < JOB_COUNT_CAP ? listed.jobs.slice(0, Math.max(0, JOB_COUNT_CAP - offset)) : [];
    const [docs, suggestions] = await Promise.all([
      toPublicJobs(deps, items),
      countJobSuggestions(deps, search, platform),
    ]);
    const total = listed.pagination.total;
    return {
      docs,
      total,
      limit: PUBLIC_JOBS_PER_PAGE,
      page: search.page,
      pages: Math.max(1, Math.ceil(total / PUBLIC_JOBS_PER_PAGE)),
      suggestions,
    } satisfies PublicJobsPage;
  });
  return { ...page, docs: await markSavedPublicJobs(deps, userId, page.docs) };
}

import { z } from 'zod';
import { JobDetail, JobFacets, JobList, JobListItem } from '#domain/jobs/job.schema.ts';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { countJobFacets } from '../../../services/jobs/count-job-facets.ts';
import { getPublicJob } from '../../../services/jobs/get-job.ts';
import { listFeaturedJobs } from '../../../services/jobs/list-featured-jobs.ts';
import { listJobs } from '../../../services/jobs/list-jobs.ts';
import { defineRoute } from '../../define-route.ts';

const JobIdParams = z.object({ id: z.string().max(64) });

/**
 * The project's own job search API: the /jobs page's search with all its filters (city, salary,
 * visa, several countries, page size) and the fields its pages show. The public API that other
 * sites' clients speak is `/api/v2/*` (public-job-routes.ts, ADR 013).
 */
export const JOB_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/jobs',
    summary:
      'Search active jobs in the chosen sort, as the /jobs page does (featured jobs are a list of their own: /api/jobs/featured)',
    tags: ['jobs'],
    querystring: JobSearchQuery,
    response: JobList,
    handler: ({ query }, request) => listJobs(request.server.deps, query, request.site.platform),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/jobs/facets',
    summary:
      'For the same search: how many jobs each country (and REMOTE) and each position type would give, capped at 1,000',
    tags: ['jobs'],
    querystring: JobSearchQuery,
    response: JobFacets,
    handler: ({ query }, request) => countJobFacets(request.server.deps, query, request.site.platform),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/jobs/featured',
    summary:
      'Featured jobs (boosted, or searched for by Scout) that match the search, most recently boosted first',
    tags: ['jobs'],
    querystring: JobSearchQuery,
    response: z.object({ featuredJobs: z.array(JobListItem) }),
    handler: async ({ query }, request) => ({
      featuredJobs: await listFeaturedJobs(request.server.deps, request.site.platform, 12, query),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/jobs/:id',
    summary: 'One job as its public page shows it',
    tags: ['jobs'],
    params: JobIdParams,
    response: JobDetail,
    errors: [404],
    handler: ({ params }, request) => getPublicJob(request.server.deps, params.id, request.site.platform),
  }),
];

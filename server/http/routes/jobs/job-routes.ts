import { z } from 'zod';
import { JobDetail, JobFacets, JobList, JobListItem } from '#domain/jobs/job.schema.ts';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { countJobFacets } from '../../../services/jobs/count-job-facets.ts';
import { getPublicJob } from '../../../services/jobs/get-job.ts';
import { listFeaturedJobs } from '../../../services/jobs/list-featured-jobs.ts';
import { listJobs } from '../../../services/jobs/list-jobs.ts';
import { listLatestJobs } from '../../../services/jobs/list-latest-jobs.ts';
import { listRelatedJobs } from '../../../services/jobs/list-related-jobs.ts';
import { defineRoute } from '../../define-route.ts';

const JobsAndFeatured = JobList.extend({ featuredJobs: z.array(JobListItem) });
const JobIdParams = z.object({ id: z.string().max(64) });

export const JOB_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/v2/jobs',
    summary:
      'Search active jobs in the chosen sort (featured jobs are a list of their own: /v2/featuredjobs, /v2/jobsandfeatured)',
    tags: ['jobs'],
    querystring: JobSearchQuery,
    response: JobList,
    handler: ({ query }, request) => listJobs(request.server.deps, query, request.hostContext.platform),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/jobs/facets',
    summary:
      'For the same search: how many jobs each country (and REMOTE) and each position type would give, capped at 1,000',
    tags: ['jobs'],
    querystring: JobSearchQuery,
    response: JobFacets,
    handler: ({ query }, request) => countJobFacets(request.server.deps, query, request.hostContext.platform),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/featuredjobs',
    summary: 'Featured (boosted) jobs, most recently boosted first',
    tags: ['jobs'],
    response: z.object({ featuredJobs: z.array(JobListItem) }),
    handler: async (_input, request) => ({
      featuredJobs: await listFeaturedJobs(request.server.deps, request.hostContext.platform),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/jobsandfeatured',
    summary: 'A page of jobs and the featured jobs in one call',
    tags: ['jobs'],
    querystring: JobSearchQuery,
    response: JobsAndFeatured,
    handler: async ({ query }, request) => {
      const platform = request.hostContext.platform;
      const [list, featuredJobs] = await Promise.all([
        listJobs(request.server.deps, query, platform),
        listFeaturedJobs(request.server.deps, platform),
      ]);
      return { ...list, featuredJobs };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/jobs/latest/3',
    summary: 'The three newest jobs',
    tags: ['jobs'],
    response: z.object({ jobs: z.array(JobListItem) }),
    handler: async (_input, request) => ({
      jobs: await listLatestJobs(request.server.deps, 3, request.hostContext.platform),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/jobs/:id/related',
    summary:
      'Up to 4 similar ACTIVE jobs: sharing a role first, other startups before the same one, then more shared roles, the same country (or both remote), the newest',
    tags: ['jobs'],
    params: JobIdParams,
    response: z.object({ jobs: z.array(JobListItem) }),
    errors: [404],
    handler: async ({ params }, request) => ({
      jobs: await listRelatedJobs(request.server.deps, params.id, request.hostContext.platform),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/jobs/single/:id',
    summary: 'One job as its public page shows it',
    tags: ['jobs'],
    params: JobIdParams,
    response: JobDetail,
    errors: [404],
    handler: ({ params }, request) =>
      getPublicJob(request.server.deps, params.id, request.hostContext.platform),
  }),
];

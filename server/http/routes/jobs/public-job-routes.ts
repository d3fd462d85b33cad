import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PublicFeaturedJobs,
  PublicJobDetail,
  PublicJobShortList,
  PublicJobsAndFeaturedAnswer,
  PublicJobsAnswer,
  PublicJobsQuery,
} from '#domain/jobs/public-jobs-api.schema.ts';
import { getPublicJobDetail } from '../../../services/jobs/get-public-job-detail.ts';
import { listPublicFeaturedJobs } from '../../../services/jobs/list-public-featured-jobs.ts';
import { listPublicJobs } from '../../../services/jobs/list-public-jobs.ts';
import { listPublicLatestJobs } from '../../../services/jobs/list-public-latest-jobs.ts';
import { listPublicRelatedJobs } from '../../../services/jobs/list-public-related-jobs.ts';
import { defineRoute } from '../../define-route.ts';

const JobIdOrKeyParams = z.object({ id: z.string().max(64).describe('The job id or its key') });

/** The signed-in user (for `saved`), or null: the public API never requires one. */
async function viewerId(request: FastifyRequest): Promise<string | null> {
  return (await request.getSession())?.userId ?? null;
}

const TAGS = ['public: jobs'];

/**
 * The public jobs API (issue 13, ADR 013): The Hub's v2 contract, which aggregators, university job
 * boards and scrapers already speak. Same search and caches as the project's own `/api/jobs`; its
 * own parameter names and shapes (public-jobs-api.schema.ts); invalid values answer 400.
 */
export const PUBLIC_JOB_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/v2/jobsandfeatured',
    summary:
      'A page of jobs (15, in the chosen sort) with counts for the filters, and the featured jobs matching the same filters',
    tags: TAGS,
    querystring: PublicJobsQuery,
    response: PublicJobsAndFeaturedAnswer,
    errors: [400, 429],
    publicApi: {
      examples: [
        {
          summary: 'Most popular jobs in Denmark, page 2',
          url: '/api/v2/jobsandfeatured?countryCode=DK&sorting=mostPopular&page=2',
        },
        { summary: 'Remote jobs', url: '/api/v2/jobsandfeatured?isRemote=true' },
      ],
    },
    handler: async ({ query }, request) => {
      const userId = await viewerId(request);
      const platform = request.site.platform;
      const [jobs, featuredJobs] = await Promise.all([
        listPublicJobs(request.server.deps, query, platform, userId),
        listPublicFeaturedJobs(request.server.deps, query, platform, userId),
      ]);
      return { jobs, featuredJobs };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/jobs',
    summary: 'A page of jobs (15, in the chosen sort) with counts for the filters',
    tags: TAGS,
    querystring: PublicJobsQuery,
    response: PublicJobsAnswer,
    errors: [400, 429],
    publicApi: {
      examples: [
        {
          summary: 'Backend or full-stack jobs in Sweden, newest first',
          url: '/api/v2/jobs?countryCode=SE&roles=backenddeveloper,fullstackdeveloper&sorting=newJobs',
        },
        {
          summary: 'Internships matching "design"',
          url: '/api/v2/jobs?search=design&jobPositionTypes=internship',
        },
      ],
    },
    handler: async ({ query }, request) => ({
      jobs: await listPublicJobs(request.server.deps, query, request.site.platform, await viewerId(request)),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/featuredjobs',
    summary:
      'Featured jobs (boosted, or searched for by Scout) matching the filters, most recently boosted first (at most 12)',
    tags: TAGS,
    querystring: PublicJobsQuery,
    response: PublicFeaturedJobs,
    errors: [400, 429],
    publicApi: {
      examples: [{ summary: 'Featured jobs in Norway', url: '/api/v2/featuredjobs?countryCode=NO' }],
    },
    handler: async ({ query }, request) =>
      listPublicFeaturedJobs(request.server.deps, query, request.site.platform, await viewerId(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/jobs/latest/3',
    summary: 'The three newest jobs',
    tags: TAGS,
    response: PublicJobShortList,
    errors: [429],
    publicApi: { examples: [{ summary: 'The three newest jobs', url: '/api/v2/jobs/latest/3' }] },
    handler: async (_input, request) => ({
      docs: await listPublicLatestJobs(
        request.server.deps,
        3,
        request.site.platform,
        await viewerId(request),
      ),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/jobs/:id/related',
    summary:
      'Up to 4 similar active jobs (id or key): sharing a role first, other startups before the same one, then more shared roles, the same country (or both remote), the newest',
    tags: TAGS,
    params: JobIdOrKeyParams,
    response: PublicJobShortList,
    errors: [404, 429],
    publicApi: { examples: [] },
    handler: async ({ params }, request) => ({
      docs: await listPublicRelatedJobs(
        request.server.deps,
        params.id,
        request.site.platform,
        await viewerId(request),
      ),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/jobs/single/:id',
    summary:
      'One job by id or key: the list fields plus its text, pay, equity, dates and more of the startup (ended jobs answer with their status)',
    tags: TAGS,
    params: JobIdOrKeyParams,
    response: PublicJobDetail,
    errors: [404, 429],
    publicApi: { examples: [] },
    handler: async ({ params }, request) =>
      getPublicJobDetail(request.server.deps, params.id, request.site.platform, await viewerId(request)),
  }),
];

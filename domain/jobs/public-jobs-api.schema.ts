import { z } from 'zod';
import { COUNTRY_CODES } from '../location/country-constants.ts';
import type { JOB_SORT_VALUES } from './job-constants.ts';
import { EquityType, JobRole, JobStatus, PositionType, SalaryPeriod, SalaryType } from './job-enums.ts';
import { JOB_COUNT_CAP, type JobSearchQuery, listOf, MAX_PAGE } from './job-search.schema.ts';
import { defaultJobSort } from './job-search-page.ts';

/**
 * The public jobs API (`/api/v2/*`, `/api/jobs/single/{id}`): the contract that integrations written
 * for The Hub speak (issue 13, ADR 013). Its parameter names and answer shapes are fixed by those
 * clients; the project's own pages use the richer `/api/jobs` search (job-search.schema.ts), and
 * this file maps one onto the other.
 */

/** The Hub's page size: clients page by `page` alone. */
export const PUBLIC_JOBS_PER_PAGE = 15;

/** `countryCode`: a Nordic country, or EU for every located job (all our countries are European). */
export const PUBLIC_COUNTRY_CODES = [...COUNTRY_CODES, 'EU'] as const;

/** The Hub's sort names, and the site configuration's own (job.sorting), to the search's sort. */
export const PUBLIC_SORTING = {
  mostPopular: 'mostviewed',
  newJobs: 'newest',
  newest: 'newest',
  relevance: 'relevance',
  mostviewed: 'mostviewed',
} as const satisfies Record<string, (typeof JOB_SORT_VALUES)[number]>;
export type PublicSorting = keyof typeof PUBLIC_SORTING;

/** An empty value (`countryCode=`) is what clients send for "no choice": it means the parameter is absent. */
const absentWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

/** Codes in any case (`dk`). A repeated parameter stays a list and fails the schema (400). */
const upperCased = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

export const PublicJobsQuery = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    // Some clients send lists PHP- or jQuery-style (`roles[]=a&roles[]=b`): read them as the same list.
    const query = { ...(value as Record<string, unknown>) };
    for (const name of ['roles', 'jobPositionTypes']) {
      const bracketed = query[`${name}[]`];
      if (bracketed === undefined) continue;
      query[name] = [query[name], bracketed].flat().filter((v) => v !== undefined);
    }
    return query;
  },
  z.object({
    countryCode: z
      .preprocess(
        (value) => upperCased(absentWhenEmpty(value)),
        z
          .enum(PUBLIC_COUNTRY_CODES, {
            error: `Country code must be one of ${PUBLIC_COUNTRY_CODES.join(', ')}`,
          })
          .optional(),
      )
      .describe('DK, SE, NO, FI, IS, or EU for every located job'),
    isRemote: z
      .preprocess(
        absentWhenEmpty,
        z.enum(['true', 'false', '1', '0'], { error: 'isRemote must be true or false' }).optional(),
      )
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'))
      .describe('true: remote jobs (sent instead of a country; with one, that country or remote)'),
    search: z.preprocess(
      absentWhenEmpty,
      z.string().trim().max(200, 'Search text can be at most 200 characters').optional(),
    ),
    roles: listOf(JobRole).describe('Role ids from the site configuration, repeated or comma separated'),
    jobPositionTypes: listOf(PositionType).describe(
      'Position type ids from the site configuration, repeated or comma separated',
    ),
    sorting: z
      .preprocess(
        absentWhenEmpty,
        z
          .enum(Object.keys(PUBLIC_SORTING) as [PublicSorting, ...PublicSorting[]], {
            error: `Sorting must be one of ${Object.keys(PUBLIC_SORTING).join(', ')}`,
          })
          .optional(),
      )
      .describe('mostPopular, newJobs, or the site configuration’s newest, relevance, mostviewed'),
    page: z.preprocess(
      absentWhenEmpty,
      z.coerce
        .number({ error: 'Page must be a whole number' })
        .int('Page must be a whole number')
        .min(1, 'Page must be 1 or more')
        .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`)
        .default(1),
    ),
  }),
);
export type PublicJobsQuery = z.output<typeof PublicJobsQuery>;

/**
 * The project's own search for a public query: 15 a page; a search text without a sort is sorted by
 * relevance, like the /jobs page (defaultJobSort), so both list the same jobs for the same search.
 */
export function toJobSearchQuery(query: PublicJobsQuery): JobSearchQuery {
  const country =
    query.countryCode === 'EU' ? [...COUNTRY_CODES] : query.countryCode ? [query.countryCode] : undefined;
  return {
    q: query.search,
    country,
    roles: query.roles,
    positionTypes: query.jobPositionTypes,
    // false means "not only remote jobs", i.e. no filter.
    remote: query.isRemote === true ? true : undefined,
    sort: query.sorting ? PUBLIC_SORTING[query.sorting] : defaultJobSort(query.search),
    page: query.page,
    perPage: PUBLIC_JOBS_PER_PAGE,
  };
}

/** An image the image route serves: `/images/{size}{path}` (sizes: thumbnail, listing, large, cover, portrait, original). */
export const PublicImage = z.object({
  path: z.string().describe('Starts with a slash: /images/{size}{path}, e.g. /images/thumbnail{path}'),
});
export type PublicImage = z.infer<typeof PublicImage>;

export const PublicJobCompany = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  numberOfEmployees: z.string().nullable().describe('A range from the site configuration, e.g. 11-50'),
  founded: z.number().int().nullable().describe('The year the startup was founded'),
  logoImage: PublicImage.nullable(),
});
export type PublicJobCompany = z.infer<typeof PublicJobCompany>;

export const PublicJobLocation = z.object({
  country: z.string().nullable().describe('ISO country code'),
  locality: z.string().nullable(),
  address: z.string().nullable(),
});

/** A job in `docs`. */
export const PublicJob = z.object({
  id: z.string(),
  key: z.string().describe('A stable slug of the job (its id in base 36); /api/jobs/single/{key} finds it'),
  title: z.string(),
  location: PublicJobLocation,
  isRemote: z.boolean(),
  jobPositionTypes: z.array(PositionType).describe('Position type ids from the site configuration'),
  isFeatured: z.boolean().describe('Boosted (or searched for by Scout): shown with the Featured badge'),
  views: z.object({
    week: z.number().int().describe('Views in the last 7 days'),
    total: z.number().int(),
  }),
  company: PublicJobCompany,
  saved: z.boolean().describe('Saved by the logged-in user; false for everyone else'),
});
export type PublicJob = z.infer<typeof PublicJob>;

/** Counts for the filters, each over the same search with its own filter left out. */
export const PublicJobSuggestions = z.object({
  jobPositionTypes: z.record(z.string(), z.number().int()),
  jobRoles: z.record(z.string(), z.number().int()),
  remote: z.number().int(),
  paid: z.number().int(),
});
export type PublicJobSuggestions = z.infer<typeof PublicJobSuggestions>;

export const PublicJobsPage = z.object({
  docs: z.array(PublicJob),
  total: z
    .number()
    .int()
    .describe(`The number of matching jobs, at most ${JOB_COUNT_CAP}: paging stops there`),
  limit: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  suggestions: PublicJobSuggestions,
});
export type PublicJobsPage = z.infer<typeof PublicJobsPage>;

export const PublicFeaturedJobs = z.object({
  docs: z.array(PublicJob),
  total: z.number().int(),
});
export type PublicFeaturedJobs = z.infer<typeof PublicFeaturedJobs>;

export const PublicJobsAnswer = z.object({ jobs: PublicJobsPage });
export const PublicJobsAndFeaturedAnswer = z.object({
  jobs: PublicJobsPage,
  featuredJobs: PublicFeaturedJobs,
});
/** Latest and related jobs: a short list, no paging. */
export const PublicJobShortList = z.object({ docs: z.array(PublicJob) });

export const PublicJobDetail = PublicJob.extend({
  description: z.string().describe('Markdown (a small subset: paragraphs, lists, bold, italic, links)'),
  salary: SalaryType,
  salaryRange: z.object({
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    currency: z.string().nullable(),
    period: SalaryPeriod.nullable(),
  }),
  equity: EquityType,
  equityRange: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  status: JobStatus,
  jobRole: JobRole.nullable().describe('The main role id (the first of jobRoles)'),
  jobRoles: z.array(JobRole),
  countryCode: z.string().nullable(),
  expirationDate: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  publishedAt: z.iso.datetime().nullable().describe('When the job went live (its approval)'),
  company: PublicJobCompany.extend({
    whatWeDo: z.string(),
    perks: z.array(z.object({ icon: z.string(), text: z.string() })),
    galleryImages: z.array(PublicImage),
  }),
});
export type PublicJobDetail = z.infer<typeof PublicJobDetail>;

/** The path of an uploaded image for the image route (`/images/{size}{path}`). */
export function publicImagePath(key: string): string {
  return `/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** A public query written back as a query string ('' when it filters nothing): a feed's own address. */
export function publicQueryString(query: PublicJobsQuery, options: { withPage: boolean }): string {
  const params = new URLSearchParams();
  if (query.countryCode) params.set('countryCode', query.countryCode);
  if (query.isRemote !== undefined) params.set('isRemote', String(query.isRemote));
  if (query.search) params.set('search', query.search);
  if (query.roles?.length) params.set('roles', query.roles.join(','));
  if (query.jobPositionTypes?.length) params.set('jobPositionTypes', query.jobPositionTypes.join(','));
  if (query.sorting) params.set('sorting', query.sorting);
  if (options.withPage && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The /jobs page that lists what a search finds (the page reads the project's own parameters). */
export function jobsPagePath(search: JobSearchQuery): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.country?.length) params.set('country', search.country.join(','));
  if (search.remote) params.set('remote', 'true');
  if (search.roles?.length) params.set('roles', search.roles.join(','));
  if (search.positionTypes?.length) params.set('positionTypes', search.positionTypes.join(','));
  if (search.sort !== defaultJobSort(search.q)) params.set('sort', search.sort);
  const text = params.toString();
  return text ? `/jobs?${text}` : '/jobs';
}

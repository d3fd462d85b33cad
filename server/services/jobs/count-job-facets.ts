import { and, sql } from 'drizzle-orm';
import type { FacetCount, JobFacets } from '#domain/jobs/job.schema.ts';
import { POSITION_TYPE_VALUES } from '#domain/jobs/job-constants.ts';
import { JOB_COUNT_CAP, type JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { COUNTRY_CODES } from '#domain/location/country-constants.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { resolveJobFilters } from './list-jobs.ts';

/**
 * Facets are counted over at most this many matching jobs. Below it every count is exact; above it a
 * count that reaches JOB_COUNT_CAP within the sample is certainly '1,000+', and smaller ones are not
 * shown, since the sample cannot tell them.
 */
export const FACET_SAMPLE_CAP = 5_000;

type GroupRow = { country: string | null; positionType: string; isRemote: boolean; total: number };

/**
 * How many jobs each choice of the country and position-type filters would give, with the rest of
 * the query kept (a facet ignores its own filter, so each option shows what picking it gives). One
 * read of at most FACET_SAMPLE_CAP + 1 matches, grouped: never a count of every match.
 */
export async function countJobFacets(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: 'main' | 'impact',
): Promise<JobFacets> {
  const { sort: _sort, page: _page, perPage: _perPage, ...filters } = query;
  return readPublic(deps.caches, ['jobFacets', platform, filters], () => readFacets(deps, query, platform));
}

async function readFacets(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: 'main' | 'impact',
): Promise<JobFacets> {
  // Both facets' own filters are left out here and applied per facet below.
  const where = await resolveJobFilters(
    deps,
    { ...query, country: undefined, remote: undefined, positionTypes: undefined },
    platform,
  );
  const result = await deps.db.execute<GroupRow>(sql`
    select country, position_type as "positionType", is_remote as "isRemote", count(*)::int as total
    from (
      select ${jobs.locationCountry} as country, ${jobs.positionType} as position_type, ${jobs.isRemote} as is_remote
      from ${jobs}
      where ${and(...where)}
      limit ${FACET_SAMPLE_CAP + 1}
    ) sample
    group by 1, 2, 3`);
  return facetsFromGroups(result.rows, query);
}

/** The facet counts from the grouped sample (pure: exported for its unit test). */
export function facetsFromGroups(
  groups: GroupRow[],
  query: Pick<JobSearchQuery, 'country' | 'remote' | 'positionTypes'>,
): JobFacets {
  const sampled = groups.reduce((n, g) => n + Number(g.total), 0);
  const isSampleCapped = sampled > FACET_SAMPLE_CAP;
  const countries = (query.country ?? []).filter((c) => c !== 'REMOTE');
  const wantsRemote = query.remote === true || (query.country ?? []).includes('REMOTE');
  const matchesCountryFilter = (g: GroupRow) =>
    (countries.length === 0 && !wantsRemote) ||
    (g.country !== null && countries.includes(g.country as (typeof countries)[number])) ||
    (wantsRemote && g.isRemote);
  const matchesPositionFilter = (g: GroupRow) =>
    !query.positionTypes?.length || query.positionTypes.includes(g.positionType as never);

  const sum = (predicate: (g: GroupRow) => boolean) =>
    groups.filter(predicate).reduce((n, g) => n + Number(g.total), 0);
  const facetCount = (counted: number): FacetCount | undefined => {
    if (counted >= JOB_COUNT_CAP)
      return { count: JOB_COUNT_CAP, isCapped: counted > JOB_COUNT_CAP || isSampleCapped };
    return isSampleCapped ? undefined : { count: counted, isCapped: false };
  };

  const facets: JobFacets = { country: {}, positionType: {} };
  for (const code of COUNTRY_CODES) {
    const count = facetCount(sum((g) => matchesPositionFilter(g) && g.country === code));
    if (count) facets.country[code] = count;
  }
  const remote = facetCount(sum((g) => matchesPositionFilter(g) && g.isRemote));
  if (remote) facets.country.REMOTE = remote;
  for (const type of POSITION_TYPE_VALUES) {
    const count = facetCount(sum((g) => matchesCountryFilter(g) && g.positionType === type));
    if (count) facets.positionType[type] = count;
  }
  return facets;
}

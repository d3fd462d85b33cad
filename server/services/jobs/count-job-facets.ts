import { and, type SQL, sql } from 'drizzle-orm';
import type { FacetCount, JobFacets } from '#domain/jobs/job.schema.ts';
import { POSITION_TYPE_VALUES } from '#domain/jobs/job-constants.ts';
import { JOB_COUNT_CAP, type JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { COUNTRY_CODES } from '#domain/location/country-constants.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { buildJobFilters, lookUpSearchContext } from './list-jobs.ts';

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
 * or two reads of at most FACET_SAMPLE_CAP + 1 matches, grouped: never a count of every match.
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
  const context = await lookUpSearchContext(deps, query.q);
  // Each facet leaves its own filter out and keeps the other's: with both unset, one sample serves
  // both. With one set, each facet reads a sample of its own, so that, say, the position types
  // among Norway's jobs are counted among Norway's jobs, not among whichever jobs of every country
  // one sample of all of them held.
  const sampleOf = (kept: Partial<JobSearchQuery>) =>
    readSample(
      deps,
      buildJobFilters(
        { ...query, country: undefined, remote: undefined, positionTypes: undefined, ...kept },
        platform,
        context.similar,
        context.planForValues,
      ),
    );
  const hasCountryFilter = Boolean(query.country?.length) || query.remote === true;
  const hasPositionFilter = Boolean(query.positionTypes?.length);
  const countrySample = sampleOf({ positionTypes: query.positionTypes });
  const positionSample =
    hasCountryFilter || hasPositionFilter
      ? sampleOf({ country: query.country, remote: query.remote })
      : countrySample;
  return facetsFromSamples(await countrySample, await positionSample, query);
}

/** At most FACET_SAMPLE_CAP + 1 of the jobs passing `where`, grouped by country, position type and remote. */
async function readSample(deps: ServiceDeps, where: SQL[]): Promise<GroupRow[]> {
  const result = await deps.db.execute<GroupRow>(sql`
    select country, position_type as "positionType", is_remote as "isRemote", count(*)::int as total
    from (
      select ${jobs.locationCountry} as country, ${jobs.positionType} as position_type, ${jobs.isRemote} as is_remote
      from ${jobs}
      where ${and(...where)}
      limit ${FACET_SAMPLE_CAP + 1}
    ) sample
    group by 1, 2, 3`);
  return result.rows;
}

/**
 * The facet counts from the grouped samples of each facet (pure: exported for its unit test). A
 * sample may hold more than its facet needs (the other facet's filter is applied here too), and a
 * sample that reached the cap tells only what surely exceeds JOB_COUNT_CAP.
 */
export function facetsFromSamples(
  countryGroups: GroupRow[],
  positionGroups: GroupRow[],
  query: Pick<JobSearchQuery, 'country' | 'remote' | 'positionTypes'>,
): JobFacets {
  const isCapped = (groups: GroupRow[]) => groups.reduce((n, g) => n + Number(g.total), 0) > FACET_SAMPLE_CAP;
  const countries = (query.country ?? []).filter((c) => c !== 'REMOTE');
  const wantsRemote = query.remote === true || (query.country ?? []).includes('REMOTE');
  const matchesCountryFilter = (g: GroupRow) =>
    (countries.length === 0 && !wantsRemote) ||
    (g.country !== null && countries.includes(g.country as (typeof countries)[number])) ||
    (wantsRemote && g.isRemote);
  const matchesPositionFilter = (g: GroupRow) =>
    !query.positionTypes?.length || query.positionTypes.includes(g.positionType as never);

  const sum = (groups: GroupRow[], predicate: (g: GroupRow) => boolean) =>
    groups.filter(predicate).reduce((n, g) => n + Number(g.total), 0);
  const facetCount = (counted: number, isSampleCapped: boolean): FacetCount | undefined => {
    if (counted >= JOB_COUNT_CAP)
      return { count: JOB_COUNT_CAP, isCapped: counted > JOB_COUNT_CAP || isSampleCapped };
    return isSampleCapped ? undefined : { count: counted, isCapped: false };
  };
  const countryCount = (predicate: (g: GroupRow) => boolean) =>
    facetCount(
      sum(countryGroups, (g) => matchesPositionFilter(g) && predicate(g)),
      isCapped(countryGroups),
    );
  const positionCount = (type: string) =>
    facetCount(
      sum(positionGroups, (g) => matchesCountryFilter(g) && g.positionType === type),
      isCapped(positionGroups),
    );

  const facets: JobFacets = { country: {}, positionType: {} };
  for (const code of COUNTRY_CODES) {
    const count = countryCount((g) => g.country === code);
    if (count) facets.country[code] = count;
  }
  const remote = countryCount((g) => g.isRemote);
  if (remote) facets.country.REMOTE = remote;
  for (const type of POSITION_TYPE_VALUES) {
    const count = positionCount(type);
    if (count) facets.positionType[type] = count;
  }
  return facets;
}

import { and, sql } from 'drizzle-orm';
import type { FacetCount, JobFacets } from '#domain/jobs/job.schema.ts';
import { POSITION_TYPE_VALUES } from '#domain/jobs/job-constants.ts';
import { JOB_COUNT_CAP, type JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { COUNTRY_CODES } from '#domain/location/country-constants.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { countJobSearch, resolveJobFilters } from './list-jobs.ts';

/**
 * Facets are first counted over at most this many matching jobs. Below it every count is exact;
 * above it an option met more than JOB_COUNT_CAP times within the sample is certainly '1,000+', and
 * every other option is counted as the list counts it (see readFacets).
 */
export const FACET_SAMPLE_CAP = 5_000;

type GroupRow = { country: string | null; positionType: string; isRemote: boolean; total: number };

/** One option of a facet: how often the sample holds it, and the filters that choosing it sets. */
export type FacetOption = {
  facet: keyof JobFacets;
  value: string;
  sampled: number;
  chosen: Pick<JobSearchQuery, 'country' | 'remote' | 'positionTypes'>;
};

/**
 * How many jobs each choice of the country and position-type filters would give, with the rest of
 * the query kept (a facet ignores its own filter, so each option shows what picking it gives).
 */
export async function countJobFacets(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: 'main' | 'impact',
): Promise<JobFacets> {
  const { sort: _sort, page: _page, perPage: _perPage, ...filters } = query;
  return readPublic(deps.caches, ['jobFacets', platform, filters], () => readFacets(deps, query, platform));
}

/**
 * One read of at most FACET_SAMPLE_CAP + 1 matches, grouped: when it holds every match, each count
 * is exact. When it does not, the sample is whichever matches the plan met first, which differs from
 * one read to the next; so its small counts are never shown, nor used to hide an option. An option
 * met more than JOB_COUNT_CAP times is surely '1,000+'; every other option is the count of the
 * search with that option chosen, asked of the list's own count (`countJobSearch`: capped, kept per
 * filter combination), so the facet shows the number the list then shows, the same on every call.
 */
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
  const isSampleCapped = result.rows.reduce((n, g) => n + Number(g.total), 0) > FACET_SAMPLE_CAP;
  const options = facetOptions(result.rows, query);
  const counts = await Promise.all(
    options.map(async (option): Promise<FacetCount> => {
      if (!isSampleCapped || option.sampled > JOB_COUNT_CAP) return cappedCount(option.sampled);
      const counted = await countJobSearch(deps, { ...query, ...option.chosen }, platform);
      return { count: counted.total, isCapped: counted.isTotalCapped };
    }),
  );
  const facets: JobFacets = { country: {}, positionType: {} };
  options.forEach((option, i) => {
    facets[option.facet][option.value] = counts[i] as FacetCount;
  });
  return facets;
}

/** A count shown with the list's cap: JOB_COUNT_CAP and more is '1,000+'. */
export function cappedCount(counted: number): FacetCount {
  return { count: Math.min(counted, JOB_COUNT_CAP), isCapped: counted > JOB_COUNT_CAP };
}

/**
 * Every option of the two facets with its count in the grouped sample (pure: exported for its unit
 * test) and the filters that choosing it sets: a country (or REMOTE) replaces the country and remote
 * filters and keeps the position types; a position type replaces the position types and keeps the
 * countries.
 */
export function facetOptions(
  groups: GroupRow[],
  query: Pick<JobSearchQuery, 'country' | 'remote' | 'positionTypes'>,
): FacetOption[] {
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

  const options: FacetOption[] = COUNTRY_CODES.map((code) => ({
    facet: 'country',
    value: code,
    sampled: sum((g) => matchesPositionFilter(g) && g.country === code),
    chosen: { country: [code], remote: undefined, positionTypes: query.positionTypes },
  }));
  options.push({
    facet: 'country',
    value: 'REMOTE',
    sampled: sum((g) => matchesPositionFilter(g) && g.isRemote),
    chosen: { country: ['REMOTE'], remote: undefined, positionTypes: query.positionTypes },
  });
  for (const type of POSITION_TYPE_VALUES) {
    options.push({
      facet: 'positionType',
      value: type,
      sampled: sum((g) => matchesCountryFilter(g) && g.positionType === type),
      chosen: { country: query.country, remote: query.remote, positionTypes: [type] },
    });
  }
  return options;
}

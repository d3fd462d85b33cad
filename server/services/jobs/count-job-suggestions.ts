import { and, sql } from 'drizzle-orm';
import { JOB_COUNT_CAP, type JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import type { PublicJobSuggestions } from '#domain/jobs/public-jobs-api.schema.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { FACET_SAMPLE_CAP } from './count-job-facets.ts';
import { resolveJobFilters } from './list-jobs.ts';

type SuggestionGroup = {
  country: string | null;
  isRemote: boolean;
  positionType: string;
  roles: string[];
  isPaid: boolean;
  total: number;
};

/**
 * The public API's `suggestions` (issue 13): for the same search, how many jobs each position type
 * and each role would give, how many are remote and how many are paid. Read like the /jobs page's
 * facets (count-job-facets.ts): one read of at most FACET_SAMPLE_CAP + 1 matches, grouped, never a
 * count of every match; each count leaves its own filter out, so it says what choosing it gives.
 * Counts stop at JOB_COUNT_CAP; beyond the sample they are what the sample holds (a lower bound).
 */
export async function countJobSuggestions(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: 'main' | 'impact',
): Promise<PublicJobSuggestions> {
  const { sort: _sort, page: _page, perPage: _perPage, ...filters } = query;
  return readPublic(deps.caches, ['jobSuggestions', platform, filters], () =>
    readSuggestions(deps, query, platform),
  );
}

async function readSuggestions(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: 'main' | 'impact',
): Promise<PublicJobSuggestions> {
  // The filters that some count leaves out are applied per count below.
  const where = await resolveJobFilters(
    deps,
    { ...query, country: undefined, remote: undefined, positionTypes: undefined, roles: undefined },
    platform,
  );
  const result = await deps.db.execute<SuggestionGroup>(sql`
    select country, is_remote as "isRemote", position_type as "positionType", roles, is_paid as "isPaid",
      count(*)::int as total
    from (
      select ${jobs.locationCountry} as country, ${jobs.isRemote} as is_remote,
        ${jobs.positionType} as position_type, ${jobs.roles} as roles,
        (${jobs.salaryType} <> 'unpaid') as is_paid
      from ${jobs}
      where ${and(...where)}
      limit ${FACET_SAMPLE_CAP + 1}
    ) sample
    group by 1, 2, 3, 4, 5`);
  return suggestionsFromGroups(result.rows, query);
}

/** The counts from the grouped sample (pure: exported for its unit test). */
export function suggestionsFromGroups(
  groups: SuggestionGroup[],
  query: Pick<JobSearchQuery, 'country' | 'remote' | 'positionTypes' | 'roles'>,
): PublicJobSuggestions {
  const countries = (query.country ?? []).filter((c) => c !== 'REMOTE');
  const wantsRemote = query.remote === true || (query.country ?? []).includes('REMOTE');
  const matchesLocation = (g: SuggestionGroup) =>
    (countries.length === 0 && !wantsRemote) ||
    (g.country !== null && (countries as string[]).includes(g.country)) ||
    (wantsRemote && g.isRemote);
  const matchesPositionType = (g: SuggestionGroup) =>
    !query.positionTypes?.length || (query.positionTypes as string[]).includes(g.positionType);
  const matchesRoles = (g: SuggestionGroup) =>
    !query.roles?.length || g.roles.some((role) => (query.roles as string[]).includes(role));

  const capped = (n: number) => Math.min(n, JOB_COUNT_CAP);
  const suggestions: PublicJobSuggestions = { jobPositionTypes: {}, jobRoles: {}, remote: 0, paid: 0 };
  for (const g of groups) {
    const total = Number(g.total);
    if (matchesLocation(g) && matchesRoles(g)) {
      suggestions.jobPositionTypes[g.positionType] =
        (suggestions.jobPositionTypes[g.positionType] ?? 0) + total;
    }
    if (matchesLocation(g) && matchesPositionType(g)) {
      for (const role of new Set(g.roles)) {
        suggestions.jobRoles[role] = (suggestions.jobRoles[role] ?? 0) + total;
      }
    }
    if (g.isRemote && matchesPositionType(g) && matchesRoles(g)) suggestions.remote += total;
    if (g.isPaid && matchesLocation(g) && matchesPositionType(g) && matchesRoles(g))
      suggestions.paid += total;
  }
  for (const record of [suggestions.jobPositionTypes, suggestions.jobRoles]) {
    for (const key of Object.keys(record)) record[key] = capped(record[key] ?? 0);
  }
  suggestions.remote = capped(suggestions.remote);
  suggestions.paid = capped(suggestions.paid);
  return suggestions;
}

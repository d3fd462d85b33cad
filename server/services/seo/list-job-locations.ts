import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { JOB_COUNT_CAP } from '#domain/jobs/job-search.schema.ts';
import { COUNTRY_CODES } from '#domain/location/country-constants.ts';
import { type LocationCountryCode, slugifyCity } from '#domain/location/location-slugs.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildJobFilters } from '../jobs/list-jobs.ts';
import { readPublic } from '../public-caches.ts';

export type JobCity = { name: string; slug: string; jobCount: number };
export type JobLocationCountry = {
  code: LocationCountryCode;
  jobCount: number;
  /** True when `jobCount` is a cap (remote jobs are counted like search results: '1,000+'). */
  isCapped: boolean;
  /** Cities with ACTIVE jobs, most jobs first. */
  cities: JobCity[];
};

/**
 * Where the public jobs are: per country, how many ACTIVE jobs and in which cities, plus the remote
 * jobs. The location pages and the sitemap are built from it, so a city page exists exactly while
 * the city has jobs. Spellings that give one slug ('Malmo', 'Malmö') are one city, named by the
 * spelling most jobs use.
 */
export async function listJobLocations(
  deps: ServiceDeps,
  platform: 'main' | 'impact' = 'main',
): Promise<JobLocationCountry[]> {
  return readPublic(deps.caches, ['jobLocations', platform], () => readJobLocations(deps, platform));
}

async function readJobLocations(
  deps: ServiceDeps,
  platform: 'main' | 'impact',
): Promise<JobLocationCountry[]> {
  const filters = buildJobFilters({}, platform);
  const total = count();
  const [rows, remote] = await Promise.all([
    deps.db
      .select({ country: jobs.locationCountry, locality: jobs.locationLocality, total })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(...filters, inArray(jobs.locationCountry, [...COUNTRY_CODES])))
      .groupBy(jobs.locationCountry, jobs.locationLocality)
      .orderBy(desc(total)),
    deps.db.execute<{ total: number }>(
      sql`select count(*)::int as total from (select 1 from ${jobs} inner join ${companies} on ${companies.id} = ${jobs.companyId} where ${and(...filters, eq(jobs.isRemote, true))} limit ${JOB_COUNT_CAP + 1}) capped`,
    ),
  ]);

  const countries = new Map<string, JobLocationCountry>(
    COUNTRY_CODES.map((code) => [code, { code, jobCount: 0, isCapped: false, cities: [] }]),
  );
  for (const row of rows) {
    const country = countries.get(row.country ?? '');
    if (!country) continue;
    const jobCount = Number(row.total);
    country.jobCount += jobCount;
    const name = row.locality?.trim();
    const slug = name ? slugifyCity(name) : '';
    if (!name || !slug) continue;
    const city = country.cities.find((c) => c.slug === slug);
    // Rows come most jobs first, so the first spelling seen names the city.
    if (city) city.jobCount += jobCount;
    else country.cities.push({ name, slug, jobCount });
  }
  const remoteCount = Number(remote.rows[0]?.total ?? 0);
  const result = [...countries.values()];
  for (const country of result)
    country.cities.sort((a, b) => b.jobCount - a.jobCount || a.name.localeCompare(b.name));
  result.push({
    code: 'REMOTE',
    jobCount: Math.min(remoteCount, JOB_COUNT_CAP),
    isCapped: remoteCount > JOB_COUNT_CAP,
    cities: [],
  });
  return result;
}

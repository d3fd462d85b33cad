import { Fragment, lazy, Suspense } from 'react';
import { redirect, useRouteLoaderData } from 'react-router';
import { JobSearchQuery, MAX_PAGE } from '#domain/jobs/job-search.schema.ts';
import {
  defaultJobSort,
  FEATURED_STRIP_POOL,
  matchGroupDivider,
  pickFeaturedStrip,
} from '#domain/jobs/job-search-page.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { FeaturedJobsStrip } from '../components/jobs/featured-jobs-strip.tsx';
import { JobCard } from '../components/jobs/job-card.tsx';
import { JobFilters } from '../components/jobs/job-filters.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { parseSearchParamsLeniently } from '../lib/parse-search-params.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/jobs.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  // The plain list (and its pages) is canonical; a filtered search is a variant of it.
  const params = new URLSearchParams(location.search);
  const page = params.get('page') ?? undefined;
  params.delete('page');
  const isPlainList = [...params.keys()].length === 0;
  return pageMeta({
    matches,
    url: isPlainList ? canonicalFor(matches, '/jobs', { page: page === '1' ? undefined : page }) : undefined,
    title: 'Startup jobs in the Nordics',
    description:
      'Search jobs at startups in Denmark, Sweden, Norway, Finland and Iceland, and remote jobs: development, design, marketing, sales and more.',
  });
}

/**
 * The search in the address, read leniently: a value the API would refuse (`?page=0`,
 * `?sort=bogus`) or a page past the end (an old link, fewer jobs now) sends the visitor to the
 * closest usable address instead of an error page. `?page=999` means "the end": the last page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { data: parsed, dropped } = parseSearchParamsLeniently(url, JobSearchQuery);
  const requestedPage = url.searchParams.get('page') ?? '';
  const wantsLastPage =
    dropped.includes('page') && /^\d+$/.test(requestedPage) && Number(requestedPage) > MAX_PAGE;
  const isSortChosen = Boolean(url.searchParams.get('sort')) && !dropped.includes('sort');
  const query: JobSearchQuery = { ...parsed, sort: isSortChosen ? parsed.sort : defaultJobSort(parsed.q) };

  const services = getAppContext(context).services;
  const [result, facets, featured] = await Promise.all([
    services.listJobs(query),
    services.countJobFacets(query),
    services.listFeaturedJobs(FEATURED_STRIP_POOL, query),
  ]);
  const lastPage = result.pagination.pages;
  const page = wantsLastPage ? lastPage : Math.min(query.page, lastPage);
  if (dropped.length > 0 || page !== query.page) throw redirect(cleanJobsPath(url, dropped, page));

  const now = new Date();
  return {
    ...result,
    facets,
    featured: pickFeaturedStrip(featured, { now, page }),
    query,
    search: url.search,
    now: now.toISOString(),
  };
}

/** The address without the values left out, at `page`. */
function cleanJobsPath(url: URL, dropped: readonly string[], page: number): string {
  const params = new URLSearchParams(url.search);
  for (const name of dropped) params.delete(name);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const search = params.toString();
  return search ? `/jobs?${search}` : '/jobs';
}

// Recent and pinned searches live in the browser: loaded after hydration, outside the first load.
const SavedSearchesPanel = lazy(() => import('../components/jobs/saved-searches-panel.tsx'));

function LazySavedSearches({ query, search }: { query: JobSearchQuery; search: string }) {
  const root = useRouteLoaderData('root') as { me: unknown } | undefined;
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  const current = {
    ...(query.q ? { search: query.q } : {}),
    ...(query.city ? { location: query.city } : {}),
    ...(query.country?.[0] ? { countryCode: query.country[0] } : {}),
    ...(query.visa ? { visa: true } : {}),
  };
  return (
    <Suspense fallback={null}>
      <SavedSearchesPanel
        current={current}
        isLoggedIn={Boolean(root?.me)}
        loginHref={`?to=${encodeURIComponent(`/jobs${search}`)}`}
      />
    </Suspense>
  );
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { jobs, pagination, query, facets, featured } = loaderData;
  const now = new Date(loaderData.now);
  const count = `${formatInteger(pagination.total)}${pagination.isTotalCapped ? '+' : ''}`;
  // One column on a phone: the search, the folded filters, the results, then the saved searches.
  // From md: filters and saved searches on the left, results on the right.
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">Startup jobs in the Nordics</h1>
      <div className="mt-4 grid items-start gap-6 md:mt-6 md:grid-cols-[17rem_1fr]">
        <div className="md:col-start-1 md:row-start-1">
          <JobFilters values={query} facets={facets} />
        </div>
        <div className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1">
          <FeaturedJobsStrip jobs={featured} />
          <section aria-labelledby="jobs-count">
            <h2 id="jobs-count" className="text-sm font-medium text-slate-600" aria-live="polite">
              {pagination.total === 1 ? '1 job' : `${count} jobs`}
            </h2>
            {jobs.length === 0 ? (
              <p className="mt-3 rounded-lg bg-white p-6 text-center text-slate-600">
                No jobs match this search yet. Try fewer filters.
              </p>
            ) : (
              <div className="mt-3 grid gap-3">
                {jobs.map((job, index) => {
                  // Under "most relevant": where the jobs with the words in their title end.
                  const divider = matchGroupDivider(jobs, index, query.q);
                  return (
                    <Fragment key={job.id}>
                      {divider && (
                        <h3 className="mt-3 border-t border-slate-300 pt-4 text-sm font-semibold text-slate-700">
                          {divider}
                        </h3>
                      )}
                      <JobCard job={job} now={now} />
                    </Fragment>
                  );
                })}
              </div>
            )}
            <Pagination
              page={pagination.page}
              pages={pagination.pages}
              search={new URLSearchParams(loaderData.search)}
            />
          </section>
        </div>
        <div className="md:col-start-1 md:row-start-2">
          <LazySavedSearches query={query} search={loaderData.search} />
        </div>
      </div>
    </div>
  );
}

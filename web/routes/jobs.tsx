import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { JobCard } from '../components/jobs/job-card.tsx';
import { JobFilters } from '../components/jobs/job-filters.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { parseSearchParams } from '../lib/parse-search-params.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/jobs.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  // The plain list (and its pages) is canonical; a filtered search is a variant of it.
  const params = new URLSearchParams(location.search);
  const page = params.get('page') ?? undefined;
  params.delete('page');
  const isPlainList = [...params.keys()].length === 0;
  return pageMeta({
    url: isPlainList ? canonicalFor(matches, '/jobs', { page: page === '1' ? undefined : page }) : undefined,
    title: 'Startup jobs in the Nordics',
    description:
      'Search jobs at startups in Denmark, Sweden, Norway, Finland and Iceland, and remote jobs: development, design, marketing, sales and more.',
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = parseSearchParams(url, JobSearchQuery);
  const services = getAppContext(context).services;
  const [result, facets] = await Promise.all([services.listJobs(query), services.countJobFacets(query)]);
  return { ...result, facets, query, search: url.search, now: new Date().toISOString() };
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
  const { jobs, pagination, query, facets } = loaderData;
  const now = new Date(loaderData.now);
  const count = `${formatInteger(pagination.total)}${pagination.isTotalCapped ? '+' : ''}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Startup jobs in the Nordics</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[17rem_1fr]">
        <div className="space-y-4">
          <JobFilters values={query} facets={facets} />
          <LazySavedSearches query={query} search={loaderData.search} />
        </div>
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
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} now={now} />
              ))}
            </div>
          )}
          <Pagination
            page={pagination.page}
            pages={pagination.pages}
            search={new URLSearchParams(loaderData.search)}
          />
        </section>
      </div>
    </div>
  );
}

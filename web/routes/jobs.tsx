import { Form } from 'react-router';
import { JOB_ROLE_CATEGORIES } from '#domain/jobs/job-constants.ts';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { JobCard } from '../components/jobs/job-card.tsx';
import { CountrySelect } from '../components/ui/country-select.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { parseSearchParams } from '../lib/parse-search-params.ts';
import type { Route } from './+types/jobs.ts';

export function meta() {
  return pageMeta({
    title: 'Startup jobs in the Nordics',
    description:
      'Search jobs at startups in Denmark, Sweden, Norway, Finland and Iceland, and remote jobs: development, design, marketing, sales and more.',
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseSearchParams(url, JobSearchQuery);
  const result = await getAppContext(context).services.listJobs(query);
  return { ...result, query, search: url.search, now: new Date().toISOString() };
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { jobs, pagination, query } = loaderData;
  const now = new Date(loaderData.now);
  const count = `${formatInteger(pagination.total)}${pagination.isTotalCapped ? '+' : ''}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Startup jobs in the Nordics</h1>
      <Form
        method="get"
        role="search"
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <label htmlFor="jobs-q" className="block text-sm font-medium text-slate-700">
            Search
          </label>
          <input
            id="jobs-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            placeholder="Job title, skill or startup"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        <CountrySelect id="jobs-country" defaultValue={query.country?.[0] ?? ''} withRemote />
        <div>
          <label htmlFor="jobs-roles" className="block text-sm font-medium text-slate-700">
            Role
          </label>
          <select
            id="jobs-roles"
            name="roles"
            defaultValue={query.roles?.[0] ?? ''}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          >
            <option value="">All roles</option>
            {JOB_ROLE_CATEGORIES.map((category) => (
              <optgroup key={category.key} label={category.text}>
                {category.roles.map((role) => (
                  <option key={role.key} value={role.key}>
                    {role.text}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="sm:col-span-4">
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Search
          </button>
        </div>
      </Form>

      <h2 className="mt-6 text-sm font-medium text-slate-600" aria-live="polite">
        {pagination.total === 1 ? '1 job' : `${count} jobs`}
      </h2>
      {jobs.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-center text-slate-600">
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
    </div>
  );
}

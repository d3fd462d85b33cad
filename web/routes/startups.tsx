import { Form } from 'react-router';
import { CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { CompanyCard } from '../components/companies/company-card.tsx';
import { CountrySelect } from '../components/ui/country-select.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { parseSearchParams } from '../lib/parse-search-params.ts';
import type { Route } from './+types/startups.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/startups'),
    title: 'Browse Nordic startups',
    description:
      'Discover startups in Denmark, Sweden, Norway, Finland and Iceland: what they do, where they are and the jobs they are hiring for.',
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = parseSearchParams(url, CompanySearchQuery);
  const result = await getAppContext(context).services.listCompanies(query);
  return { ...result, query, search: url.search };
}

export default function Startups({ loaderData }: Route.ComponentProps) {
  const { companies, pagination, query } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Browse Nordic startups</h1>
      <Form
        method="get"
        role="search"
        className="mt-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="startups-q" className="block text-sm font-medium text-slate-700">
            Startup name
          </label>
          <input
            id="startups-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        <CountrySelect id="startups-country" defaultValue={query.country ?? ''} />
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Search
        </button>
      </Form>
      <h2 className="mt-6 text-sm font-medium text-slate-600">{formatInteger(pagination.total)} startups</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {companies.map((company) => (
          <CompanyCard key={company.id} company={company} />
        ))}
      </div>
      <Pagination
        page={pagination.page}
        pages={pagination.pages}
        search={new URLSearchParams(loaderData.search)}
      />
    </div>
  );
}

import {
  COMPANY_FILTER_INDUSTRIES,
  COMPANY_FILTER_SIZES,
  COMPANY_FILTER_STAGES,
  CompanySearchQuery,
} from '#domain/companies/company-search.schema.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { CompanyCard } from '../components/companies/company-card.tsx';
import { StartupFilters } from '../components/companies/startup-filters.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { parseSearchParams } from '../lib/parse-search-params.ts';
import type { Route } from './+types/startups.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/startups'),
    title: 'Browse Nordic startups',
    description:
      'Discover startups in Denmark, Sweden, Norway, Finland and Iceland: what they do, where they are and the jobs they are hiring for.',
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = parseSearchParams(url, CompanySearchQuery);
  const { services } = getAppContext(context);
  const [result, lists] = await Promise.all([
    services.listCompanies(query),
    services.companyProfile.getProfileChoices(),
  ]);
  // The site configuration's labels, for the codes the filters take.
  const known = (values: readonly string[]) => (choice: { value: string }) => values.includes(choice.value);
  const choices = {
    industries: lists.industries.filter(known(COMPANY_FILTER_INDUSTRIES)),
    stages: lists.stages.filter(known(COMPANY_FILTER_STAGES)),
    sizes: lists.numberOfEmployees.filter(known(COMPANY_FILTER_SIZES)),
  };
  return { ...result, query, choices, search: url.search };
}

export default function Startups({ loaderData }: Route.ComponentProps) {
  const { companies, pagination, query } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Browse Nordic startups</h1>
      <StartupFilters values={query} choices={loaderData.choices} />
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

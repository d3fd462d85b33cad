import { Link } from 'react-router';
import { InvestorSearchQuery } from '#domain/investors/investor.schema.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { InvestorCard } from '../components/funding/investor-card.tsx';
import { FilterForm } from '../components/ui/filter-form.tsx';
import { SelectField } from '../components/ui/form-controls.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { parseSearchParams } from '../lib/parse-search-params.ts';
import type { Route } from './+types/funding.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/funding'),
    title: 'Find investors for your startup',
    description:
      'Venture funds, business angels, accelerators, corporate and public funding, crowdfunding and family offices investing in Nordic startups.',
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = parseSearchParams(url, InvestorSearchQuery);
  const { funding } = getAppContext(context).services;
  const [result, choices] = await Promise.all([funding.listInvestors(query), funding.getChoices()]);
  return { ...result, choices, query, search: url.search };
}

/**
 * `/funding` (issue 12): the investor directory. A GET form: the address is the whole search, so it
 * works without JavaScript and can be shared; with JavaScript a chosen option applies at once.
 */
/** How the directory is ordered (docs/product.md, Funding; `directoryOrder` in list-investors.ts). */
const DIRECTORY_ORDER_TEXT =
  'Most recently active investors first (a profile update or an answered pitch), then those who answer most pitches.';

export default function Funding({ loaderData }: Route.ComponentProps) {
  const { investors, pagination, query, choices } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Find investors for your startup</h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            Funds, angels, accelerators and public programmes investing in Nordic startups.
          </p>
        </div>
        <Link
          to="/funding/quiz"
          className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Take the funding quiz
        </Link>
      </div>
      <FilterForm
        action="/funding"
        formKey={JSON.stringify(query)}
        role="search"
        aria-label="Investors"
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor="funding-q" className="block text-sm font-medium text-slate-800">
            Search investors
          </label>
          <input
            id="funding-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <SelectField
          label="Category"
          name="category"
          placeholder="All categories"
          options={choices.categories}
          defaultValue={query.category ?? ''}
        />
        <SelectField
          label="Country"
          name="country"
          placeholder="All countries"
          options={choices.countries}
          defaultValue={query.country ?? ''}
        />
        <SelectField
          label="Stage"
          name="stage"
          placeholder="Any stage"
          options={choices.stages}
          defaultValue={query.stage ?? ''}
        />
        <SelectField
          label="Industry"
          name="industry"
          placeholder="Any industry"
          options={choices.industries}
          defaultValue={query.industry ?? ''}
        />
        <SelectField
          label="Investment range"
          name="range"
          placeholder="Any amount"
          options={choices.investmentRanges}
          defaultValue={query.range ?? ''}
        />
        <SelectField
          label="Market"
          name="market"
          placeholder="Any market"
          options={choices.markets}
          defaultValue={query.market ?? ''}
        />
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Search
          </button>
          <Link to="/funding" className="py-2 text-sm font-medium text-brand-700 underline">
            Clear filters
          </Link>
        </div>
      </FilterForm>
      <h2 className="mt-6 text-sm font-medium text-slate-600">
        {pagination.total === 1 ? '1 investor' : `${formatInteger(pagination.total)} investors`}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{DIRECTORY_ORDER_TEXT}</p>
      {investors.length === 0 ? (
        <p className="mt-3 text-slate-700">No investors match this search. Try fewer filters.</p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {investors.map((investor) => (
            <li key={investor.id}>
              <InvestorCard investor={investor} choices={choices} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={pagination.page}
        pages={pagination.pages}
        search={new URLSearchParams(loaderData.search)}
      />
    </div>
  );
}

import { type ReactNode, useState } from 'react';
import type { JobFacets } from '#domain/jobs/job.schema.ts';
import { JOB_ROLE_CATEGORIES, JOB_SORTING, POSITION_TYPES } from '#domain/jobs/job-constants.ts';
import { countActiveFilters, defaultJobSort } from '#domain/jobs/job-search-page.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { CountrySelect } from '../ui/country-select.tsx';
import { FilterForm, FilterFormActions } from '../ui/filter-form.tsx';

/** The parts of the search the form shows (what the loader read from the URL). */
export type JobFilterValues = {
  q?: string;
  country?: string[];
  city?: string;
  roles?: string[];
  positionTypes?: string[];
  hasSalary?: boolean;
  remote?: boolean;
  visa?: boolean;
  sort: string;
};

const FIELD = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2';
const LABEL = 'block text-sm font-medium text-slate-700';

function facetText(facets: JobFacets | null, facet: keyof JobFacets, value: string): string {
  const counted = facets?.[facet][value];
  if (!counted) return '';
  return ` (${formatInteger(counted.count)}${counted.isCapped ? '+' : ''})`;
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-2 space-y-1.5">{children}</div>
    </fieldset>
  );
}

/**
 * The job search form (docs/product.md, Calls: text, country incl. REMOTE, city, role, position types, salary, remote,
 * sort). It is a plain GET form, so the URL holds the whole query and it works without JavaScript;
 * with JavaScript a changed choice applies at once and the results update in place.
 *
 * On small screens everything but the search text folds behind a "Filters (n)" button, a native
 * <details>, so the results start on the first screen, with and without JavaScript and from the
 * keyboard. From the md breakpoint CSS shows the folded part whatever its state and hides the
 * button (where the browser can style ::details-content; elsewhere the button stays and works).
 */
export function JobFilters({ values, facets }: { values: JobFilterValues; facets: JobFacets | null }) {
  // A key per query: after back/forward the uncontrolled fields show that URL's values again.
  const formKey = JSON.stringify(values);
  const activeFilters = countActiveFilters(values);
  // Kept outside the keyed form, so the filters stay open while choices apply one by one.
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The sort this search gets when none is chosen submits as empty, so it stays out of the URL and
  // follows the search: a new search text is sorted by relevance, clearing it goes back to newest.
  const defaultSort = defaultJobSort(values.q);
  const sortValue = (value: string) => (value === defaultSort ? '' : value);
  const roleBox = (role: { key: string; text: string }) => (
    <label key={role.key} className="flex items-center gap-2 text-sm text-slate-800">
      <input
        id={`jobs-role-${role.key}`}
        type="checkbox"
        name="roles"
        value={role.key}
        defaultChecked={values.roles?.includes(role.key) ?? false}
        className="h-4 w-4 rounded border-slate-300"
      />
      {role.text}
    </label>
  );

  return (
    <FilterForm
      action="/jobs"
      formKey={formKey}
      role="search"
      aria-label="Job search"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div>
        <label htmlFor="jobs-q" className={LABEL}>
          Search
        </label>
        <input
          id="jobs-q"
          name="q"
          type="search"
          defaultValue={values.q ?? ''}
          placeholder="Job title, skill or startup"
          className={FIELD}
        />
      </div>
      <details
        open={filtersOpen}
        onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
        className="group md:details-content:block md:details-content:[content-visibility:visible]"
      >
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 after:inline-block after:[content:'▾'_/_''] after:transition-transform group-open:after:rotate-180 hover:bg-slate-50 md:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
          {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
        </summary>
        <div className="mt-4 space-y-5 md:mt-1">
          <CountrySelect
            id="jobs-country"
            defaultValue={values.country?.[0] ?? ''}
            withRemote
            suffixFor={(code) => facetText(facets, 'country', code)}
            className={FIELD}
            labelClassName={LABEL}
          />
          <div>
            <label htmlFor="jobs-city" className={LABEL}>
              City
            </label>
            <input
              id="jobs-city"
              name="city"
              type="text"
              defaultValue={values.city ?? ''}
              placeholder="e.g. Copenhagen"
              maxLength={100}
              className={FIELD}
            />
          </div>
          <Fieldset legend="Role">
            {JOB_ROLE_CATEGORIES.map((category) =>
              category.roles.length === 1 ? (
                category.roles.map(roleBox)
              ) : (
                <fieldset key={category.key} className="space-y-1.5">
                  <legend className="text-xs font-medium text-slate-600">{category.text}</legend>
                  <div className="space-y-1.5 pl-3">{category.roles.map(roleBox)}</div>
                </fieldset>
              ),
            )}
          </Fieldset>
          <Fieldset legend="Position type">
            {POSITION_TYPES.map((type) => (
              <label key={type.value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  id={`jobs-position-${type.value}`}
                  type="checkbox"
                  name="positionTypes"
                  value={type.value}
                  defaultChecked={values.positionTypes?.includes(type.value) ?? false}
                  className="h-4 w-4 rounded border-slate-300"
                />
                {type.text}
                <span className="text-slate-500">{facetText(facets, 'positionType', type.value)}</span>
              </label>
            ))}
          </Fieldset>
          <Fieldset legend="More filters">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                id="jobs-has-salary"
                type="checkbox"
                name="hasSalary"
                value="true"
                defaultChecked={values.hasSalary ?? false}
                className="h-4 w-4 rounded border-slate-300"
              />
              Shows a salary
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                id="jobs-remote"
                type="checkbox"
                name="remote"
                value="true"
                defaultChecked={values.remote ?? false}
                className="h-4 w-4 rounded border-slate-300"
              />
              Remote possible
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                id="jobs-visa"
                type="checkbox"
                name="visa"
                value="true"
                defaultChecked={values.visa ?? false}
                className="h-4 w-4 rounded border-slate-300"
              />
              Visa sponsorship
            </label>
          </Fieldset>
          <div>
            <label htmlFor="jobs-sort" className={LABEL}>
              Sort by
            </label>
            <select id="jobs-sort" name="sort" defaultValue={sortValue(values.sort)} className={FIELD}>
              {JOB_SORTING.map((option) => (
                <option key={option.value} value={sortValue(option.value)}>
                  {option.text}
                </option>
              ))}
            </select>
          </div>
        </div>
      </details>
      <FilterFormActions clearTo="/jobs" />
    </FilterForm>
  );
}

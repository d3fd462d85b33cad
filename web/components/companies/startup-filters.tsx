import { CountrySelect } from '../ui/country-select.tsx';
import { FilterForm, FilterFormActions } from '../ui/filter-form.tsx';

/** The parts of the startup search the form shows (what the loader read from the URL). */
export type StartupFilterValues = {
  q?: string | undefined;
  country?: string | undefined;
  industry?: string | undefined;
  stage?: string | undefined;
  size?: string | undefined;
};

type Choice = { value: string; text: string };

export type StartupFilterChoices = { industries: Choice[]; stages: Choice[]; sizes: Choice[] };

const FIELD = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2';
const LABEL = 'block text-sm font-medium text-slate-700';

/** The choice filters, in the form's order: the URL parameter, its label, what "no choice" says. */
const SELECTS = [
  { name: 'industry', label: 'Industry', allText: 'All industries', choices: 'industries' },
  { name: 'stage', label: 'Stage', allText: 'All stages', choices: 'stages' },
  { name: 'size', label: 'Size', allText: 'Any size', choices: 'sizes' },
] as const;

function FilterSelect({
  id,
  name,
  label,
  allText,
  options,
  value,
}: {
  id: string;
  name: string;
  label: string;
  allText: string;
  options: Choice[];
  value: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={FIELD}>
        <option value="">{allText}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The startup search form: name, country, industry, stage and size. A plain GET form, so the URL
 * holds the whole query and it works without JavaScript (the Search button); with JavaScript a
 * changed choice applies at once, like the job filters (both are a FilterForm).
 */
export function StartupFilters({
  values,
  choices,
}: {
  values: StartupFilterValues;
  choices: StartupFilterChoices;
}) {
  // A key per query: after back/forward the uncontrolled fields show that URL's values again.
  const formKey = JSON.stringify(values);

  return (
    <FilterForm
      action="/startups"
      formKey={formKey}
      role="search"
      aria-label="Startup search"
      className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="startups-q" className={LABEL}>
            Startup name
          </label>
          <input id="startups-q" name="q" type="search" defaultValue={values.q ?? ''} className={FIELD} />
        </div>
        <CountrySelect
          id="startups-country"
          defaultValue={values.country ?? ''}
          className={FIELD}
          labelClassName={LABEL}
        />
        {SELECTS.map((select) => (
          <FilterSelect
            key={select.name}
            id={`startups-${select.name}`}
            name={select.name}
            label={select.label}
            allText={select.allText}
            options={choices[select.choices]}
            value={values[select.name]}
          />
        ))}
      </div>
      <FilterFormActions clearTo="/startups" />
    </FilterForm>
  );
}

import { type FormEvent, useEffect, useRef } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { CountrySelect } from '../ui/country-select.tsx';

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

/** The form's fields as a query string without empty values, so shared URLs stay short. */
function searchOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    params.append(key, value.trim());
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function FilterSelect({
  id,
  name,
  label,
  allText,
  options,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  allText: string;
  options: Choice[];
  value: string | undefined;
  onChange: () => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} onChange={onChange} className={FIELD}>
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
 * changed choice applies at once, like the job filters.
 */
export function StartupFilters({
  values,
  choices,
}: {
  values: StartupFilterValues;
  choices: StartupFilterChoices;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusedId = useRef<string | null>(null);
  const apply = () => {
    const form = formRef.current;
    if (!form) return;
    focusedId.current = document.activeElement instanceof HTMLElement ? document.activeElement.id : null;
    void navigate(`/startups${searchOf(form)}`, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };
  // A key per query: after back/forward the uncontrolled fields show that URL's values again.
  const formKey = JSON.stringify(values);
  // The new form replaces the old one: keyboard users keep their place in it.
  useEffect(() => {
    if (!formKey || !focusedId.current) return;
    document.getElementById(focusedId.current)?.focus();
    focusedId.current = null;
  }, [formKey]);

  return (
    <Form
      key={formKey}
      ref={formRef}
      method="get"
      action="/startups"
      role="search"
      aria-label="Startup search"
      onSubmit={onSubmit}
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
          onChange={apply}
          className={FIELD}
          labelClassName={LABEL}
        />
        <FilterSelect
          id="startups-industry"
          name="industry"
          label="Industry"
          allText="All industries"
          options={choices.industries}
          value={values.industry}
          onChange={apply}
        />
        <FilterSelect
          id="startups-stage"
          name="stage"
          label="Stage"
          allText="All stages"
          options={choices.stages}
          value={values.stage}
          onChange={apply}
        />
        <FilterSelect
          id="startups-size"
          name="size"
          label="Size"
          allText="Any size"
          options={choices.sizes}
          value={values.size}
          onChange={apply}
        />
      </div>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Search
        </button>
        <Link to="/startups" className="text-sm font-medium text-brand-700 hover:underline">
          Clear filters
        </Link>
      </div>
    </Form>
  );
}

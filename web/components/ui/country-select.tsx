import type { ChangeEventHandler } from 'react';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';

/**
 * A labelled 'Country' filter for search forms: the five countries, optionally Remote. `suffixFor`
 * adds to an option's text (the job search shows how many jobs each choice gives).
 */
export function CountrySelect({
  id,
  defaultValue,
  withRemote = false,
  onChange,
  suffixFor,
  className = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2',
  labelClassName = 'block text-sm font-medium text-slate-700',
}: {
  id: string;
  defaultValue: string;
  withRemote?: boolean;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  suffixFor?: (value: string) => string;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        Country
      </label>
      <select id={id} name="country" defaultValue={defaultValue} onChange={onChange} className={className}>
        <option value="">All countries</option>
        {NORDIC_COUNTRIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.text}
            {suffixFor?.(c.value)}
          </option>
        ))}
        {withRemote && <option value="REMOTE">Remote{suffixFor?.('REMOTE')}</option>}
      </select>
    </div>
  );
}

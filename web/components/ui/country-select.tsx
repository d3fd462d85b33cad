import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';

/** A labelled 'Country' filter for search forms: the five countries, optionally Remote. */
export function CountrySelect({
  id,
  defaultValue,
  withRemote = false,
}: {
  id: string;
  defaultValue: string;
  withRemote?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Country
      </label>
      <select
        id={id}
        name="country"
        defaultValue={defaultValue}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
      >
        <option value="">All countries</option>
        {NORDIC_COUNTRIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.text}
          </option>
        ))}
        {withRemote && <option value="REMOTE">Remote</option>}
      </select>
    </div>
  );
}

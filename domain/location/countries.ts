import { z } from 'zod';

/** The five Nordic markets, in the order the product lists them. */
export const NORDIC_COUNTRIES = [
  { value: 'DK', text: 'Denmark', currency: 'DKK' },
  { value: 'SE', text: 'Sweden', currency: 'SEK' },
  { value: 'NO', text: 'Norway', currency: 'NOK' },
  { value: 'FI', text: 'Finland', currency: 'EUR' },
  { value: 'IS', text: 'Iceland', currency: 'ISK' },
] as const;

export const CountryCode = z.enum(['DK', 'SE', 'NO', 'FI', 'IS']);
export type CountryCode = z.infer<typeof CountryCode>;

/** A country filter value: a Nordic country or REMOTE (spec §5: REMOTE becomes isRemote). */
export const CountryFilter = z.enum(['DK', 'SE', 'NO', 'FI', 'IS', 'REMOTE']);
export type CountryFilter = z.infer<typeof CountryFilter>;

export const DEFAULT_COUNTRY_CODE: CountryCode = 'DK';

export function findCountryName(code: string): string | undefined {
  return NORDIC_COUNTRIES.find((c) => c.value === code)?.text;
}

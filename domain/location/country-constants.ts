/**
 * The Nordic markets as plain data, free of zod so browser bundles can use them (the schemas are in
 * countries.ts).
 */
export const NORDIC_COUNTRIES = [
  { value: 'DK', text: 'Denmark', currency: 'DKK' },
  { value: 'SE', text: 'Sweden', currency: 'SEK' },
  { value: 'NO', text: 'Norway', currency: 'NOK' },
  { value: 'FI', text: 'Finland', currency: 'EUR' },
  { value: 'IS', text: 'Iceland', currency: 'ISK' },
] as const;

export const COUNTRY_CODES = ['DK', 'SE', 'NO', 'FI', 'IS'] as const;
export const COUNTRY_FILTERS = [...COUNTRY_CODES, 'REMOTE'] as const;

export const DEFAULT_COUNTRY_CODE = 'DK';

export function findCountryName(code: string): string | undefined {
  return NORDIC_COUNTRIES.find((c) => c.value === code)?.text;
}

import { z } from 'zod';

/** Price-table keys that are not countries: EU members without their own row, and everyone else. */
export const EU_PRICE_CODE = 'EU';
export const OTHER_PRICE_CODE = 'OTHER';

/** One row of a per-country price table. Prices are data (docs/product.md, Plans and pricing), passed in. */
export const CountryPrice = z.object({
  countryCode: z.string(),
  /** Integer minor units (1/100 of the currency, ISK included, as payment providers count it). */
  amount: z.number().int(),
  currency: z.string(),
});
export type CountryPrice = z.infer<typeof CountryPrice>;

/** The 27 EU member states (ISO 3166-1 alpha-2; Greece is GR). */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;
export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];

/** docs/product.md, Constants yearly startup plan, in minor units: the seed of the admin-editable price table. */
export const DEFAULT_PLAN_PRICES: CountryPrice[] = [
  { countryCode: 'DK', amount: 59_900, currency: 'DKK' },
  { countryCode: 'NO', amount: 87_900, currency: 'NOK' },
  { countryCode: 'SE', amount: 84_900, currency: 'SEK' },
  { countryCode: 'FI', amount: 7_900, currency: 'EUR' },
  { countryCode: 'IS', amount: 1_150_000, currency: 'ISK' },
  { countryCode: EU_PRICE_CODE, amount: 7_900, currency: 'EUR' },
  { countryCode: OTHER_PRICE_CODE, amount: 7_900, currency: 'EUR' },
];

export function isEuCountry(code: string): boolean {
  return (EU_COUNTRY_CODES as readonly string[]).includes(code.trim().toUpperCase());
}

/**
 * The price for a country: its own row; else the EU row for an EU member state; else OTHER.
 * Throws when the table has no OTHER row, since every visitor must get a price.
 */
export function findPriceForCountry(prices: CountryPrice[], countryCode: string | null): CountryPrice {
  const code = countryCode?.trim().toUpperCase() ?? '';
  const byCode = (wanted: string) => prices.find((p) => p.countryCode.toUpperCase() === wanted);
  const exact = code ? byCode(code) : undefined;
  if (exact) return exact;
  const eu = code && isEuCountry(code) ? byCode(EU_PRICE_CODE) : undefined;
  if (eu) return eu;
  const other = byCode(OTHER_PRICE_CODE);
  if (!other) throw new Error(`Price table has no ${OTHER_PRICE_CODE} row`);
  return other;
}

export { formatPrice } from './format-price.ts';

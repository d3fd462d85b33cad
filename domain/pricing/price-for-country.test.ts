import { describe, expect, it } from 'vitest';
import type { CountryPrice } from './price-for-country.ts';
import {
  DEFAULT_PLAN_PRICES,
  EU_COUNTRY_CODES,
  findPriceForCountry,
  formatPrice,
  isEuCountry,
} from './price-for-country.ts';

describe('findPriceForCountry with the default plan table', () => {
  it.each<[string | null, string, number, string]>([
    ['DK', 'DK', 59_900, 'DKK'],
    ['NO', 'NO', 87_900, 'NOK'],
    ['SE', 'SE', 84_900, 'SEK'],
    ['FI', 'FI', 7_900, 'EUR'],
    ['IS', 'IS', 1_150_000, 'ISK'],
    ['dk', 'DK', 59_900, 'DKK'],
    ['DE', 'EU', 7_900, 'EUR'],
    ['GR', 'EU', 7_900, 'EUR'],
    ['ie', 'EU', 7_900, 'EUR'],
    ['US', 'OTHER', 7_900, 'EUR'],
    ['GB', 'OTHER', 7_900, 'EUR'],
    ['CH', 'OTHER', 7_900, 'EUR'],
    ['', 'OTHER', 7_900, 'EUR'],
    [null, 'OTHER', 7_900, 'EUR'],
  ])('%j → %s row', (code, row, amount, currency) => {
    expect(findPriceForCountry(DEFAULT_PLAN_PRICES, code)).toEqual({ countryCode: row, amount, currency });
  });
});

describe('findPriceForCountry with other tables', () => {
  const other: CountryPrice = { countryCode: 'OTHER', amount: 9_900, currency: 'USD' };
  const de: CountryPrice = { countryCode: 'DE', amount: 8_900, currency: 'EUR' };

  it.each<[string, CountryPrice[], string | null, CountryPrice]>([
    ['EU member without EU row falls back to OTHER', [other], 'FR', other],
    ['exact row beats the EU row', [de, { countryCode: 'EU', amount: 1, currency: 'EUR' }, other], 'DE', de],
    [
      'non-member never uses the EU row',
      [{ countryCode: 'EU', amount: 1, currency: 'EUR' }, other],
      'NO',
      other,
    ],
  ])('%s', (_name, prices, code, expected) => {
    expect(findPriceForCountry(prices, code)).toEqual(expected);
  });

  it('throws when the table lacks OTHER', () => {
    expect(() => findPriceForCountry([de], 'US')).toThrow('Price table has no OTHER row');
    expect(() => findPriceForCountry([], null)).toThrow(Error);
  });
});

describe('EU_COUNTRY_CODES', () => {
  it('lists the 27 member states once', () => {
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
  });

  it.each([
    ['DK', true],
    ['se', true],
    ['FI', true],
    ['NO', false],
    ['IS', false],
    ['GB', false],
    ['EL', false],
  ])('isEuCountry(%s) → %s', (code, expected) => {
    expect(isEuCountry(code)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    [59_900, 'DKK', '599 DKK'],
    [87_900, 'NOK', '879 NOK'],
    [1_150_000, 'ISK', '11,500 ISK'],
    [7_900, 'EUR', '79 EUR'],
    [7_950, 'EUR', '79.50 EUR'],
    [7_905, 'EUR', '79.05 EUR'],
    [0, 'EUR', '0 EUR'],
    [5, 'EUR', '0.05 EUR'],
    [123_456_789, 'SEK', '1,234,567.89 SEK'],
    [-7_900, 'EUR', '-79 EUR'],
  ])('%s %s → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it('formats every default price', () => {
    expect(DEFAULT_PLAN_PRICES.map((p) => `${p.countryCode}: ${formatPrice(p.amount, p.currency)}`)).toEqual([
      'DK: 599 DKK',
      'NO: 879 NOK',
      'SE: 849 SEK',
      'FI: 79 EUR',
      'IS: 11,500 ISK',
      'EU: 79 EUR',
      'OTHER: 79 EUR',
    ]);
  });
});

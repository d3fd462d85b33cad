import { describe, expect, it } from 'vitest';
import { computeIncludedVat, DEFAULT_VAT_RATES_BP, describeVatLine, formatVatRate } from './vat.ts';

describe('computeIncludedVat', () => {
  it.each([
    [59_900, 2500, 11_980],
    [84_900, 2500, 16_980],
    [7_900, 2550, 1_605],
    [1_150_000, 2400, 222_581],
    [7_900, 0, 0],
  ])('%i minor units at %i bp include %i of VAT', (amount, rate, vat) => {
    expect(computeIncludedVat(amount, rate)).toBe(vat);
  });
});

describe('describeVatLine', () => {
  it.each([
    [59_900, 2500, 'DKK', 'VAT 25% included: 119.80 DKK'],
    [7_900, 2550, 'EUR', 'VAT 25.5% included: 16.05 EUR'],
    [7_900, 0, 'EUR', 'No VAT charged (reverse charge or outside the scope of EU VAT)'],
  ])('%i %s at %i bp', (amount, rate, currency, line) => {
    expect(describeVatLine(amount, rate, currency)).toBe(line);
  });
});

describe('the default VAT table', () => {
  it('has a rate for every Nordic price row and none for EU and OTHER', () => {
    expect(DEFAULT_VAT_RATES_BP).toEqual({
      DK: 2500,
      SE: 2500,
      NO: 2500,
      FI: 2550,
      IS: 2400,
      EU: 0,
      OTHER: 0,
    });
    expect(formatVatRate(2400)).toBe('24%');
  });
});

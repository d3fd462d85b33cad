import { describe, expect, it } from 'vitest';
import { toStripeAmount } from './stripe-amount.ts';

describe('toStripeAmount (our 1/100 minor units → Stripe unit_amount)', () => {
  it.each<[number, string, number]>([
    [59_900, 'DKK', 59_900],
    [87_900, 'NOK', 87_900],
    [84_900, 'SEK', 84_900],
    [7_900, 'EUR', 7_900],
    [7_950, 'eur', 7_950],
    // ISK stays two-decimal in Stripe's API (100 = 1 króna), whole krónur only.
    [1_150_000, 'ISK', 1_150_000],
    // Zero-decimal currencies are sent in whole units.
    [50_000, 'JPY', 500],
  ])('%i %s → %i', (amount, currency, expected) => {
    expect(toStripeAmount(amount, currency)).toBe(expected);
  });

  it.each<[number, string]>([
    [1_150_050, 'ISK'],
    [50_050, 'JPY'],
    [7_900, 'KWD'],
    [-1, 'EUR'],
    [79.5, 'EUR'],
  ])('refuses %s %s', (amount, currency) => {
    expect(() => toStripeAmount(amount, currency)).toThrow(Error);
  });
});

/**
 * Our amounts are integers in 1/100 of the currency for every currency (`prices.amount`), ISK
 * included. What Stripe expects, from its documentation (docs.stripe.com/currencies, "Zero-decimal
 * currencies" and "Special cases", and support.stripe.com "Deprecation of fractional ISK charges"):
 * - most currencies (DKK, NOK, SEK, EUR, ...): the smallest unit, 1/100: passed as they are;
 * - zero-decimal currencies (JPY, KRW, CLP, ...): whole units, not multiplied by 100;
 * - ISK: "effectively zero-decimal" since April 2023 but kept as a TWO-decimal currency in the API
 *   for backwards compatibility (an amount of 100 is 1 króna), and the amount must be evenly
 *   divisible by 100 (whole krónur), else Stripe answers `invalid_charge_amount_no_decimal_compatible`.
 *   So 11,500 ISK is sent as 1150000, exactly our minor units, and a fractional króna is refused here.
 * Three-decimal currencies (KWD, ...) cannot arise from 1/100 minor units and are refused.
 */
const ZERO_DECIMAL_CURRENCIES = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** Two-decimal in the API, but only whole units may be charged. */
const WHOLE_UNITS_ONLY_CURRENCIES = new Set(['ISK']);
const THREE_DECIMAL_CURRENCIES = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Stripe's `unit_amount` for an amount in our minor units (throws for amounts Stripe would refuse). */
export function toStripeAmount(amountMinor: number, currency: string): number {
  const code = currency.toUpperCase();
  if (!Number.isInteger(amountMinor) || amountMinor < 0) {
    throw new Error(`Amount must be a non-negative integer of minor units, got ${amountMinor}`);
  }
  if (THREE_DECIMAL_CURRENCIES.has(code)) throw new Error(`${code} is not supported by the price table`);
  if (ZERO_DECIMAL_CURRENCIES.has(code) || WHOLE_UNITS_ONLY_CURRENCIES.has(code)) {
    if (amountMinor % 100 !== 0)
      throw new Error(`${code} amounts must be whole units, got ${amountMinor} minor units`);
  }
  return ZERO_DECIMAL_CURRENCIES.has(code) ? amountMinor / 100 : amountMinor;
}

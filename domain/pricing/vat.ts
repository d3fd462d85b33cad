import { formatPrice } from './price-for-country.ts';

/**
 * VAT included in the price of each price-table row (product decision: prices are shown and charged
 * with VAT included where the Nordic seller charges it). Basis points: 2500 = 25 %. The EU and OTHER
 * rows carry none: an EU business accounts for the VAT itself (reverse charge), and sales outside
 * the EU and EEA are outside its scope. Seeded into `prices.vat_rate_bp`, where an admin can change it.
 */
export const DEFAULT_VAT_RATES_BP: Record<string, number> = {
  DK: 2500,
  SE: 2500,
  NO: 2500,
  FI: 2550,
  IS: 2400,
  EU: 0,
  OTHER: 0,
};

/** The VAT inside a VAT-inclusive amount, in minor units, rounded to the nearest unit. */
export function computeIncludedVat(amountMinor: number, vatRateBp: number): number {
  if (vatRateBp <= 0) return 0;
  return Math.round((amountMinor * vatRateBp) / (10_000 + vatRateBp));
}

/** '25%', '25.5%' */
export function formatVatRate(vatRateBp: number): string {
  return `${Number((vatRateBp / 100).toFixed(2))}%`;
}

/**
 * The receipt's VAT line: 'VAT 25% included: 119.80 DKK', or, without VAT, 'No VAT charged (reverse
 * charge or outside the scope of EU VAT)'.
 */
export function describeVatLine(amountMinor: number, vatRateBp: number, currency: string): string {
  if (vatRateBp <= 0) return 'No VAT charged (reverse charge or outside the scope of EU VAT)';
  const vat = computeIncludedVat(amountMinor, vatRateBp);
  return `VAT ${formatVatRate(vatRateBp)} included: ${formatPrice(vat, currency)}`;
}

import { formatInteger } from '../site/format-integer.ts';

/** '599 DKK', '11,500 ISK', '79.50 EUR': decimals only when the amount is not whole. */
export function formatPrice(amountMinor: number, currency: string): string {
  const minor = Math.round(amountMinor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = formatInteger(Math.floor(abs / 100));
  const cents = abs % 100;
  const amount = cents === 0 ? major : `${major}.${String(cents).padStart(2, '0')}`;
  return `${sign}${amount} ${currency}`;
}

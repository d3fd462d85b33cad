/**
 * An amount as people type it in major units ('499', '499.00', '11,500', '79,5') to our minor units
 * (1/100 of the currency, ISK included). A comma is a thousands separator when it splits groups of
 * three digits ('11,500'), otherwise a decimal comma ('79,5'). Null when the text is no amount;
 * negative amounts are read as such (the caller refuses them with its own message).
 */
export function parseMajorAmount(text: string): number | null {
  const trimmed = text.replace(/\s+/g, '');
  const sign = trimmed.startsWith('-') ? -1 : 1;
  const unsigned = trimmed.replace(/^[-+]/, '');
  let normalized: string;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(unsigned)) normalized = unsigned.replaceAll(',', '');
  else if (/^\d+,\d{1,2}$/.test(unsigned)) normalized = unsigned.replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(unsigned)) normalized = unsigned;
  else return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  if (whole.length > 12) return null;
  return sign * (Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}

/** Minor units as a form shows them for editing: '499.00', '11500.00' (no thousands separator). */
export function formatMajorAmount(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amountMinor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

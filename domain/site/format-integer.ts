/**
 * Formats a whole number with ',' between thousands ('11,500'). Written by hand rather than with
 * `Intl.NumberFormat` so the server and every browser print the same text whatever their locale.
 * Fractions are rounded to the nearest integer; non-finite input prints as '0'.
 */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return `${rounded < 0 ? '-' : ''}${groups.join(',')}`;
}

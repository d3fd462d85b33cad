/**
 * A view count as cards show it: '1 view', '950 views', '1.2k views', '12k views', '1.2M views'.
 * Abbreviations round down, so a count never looks bigger than it is (1,299 → '1.2k'), and keep one
 * decimal only below 10 of the unit.
 */
export function formatViews(count: number): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (n === 1) return '1 view';
  if (n < 1_000) return `${n} views`;
  if (n < 1_000_000) return `${abbreviate(n, 1_000)}k views`;
  return `${abbreviate(n, 1_000_000)}M views`;
}

function abbreviate(n: number, unit: number): string {
  const whole = Math.floor(n / unit);
  if (whole >= 10) return String(whole);
  // Integer arithmetic avoids float drift (e.g. 1_300 / 1_000 * 10).
  const tenths = Math.floor((n * 10) / unit) % 10;
  return tenths === 0 ? String(whole) : `${whole}.${tenths}`;
}

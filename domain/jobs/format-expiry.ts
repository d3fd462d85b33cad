const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From this many days on, expiry is told in months rather than days ('in 2 months'). */
const EXPIRY_MONTHS_FROM_DAYS = 60;

export type Expiry = { date: string; relative: string; isExpired: boolean };

/**
 * A job's expiration as shown beside it (docs/product.md, Data: date plus relative time), e.g.
 * `{ date: '21 Dec 2026', relative: 'in 30 days', isExpired: false }`.
 * Days are counted between UTC calendar days, so 'tomorrow' means the next UTC date whatever the
 * hour. The job is expired from the expiration instant on ('expired today' later that same day).
 */
export function formatExpiry(expirationDate: Date, now: Date): Expiry {
  assertValidDate(expirationDate);
  assertValidDate(now);
  const isExpired = expirationDate.getTime() <= now.getTime();
  const days = countUtcDays(now, expirationDate);
  return { date: formatUtcDate(expirationDate), relative: describeExpiry(days, isExpired), isExpired };
}

/**
 * General relative time for past or future dates (posted dates, activity): 'just now',
 * '5 minutes ago', 'in 2 hours', '1 day ago', 'in 3 days', '5 months ago', '2 years ago'.
 * Counts whole elapsed units (rounded down), so the text never exaggerates.
 */
export function formatRelativeTime(date: Date, now: Date): string {
  assertValidDate(date);
  assertValidDate(now);
  const diff = date.getTime() - now.getTime();
  const ms = Math.abs(diff);
  if (ms < MINUTE_MS) return 'just now';
  const span = describeSpan(ms);
  return diff > 0 ? `in ${span}` : `${span} ago`;
}

/** '21 Dec 2026': day without padding, English short month, in UTC (never the runtime's zone). */
export function formatUtcDate(date: Date): string {
  assertValidDate(date);
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** A moment to the minute, in UTC: '21 Dec 2026, 09:05 UTC' (back office lists: sign-ins, audit). */
export function formatUtcDateTime(date: Date): string {
  const hours = String(date.getUTCHours()).padStart(2, '0');
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${formatUtcDate(date)}, ${hours}:${minutes} UTC`;
}

function describeExpiry(days: number, isExpired: boolean): string {
  if (isExpired) {
    const ago = -days;
    if (ago <= 0) return 'expired today';
    if (ago === 1) return 'expired yesterday';
    return `expired ${describeDays(ago)} ago`;
  }
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${describeDays(days)}`;
}

function describeDays(days: number): string {
  if (days < EXPIRY_MONTHS_FROM_DAYS) return pluralize(days, 'day');
  return describeSpan(days * DAY_MS);
}

function describeSpan(ms: number): string {
  if (ms < HOUR_MS) return pluralize(Math.floor(ms / MINUTE_MS), 'minute');
  if (ms < DAY_MS) return pluralize(Math.floor(ms / HOUR_MS), 'hour');
  const days = Math.floor(ms / DAY_MS);
  if (days < 30) return pluralize(days, 'day');
  if (days < 365) return pluralize(Math.floor(days / 30), 'month');
  return pluralize(Math.floor(days / 365), 'year');
}

function countUtcDays(from: Date, to: Date): number {
  return Math.floor(to.getTime() / DAY_MS) - Math.floor(from.getTime() / DAY_MS);
}

function pluralize(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
}

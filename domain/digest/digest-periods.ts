import type { DigestFrequency } from '../jobs/job-enums.ts';

/**
 * When digests go out (docs/product.md, Job digest): daily at 07:00 Europe/Copenhagen, once a week on Monday
 * at 07:00. A period is one scheduled send; its key names it in the send ledger, so a subscriber
 * gets at most one mail per key: the Copenhagen date for daily ('2026-11-23'), the ISO week of the
 * Monday for weekly ('2026-W48').
 */
export const DIGEST_TIME_ZONE = 'Europe/Copenhagen';
export const DIGEST_SEND_HOUR = 7;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A period that was missed (the server was down at 07:00) is still sent within this time; later it
 * is left out and the next period's mail covers its jobs (see `digestWindowStart`).
 */
export const DIGEST_CATCH_UP_MS = 12 * HOUR_MS;

/** A subscriber's first digest shows the matching jobs of the past week, so it is seldom empty. */
export const DIGEST_FIRST_WINDOW_MS = 7 * DAY_MS;

/** Jobs older than this are never "new", however long ago the last mail went out. */
export const DIGEST_MAX_LOOKBACK_MS: Record<DigestFrequency, number> = {
  daily: 7 * DAY_MS,
  onceweek: 14 * DAY_MS,
};

export type DigestPeriod = {
  frequency: DigestFrequency;
  /** Ledger key: 'YYYY-MM-DD' (daily) or 'YYYY-Www' (weekly, ISO week). */
  key: string;
  /** The scheduled send time of the period. */
  scheduledAt: Date;
};

type LocalDate = { year: number; month: number; day: number };

const localFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DIGEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Copenhagen at an instant. */
function toLocalParts(instant: number) {
  const parts: Record<string, number> = {};
  for (const part of localFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Copenhagen's offset from UTC at an instant (+1 h in winter, +2 h in summer). */
function offsetAt(instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const p = toLocalParts(whole);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/**
 * The instant of a Copenhagen wall-clock time. 07:00 never falls in a DST gap or overlap (the
 * clocks change at 02:00/03:00), so the second pass settles it on the changeover days too.
 */
function fromLocalTime(date: LocalDate, hour: number): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour);
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** Calendar arithmetic on a local date (no time zone involved). */
function addLocalDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 1 = Monday ... 7 = Sunday. */
function isoWeekday(date: LocalDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

const pad = (value: number) => String(value).padStart(2, '0');

function formatDateKey(date: LocalDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** ISO 8601 week of a date: the week belongs to the year of its Thursday. */
export function formatIsoWeek(date: LocalDate): string {
  const thursday = addLocalDays(date, 4 - isoWeekday(date));
  const startOfYear = Date.UTC(thursday.year, 0, 1);
  const dayOfYear = Math.round(
    (Date.UTC(thursday.year, thursday.month - 1, thursday.day) - startOfYear) / DAY_MS,
  );
  return `${thursday.year}-W${pad(Math.floor(dayOfYear / 7) + 1)}`;
}

/** The latest scheduled send of a frequency at or before `now`. */
export function findLatestDigestPeriod(frequency: DigestFrequency, now: Date): DigestPeriod {
  const local = toLocalParts(now.getTime());
  const today: LocalDate = { year: local.year, month: local.month, day: local.day };
  if (frequency === 'daily') {
    let date = today;
    let scheduledAt = fromLocalTime(date, DIGEST_SEND_HOUR);
    if (scheduledAt.getTime() > now.getTime()) {
      date = addLocalDays(date, -1);
      scheduledAt = fromLocalTime(date, DIGEST_SEND_HOUR);
    }
    return { frequency, key: formatDateKey(date), scheduledAt };
  }
  let monday = addLocalDays(today, 1 - isoWeekday(today));
  let scheduledAt = fromLocalTime(monday, DIGEST_SEND_HOUR);
  if (scheduledAt.getTime() > now.getTime()) {
    monday = addLocalDays(monday, -7);
    scheduledAt = fromLocalTime(monday, DIGEST_SEND_HOUR);
  }
  return { frequency, key: formatIsoWeek(monday), scheduledAt };
}

/**
 * The periods to send at `now`: the latest one of each frequency, unless it is older than the
 * catch-up time (on a Thursday, last Monday's weekly digest is no longer sent).
 */
export function findDueDigestPeriods(now: Date): DigestPeriod[] {
  return (['daily', 'onceweek'] as const)
    .map((frequency) => findLatestDigestPeriod(frequency, now))
    .filter((period) => now.getTime() - period.scheduledAt.getTime() <= DIGEST_CATCH_UP_MS);
}

/**
 * Where a subscriber's "new jobs" start: after the last mail, or a week back for the first mail;
 * never further back than the lookback cap (a subscriber who got no mail for months does not
 * receive months of jobs).
 */
export function digestWindowStart(input: {
  frequency: DigestFrequency;
  lastSentAt: Date | null;
  cutoff: Date;
}): Date {
  const cutoff = input.cutoff.getTime();
  const floor = cutoff - DIGEST_MAX_LOOKBACK_MS[input.frequency];
  const start = input.lastSentAt ? input.lastSentAt.getTime() : cutoff - DIGEST_FIRST_WINDOW_MS;
  return new Date(Math.max(start, floor));
}

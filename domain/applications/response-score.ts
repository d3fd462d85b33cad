/**
 * A startup's response score (issue 9, scope 7): over the applications of the last 180 days, the
 * median time to the first response and the share closed with a decision. Shown only from 5
 * applications on, so one slow week of a tiny startup says nothing about it.
 */
export const RESPONSE_SCORE_WINDOW_DAYS = 180;
export const RESPONSE_SCORE_MIN_APPLICATIONS = 5;

const HOUR_MS = 3_600_000;

export type ScoredApplication = { createdAt: Date; firstResponseAt: Date | null; decidedAt: Date | null };

export type ResponseScore = {
  applications: number;
  /** Median hours from applying to the first move by the startup; null when none was answered. */
  medianHoursToFirstResponse: number | null;
  /** Share (0–1) of the applications closed with a decision (hired or rejected). */
  decidedShare: number;
};

export function computeResponseScore(
  applications: readonly ScoredApplication[],
  now: Date,
): ResponseScore | null {
  const since = now.getTime() - RESPONSE_SCORE_WINDOW_DAYS * 24 * HOUR_MS;
  const recent = applications.filter((a) => a.createdAt.getTime() >= since);
  if (recent.length < RESPONSE_SCORE_MIN_APPLICATIONS) return null;
  const waits = recent
    .filter((a): a is ScoredApplication & { firstResponseAt: Date } => a.firstResponseAt !== null)
    .map((a) => (a.firstResponseAt.getTime() - a.createdAt.getTime()) / HOUR_MS)
    .sort((x, y) => x - y);
  const middle = Math.floor(waits.length / 2);
  const median =
    waits.length === 0
      ? null
      : waits.length % 2 === 1
        ? (waits[middle] as number)
        : ((waits[middle - 1] as number) + (waits[middle] as number)) / 2;
  return {
    applications: recent.length,
    medianHoursToFirstResponse: median === null ? null : Math.round(median * 10) / 10,
    decidedShare: recent.filter((a) => a.decidedAt !== null).length / recent.length,
  };
}

/** 'within a day', 'within 3 days', 'within 2 weeks' (rounded up). */
export function describeResponseTime(hours: number): string {
  if (hours <= 24) return 'within a day';
  const days = Math.ceil(hours / 24);
  if (days < 14) return `within ${days} days`;
  return `within ${Math.ceil(days / 7)} weeks`;
}

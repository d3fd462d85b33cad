/**
 * The reply rate an investor card and page show (issue 12, scope 5): the measured share of pitches
 * answered (reply or pass) within 30 days, and the median time to answer. Zod-free, pure.
 */

/** A pitch counts once it is answered or its 30 days are over: a fresh unanswered pitch is not late yet. */
export const REPLY_WINDOW_DAYS = 30;
/** Fewer counted pitches say too little: nothing is shown. */
export const REPLY_RATE_MIN_PITCHES = 5;

/** What the database sums up per investor. */
export type ReplyCounts = {
  /** Pitches answered or older than the window. */
  counted: number;
  /** Of those, answered within the window. */
  answeredInTime: number;
  /** The median seconds from pitch to answer of the answered ones; null when none is answered. */
  medianSeconds: number | null;
};

export type ReplyRate = {
  /** How many pitches the figures are measured on. */
  pitches: number;
  /** Whole percent answered within 30 days. */
  answeredPercent: number;
  /** The median time to answer in whole hours (at least 1); null when none is answered. */
  medianHours: number | null;
};

export function toReplyRate(counts: ReplyCounts | undefined): ReplyRate | null {
  if (!counts || counts.counted < REPLY_RATE_MIN_PITCHES) return null;
  return {
    pitches: counts.counted,
    answeredPercent: Math.round((counts.answeredInTime / counts.counted) * 100),
    medianHours: counts.medianSeconds === null ? null : Math.max(1, Math.round(counts.medianSeconds / 3600)),
  };
}

/** The median time in words: hours under two days, else days. */
export function formatAnswerTime(hours: number): string {
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/**
 * An investor's public response stats (issue 33, scope 4; first shown in issue 12): over the pitches
 * received in the last 12 months, the share the investor answered (a message or a pass) and the median
 * time to that first answer. Shown from 5 pitches received on, as the startup response score is
 * (domain/applications/response-score.ts); before that the page says "New on Nordhub". Zod-free, pure.
 */

/** The stats look at the pitches received in this many days (12 months). */
export const REPLY_WINDOW_DAYS = 365;
/** Fewer pitches received say too little: the page says "New on Nordhub" instead. */
export const REPLY_RATE_MIN_PITCHES = 5;
export const NEW_INVESTOR_TEXT = 'New on Nordhub';

/** What the database sums up per investor over the window. */
export type ReplyCounts = {
  /** Pitches received in the window. */
  received: number;
  /** Of those, answered (a first message or a pass). */
  replied: number;
  /** The median seconds from pitch to first answer of the answered ones; null when none is answered. */
  medianSeconds: number | null;
};

export type ReplyRate = {
  /** How many pitches the figures are measured on (received in the last 12 months). */
  pitches: number;
  /** Whole percent answered. */
  answeredPercent: number;
  /** The median time to the first answer in whole hours (at least 1); null when none is answered. */
  medianHours: number | null;
};

export function toReplyRate(counts: ReplyCounts | undefined): ReplyRate | null {
  if (!counts || counts.received < REPLY_RATE_MIN_PITCHES) return null;
  return {
    pitches: counts.received,
    answeredPercent: Math.round((counts.replied / counts.received) * 100),
    medianHours: counts.medianSeconds === null ? null : Math.max(1, Math.round(counts.medianSeconds / 3600)),
  };
}

/** The median time in words: hours under two days, else days. */
export function formatAnswerTime(hours: number): string {
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

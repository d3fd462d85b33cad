import { formatAnswerTime, type ReplyRate } from '#domain/investors/reply-rate.ts';

/** The reply rate in words, e.g. "80% within 30 days, median 2 days (12 pitches)". */
export function replyRateText(rate: ReplyRate): string {
  const median = rate.medianHours === null ? '' : `, median ${formatAnswerTime(rate.medianHours)}`;
  return `${rate.answeredPercent}% within 30 days${median} (${rate.pitches} pitches)`;
}

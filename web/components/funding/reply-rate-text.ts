import { formatAnswerTime, type ReplyRate } from '#domain/investors/reply-rate.ts';

/** The response stats in words, e.g. "Replies to 80% of pitches, first reply in 2 days (median)". */
export function replyRateText(rate: ReplyRate): string {
  const median =
    rate.medianHours === null ? '' : `, first reply in ${formatAnswerTime(rate.medianHours)} (median)`;
  return `Replies to ${rate.answeredPercent}% of pitches${median}`;
}

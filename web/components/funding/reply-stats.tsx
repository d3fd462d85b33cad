import {
  formatAnswerTime,
  NEW_INVESTOR_TEXT,
  REPLY_RATE_MIN_PITCHES,
  type ReplyRate,
} from '#domain/investors/reply-rate.ts';

/**
 * An investor's public response stats (issue 33, scope 4): the reply rate and the median time to the
 * first reply over the pitches of the last 12 months, from 5 pitches on; "New on Nordhub" before.
 */
export function ReplyStats({ replyRate }: { replyRate: ReplyRate | null }) {
  return (
    <section
      aria-labelledby="reply-stats-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="reply-stats-heading" className="text-base font-semibold">
        Replies to pitches
      </h2>
      {replyRate ? (
        <>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Reply rate</dt>
            <dd className="font-semibold text-slate-900">{replyRate.answeredPercent}%</dd>
            <dt className="text-slate-600">Median time to first reply</dt>
            <dd className="font-semibold text-slate-900">
              {replyRate.medianHours === null ? 'No replies yet' : formatAnswerTime(replyRate.medianHours)}
            </dd>
          </dl>
          <p className="mt-2 text-sm text-slate-600">
            Over the {replyRate.pitches} pitches received through Nordhub in the last 12 months; a reply or a
            pass counts as an answer.
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 font-semibold text-slate-900">{NEW_INVESTOR_TEXT}</p>
          <p className="mt-1 text-sm text-slate-600">
            Reply stats show once {REPLY_RATE_MIN_PITCHES} pitches have arrived through Nordhub in 12 months.
          </p>
        </>
      )}
    </section>
  );
}

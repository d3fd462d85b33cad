import { formatFileSize } from '#domain/applications/cv-rules.ts';
import { type Choice, choiceLabel } from '#domain/investors/funding-choices.ts';
import type { Pitch } from '#domain/investors/pitch.schema.ts';
import { formatEuros, PITCH_STATUS_LABELS, passReasonLabel } from '#domain/investors/pitch-rules.ts';
import { type PitchSide, unreadText } from '#domain/investors/pitch-thread-rules.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';

/** The one date format of the site, the same here as in the pitch lists. */
function formatDate(iso: string): string {
  return formatUtcDate(new Date(iso));
}

/** The status of a pitch as a short label ("Waiting for an answer", "Replied", "Passed"). */
export function PitchStatusBadge({ status }: { status: Pitch['status'] }) {
  const colour =
    status === 'SENT'
      ? 'bg-amber-100 text-amber-900'
      : status === 'REPLIED'
        ? 'bg-green-100 text-green-900'
        : 'bg-slate-200 text-slate-900';
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colour}`}>
      {PITCH_STATUS_LABELS[status]}
    </span>
  );
}

/** A conversation's unread messages and, when it waits for the reader's side, a note saying so. */
export function ThreadBadges({ pitch, ownSide }: { pitch: Pitch; ownSide: PitchSide }) {
  return (
    <>
      {pitch.unread > 0 && (
        <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
          {unreadText(pitch.unread)}
        </span>
      )}
      {pitch.waitsFor === ownSide && pitch.status !== 'SENT' && (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          Waits for your answer
        </span>
      )}
      {pitch.closedAt && (
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-900">
          Closed
        </span>
      )}
    </>
  );
}

/**
 * A pitch as both sides read it: what was sent (message, amount, stage, the deck to download) and the
 * investor's answer (a reply, whose text is the conversation's first message, or a pass with its reason).
 */
export function PitchDetails({
  pitch,
  stages,
  deckUrl,
}: {
  pitch: Pitch;
  stages: Choice[];
  deckUrl: string;
}) {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="pitch-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="pitch-heading" className="text-lg font-semibold">
          The pitch
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Sent</dt>
          <dd>
            {formatDate(pitch.createdAt)}
            {pitch.senderName ? ` by ${pitch.senderName}` : ''}
          </dd>
          <dt className="text-slate-600">Raising</dt>
          <dd>{formatEuros(pitch.amount)}</dd>
          <dt className="text-slate-600">Stage</dt>
          <dd>{choiceLabel(stages, pitch.stage)}</dd>
          <dt className="text-slate-600">Deck</dt>
          <dd>
            <a href={deckUrl} className="font-medium text-brand-700 underline" download>
              {pitch.deckFileName}
            </a>{' '}
            ({formatFileSize(pitch.deckBytes)})
          </dd>
        </dl>
        <p className="mt-4 whitespace-pre-line text-slate-800">{pitch.message}</p>
      </section>
      <section
        aria-labelledby="answer-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="answer-heading" className="text-lg font-semibold">
          Answer
        </h2>
        <p className="mt-2">
          <PitchStatusBadge status={pitch.status} />
          {pitch.answeredAt && (
            <span className="ml-2 text-sm text-slate-600">on {formatDate(pitch.answeredAt)}</span>
          )}
        </p>
        {pitch.status === 'REPLIED' && (
          <p className="mt-3 text-slate-800">The reply and what followed are in the conversation below.</p>
        )}
        {pitch.status === 'PASSED' && (
          <div className="mt-3 text-slate-800">
            <p>
              <span className="font-medium">Reason:</span> {passReasonLabel(pitch.passReason)}
            </p>
            {pitch.passNote && <p className="mt-2 whitespace-pre-line">{pitch.passNote}</p>}
          </div>
        )}
      </section>
    </div>
  );
}

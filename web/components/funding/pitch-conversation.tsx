import { Form } from 'react-router';
import type { PitchThread } from '#domain/investors/pitch.schema.ts';
import { PITCH_MESSAGE_BODY_MAX, type PitchSide } from '#domain/investors/pitch-thread-rules.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { postedText, useFormResult } from '../../lib/form-result.ts';
import { FormError, SECONDARY_SUBMIT_BUTTON, SubmitButton, TextAreaField } from '../ui/form-controls.tsx';
import { TextWithLinks } from '../ui/text-with-links.tsx';

/** "28 Nov 2026, 14:05 UTC": the site's date with the time, the same on server and browser. */
function formatMoment(iso: string): string {
  return `${formatUtcDate(new Date(iso))}, ${iso.slice(11, 16)} UTC`;
}

/**
 * A pitch's thread (issue 33) as either side reads it: the messages after the pitch, oldest first,
 * as plain text with clickable links (never HTML), then the form to write and the button to close
 * the thread; both post to the page's action (intents `message` and `close`), without JavaScript too.
 */
export function PitchConversation({ thread }: { thread: PitchThread }) {
  const message = useFormResult('message');
  const close = useFormResult('close');
  const { pitch } = thread;
  const sideName = (side: PitchSide) => (side === 'startup' ? pitch.company.name : pitch.investor.name);
  return (
    <section
      aria-labelledby="conversation-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="conversation-heading" className="text-lg font-semibold">
        Conversation
      </h2>
      {thread.messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No messages after the pitch yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {thread.messages.map((item) => (
            <li
              key={item.id}
              className={`rounded-lg border p-3 ${item.side === thread.viewerSide ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-slate-50'}`}
            >
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{sideName(item.side)}</span>
                {item.authorName ? ` · ${item.authorName}` : ''} ·{' '}
                <time dateTime={item.createdAt}>{formatMoment(item.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-900">
                <TextWithLinks text={item.body} external />
              </p>
            </li>
          ))}
        </ol>
      )}
      {pitch.closedAt ? (
        <p className="mt-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900">
          This conversation was closed
          {thread.closedBySide ? ` by ${sideName(thread.closedBySide)}` : ''} on{' '}
          {formatUtcDate(new Date(pitch.closedAt))}. No more messages can be sent.
        </p>
      ) : thread.canWrite ? (
        <div className="mt-4 space-y-4">
          <Form method="post" noValidate className="space-y-3" aria-label="Write a message">
            <FormError message={message.formError} />
            <TextAreaField
              label="Your message"
              name="body"
              rows={4}
              maxLength={PITCH_MESSAGE_BODY_MAX}
              hint="Plain text; links are made clickable."
              defaultValue={postedText(message.values, 'body')}
              error={message.fieldErrors.body}
            />
            <SubmitButton name="intent" value="message" busyText="Sending…">
              Send message
            </SubmitButton>
          </Form>
          <Form method="post" aria-label="Close the conversation">
            <FormError message={close.formError} />
            <p className="mb-2 text-sm text-slate-700">
              Closing ends the conversation for both sides: nobody can write in it after.
            </p>
            <SubmitButton name="intent" value="close" busyText="Closing…" className={SECONDARY_SUBMIT_BUTTON}>
              Close conversation
            </SubmitButton>
          </Form>
        </div>
      ) : null}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { SubmitButton } from '../ui/form-controls.tsx';
import type { PendingConfirm } from './pipeline-action-data.ts';

const DANGER_BUTTON =
  'rounded-md bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
const CANCEL_LINK =
  'rounded-md border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/**
 * The second click before anything is mailed: rejecting candidates (a move to Rejected is final
 * and sends the rejection mail) or sending the "To be rejected" batch. It comes back from the
 * action, so it works without JavaScript; with JavaScript it takes the focus when it appears.
 */
export function ConfirmPanel({
  confirm,
  names,
  count,
  cancelTo,
}: {
  confirm: PendingConfirm;
  /** The candidates' names, for a rejection. */
  names: string[];
  /** How many wait in To be rejected, for the batch. */
  count: number;
  cancelTo: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const isBatch = confirm.kind === 'send-rejections';
  const title = isBatch
    ? `Send the rejection mail to ${count === 1 ? '1 candidate' : `${count} candidates`}?`
    : names.length === 1
      ? `Reject ${names[0]}?`
      : `Reject ${names.length} candidates?`;
  return (
    <section
      aria-labelledby="confirm-heading"
      aria-describedby="confirm-text"
      className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-5"
    >
      <h2 id="confirm-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-red-900">
        {title}
      </h2>
      <p id="confirm-text" className="mt-1 text-sm text-red-950">
        {isBatch
          ? 'Everyone in To be rejected gets your rejection mail now and moves to Rejected. Rejected is final: the cards cannot be moved again.'
          : 'The rejection mail goes out at once, and Rejected is final: the card cannot be moved again.'}
      </p>
      {!isBatch && names.length > 1 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-red-950">
          {names.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two candidates may share a name.
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="confirmed" value="true" />
          {confirm.kind === 'reject' ? (
            <>
              <input type="hidden" name="stage" value="rejected" />
              {confirm.ids.length === 1 ? (
                <input type="hidden" name="applicationId" value={confirm.ids[0]} />
              ) : (
                confirm.ids.map((id) => <input key={id} type="hidden" name="ids" value={id} />)
              )}
              <SubmitButton
                name="intent"
                value={confirm.ids.length === 1 ? 'move' : 'bulk-move'}
                className={DANGER_BUTTON}
                busyText="Rejecting…"
              >
                Reject and send the mail
              </SubmitButton>
            </>
          ) : (
            <>
              <input type="hidden" name="jobId" value={confirm.jobId ?? ''} />
              <SubmitButton
                name="intent"
                value="send-rejections"
                className={DANGER_BUTTON}
                busyText="Sending…"
              >
                Send the rejections
              </SubmitButton>
            </>
          )}
        </Form>
        <Link to={cancelTo} className={CANCEL_LINK} preventScrollReset>
          Cancel
        </Link>
      </div>
    </section>
  );
}

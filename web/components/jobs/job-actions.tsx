import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiRequest } from '../../lib/api-client.ts';
import { type TalentOffer, TalentProfileOffer } from '../profiles/talent-profile-offer.tsx';

export type JobToggleState = { saved: boolean; interestedAt: string | null };

/**
 * Who meets the job page's talent features: nobody logged in (null), a talent ('talent'), or
 * another profile, offered to switch to or create a talent profile (issue 14).
 */
export type JobTalentAccess = 'talent' | TalentOffer | null;

type Intent = 'save' | 'interested';

const BUTTON =
  'block w-full rounded-md border px-3 py-2 text-center text-sm font-semibold disabled:cursor-wait disabled:opacity-60';
const OFF = `${BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
const ON = `${BUTTON} border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100`;

/**
 * Save and interest on a job page (docs/product.md, Interest, saving and following): talent features. Logged out, a button opens
 * the log-in modal (`?to=` back to this job with the intent), and after logging in the intent is
 * carried out. A startup or investor profile is offered its talent profile instead of the buttons
 * (their "My jobs" is not a talent's). Following the startup is the startup box's FollowButton.
 */
export function JobActions({
  jobId,
  access,
  initial,
}: {
  jobId: string;
  access: JobTalentAccess;
  /** The talent's flags; null unless `access` is 'talent'. */
  initial: JobToggleState | null;
}) {
  const [state, setState] = useState(access === 'talent' ? initial : null);
  const [busy, setBusy] = useState<Intent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const intentDone = useRef(false);
  const jobPath = `/jobs/${jobId}`;

  const run = async (intent: Intent, on: boolean) => {
    if (busy) return;
    setBusy(intent);
    setError(null);
    const path =
      intent === 'save'
        ? `/api/jobs/${jobId}/${on ? 'save' : 'unsave'}`
        : `/api/jobs/${jobId}/${on ? 'interested' : 'uninterested'}`;
    const result = await apiRequest<Partial<JobToggleState>>('POST', path);
    setBusy(null);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setState((current) => (current ? { ...current, ...result.data } : current));
  };

  // Back from the log-in modal with an intent: carry it out once, then drop it from the address.
  const pendingIntent = searchParams.get('intent');
  useEffect(() => {
    if (!state || intentDone.current) return;
    if (pendingIntent !== 'save' && pendingIntent !== 'interested') return;
    intentDone.current = true;
    const next = new URLSearchParams(searchParams);
    next.delete('intent');
    setSearchParams(next, { replace: true, preventScrollReset: true });
    const isOn = pendingIntent === 'save' ? state.saved : state.interestedAt !== null;
    if (!isOn) void run(pendingIntent, true);
  });

  if (access === null) {
    const loginFor = (intent: Intent) => `?to=${encodeURIComponent(`${jobPath}?intent=${intent}`)}`;
    return (
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        <Link to={loginFor('save')} className={OFF} preventScrollReset>
          Save job
        </Link>
        <Link to={loginFor('interested')} className={OFF} preventScrollReset>
          I'm interested
        </Link>
      </div>
    );
  }

  if (access === 'switch' || access === 'create') {
    // An intent from before the log-in goes on with the talent profile, once it is in use.
    const intent = pendingIntent === 'save' || pendingIntent === 'interested' ? pendingIntent : null;
    return (
      <TalentProfileOffer offer={access} returnTo={intent ? `${jobPath}?intent=${intent}` : jobPath}>
        {access === 'switch'
          ? 'Saving jobs and showing interest work with your talent profile.'
          : 'Saving jobs and showing interest need a talent profile.'}
      </TalentProfileOffer>
    );
  }
  if (!state) return null;

  const isInterested = state.interestedAt !== null;
  return (
    <div>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        <button
          type="button"
          aria-pressed={state.saved}
          disabled={busy !== null}
          onClick={() => void run('save', !state.saved)}
          className={state.saved ? ON : OFF}
        >
          {state.saved ? 'Saved' : 'Save job'}
        </button>
        <button
          type="button"
          aria-pressed={isInterested}
          disabled={busy !== null}
          onClick={() => void run('interested', !isInterested)}
          className={isInterested ? ON : OFF}
        >
          {isInterested ? 'Interested' : "I'm interested"}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-600 empty:mt-0">
        {state.saved ? (
          <>
            In{' '}
            <Link to="/client/my-jobs" className="font-semibold text-brand-700 hover:underline">
              My jobs
            </Link>
          </>
        ) : null}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

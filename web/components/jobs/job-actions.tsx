import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiRequest } from '../../lib/api-client.ts';

export type JobPageState = { saved: boolean; interestedAt: string | null; followed: boolean };

type Intent = 'save' | 'interested' | 'follow';

const BUTTON =
  'w-full rounded-md border px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-60';
const OFF = `${BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
const ON = `${BUTTON} border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100`;

/**
 * Save, interest and follow on a job page (spec §4 toggles). Logged out, a button opens the log-in
 * modal (`?to=` back to this job with the intent), and after logging in the intent is carried out.
 */
export function JobActions({
  jobId,
  companyKey,
  companyName,
  initial,
}: {
  jobId: string;
  companyKey: string;
  companyName: string;
  /** null when nobody is logged in. */
  initial: JobPageState | null;
}) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState<Intent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const intentDone = useRef(false);

  const run = async (intent: Intent, on: boolean) => {
    if (busy) return;
    setBusy(intent);
    setError(null);
    const path =
      intent === 'follow'
        ? `/api/companies/${encodeURIComponent(companyKey)}/${on ? 'follow' : 'unfollow'}`
        : intent === 'save'
          ? `/api/jobs/${jobId}/${on ? 'save' : 'unsave'}`
          : `/api/jobs/${jobId}/${on ? 'interested' : 'uninterested'}`;
    const result = await apiRequest<Partial<JobPageState>>('POST', path);
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
    if (pendingIntent !== 'save' && pendingIntent !== 'interested' && pendingIntent !== 'follow') return;
    intentDone.current = true;
    const next = new URLSearchParams(searchParams);
    next.delete('intent');
    setSearchParams(next, { replace: true, preventScrollReset: true });
    const isOn =
      pendingIntent === 'save'
        ? state.saved
        : pendingIntent === 'interested'
          ? state.interestedAt !== null
          : state.followed;
    if (!isOn) void run(pendingIntent, true);
  });

  if (!state) {
    const loginFor = (intent: Intent) => `?to=${encodeURIComponent(`/jobs/${jobId}?intent=${intent}`)}`;
    return (
      <div className="space-y-2">
        <Link to={loginFor('save')} className={`block text-center ${OFF}`} preventScrollReset>
          Save job
        </Link>
        <Link to={loginFor('interested')} className={`block text-center ${OFF}`} preventScrollReset>
          I'm interested
        </Link>
        <Link to={loginFor('follow')} className={`block text-center ${OFF}`} preventScrollReset>
          Follow {companyName}
        </Link>
      </div>
    );
  }

  const isInterested = state.interestedAt !== null;
  return (
    <div className="space-y-2">
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
      <button
        type="button"
        aria-pressed={state.followed}
        disabled={busy !== null}
        onClick={() => void run('follow', !state.followed)}
        className={state.followed ? ON : OFF}
      >
        {state.followed ? `Following ${companyName}` : `Follow ${companyName}`}
      </button>
      <p role="status" className="text-sm text-slate-600">
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
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiRequest } from '../../lib/api-client.ts';

const BUTTON =
  'inline-block rounded-md border px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-60';
const OFF = `${BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
const ON = `${BUTTON} border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100`;

/**
 * Follow / Following on a startup page and in a job page's startup box (docs/product.md, Interest, saving and following 'startup follow
 * toggles followed'). Logged out, it is a link that opens the log-in modal (`?to=` back to this page
 * with `intent=follow`), and after logging in the follow is carried out, as the job page's buttons do.
 */
export function FollowButton({
  companyKey,
  initial,
  pagePath = `/startups/${encodeURIComponent(companyKey)}`,
}: {
  companyKey: string;
  /** Whether the signed-in user follows the startup; null when nobody is logged in. */
  initial: boolean | null;
  /** The page the button is on, to come back to after logging in (the startup page by default). */
  pagePath?: string;
}) {
  const [followed, setFollowed] = useState(initial);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const intentDone = useRef(false);

  const run = async (follow: boolean) => {
    if (isBusy) return;
    setBusy(true);
    setError(null);
    const result = await apiRequest<{ followed: boolean }>(
      'POST',
      `/api/companies/${encodeURIComponent(companyKey)}/${follow ? 'follow' : 'unfollow'}`,
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setFollowed(result.data.followed);
  };

  // Back from the log-in modal with the intent: follow once, then drop it from the address.
  const hasIntent = searchParams.get('intent') === 'follow';
  useEffect(() => {
    if (followed === null || !hasIntent || intentDone.current) return;
    intentDone.current = true;
    const next = new URLSearchParams(searchParams);
    next.delete('intent');
    setSearchParams(next, { replace: true, preventScrollReset: true });
    if (!followed) void run(true);
  });

  if (followed === null) {
    return (
      <Link to={`?to=${encodeURIComponent(`${pagePath}?intent=follow`)}`} className={OFF} preventScrollReset>
        Follow
      </Link>
    );
  }
  return (
    <div>
      <button
        type="button"
        aria-pressed={followed}
        disabled={isBusy}
        onClick={() => void run(!followed)}
        className={followed ? ON : OFF}
      >
        {followed ? 'Following' : 'Follow'}
      </button>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

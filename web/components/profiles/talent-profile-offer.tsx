import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * How a signed-in person meets a talent feature (saving jobs, interest, the job digest) while
 * using another profile: 'switch' when they have a talent profile, 'create' when they have none.
 */
export type TalentOffer = 'switch' | 'create';

/**
 * The offer shown instead of a talent feature to a startup or investor profile (issue 14): switch
 * to the talent profile (the Switch profile modal, then back to `returnTo`), or create one (the
 * talent profile page, which returns to `returnTo` once the profile exists).
 */
export function TalentProfileOffer({
  offer,
  returnTo,
  className = '',
  children,
}: {
  offer: TalentOffer;
  /** A same-origin path to come back to once the talent profile is in use. */
  returnTo: string;
  className?: string;
  /** What needs the talent profile, in a sentence; the link follows it. */
  children: ReactNode;
}) {
  const to = encodeURIComponent(returnTo);
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      {children}{' '}
      {offer === 'switch' ? (
        // The query opens the Switch profile modal on this very page (auth-modal-host.tsx).
        <Link
          to={`?switchProfile=1&to=${to}`}
          preventScrollReset
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          Switch to your talent profile
        </Link>
      ) : (
        <Link
          to={`/client/applicant?create=1&to=${to}`}
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          Create a talent profile
        </Link>
      )}
    </p>
  );
}

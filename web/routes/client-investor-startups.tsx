import { Link } from 'react-router';
import { formatEuros } from '#domain/investors/pitch-rules.ts';
import { unreadText } from '#domain/investors/pitch-thread-rules.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { PitchStatusBadge, ThreadBadges } from '../components/funding/pitch-details.tsx';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { requireInvestorMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-investor-startups.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `${loaderData.investor.name}: pitching startups` : 'Pitching startups',
    description: 'The startups that pitched you on Nordhub.',
    noIndex: true,
  });
}

/** Founders' pitches: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  return getAppContext(context).services.pitches.listInvestorPitches(me.id, params.investor);
}

/**
 * `/client/investors/{key}/startups` (issues 12 and 33): the investor's inbox: the startups that
 * pitched it, each conversation's unread messages, and how many wait for the investor's answer.
 */
export default function ClientInvestorStartups({ loaderData }: Route.ComponentProps) {
  const { investor, pitches } = loaderData;
  const base = `/client/investors/${encodeURIComponent(investor.key)}/startups`;
  const waiting = pitches.filter((pitch) => pitch.waitsFor === 'investor').length;
  const unread = pitches.reduce((sum, pitch) => sum + pitch.unread, 0);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link
          to={`/client/investors/${encodeURIComponent(investor.key)}`}
          className="font-medium text-brand-700 underline"
        >
          Investor dashboard
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Pitching startups</h1>
      <p className="mt-2 text-slate-700">
        {waiting === 1
          ? '1 conversation waits for your answer.'
          : `${waiting} conversations wait for your answer.`}{' '}
        {unread === 0 ? 'No unread messages.' : `${unreadText(unread)}.`}
      </p>
      {pitches.length === 0 ? (
        <p className="mt-6 text-slate-700">No startup has pitched you yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {pitches.map((pitch) => (
            <li key={pitch.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex items-center gap-3">
                <LogoImage image={pitch.company.logoImage} name={pitch.company.name} size={40} />
                <div>
                  <Link to={`${base}/${pitch.id}`} className="font-semibold text-brand-700 underline">
                    {pitch.company.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {formatEuros(pitch.amount)} · sent{' '}
                    <time dateTime={pitch.createdAt}>{formatUtcDate(new Date(pitch.createdAt))}</time>
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <ThreadBadges pitch={pitch} ownSide="investor" />
                <PitchStatusBadge status={pitch.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

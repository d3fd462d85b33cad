import { Link } from 'react-router';
import { formatEuros } from '#domain/investors/pitch-rules.ts';
import { unreadText } from '#domain/investors/pitch-thread-rules.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { PitchStatusBadge, ThreadBadges } from '../components/funding/pitch-details.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-funding.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `${loaderData.company.name}: funding` : 'Funding',
    description: "Your startup's pitches to investors and their answers.",
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  return getAppContext(context).services.pitches.listStartupPitches(me.id, params.company);
}

/**
 * `/client/startups/{key}/funding` (issues 12 and 33): the startup's pitches, their answers, and
 * each conversation's unread messages and whether it waits for the startup.
 */
export default function ClientStartupFunding({ loaderData }: Route.ComponentProps) {
  const { company, pitches } = loaderData;
  const base = `/client/startups/${encodeURIComponent(company.key)}/funding`;
  const unread = pitches.reduce((sum, pitch) => sum + pitch.unread, 0);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Funding</h1>
      <p className="mt-2 text-slate-700">
        The pitches {company.name} sent to investors, and their answers.{' '}
        <Link to="/funding" className="font-medium text-brand-700 underline">
          Find investors
        </Link>
      </p>
      {pitches.length > 0 && (
        <p className="mt-2 text-slate-700">
          {unread === 0 ? 'No unread messages.' : `${unreadText(unread)} from investors.`}
        </p>
      )}
      {pitches.length === 0 ? (
        <p className="mt-6 text-slate-700">No pitches yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {pitches.map((pitch) => (
            <li key={pitch.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <Link to={`${base}/${pitch.id}`} className="font-semibold text-brand-700 underline">
                  {pitch.investor.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {formatEuros(pitch.amount)} · sent{' '}
                  <time dateTime={pitch.createdAt}>{formatUtcDate(new Date(pitch.createdAt))}</time>
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <ThreadBadges pitch={pitch} ownSide="startup" />
                <PitchStatusBadge status={pitch.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Link } from 'react-router';
import { formatEuros } from '#domain/investors/pitch-rules.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { PitchStatusBadge } from '../components/funding/pitch-details.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-funding.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? `${loaderData.company.name}: funding` : 'Funding',
      description: "Your startup's pitches to investors and their answers.",
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  return getAppContext(context).services.pitches.listStartupPitches(me.id, params.company);
}

/** `/client/startups/{key}/funding` (issue 12): the startup's pitches and their answers. */
export default function ClientStartupFunding({ loaderData }: Route.ComponentProps) {
  const { company, pitches } = loaderData;
  const base = `/client/startups/${encodeURIComponent(company.key)}/funding`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Funding</h1>
      <p className="mt-2 text-slate-700">
        The pitches {company.name} sent to investors, and their answers.{' '}
        <Link to="/funding" className="font-medium text-brand-700 underline">
          Find investors
        </Link>
      </p>
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
              <PitchStatusBadge status={pitch.status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

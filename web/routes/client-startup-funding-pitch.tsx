import { Link } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { PitchDetails } from '../components/funding/pitch-details.tsx';
import { StatusMessage } from '../components/ui/form-controls.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-funding-pitch.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? `Pitch to ${loaderData.pitch.investor.name}` : 'Pitch',
      description: 'Your pitch to an investor and its answer.',
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  try {
    const [pitch, choices] = await Promise.all([
      services.pitches.getStartupPitch(me.id, params.company, params.id),
      services.funding.getChoices(),
    ]);
    return { pitch, stages: choices.stages, isSent: url.searchParams.get('sent') === '1' };
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw notFound();
    throw error;
  }
}

/** `/client/startups/{key}/funding/{id}` (issue 12): one pitch and the investor's answer. */
export default function ClientStartupFundingPitch({ loaderData }: Route.ComponentProps) {
  const { pitch } = loaderData;
  const companyKey = encodeURIComponent(pitch.company.key);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to={`/client/startups/${companyKey}/funding`} className="font-medium text-brand-700 underline">
          All pitches
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Pitch to {pitch.investor.name}</h1>
      <div className="mt-4">
        <StatusMessage
          message={loaderData.isSent ? `Your pitch was sent to ${pitch.investor.name}.` : null}
        />
      </div>
      <div className="mt-4">
        <PitchDetails
          pitch={pitch}
          stages={loaderData.stages}
          deckUrl={`/api/companies/${companyKey}/pitches/${pitch.id}/deck`}
        />
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { PitchMessageInput } from '#domain/investors/pitch.schema.ts';
import { getAppContext } from '../app-context.ts';
import { PitchConversation } from '../components/funding/pitch-conversation.tsx';
import { PitchDetails } from '../components/funding/pitch-details.tsx';
import { StatusMessage } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-funding-pitch.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Pitch to ${loaderData.thread.pitch.investor.name}` : 'Pitch',
    description: 'Your pitch to an investor, its answer and the conversation.',
    noIndex: true,
  });
}

/** A conversation with an investor: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  return withNotFoundPage(async () => {
    const [thread, choices] = await Promise.all([
      services.pitches.getThread(me.id, { side: 'startup', key: params.company }, params.id),
      services.funding.getChoices(),
    ]);
    return { thread, stages: choices.stages, isSent: url.searchParams.get('sent') === '1' };
  });
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const form = await readForm(request);
  const { pitches } = getAppContext(context).services;
  const portal = { side: 'startup' as const, key: params.company };
  return runFormAction(form, async () => {
    if (form.intent === 'close') {
      await pitches.closeThread(me.id, portal, params.id);
      return { ok: true as const, intent: form.intent, message: 'You closed the conversation.' };
    }
    const message = parseForm(PitchMessageInput, form.values);
    await pitches.postMessage(me.id, portal, params.id, message);
    return { ok: true as const, intent: 'message', message: 'Your message was sent.' };
  });
}

/**
 * `/client/startups/{key}/funding/{id}` (issues 12 and 33): the pitch, the investor's answer, and the
 * conversation with the investor.
 */
export default function ClientStartupFundingPitch({ loaderData }: Route.ComponentProps) {
  const { thread } = loaderData;
  const { pitch } = thread;
  const result = useFormResult(['message', 'close']);
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
          message={
            result.message ?? (loaderData.isSent ? `Your pitch was sent to ${pitch.investor.name}.` : null)
          }
        />
      </div>
      <div className="mt-4 space-y-6">
        <PitchDetails
          pitch={pitch}
          stages={loaderData.stages}
          deckUrl={`/api/companies/${companyKey}/pitches/${pitch.id}/deck`}
        />
        <PitchConversation thread={thread} />
      </div>
    </div>
  );
}

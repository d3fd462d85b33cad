import { Form, Link } from 'react-router';
import { AnswerPitchInput, PitchMessageInput } from '#domain/investors/pitch.schema.ts';
import { PASS_REASONS } from '#domain/investors/pitch-rules.ts';
import { getAppContext } from '../app-context.ts';
import { PitchConversation } from '../components/funding/pitch-conversation.tsx';
import { PitchDetails } from '../components/funding/pitch-details.tsx';
import {
  ChoiceGroup,
  FormError,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireInvestorMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-investor-startup.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Pitch from ${loaderData.thread.pitch.company.name}` : 'Pitch',
    description: "A startup's pitch: read it, download the deck, write to the founders or pass.",
    noIndex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const { services } = getAppContext(context);
  return withNotFoundPage(async () => {
    const [thread, choices] = await Promise.all([
      services.pitches.getThread(me.id, { side: 'investor', key: params.investor }, params.id),
      services.funding.getChoices(),
    ]);
    return { thread, stages: choices.stages };
  });
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const form = await readForm(request);
  const { pitches } = getAppContext(context).services;
  const portal = { side: 'investor' as const, key: params.investor };
  return runFormAction(form, async () => {
    if (form.intent === 'close') {
      await pitches.closeThread(me.id, portal, params.id);
      return { ok: true as const, intent: form.intent, message: 'You closed the conversation.' };
    }
    if (form.intent === 'pass') {
      const answer = parseForm(AnswerPitchInput, { ...form.values, answer: 'pass' });
      await pitches.answerPitch(me.id, params.investor, params.id, answer);
      return { ok: true as const, intent: form.intent, message: 'You passed on this pitch.' };
    }
    const message = parseForm(PitchMessageInput, form.values);
    await pitches.postMessage(me.id, portal, params.id, message);
    return { ok: true as const, intent: 'message', message: 'Your message was sent.' };
  });
}

/**
 * `/client/investors/{key}/startups/{id}` (issues 12 and 33): the pitch with its deck, the startup's
 * public page, the founder's name and email once the investor has written, the conversation, and a
 * pass with a reason from a short list (or a free text) that the startup sees. Every form is a plain
 * post to the page's action, working without JavaScript.
 */
export default function ClientInvestorStartup({ loaderData }: Route.ComponentProps) {
  const { thread } = loaderData;
  const { pitch } = thread;
  const result = useFormResult(['message', 'close', 'pass']);
  const pass = useFormResult('pass');
  const investorKey = encodeURIComponent(pitch.investor.key);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link
          to={`/client/investors/${investorKey}/startups`}
          className="font-medium text-brand-700 underline"
        >
          Pitching startups
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Pitch from {pitch.company.name}</h1>
      <div className="mt-4">
        <StatusMessage message={result.message} />
      </div>
      <div className="mt-4 space-y-6">
        <section
          aria-labelledby="startup-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="startup-heading" className="text-lg font-semibold">
            The startup
          </h2>
          <p className="mt-2">
            <Link to={thread.startupPagePath} className="font-medium text-brand-700 underline">
              {pitch.company.name} on Nordhub
            </Link>
          </p>
          {thread.founderContact ? (
            <p className="mt-2 text-slate-800">
              Founder: {thread.founderContact.name},{' '}
              <a href={`mailto:${thread.founderContact.email}`} className="text-brand-700 underline">
                {thread.founderContact.email}
              </a>
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              The founder's name and email show here once you have written in the conversation.
            </p>
          )}
        </section>
        <PitchDetails
          pitch={pitch}
          stages={loaderData.stages}
          deckUrl={`/api/investors/${investorKey}/pitches/${pitch.id}/deck`}
        />
        <PitchConversation thread={thread} />
        {thread.canWrite && pitch.status !== 'PASSED' && (
          <Form
            method="post"
            noValidate
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
            aria-labelledby="pass-heading"
          >
            <h2 id="pass-heading" className="text-lg font-semibold">
              Pass
            </h2>
            <FormError message={pass.formError} />
            <ChoiceGroup
              legend="Why you pass"
              name="passReason"
              type="radio"
              columns={1}
              options={PASS_REASONS}
              selected={[postedText(pass.values, 'passReason') ?? '']}
              error={pass.fieldErrors.passReason}
            />
            <TextAreaField
              label="In your words (optional; needed for another reason)"
              name="passNote"
              rows={3}
              defaultValue={postedText(pass.values, 'passNote')}
              error={pass.fieldErrors.passNote}
            />
            <p className="text-sm text-slate-700">Passing also closes the conversation.</p>
            <SubmitButton name="intent" value="pass" busyText="Passing…" className={SECONDARY_SUBMIT_BUTTON}>
              Pass on this pitch
            </SubmitButton>
          </Form>
        )}
      </div>
    </div>
  );
}

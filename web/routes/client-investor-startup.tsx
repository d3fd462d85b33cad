import { Form, Link } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import { AnswerPitchInput } from '#domain/investors/pitch.schema.ts';
import { PASS_REASONS, REPLY_MAX } from '#domain/investors/pitch-rules.ts';
import { getAppContext } from '../app-context.ts';
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
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/client-investor-startup.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? `Pitch from ${loaderData.pitch.company.name}` : 'Pitch',
      description: "A startup's pitch: read it, download the deck, reply or pass.",
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const { services } = getAppContext(context);
  try {
    const [pitch, choices] = await Promise.all([
      services.pitches.getInvestorPitch(me.id, params.investor, params.id),
      services.funding.getChoices(),
    ]);
    return { pitch, stages: choices.stages };
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw notFound();
    throw error;
  }
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const answer = parseForm(AnswerPitchInput, { ...form.values, answer: form.intent });
    await getAppContext(context).services.pitches.answerPitch(me.id, params.investor, params.id, answer);
    return {
      ok: true as const,
      intent: form.intent,
      message: answer.answer === 'reply' ? 'Your reply was sent.' : 'You passed on this pitch.',
    };
  });
}

/**
 * `/client/investors/{key}/startups/{id}` (issue 12): the pitch with its deck, and the answer: a
 * reply, or a pass with a reason from a short list (or a free text) that the startup sees. Both are
 * plain form posts (React Router action), working without JavaScript.
 */
export default function ClientInvestorStartup({ loaderData }: Route.ComponentProps) {
  const { pitch } = loaderData;
  const reply = useFormResult('reply');
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
        <StatusMessage message={reply.message ?? pass.message} />
      </div>
      <div className="mt-4">
        <PitchDetails
          pitch={pitch}
          stages={loaderData.stages}
          deckUrl={`/api/investors/${investorKey}/pitches/${pitch.id}/deck`}
        />
      </div>
      {pitch.status === 'SENT' && (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <Form
            method="post"
            noValidate
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
            aria-labelledby="reply-heading"
          >
            <h2 id="reply-heading" className="text-lg font-semibold">
              Reply
            </h2>
            <FormError message={reply.formError} />
            <TextAreaField
              label="Your reply"
              name="replyMessage"
              rows={5}
              maxLength={REPLY_MAX}
              defaultValue={postedText(reply.values, 'replyMessage')}
              error={reply.fieldErrors.replyMessage}
            />
            <SubmitButton name="intent" value="reply" busyText="Sending…">
              Send reply
            </SubmitButton>
          </Form>
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
            <SubmitButton name="intent" value="pass" busyText="Passing…" className={SECONDARY_SUBMIT_BUTTON}>
              Pass on this pitch
            </SubmitButton>
          </Form>
        </div>
      )}
    </div>
  );
}

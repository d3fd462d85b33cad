import { Form, Link, redirect } from 'react-router';
import { SendPitchInput } from '#domain/investors/pitch.schema.ts';
import {
  DECK_ACCEPT,
  DECK_FIELD,
  DECK_REQUIREMENTS_HINT,
  PITCH_MESSAGE_MAX,
} from '#domain/investors/pitch-rules.ts';
import { getAppContext } from '../app-context.ts';
import {
  FormError,
  InputField,
  SelectField,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/investor-send-pitch.ts';

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { funding } = app.services;
  return withNotFoundPage(async () => {
    const [investor, choices] = await Promise.all([
      funding.getInvestorQuietly(params.key),
      funding.getChoices(),
    ]);
    const startups = app.me?.companies ?? [];
    const selected = app.me?.profile?.startsWith('company:') ? app.me.profile.slice('company:'.length) : null;
    return {
      investor: {
        key: investor.key,
        name: investor.name,
        logoImage: investor.logoImage,
        website: investor.website,
      },
      contactPreference: investor.contactPreference,
      isLoggedIn: app.me !== null,
      startups: startups.map((s) => ({ value: s.key, text: s.name })),
      selectedStartup: (startups.some((s) => s.key === selected) ? selected : startups[0]?.key) ?? '',
      stages: choices.stages,
      path: url.pathname,
    };
  });
}

export async function action({ params, context, request, url }: Route.ActionArgs) {
  const me = requireUser(context, url);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const values = parseForm(SendPitchInput, form.values);
    const deck = form.formData.get(DECK_FIELD);
    const file = deck instanceof File && deck.size > 0 ? deck : null;
    const pitch = await services.pitches.sendPitch(me.id, params.key, values, {
      fileName: file?.name,
      data: file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(),
    });
    return redirect(`/client/startups/${encodeURIComponent(pitch.company.key)}/funding/${pitch.id}?sent=1`);
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      matches,
      title: loaderData ? `Send a pitch to ${loaderData.investor.name}` : 'Send a pitch',
      description: 'Send your pitch and deck to an investor through Nordhub.',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * `/investors/{key}/send-pitch` (issue 12): a startup member's pitch to an investor that takes
 * pitches by email: message, amount, stage and the deck (PDF, 10 MB). A multipart React Router
 * action: it works before hydration. Others are asked to log in or create a startup; a WEBSITE
 * investor shows its site instead.
 */
export default function InvestorSendPitch({ loaderData }: Route.ComponentProps) {
  const { investor, contactPreference, isLoggedIn, startups } = loaderData;
  const { fieldErrors, formError, values } = useFormResult();
  const back = `/funding/${encodeURIComponent(investor.key)}`;
  let body: React.ReactNode;
  if (contactPreference === 'WEBSITE') {
    body = (
      <p className="mt-6 text-slate-800">
        {investor.name} takes pitches on its own website.{' '}
        {investor.website && (
          <a
            href={investor.website}
            rel="noopener noreferrer nofollow"
            className="font-semibold text-brand-700 underline"
          >
            Pitch on their website
          </a>
        )}
      </p>
    );
  } else if (!isLoggedIn) {
    body = (
      <div className="mt-6 space-y-3 text-slate-800">
        <p>Pitches are sent by startups on Nordhub. Log in, or create your startup profile first.</p>
        <p className="flex flex-wrap gap-4">
          <Link to={`/?auth=login&to=${loaderData.path}`} className="font-semibold text-brand-700 underline">
            Log in
          </Link>
          <Link
            to={`/?auth=signup&to=/client/startups/new`}
            className="font-semibold text-brand-700 underline"
          >
            Create a startup
          </Link>
        </p>
      </div>
    );
  } else if (startups.length === 0) {
    body = (
      <div className="mt-6 space-y-3 text-slate-800">
        <p>Pitches are sent by startups: create your startup profile to pitch {investor.name}.</p>
        <Link to="/client/startups/new" className="font-semibold text-brand-700 underline">
          Create a startup
        </Link>
      </div>
    );
  } else {
    body = (
      <Form method="post" encType="multipart/form-data" noValidate className="mt-6 space-y-5">
        {/* A refused deck (415, 413) says why beside its field: the same words are not repeated on top. */}
        <FormError message={formError === fieldErrors.deck ? null : formError} />
        <SelectField
          label="Startup"
          name="companyKey"
          options={startups}
          defaultValue={postedText(values, 'companyKey') ?? loaderData.selectedStartup}
          error={fieldErrors.companyKey}
        />
        <TextAreaField
          label="Your message"
          name="message"
          rows={8}
          maxLength={PITCH_MESSAGE_MAX}
          required
          hint="What you do, your traction, your team and why this investor."
          defaultValue={postedText(values, 'message')}
          error={fieldErrors.message}
        />
        <InputField
          label="Amount you are raising (euros)"
          name="amount"
          inputMode="numeric"
          required
          defaultValue={postedText(values, 'amount')}
          error={fieldErrors.amount}
        />
        <SelectField
          label="Stage"
          name="stage"
          placeholder="Choose a stage"
          options={loaderData.stages}
          defaultValue={postedText(values, 'stage') ?? ''}
          error={fieldErrors.stage}
        />
        <InputField
          label="Deck (PDF, at most 10 MB)"
          name={DECK_FIELD}
          type="file"
          accept={DECK_ACCEPT}
          required
          hint={DECK_REQUIREMENTS_HINT}
          error={fieldErrors.deck}
        />
        <SubmitButton busyText="Sending…">Send pitch</SubmitButton>
      </Form>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <p className="text-sm">
        <Link to={back} className="font-medium text-brand-700 underline">
          Back to {investor.name}
        </Link>
      </p>
      <div className="mt-4 flex items-center gap-4">
        <LogoImage image={investor.logoImage} name={investor.name} size={56} />
        <h1 className="text-3xl font-bold text-slate-900">Send a pitch to {investor.name}</h1>
      </div>
      {body}
    </div>
  );
}

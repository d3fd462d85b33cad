import { Form, useNavigation } from 'react-router';
import { describeDigestPlaces, describeDigestRoles } from '#domain/digest/describe-digest-preferences.ts';
import {
  DigestPreferencesInput,
  type DigestSubscription,
  type OwnDigest,
} from '#domain/digest/digest.schema.ts';
import { describeDigestFrequency } from '#domain/digest/digest-constants.ts';
import { AppError } from '#domain/errors.ts';
import { selectProfile } from '#domain/users/build-profile-entries.ts';
import { getAppContext } from '../app-context.ts';
import { AccountSection, FormMessages } from '../components/account/form-messages.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../components/account/use-account-form.ts';
import {
  type DigestChoice,
  DigestPreferencesFields,
  toDigestChoice,
} from '../components/digest/digest-preferences-fields.tsx';
import { type TalentOffer, TalentProfileOffer } from '../components/profiles/talent-profile-offer.tsx';
import { type PostedForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { type FormSuccess, postedList, postedText, useFormResult } from '../lib/form-result.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-email-notifications.ts';

const PATH = '/client/email-notifications';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Email notifications',
    description: 'Your Nordhub job digest: countries, roles, how often, or unsubscribe.',
    noIndex: true,
  });
}

/** The subscription (and its settings key) is the signed-in user's own: never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * The talent's own digest. The digest is a talent feature: someone using a startup or investor
 * profile is offered their talent profile instead (as on /emailsignup).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireUser(context, url);
  const app = getAppContext(context);
  const selected = selectProfile(me.profiles, me.profile, app.rememberedProfile);
  if (selected?.type !== 'applicant') {
    const offer: TalentOffer = me.profiles.some((profile) => profile.type === 'applicant')
      ? 'switch'
      : 'create';
    return { offer, digest: null };
  }
  return { offer: null, digest: await app.services.digest.getOwn(me.id) };
}

/** The form's choice as the schema reads it: repeated check boxes are lists, the visa box a boolean. */
function readChoice(form: PostedForm) {
  const list = (name: string) =>
    form.formData.getAll(name).filter((value): value is string => typeof value === 'string');
  return {
    locations: list('locations'),
    roles: list('roles'),
    frequency: typeof form.values.frequency === 'string' ? form.values.frequency : undefined,
    visaSponsorshipOnly: form.values.visaSponsorshipOnly === 'true',
  };
}

/** The schema's output, or a VALIDATION error per group of choices (as the fields show them). */
function parseChoice(form: PostedForm): DigestPreferencesInput {
  const parsed = DigestPreferencesInput.safeParse(readChoice(form));
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '_')] ??= [issue.message];
  throw new AppError('VALIDATION', 'Please correct the fields marked below', fieldErrors);
}

/**
 * One form per change, told apart by the submit button's `intent`: subscribe (no subscription yet),
 * save (new choice), end, and restart (an ended or unconfirmed one, with the choice it holds). Plain
 * posts: they work before hydration and without JavaScript.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireUser(context, url);
  const { digest } = getAppContext(context).services;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const intent = form.intent;
    let result: { message: string };
    if (intent === 'subscribe') result = await digest.subscribeOwn(me.id, parseChoice(form));
    else if (intent === 'save') result = await digest.updateOwn(me.id, parseChoice(form));
    else if (intent === 'end') result = await digest.endOwn(me.id);
    else if (intent === 'restart') result = await digest.restartOwn(me.id);
    else throw new AppError('VALIDATION', 'Please use one of the buttons of the page');
    return { ok: true, message: result.message, intent } satisfies FormSuccess;
  });
}

const STATUS_TEXT: Record<DigestSubscription['status'], string> = {
  active: 'Active',
  unconfirmed: 'Pending confirmation',
  unsubscribed: 'Ended',
};

/** `/client/email-notifications` (the talent menu's Email notifications): the signed-in talent's job digest. */
export default function ClientEmailNotifications({ loaderData }: Route.ComponentProps) {
  const { offer, digest } = loaderData;
  const result = useFormResult();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Email notifications</h1>
      <p className="mt-3 text-slate-700">Your Nordhub job digest: new jobs at Nordic startups by email.</p>
      {offer || !digest ? (
        <TalentProfileOffer
          offer={offer ?? 'create'}
          returnTo={PATH}
          className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-base"
        >
          {offer === 'switch'
            ? 'The job digest works with your talent profile.'
            : 'The job digest needs a talent profile.'}
        </TalentProfileOffer>
      ) : (
        <div className="mt-8 space-y-6">
          <FormMessages error={result.formError} success={result.message} />
          {digest.subscription ? (
            <OwnSubscription subscription={digest.subscription} result={result} />
          ) : (
            <Subscribe digest={digest} result={result} />
          )}
        </div>
      )}
    </div>
  );
}

type Result = ReturnType<typeof useFormResult>;

/** The choice the fields show: what was posted when it was refused, else `fallback`. */
function shownChoice(result: Result, fallback: DigestChoice): DigestChoice {
  const { values } = result;
  if (!values) return fallback;
  return {
    locations: postedList(values, 'locations') ?? [],
    roles: postedList(values, 'roles') ?? [],
    frequency: postedText(values, 'frequency') ?? '',
    visaSponsorshipOnly: postedText(values, 'visaSponsorshipOnly') === 'true',
  };
}

function useIsSubmitting(): boolean {
  return useNavigation().state === 'submitting';
}

function IntentButton({
  intent,
  className,
  children,
}: {
  intent: string;
  className: string;
  children: string;
}) {
  const isBusy = useIsSubmitting();
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={isBusy}>
      {children}
    </button>
  );
}

function OwnSubscription({ subscription, result }: { subscription: DigestSubscription; result: Result }) {
  const choice = shownChoice(result, toDigestChoice(subscription));
  const isEnded = subscription.status === 'unsubscribed';
  const summary = isEnded
    ? `${subscription.email} does not get the job digest.`
    : `Jobs at Nordic startups in ${describeDigestPlaces(subscription)}, for ${describeDigestRoles(subscription)}${subscription.visaSponsorshipOnly ? ' with visa sponsorship' : ''}, ${describeDigestFrequency(subscription.frequency)}, to ${subscription.email}.`;
  return (
    <>
      <section
        aria-labelledby="digest-status-heading"
        className="rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="digest-status-heading" className="text-lg font-semibold text-slate-900">
          Status: {STATUS_TEXT[subscription.status]}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{summary}</p>
        {subscription.status === 'unconfirmed' && (
          <Form method="post" className="mt-4 space-y-3">
            <p className="text-sm text-slate-700">
              It waits for the link we emailed you. Your address is verified, so you can start it here.
            </p>
            <IntentButton intent="restart" className={PRIMARY_BUTTON}>
              Confirm subscription
            </IntentButton>
          </Form>
        )}
        {isEnded && (
          <Form method="post" className="mt-4">
            <IntentButton intent="restart" className={PRIMARY_BUTTON}>
              Subscribe again
            </IntentButton>
          </Form>
        )}
      </section>

      <AccountSection id="digest-preferences" title="What you get">
        <Form method="post" noValidate className="space-y-8" aria-label="Digest settings">
          <DigestPreferencesFields
            key={JSON.stringify(choice)}
            defaults={choice}
            errors={result.fieldErrors}
          />
          <IntentButton intent="save" className={PRIMARY_BUTTON}>
            Save changes
          </IntentButton>
        </Form>
      </AccountSection>

      {!isEnded && (
        <AccountSection
          id="end-digest"
          title="End the digest"
          description="Stop getting the job digest. You can subscribe again here at any time."
        >
          <Form method="post">
            <IntentButton intent="end" className={SECONDARY_BUTTON}>
              End subscription
            </IntentButton>
          </Form>
        </AccountSection>
      )}
    </>
  );
}

function Subscribe({ digest, result }: { digest: OwnDigest; result: Result }) {
  const choice = shownChoice(result, {
    locations: digest.suggested.locations,
    roles: digest.suggested.roles,
    frequency: 'daily',
    visaSponsorshipOnly: false,
  });
  const hasSuggestion = digest.suggested.locations.length > 0 || digest.suggested.roles.length > 0;
  return (
    <AccountSection id="digest-subscribe" title="Subscribe">
      <div className="space-y-2 text-sm text-slate-700">
        <p>You do not get the job digest yet.</p>
        {hasSuggestion && <p>The choice below starts from your quick apply preferences.</p>}
        <p>
          {digest.isEmailVerified
            ? `It goes to ${digest.email} and starts at once.`
            : `It goes to ${digest.email}. Your email address is not verified yet, so we send you a link to confirm the digest first.`}
        </p>
      </div>
      <Form method="post" noValidate className="mt-6 space-y-8" aria-label="Subscribe to the job digest">
        <DigestPreferencesFields key={JSON.stringify(choice)} defaults={choice} errors={result.fieldErrors} />
        <IntentButton intent="subscribe" className={PRIMARY_BUTTON}>
          Subscribe
        </IntentButton>
      </Form>
    </AccountSection>
  );
}

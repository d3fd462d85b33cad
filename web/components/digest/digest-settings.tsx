import { useEffect, useRef, useState } from 'react';
import { describeDigestPlaces, describeDigestRoles } from '#domain/digest/describe-digest-preferences.ts';
import type { DigestSubscription } from '#domain/digest/digest.schema.ts';
import { describeDigestFrequency } from '#domain/digest/digest-constants.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { AccountSection, FormMessages } from '../account/form-messages.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../account/use-account-form.ts';
import { DigestPreferencesFields, toDigestChoice } from './digest-preferences-fields.tsx';
import { useDigestForm } from './use-digest-form.ts';

const STATUS_TEXT: Record<DigestSubscription['status'], string> = {
  active: 'Subscribed',
  unconfirmed: 'Waiting for your confirmation',
  unsubscribed: 'Unsubscribed',
};

type Action = { isBusy: boolean; error: string | null; success: string | null };
/** The confirmation's success, worded when shown (from the subscription of that moment). */
const CONFIRMED = 'confirmed';
const IDLE: Action = { isBusy: false, error: null, success: null };

/** One button's request: ignored while one is in flight; its answer replaces the subscription. */
function useSubscriptionAction(onDone: (subscription: DigestSubscription) => void) {
  const inFlight = useRef(false);
  const [state, setState] = useState<Action>(IDLE);
  async function run(path: string, body: unknown, successMessage: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ isBusy: true, error: null, success: null });
    const result = await apiRequest<DigestSubscription>('POST', path, body);
    inFlight.current = false;
    if (result.ok) {
      onDone(result.data);
      setState({ isBusy: false, error: null, success: successMessage });
    } else {
      setState({ isBusy: false, error: result.error.message, success: null });
    }
  }
  return { ...state, run };
}

/**
 * `/profile-settings/{settingsKey}` without a login: the status, confirming (the mailed link adds
 * `?confirm=1`, confirmed from the browser so link scanners that only fetch the page do not), the
 * choice of countries, roles and frequency, and unsubscribing or subscribing again.
 */
export function DigestSettings({
  initial,
  autoConfirm,
}: {
  initial: DigestSubscription;
  autoConfirm: boolean;
}) {
  const [subscription, setSubscription] = useState(initial);
  const key = encodeURIComponent(subscription.settingsKey);
  const confirm = useSubscriptionAction(setSubscription);
  const membership = useSubscriptionAction(setSubscription);
  const preferences = useDigestForm();
  const autoConfirmed = useRef(false);

  const confirmNow = () =>
    confirm.run('/api/digest/confirm', { settingsKey: subscription.settingsKey }, CONFIRMED);
  // Worded from the subscription as it is now: a frequency saved after confirming shows at once.
  const confirmSuccess = confirm.success
    ? `Your subscription is confirmed. The job digest comes ${describeDigestFrequency(subscription.frequency)}.`
    : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser.
  useEffect(() => {
    if (!autoConfirm || autoConfirmed.current || initial.status !== 'unconfirmed') return;
    autoConfirmed.current = true;
    void confirmNow();
  }, []);

  const onSavePreferences = preferences.handleSubmit({
    parse: (values, schemas) =>
      schemas.DigestPreferencesInput.safeParse({
        locations: values.locations,
        roles: values.roles,
        frequency: values.frequency,
        visaSponsorshipOnly: values.visaSponsorshipOnly,
      }),
    send: (data) => apiRequest<DigestSubscription>('PUT', `/api/digest/${key}`, data),
    onSuccess: (saved) => {
      setSubscription(saved);
      return 'Your digest settings are saved.';
    },
  });

  const summary =
    subscription.status === 'unsubscribed'
      ? `${subscription.email} does not get the job digest.`
      : `Jobs at Nordic startups in ${describeDigestPlaces(subscription)}, for ${describeDigestRoles(subscription)}${subscription.visaSponsorshipOnly ? ' with visa sponsorship' : ''}, ${describeDigestFrequency(subscription.frequency)}, to ${subscription.email}.`;

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="digest-status-heading"
        className="rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="digest-status-heading" className="text-lg font-semibold text-slate-900">
          Status: {STATUS_TEXT[subscription.status]}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{summary}</p>
        <div className="mt-4 space-y-4">
          <FormMessages error={confirm.error} success={confirmSuccess} />
          {subscription.status === 'unconfirmed' && (
            <>
              <p className="text-sm text-slate-700">Confirm your subscription to start getting the digest.</p>
              <button
                type="button"
                className={PRIMARY_BUTTON}
                disabled={confirm.isBusy}
                onClick={() => void confirmNow()}
              >
                {confirm.isBusy ? 'Confirming…' : 'Confirm subscription'}
              </button>
            </>
          )}
        </div>
      </section>

      <AccountSection id="digest-preferences" title="What you get">
        <form noValidate onSubmit={onSavePreferences} className="space-y-8" aria-label="Digest settings">
          <FormMessages error={preferences.generalError} success={preferences.success} />
          <DigestPreferencesFields defaults={toDigestChoice(subscription)} errors={preferences.errors} />
          <button type="submit" className={PRIMARY_BUTTON} disabled={preferences.isBusy}>
            {preferences.isBusy ? 'Saving…' : 'Save changes'}
          </button>
        </form>
      </AccountSection>

      <AccountSection
        id="unsubscribe"
        title={subscription.status === 'unsubscribed' ? 'Subscribe again' : 'Unsubscribe'}
        description={
          subscription.status === 'unsubscribed'
            ? 'Get the job digest again with the settings above.'
            : 'Stop getting the job digest. You can subscribe again here at any time.'
        }
      >
        <div className="space-y-4">
          <FormMessages error={membership.error} success={membership.success} />
          {subscription.status === 'unsubscribed' ? (
            <button
              type="button"
              className={PRIMARY_BUTTON}
              disabled={membership.isBusy}
              onClick={() =>
                void membership.run(`/api/digest/${key}/resubscribe`, undefined, 'You are subscribed again.')
              }
            >
              Subscribe again
            </button>
          ) : (
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={membership.isBusy}
              onClick={() =>
                void membership.run(
                  `/api/digest/${key}/unsubscribe`,
                  undefined,
                  'You are unsubscribed. You will not get the job digest any more.',
                )
              }
            >
              Unsubscribe
            </button>
          )}
        </div>
      </AccountSection>
    </div>
  );
}

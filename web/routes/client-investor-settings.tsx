import { Form, Link } from 'react-router';
import { NOTIFICATION_EMAIL_MAX_LENGTH } from '#domain/companies/startup-settings-constants.ts';
import { AppError } from '#domain/errors.ts';
import {
  ContactPreferenceInput,
  type InvestorSettings,
  PitchEmailInput,
} from '#domain/investors/investor-settings.schema.ts';
import { getAppContext } from '../app-context.ts';
import {
  ChoiceGroup,
  FormError,
  InputField,
  StatusMessage,
  SubmitButton,
} from '../components/ui/form-controls.tsx';
import { PortalPageHeading, SettingsSection } from '../components/ui/portal-page.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireInvestorMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-investor-settings.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `${loaderData.settings.investorName}: investor settings` : 'Investor settings',
    description: 'How startups contact your investor profile on Nordhub, and where their pitches are mailed.',
    noIndex: true,
  });
}

/** The pitch address is private: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const settings = await getAppContext(context).services.investor.getSettings(me.id, params.investor);
  return { settings };
}

/** One form per section (plain posts: they work without JavaScript), told apart by `intent`. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const { services } = getAppContext(context);
  const key = params.investor;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    switch (form.intent) {
      case 'contact': {
        const input = parseForm(ContactPreferenceInput, form.values);
        await services.investor.updateSettings(me.id, key, input);
        return {
          ok: true as const,
          intent: 'contact',
          message:
            input.contactPreference === 'EMAIL'
              ? 'Saved: startups send you pitches through Nordhub.'
              : 'Saved: startups are sent to your website to pitch.',
        };
      }
      case 'pitch-email': {
        const input = parseForm(PitchEmailInput, form.values);
        await services.investor.updateSettings(me.id, key, input);
        return {
          ok: true as const,
          intent: 'pitch-email',
          message: input.contactEmail
            ? `Saved: pitches are mailed to ${input.contactEmail}.`
            : 'Saved: pitches are mailed to every member of the team.',
        };
      }
      default:
        throw new AppError('VALIDATION', 'Please use one of the buttons of the page');
    }
  });
}

function ContactSection({ settings, editPath }: { settings: InvestorSettings; editPath: string }) {
  const result = useFormResult('contact');
  const selected = postedText(result.values, 'contactPreference') ?? settings.contactPreference;
  return (
    <SettingsSection
      id="contact"
      title="How startups contact you"
      description={
        <>
          <p>
            Your public page shows startups one way to reach you: a "Send a pitch" form whose pitches arrive
            by email and in your portal, or a link to your own website.
          </p>
          {!settings.website && (
            <p className="mt-2">
              To send startups to your website, add it to{' '}
              <Link to={editPath} className="font-semibold text-brand-700 hover:underline">
                your investor profile
              </Link>{' '}
              first.
            </p>
          )}
        </>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <FormError message={result.formError} />
        <ChoiceGroup
          legend="Startups contact you by"
          name="contactPreference"
          type="radio"
          columns={1}
          options={[
            { value: 'EMAIL', text: 'Email: startups send pitches through Nordhub' },
            {
              value: 'WEBSITE',
              text: settings.website
                ? `Website: startups pitch on ${settings.website.replace(/^https?:\/\//, '')}`
                : 'Website: startups pitch on your website',
            },
          ]}
          selected={[selected]}
          error={result.fieldErrors.contactPreference}
        />
        <StatusMessage message={result.message} />
        <SubmitButton name="intent" value="contact" busyText="Saving…">
          Save contact preference
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}

function PitchEmailSection({ settings }: { settings: InvestorSettings }) {
  const result = useFormResult('pitch-email');
  return (
    <SettingsSection
      id="pitchEmail"
      title="Pitch emails"
      description={
        <p>
          Where pitches are mailed, with the deck attached. It is never shown to startups. Leave it empty and
          every member gets them
          {settings.memberEmails.length > 0 ? ` (now: ${settings.memberEmails.join(', ')})` : ''}.
          {settings.contactPreference === 'WEBSITE'
            ? ' While startups contact you on your website, Nordhub sends you no pitches.'
            : ''}
        </p>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <FormError message={result.formError} />
        <InputField
          label="Pitch email address"
          name="contactEmail"
          type="email"
          autoComplete="off"
          maxLength={NOTIFICATION_EMAIL_MAX_LENGTH}
          defaultValue={postedText(result.values, 'contactEmail') ?? settings.contactEmail ?? ''}
          hint="One address, like a shared inbox of the team."
          error={result.fieldErrors.contactEmail}
        />
        <StatusMessage message={result.message} />
        <SubmitButton name="intent" value="pitch-email" busyText="Saving…">
          Save pitch email
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}

/**
 * `/client/investors/{key}/settings` (issue 12, "Investor settings" in the user menu): how startups
 * contact the investor (EMAIL or WEBSITE) and the address pitches are mailed to. Each section is its
 * own form and works without JavaScript. Publishing stays on the profile form (as for startups).
 */
export default function ClientInvestorSettings({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const base = `/client/investors/${encodeURIComponent(settings.investorKey)}`;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <PortalPageHeading profileName={settings.investorName} profilePath={base} title="Investor settings" />
      <div className="mt-8 space-y-8">
        <ContactSection settings={settings} editPath={`${base}/edit`} />
        <PitchEmailSection settings={settings} />
      </div>
    </div>
  );
}

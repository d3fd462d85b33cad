import { type ReactNode, useEffect } from 'react';
import { Form } from 'react-router';
import {
  CareerDomainSettingsInput,
  LinkedinSettingsInput,
  NotificationSettingsInput,
  SlackSettingsInput,
  SlackTestInput,
  type StartupSettings,
  WidgetSettingsInput,
} from '#domain/companies/startup-settings.schema.ts';
import {
  CAREER_DOMAIN_MAX_LENGTH,
  LINKEDIN_URL_MAX_LENGTH,
  MAX_NOTIFICATION_EMAILS,
  MAX_WIDGET_ORIGINS,
  SLACK_WEBHOOK_MAX_LENGTH,
} from '#domain/companies/startup-settings-constants.ts';
import { AppError } from '#domain/errors.ts';
import { LINKEDIN_FEED_PATH } from '#domain/jobs/linkedin-job-feed.ts';
import { jobListWidgetPath } from '#domain/site/widget-paths.ts';
import { getAppContext } from '../app-context.ts';
import {
  ChoiceGroup,
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { PortalPageHeading, SettingsSection } from '../components/ui/portal-page.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedList, postedText, useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-settings.ts';

/** The sections, in their usual order; `?openedSetting=<id>` puts one first and focuses it. */
const SECTION_IDS = ['notifications', 'slack', 'linkedin', 'widget', 'careerDomain'] as const;
type SectionId = (typeof SECTION_IDS)[number];

function isSectionId(value: string | null): value is SectionId {
  return value !== null && (SECTION_IDS as readonly string[]).includes(value);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `${loaderData.settings.companyName}: startup settings` : 'Startup settings',
    description:
      "Your startup's notifications, Slack, LinkedIn, job-list widget and career domain on Nordhub.",
    noIndex: true,
  });
}

/** A startup's private settings (the Slack URL is a secret): never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const app = getAppContext(context);
  const settings = await app.services.startupSettings.getSettings(me.id, params.company);
  const opened = url.searchParams.get('openedSetting');
  return {
    settings,
    openedSetting: isSectionId(opened) ? opened : null,
    linkedinFeedUrl: new URL(LINKEDIN_FEED_PATH, app.publicUrl).href,
    widgetUrl: new URL(jobListWidgetPath(settings.companyKey), app.site.origin).href,
    /** Where the career page answers once verified: the domain on PUBLIC_URL's scheme and port. */
    careerPageUrl: settings.careerDomain ? careerOrigin(settings.careerDomain, app.publicUrl) : null,
    isDnsTestMode: app.services.startupSettings.isDnsTestMode(),
  };
}

function careerOrigin(domain: string, publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol}//${domain}${url.port ? `:${url.port}` : ''}`;
}

/** One form per section (plain posts: they work without JavaScript), told apart by `intent`. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const app = getAppContext(context);
  const { me } = await requireStartupMember(context, url, params.company);
  const key = params.company;
  const settings = app.services.startupSettings;
  const form = await readForm(request);
  const done = (intent: string, message: string) => ({ ok: true as const, intent, message });
  return runFormAction(form, async () => {
    switch (form.intent) {
      case 'notifications': {
        const input = parseForm(NotificationSettingsInput, form.values);
        await settings.updateSettings(me.id, key, input);
        return done(
          'notifications',
          input.notificationEmails.length > 0
            ? 'Notification emails saved.'
            : 'Saved: notifications go to every member of the team.',
        );
      }
      case 'slack': {
        const input = parseForm(SlackSettingsInput, form.values);
        await settings.updateSettings(me.id, key, input);
        return done(
          'slack',
          input.slackWebhookUrl ? 'Slack settings saved.' : 'Slack notifications are off.',
        );
      }
      case 'slack-test': {
        const input = parseForm(SlackTestInput, form.values);
        await settings.sendSlackTest(me.id, key, input);
        return done('slack-test', 'Test message sent: look for it in your Slack channel.');
      }
      case 'linkedin': {
        const input = parseForm(LinkedinSettingsInput, form.values);
        await settings.updateSettings(me.id, key, input);
        return done(
          'linkedin',
          input.linkedinUrl
            ? 'LinkedIn connected: your live jobs are now in our job feed for LinkedIn.'
            : 'LinkedIn disconnected: your jobs have left our job feed for LinkedIn.',
        );
      }
      case 'linkedin-disconnect': {
        await settings.updateSettings(me.id, key, { linkedinUrl: null });
        return done(
          'linkedin-disconnect',
          'LinkedIn disconnected: your jobs have left our job feed for LinkedIn.',
        );
      }
      case 'widget': {
        const input = parseForm(WidgetSettingsInput, form.values);
        await settings.updateSettings(me.id, key, input);
        return done(
          'widget',
          input.widgetOrigins.length > 0
            ? 'Saved: only these sites may show your job-list widget.'
            : 'Saved: any site may show your job-list widget.',
        );
      }
      case 'career-domain': {
        const input = parseForm(CareerDomainSettingsInput, form.values);
        const saved = await settings.updateSettings(me.id, key, input);
        return done(
          'career-domain',
          !input.careerDomain
            ? 'Career domain removed.'
            : saved.careerDomainVerifiedAt
              ? 'Career domain saved.'
              : 'Career domain saved: add the DNS records below, then verify it.',
        );
      }
      case 'career-domain-verify': {
        await settings.verifyCareerDomain(me.id, key);
        return done('career-domain-verify', 'Career domain verified: your career page is live.');
      }
      case 'career-domain-test-record': {
        await settings.addCareerDomainTestRecord(me.id, key);
        return done(
          'career-domain-test-record',
          'TEST MODE: the TXT record is in the local test DNS. Now verify the domain.',
        );
      }
      default:
        throw new AppError('VALIDATION', 'Please use one of the buttons of the page');
    }
  });
}

function NotificationsSection({ settings }: { settings: StartupSettings }) {
  const result = useFormResult('notifications');
  const saved = settings.notificationEmails.join('\n');
  return (
    <SettingsSection
      id="notifications"
      title="Notification emails"
      description={
        <p>
          Who gets mail about new applicants, expiring jobs and the weekly summary. Leave it empty and every
          member gets them
          {settings.memberEmails.length > 0 ? ` (now: ${settings.memberEmails.join(', ')})` : ''}.
        </p>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <FormError message={result.formError} />
        <TextAreaField
          label="Notification email addresses"
          name="notificationEmails"
          rows={3}
          defaultValue={postedText(result.values, 'notificationEmails') ?? saved}
          hint={`Up to ${MAX_NOTIFICATION_EMAILS} addresses, one per line or separated by commas.`}
          error={result.fieldErrors.notificationEmails}
        />
        <StatusMessage message={result.message} />
        <SubmitButton name="intent" value="notifications" busyText="Saving…">
          Save notification emails
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}

function SlackSection({ settings }: { settings: StartupSettings }) {
  const result = useFormResult(['slack', 'slack-test']);
  const selected = postedList(result.values, 'slackNotifications') ?? settings.slackNotifications;
  return (
    <SettingsSection
      id="slack"
      title="Slack"
      description={
        <p>
          Get notifications in a Slack channel too. In Slack, add an incoming webhook to the channel (Apps →
          Incoming Webhooks) and paste its URL here: it starts with https://hooks.slack.com/services/.
        </p>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <FormError message={result.formError} />
        <InputField
          label="Slack webhook URL"
          name="slackWebhookUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={SLACK_WEBHOOK_MAX_LENGTH}
          placeholder="https://hooks.slack.com/services/…"
          defaultValue={postedText(result.values, 'slackWebhookUrl') ?? settings.slackWebhookUrl ?? ''}
          hint="Leave it empty to turn Slack notifications off."
          error={result.fieldErrors.slackWebhookUrl}
        />
        <ChoiceGroup
          legend="Send these notifications to Slack"
          name="slackNotifications"
          type="checkbox"
          columns={1}
          options={settings.slackNotificationOptions}
          selected={selected}
          error={
            result.fieldErrors.slackNotifications ??
            Object.entries(result.fieldErrors).find(([field]) => field.startsWith('slackNotifications.'))?.[1]
          }
        />
        <StatusMessage message={result.message} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="slack" busyText="Saving…">
            Save Slack settings
          </SubmitButton>
          <SubmitButton
            name="intent"
            value="slack-test"
            busyText="Sending…"
            className={SECONDARY_SUBMIT_BUTTON}
          >
            Send a test message
          </SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}

function LinkedinSection({ settings, feedUrl }: { settings: StartupSettings; feedUrl: string }) {
  const result = useFormResult(['linkedin', 'linkedin-disconnect']);
  return (
    <SettingsSection
      id="linkedin"
      title="LinkedIn"
      description={
        <>
          <p>
            Connect your startup's LinkedIn company page and your jobs are imported to LinkedIn for free:
            every live job of yours is listed, with your company page's id, in Nordhub's job feed for LinkedIn
            at{' '}
            <a href={feedUrl} className="break-all font-semibold text-brand-700 hover:underline">
              {feedUrl}
            </a>
            . LinkedIn reads that feed and posts the jobs on your company page, where candidates apply through
            Nordhub.
          </p>
          <p className="mt-2">
            A job leaves the feed, and so LinkedIn, when it stops being live here (closed, expired or
            unpublished), and all of them do when you disconnect.
          </p>
        </>
      }
    >
      {settings.linkedinUrl && (
        <p className="mb-4 text-sm text-slate-800">
          Connected to{' '}
          <a
            href={settings.linkedinUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="font-semibold text-brand-700 hover:underline"
          >
            {settings.linkedinUrl.replace(/^https:\/\/www\./, '')}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          . Your live jobs are in the job feed for LinkedIn.
        </p>
      )}
      <Form method="post" noValidate className="space-y-4">
        <FormError message={result.formError} />
        <InputField
          label="LinkedIn company page"
          name="linkedinUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={LINKEDIN_URL_MAX_LENGTH}
          placeholder="https://www.linkedin.com/company/your-startup/"
          defaultValue={postedText(result.values, 'linkedinUrl') ?? settings.linkedinUrl ?? ''}
          error={result.fieldErrors.linkedinUrl}
        />
        <StatusMessage message={result.message} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="linkedin" busyText="Saving…">
            {settings.linkedinId ? 'Save LinkedIn page' : 'Connect LinkedIn'}
          </SubmitButton>
          {settings.linkedinId && (
            <SubmitButton name="intent" value="linkedin-disconnect" className={SECONDARY_SUBMIT_BUTTON}>
              Disconnect LinkedIn
            </SubmitButton>
          )}
        </div>
      </Form>
    </SettingsSection>
  );
}

function WidgetSection({ settings, widgetUrl }: { settings: StartupSettings; widgetUrl: string }) {
  const result = useFormResult('widget');
  return (
    <SettingsSection
      id="widget"
      title="Job-list widget"
      description={
        <p>
          Your active jobs in a list for your own website, at {widgetUrl} (see{' '}
          <a href="/startups/career-page" className="font-semibold text-brand-700 hover:underline">
            Career page
          </a>{' '}
          for the snippet). Any site may show it; list your sites here to allow only them.
        </p>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <FormError message={result.formError} />
        <TextAreaField
          label="Sites that may show the widget"
          name="widgetOrigins"
          rows={3}
          defaultValue={postedText(result.values, 'widgetOrigins') ?? settings.widgetOrigins.join('\n')}
          hint={`Up to ${MAX_WIDGET_ORIGINS} addresses starting with https://, like https://www.example.com, one per line. Leave it empty to let any site show it.`}
          error={result.fieldErrors.widgetOrigins}
        />
        <StatusMessage message={result.message} />
        <SubmitButton name="intent" value="widget" busyText="Saving…">
          Save widget sites
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}

function CareerDomainSection({
  settings,
  careerPageUrl,
  isDnsTestMode,
}: {
  settings: StartupSettings;
  careerPageUrl: string | null;
  isDnsTestMode: boolean;
}) {
  const result = useFormResult('career-domain');
  const verification = useFormResult(['career-domain-verify', 'career-domain-test-record']);
  const record = settings.careerDomainRecord;
  const verificationError = verification.fieldErrors.careerDomain ?? verification.formError;
  return (
    <SettingsSection
      id="careerDomain"
      title="Career domain"
      description={
        <p>
          Your own career page on a host name of yours, like jobs.example.com: your startup's active jobs,
          with filters by role and place, and applying right there.
        </p>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <FormError message={result.formError} />
        <InputField
          label="Career domain"
          name="careerDomain"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={CAREER_DOMAIN_MAX_LENGTH}
          placeholder="jobs.example.com"
          defaultValue={postedText(result.values, 'careerDomain') ?? settings.careerDomain ?? ''}
          hint="Only the host name: no https://, path or port. Leave it empty to remove it."
          error={result.fieldErrors.careerDomain}
        />
        <StatusMessage message={result.message} />
        <SubmitButton name="intent" value="career-domain" busyText="Saving…">
          Save career domain
        </SubmitButton>
      </Form>
      {settings.careerDomain && record && (
        <div className="mt-6 space-y-4 border-t border-slate-200 pt-6">
          {settings.careerDomainVerifiedAt ? (
            <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
              Verified: your career page is live at{' '}
              <a href={careerPageUrl ?? undefined} className="font-semibold underline">
                {careerPageUrl}
              </a>
              .
            </p>
          ) : (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
              Not verified yet: {settings.careerDomain} shows nothing of your startup until it is verified.
            </p>
          )}
          <h3 className="font-semibold text-slate-900">At your DNS provider, add these two records</h3>
          <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-700">CNAME record</dt>
            <dd className="break-all text-slate-900">
              <code>{settings.careerDomain}</code> pointing to <code>{settings.cnameTarget}</code>
            </dd>
            <dt className="font-semibold text-slate-700">TXT record</dt>
            <dd className="break-all text-slate-900">
              <code>{record.name}</code> with the value <code>{record.value}</code>
            </dd>
          </dl>
          <p className="text-sm text-slate-700">
            The TXT record proves the domain is yours. DNS changes can take up to an hour to be seen; then
            verify the domain here.
          </p>
          <Form method="post" noValidate className="space-y-4">
            <FormError message={verificationError} />
            <StatusMessage message={verification.message} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton name="intent" value="career-domain-verify" busyText="Verifying…">
                Verify domain
              </SubmitButton>
              {isDnsTestMode && (
                <SubmitButton
                  name="intent"
                  value="career-domain-test-record"
                  busyText="Adding…"
                  className={SECONDARY_SUBMIT_BUTTON}
                >
                  TEST MODE: add the TXT record to the local test DNS
                </SubmitButton>
              )}
            </div>
          </Form>
        </div>
      )}
    </SettingsSection>
  );
}

/**
 * `/client/startups/{key}/settings` (issue 8 scope 3): notification emails, Slack, the LinkedIn page
 * (the header banner's target: `?openedSetting=linkedin` puts it first and moves focus to it), the
 * sites that may frame the job-list widget and the career domain. Each section is its own form and works without JavaScript.
 */
export default function ClientStartupSettings({ loaderData }: Route.ComponentProps) {
  const { settings, openedSetting, careerPageUrl, isDnsTestMode, linkedinFeedUrl, widgetUrl } = loaderData;
  useEffect(() => {
    if (openedSetting) document.getElementById(`setting-${openedSetting}`)?.focus();
  }, [openedSetting]);

  const sections: Record<SectionId, ReactNode> = {
    notifications: <NotificationsSection key="notifications" settings={settings} />,
    slack: <SlackSection key="slack" settings={settings} />,
    linkedin: <LinkedinSection key="linkedin" settings={settings} feedUrl={linkedinFeedUrl} />,
    widget: <WidgetSection key="widget" settings={settings} widgetUrl={widgetUrl} />,
    careerDomain: (
      <CareerDomainSection
        key="careerDomain"
        settings={settings}
        careerPageUrl={careerPageUrl}
        isDnsTestMode={isDnsTestMode}
      />
    ),
  };
  const order = openedSetting
    ? [openedSetting, ...SECTION_IDS.filter((id) => id !== openedSetting)]
    : [...SECTION_IDS];
  const base = `/client/startups/${encodeURIComponent(settings.companyKey)}`;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <PortalPageHeading profileName={settings.companyName} profilePath={base} title="Startup settings" />
      <div className="mt-8 space-y-8">{order.map((id) => sections[id])}</div>
    </div>
  );
}

import { Form, Link } from 'react-router';
import { DeleteTalentDataForm } from '#domain/privacy/privacy.schema.ts';
import { NO_PASSWORD_MESSAGE, RETENTION_MONTHS } from '#domain/privacy/retention.ts';
import { getAppContext } from '../app-context.ts';
import { FormField } from '../components/auth/form-field.tsx';
import { CheckboxField, FormError, StatusMessage, SubmitButton } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/settings-privacy.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Privacy centre',
    description: 'Download everything Nordhub stores about you, or delete your talent data.',
    noIndex: true,
  });
}

/** One person's data: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** Login required: a visitor goes to `/?to=/settings/privacy`. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireUser(context, url);
  return { overview: await getAppContext(context).services.privacy.getOverview(me.id) };
}

/** "Delete my talent data", confirmed with the password and a ticked box (works without JavaScript). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireUser(context, url);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const { password } = parseForm(DeleteTalentDataForm, form.values);
    const done = await getAppContext(context).services.privacy.deleteTalentData(me.id, { password });
    const applications = `${done.anonymizedApplications} application${done.anonymizedApplications === 1 ? '' : 's'}`;
    return {
      ok: true as const,
      intent: 'delete-talent-data',
      message: `Your talent data is deleted: ${applications} anonymised, ${done.deletedFiles} CV file${done.deletedFiles === 1 ? '' : 's'} deleted, and your saved jobs, interests and saved searches removed.`,
    };
  });
}

const SECTION = 'rounded-xl border border-slate-200 bg-white p-6';
const DOWNLOAD_LINK =
  'inline-block rounded-md border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';
const DANGER_SUBMIT =
  'rounded-md bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * `/settings/privacy` (issue 9 scope 8): one place for all of a person's profiles on both platforms
 * (Nordhub and Nordhub Impact share the login). Download everything, delete the talent data, and
 * the retention rule, in plain words.
 */
export default function SettingsPrivacy({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const { fieldErrors, formError, message } = useFormResult('delete-talent-data');
  const hasTalentData =
    overview.hasTalentProfile ||
    overview.applications + overview.savedJobs + overview.interests + overview.savedSearches > 0;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <p className="text-sm text-slate-600">
        <Link to="/settings" className="hover:text-brand-700">
          My Account
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">Privacy centre</h1>
      <p className="mt-3 text-slate-700">
        One place for everything we store about you, whatever profiles you have (talent, startup, investor)
        and on both Nordhub and Nordhub Impact, which share your login.
      </p>

      <div className="mt-8 space-y-6">
        <section aria-labelledby="download-heading" className={SECTION}>
          <h2 id="download-heading" className="text-lg font-semibold text-slate-900">
            Download everything stored about you
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Your account, talent profile, applications with their status and history, saved jobs, interests,
            followed startups, saved searches, job digest subscriptions, the startups and investors you belong
            to (by name) and your log-in sessions. Only your own data: never other people's.
          </p>
          <ul className="mt-4 flex flex-wrap gap-3">
            <li>
              <a href="/api/users/me/export.json" download className={DOWNLOAD_LINK}>
                Download as JSON
              </a>
            </li>
            <li>
              <a href="/api/users/me/export.csv" download className={DOWNLOAD_LINK}>
                Download as CSV (spreadsheet)
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="delete-heading" className={SECTION}>
          <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
            Delete my talent data
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>
              Your applications ({overview.applications}) are anonymised. The startups keep a card that says
              "Anonymised candidate", without your name, contact details, cover note or CV, so their pipeline
              counts stay right.
            </li>
            <li>Your CV files are deleted: the one in your quick apply profile and every one you sent.</li>
            <li>
              Your quick apply profile is emptied, and your saved jobs ({overview.savedJobs}), interests (
              {overview.interests}) and saved searches ({overview.savedSearches}) are removed.
            </li>
            <li>
              Your account stays, with your startup and investor profiles. To delete the account itself, use{' '}
              <Link to="/settings#delete-account-heading" className="font-semibold text-brand-700 underline">
                Delete account
              </Link>{' '}
              in My Account.
            </li>
          </ul>
          <p className="mt-2 text-sm font-semibold text-slate-800">This cannot be undone.</p>
          <div className="mt-4">
            <StatusMessage message={message} />
          </div>
          {!hasTalentData && !message ? (
            <p className="mt-2 text-sm text-slate-700">You have no talent data stored with us.</p>
          ) : !overview.hasPassword ? (
            <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {NO_PASSWORD_MESSAGE}
            </p>
          ) : (
            <Form method="post" noValidate className="mt-2 space-y-4">
              <FormError message={formError} />
              <FormField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                error={fieldErrors.password}
              />
              <CheckboxField
                label="I understand that my applications are anonymised and my CVs deleted for good"
                name="confirm"
                error={fieldErrors.confirm}
              />
              <SubmitButton
                name="intent"
                value="delete-talent-data"
                className={DANGER_SUBMIT}
                busyText="Deleting…"
              >
                Delete my talent data
              </SubmitButton>
            </Form>
          )}
        </section>

        <section aria-labelledby="rules-heading" className={SECTION}>
          <h2 id="rules-heading" className="text-lg font-semibold text-slate-900">
            How long we keep your applications
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>
              When a startup decides not to continue with your application, we keep it for {RETENTION_MONTHS}{' '}
              months after that decision, so you can see it in My jobs and the startup can look back at it.
              Then we anonymise it and delete its CV automatically.
            </li>
            <li>
              Applications that are still open, or that led to a hire, stay as they are until you delete them
              here.
            </li>
            <li>
              A startup only ever sees the applications you sent it. Your saved jobs, interests and saved
              searches are private to you.
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

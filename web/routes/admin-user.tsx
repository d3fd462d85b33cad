import { Form, Link } from 'react-router';
import { AdminDisableUserInput, type AdminUserProfile } from '#domain/admin/admin-users.schema.ts';
import { DISABLE_REASON_MAX_LENGTH } from '#domain/admin/admin-users-constants.ts';
import { formatUtcDate, formatUtcDateTime } from '#domain/jobs/format-expiry.ts';
import { signInMethodLabel } from '#domain/users/sign-in-method.ts';
import { getAppContext } from '../app-context.ts';
import { DataTable } from '../components/ui/data-table.tsx';
import {
  FormError,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-user.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `User ${loaderData.detail.user.email}` : 'User',
    description: 'A Nordhub account in the back office.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'user.manage');
  return withNotFoundPage(async () => {
    const detail = await getAppContext(context).services.adminUsers.get(me.id, params.id);
    return { detail, isMe: detail.user.id === me.id };
  });
}

const INTENTS = ['disable', 'enable', 'password-reset'] as const;

/**
 * Three forms, one per action (`intent`): disable (with an optional reason for the audit log),
 * enable, send a password reset. Plain posts: they work without JavaScript; a refusal (your own
 * account, already disabled…) shows beside its form.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'user.manage');
  const { adminUsers } = getAppContext(context).services;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const intent = INTENTS.find((known) => known === form.intent);
    if (intent === 'disable') {
      const input = parseForm(AdminDisableUserInput, { reason: form.values.reason || undefined });
      const { message } = await adminUsers.disable(me.id, params.id, input);
      return { ok: true as const, intent, message };
    }
    if (intent === 'enable') {
      const { message } = await adminUsers.enable(me.id, params.id);
      return { ok: true as const, intent, message };
    }
    if (intent === 'password-reset') {
      const { message } = await adminUsers.sendPasswordReset(me.id, params.id);
      return { ok: true as const, intent, message };
    }
    throw notFound();
  });
}

/** `/admin/users/{id}`: the account, its profiles, its latest sign-ins, and the team's actions. */
export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const { detail, isMe } = loaderData;
  const { user, startups, investors, talent, signIns } = detail;
  const result = useFormResult(INTENTS);
  const disable = useFormResult('disable');
  const enable = useFormResult('enable');
  const reset = useFormResult('password-reset');
  return (
    <div className="max-w-4xl">
      <p className="text-sm text-slate-600">
        <Link to="/admin/users" className="hover:text-brand-700">
          Users
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{user.fullName || user.email}</h1>
      <StatusMessage message={result.message} />

      <section aria-labelledby="account-heading" className="mt-6">
        <h2 id="account-heading" className="text-xl font-semibold text-slate-900">
          Account
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-slate-600">Name</dt>
          <dd>{user.fullName}</dd>
          <dt className="font-semibold text-slate-600">Email</dt>
          <dd>{user.email}</dd>
          <dt className="font-semibold text-slate-600">Email verified</dt>
          <dd>{user.isEmailVerified ? 'Yes' : 'No'}</dd>
          <dt className="font-semibold text-slate-600">Admin</dt>
          <dd>{user.isAdmin ? 'Yes' : 'No'}</dd>
          <dt className="font-semibold text-slate-600">Created</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatUtcDate(new Date(user.createdAt))}</time>
          </dd>
          <dt className="font-semibold text-slate-600">Disabled since</dt>
          <dd>
            {user.disabledAt ? (
              <time dateTime={user.disabledAt}>{formatUtcDateTime(new Date(user.disabledAt))}</time>
            ) : (
              'Not disabled'
            )}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="profiles-heading" className="mt-10">
        <h2 id="profiles-heading" className="text-xl font-semibold text-slate-900">
          Profiles
        </h2>
        <ProfileList title="Startups" profiles={startups} empty="Member of no startup." />
        <ProfileList title="Investors" profiles={investors} empty="Member of no investor." />
        <h3 className="mt-4 font-semibold text-slate-900">Talent profile</h3>
        <p className="mt-1 text-slate-800">
          {talent
            ? `${talent.enabled ? 'On' : 'Off'}, made ${formatUtcDate(new Date(talent.createdAt))}`
            : 'No talent profile.'}
        </p>
      </section>

      <section aria-labelledby="sign-ins-heading" className="mt-10">
        <h2 id="sign-ins-heading" className="text-xl font-semibold text-slate-900">
          Sign-in history
        </h2>
        {signIns.length === 0 ? (
          <p className="mt-2 text-slate-700">No sign-ins recorded.</p>
        ) : (
          <DataTable
            className="mt-3"
            tableClassName="min-w-[36rem]"
            caption="The latest sign-ins, latest first"
            columns={['When', 'How', 'Browser']}
          >
            {signIns.map((signIn) => (
              <tr key={signIn.id} className="border-b border-slate-200 align-top">
                <td className="whitespace-nowrap py-2 pr-4">
                  <time dateTime={signIn.at}>{formatUtcDateTime(new Date(signIn.at))}</time>
                </td>
                <td className="py-2 pr-4">{signInMethodLabel(signIn.method)}</td>
                <td className="break-all py-2 pr-4 text-slate-700">{signIn.userAgent ?? 'Unknown'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      <section aria-labelledby="actions-heading" className="mt-10 space-y-8">
        <h2 id="actions-heading" className="text-xl font-semibold text-slate-900">
          Actions
        </h2>
        {user.disabledAt ? (
          <div>
            <h3 className="font-semibold text-slate-900">Enable the account</h3>
            <p className="mt-1 text-sm text-slate-700">Its owner can sign in again with their password.</p>
            <Form method="post" className="mt-3">
              <FormError message={enable.formError} />
              <SubmitButton name="intent" value="enable" busyText="Enabling…">
                Enable account
              </SubmitButton>
            </Form>
          </div>
        ) : isMe ? (
          <p className="text-sm text-slate-700">This is your own account: you cannot disable it.</p>
        ) : (
          <div>
            <h3 className="font-semibold text-slate-900">Disable the account</h3>
            <p className="mt-1 text-sm text-slate-700">
              Every session ends at once and sign-in is refused (with the wrong-password text) until the
              account is enabled again. The startups' and investors' public pages stay.
            </p>
            <Form method="post" noValidate className="mt-3 space-y-4">
              <FormError message={disable.formError} />
              <TextAreaField
                label="Reason (optional, kept in the audit log)"
                name="reason"
                rows={3}
                maxLength={DISABLE_REASON_MAX_LENGTH}
                defaultValue={postedText(disable.values, 'reason')}
                error={disable.fieldErrors.reason}
              />
              <SubmitButton name="intent" value="disable" busyText="Disabling…">
                Disable account
              </SubmitButton>
            </Form>
          </div>
        )}
        {!user.disabledAt && (
          <div>
            <h3 className="font-semibold text-slate-900">Send a password reset</h3>
            <p className="mt-1 text-sm text-slate-700">
              Mails {user.email} the forgot-password link (single use, valid an hour).
            </p>
            <Form method="post" className="mt-3">
              <FormError message={reset.formError} />
              <SubmitButton
                name="intent"
                value="password-reset"
                className={SECONDARY_SUBMIT_BUTTON}
                busyText="Sending…"
              >
                Send password reset
              </SubmitButton>
            </Form>
          </div>
        )}
      </section>
    </div>
  );
}

function ProfileList({
  title,
  profiles,
  empty,
}: {
  title: string;
  profiles: readonly AdminUserProfile[];
  empty: string;
}) {
  return (
    <>
      <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
      {profiles.length === 0 ? (
        <p className="mt-1 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {profiles.map((profile) => (
            <li key={profile.id}>
              <Link to={profile.publicPath} className="font-semibold text-brand-700 hover:underline">
                {profile.name}
              </Link>{' '}
              <span className="text-sm text-slate-700">
                ({profile.role}, {profile.status === 'PUBLISHED' ? 'published' : 'draft'})
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

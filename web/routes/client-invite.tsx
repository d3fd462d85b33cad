import { data, Form, Link, redirect } from 'react-router';
import { teamPortalPath, teamProfileValue } from '#domain/companies/team-constants.ts';
import { isAppError } from '#domain/errors.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { FormError, SubmitButton } from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-invite.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.state === 'valid' ? `Join ${loaderData.invite.name} on Nordhub` : 'Invitation';
  return pageMeta({
    matches,
    title,
    description: "An invitation to a startup's or an investor's team on Nordhub.",
    noIndex: true,
  });
}

/** The page's URL is a key: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * Anyone with the link sees the startup's or investor's name and the invited address masked. A key that does not
 * work any more is a page of its own (410 for expired, revoked or used keys; 404 for unknown ones),
 * never an error page.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const app = getAppContext(context);
  try {
    const invite = await app.services.team.getInvite(params.token, app.me?.id ?? null);
    return { state: 'valid' as const, invite, path: url.pathname, accountEmail: app.me?.email ?? null };
  } catch (error) {
    if (isAppError(error, 'GONE') || isAppError(error, 'NOT_FOUND')) {
      return data({ state: 'invalid' as const }, { status: isAppError(error, 'GONE') ? 410 : 404 });
    }
    throw error;
  }
}

/**
 * Accept (a plain form post, so it works without JavaScript): the account with the invited address
 * becomes a member, the startup or investor becomes the profile in use in this browser, and its
 * portal opens. Logged out, the guard sends the visitor to log in first and back here.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const app = getAppContext(context);
  const me = requireUser(context, url);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const accepted = await app.services.team.acceptInvite(me.id, params.token);
    const profile = { type: accepted.profileType, key: accepted.key };
    return redirect(teamPortalPath(profile), {
      headers: { 'Set-Cookie': app.profileCookie(teamProfileValue(profile)) },
    });
  });
}

const BUTTON_LINK =
  'inline-block rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';
const SECONDARY_LINK =
  'inline-block rounded-md border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/**
 * `/client/invites/{key}` (issue 8 scope 2; investors' teams too, issue 12): the mailed invitation. Logged out: Log in / Sign up
 * (the auth modal, back here afterwards); logged in with the invited address: Accept; with another
 * address: why not, and what to do.
 */
export default function ClientInvite({ loaderData }: Route.ComponentProps) {
  const { formError } = useFormResult();
  if (loaderData.state === 'invalid') {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        <h1 className="text-3xl font-bold text-slate-900">This invitation is no longer valid</h1>
        <p className="mt-4 text-slate-700">
          It has expired, been revoked, or been accepted already. Ask a member of the team to invite you
          again.
        </p>
        <p className="mt-6">
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            Go to the front page
          </Link>
        </p>
      </div>
    );
  }

  const { invite, path, accountEmail } = loaderData;
  const back = encodeURIComponent(path);
  const together =
    invite.profileType === 'company'
      ? "post jobs, meet applicants and manage the startup's profile together"
      : "read and answer startups' pitches and manage the investor profile together";
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Join {invite.name} on Nordhub</h1>
      <p className="mt-4 text-slate-700">
        You are invited to join the team of {invite.name}: {together}. The invitation is valid until{' '}
        {formatUtcDate(new Date(invite.expiresAt))}.
      </p>

      {invite.viewer === 'anonymous' && (
        <>
          <p className="mt-4 text-slate-700">
            It was sent to {invite.email}. Log in with that address, or sign up with it if you are new to
            Nordhub, then accept the invitation here.
          </p>
          <p className="mt-6 flex flex-wrap gap-3">
            <Link to={`${path}?auth=login&to=${back}`} className={BUTTON_LINK}>
              Log in
            </Link>
            <Link to={`${path}?auth=signup&to=${back}`} className={SECONDARY_LINK}>
              Sign up
            </Link>
          </p>
        </>
      )}

      {invite.viewer === 'invited' && (
        <Form method="post" noValidate className="mt-6 space-y-4">
          <p className="text-slate-700">You are logged in as {invite.email}.</p>
          <FormError message={formError} />
          <SubmitButton busyText="Joining…">Accept invitation</SubmitButton>
        </Form>
      )}

      {invite.viewer === 'other' && (
        <div className="mt-6 space-y-3 rounded-md bg-amber-50 px-4 py-3 text-amber-950">
          <p>
            This invitation was sent to {invite.email}, but you are logged in as {accountEmail}.
          </p>
          <p>To accept it, log out and log in with the invited address (or sign up with it).</p>
        </div>
      )}
    </div>
  );
}

import { Form, Link } from 'react-router';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { StatusMessage, SubmitButton } from '../components/ui/form-controls.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/job-still-hiring.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Still hiring?',
    description: 'Keep your job open on Nordhub for 30 more days.',
    noIndex: true,
  });
}

/** The token is in the address: never cached, never sent on as a referrer. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

function tokenOf(url: URL): string {
  return url.searchParams.get('token') ?? '';
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return withNotFoundPage(async () => {
    const token = tokenOf(url);
    return {
      link: await getAppContext(context).services.startup.getExtendLinkState(token),
      token,
      extended: false,
    };
  });
}

/**
 * The one click (a POST, so mail scanners that open links never extend a job): 30 more days, once
 * per link; no login, the signed token is the authority.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? tokenOf(url));
  return withNotFoundPage(async () => {
    return {
      link: await getAppContext(context).services.startup.extendJobByLink(token),
      token,
      extended: true,
    };
  });
}

/** `/jobs/{id}/still-hiring?token=…`: where the "still hiring?" mail's button leads. */
export default function JobStillHiring({ loaderData, actionData }: Route.ComponentProps) {
  const { link, token } = actionData ?? loaderData;
  const justExtended = actionData?.extended === true;
  const portal = `/client/startups/${encodeURIComponent(link.companyKey)}/jobs/${link.jobId}`;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Still hiring?</h1>
      <p className="mt-3 text-slate-700">
        <strong>{link.title}</strong> at {link.companyName}
        {link.expirationDate && <> is open until {formatUtcDate(new Date(link.expirationDate))}</>}.
      </p>
      <StatusMessage
        message={
          justExtended && link.expirationDate
            ? `Done: the job stays open until ${formatUtcDate(new Date(link.expirationDate))}.`
            : null
        }
      />
      {link.state === 'ready' && link.extendsTo && (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <SubmitButton busyText="Extending…">
            Yes, keep it open until {formatUtcDate(new Date(link.extendsTo))}
          </SubmitButton>
        </Form>
      )}
      {link.state === 'extended' && !justExtended && (
        <p className="mt-6 rounded-md bg-slate-50 px-3 py-2 text-slate-700">
          This link has been used: the job already has a new date.
        </p>
      )}
      {link.state === 'ended' && (
        <p className="mt-6 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          This job is no longer live. You can renew it from your startup portal.
        </p>
      )}
      <p className="mt-6 text-sm">
        <Link to={portal} className="font-semibold text-brand-700 hover:underline">
          Manage the job in your startup portal
        </Link>
      </p>
    </div>
  );
}

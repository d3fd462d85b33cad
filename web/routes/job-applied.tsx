import { Link, redirect } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { formatApplicationDate } from '../lib/format-application-date.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/job-applied.ts';

/**
 * `/jobs/{id}/applied`: where a sent application lands (issue 9, apply). Only the talent's own
 * application shows; without one the page leads to the form.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireUser(context, url);
  const application = await getAppContext(context).services.applying.getMyApplicationForJob(me.id, params.id);
  if (!application) throw redirect(`/jobs/${params.id}/apply`);
  return { application, email: me.email };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Your application is sent',
    description: 'Your application is on its way.',
    noIndex: true,
  });
}

export default function JobApplied({ loaderData }: Route.ComponentProps) {
  const { application, email } = loaderData;
  const byEmail = application.source === 'email';
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Your application is sent</h1>
      <p className="mt-4 text-lg text-slate-700">
        {byEmail
          ? `Your application for ${application.jobTitle} was emailed to ${application.companyName} with your CV.`
          : `${application.companyName} has your application for ${application.jobTitle}.`}
      </p>
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase text-slate-600">Status</dt>
          <dd className="mt-1 font-semibold text-slate-900">{application.status}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase text-slate-600">Applied</dt>
          <dd className="mt-1 text-slate-900">
            <time dateTime={application.appliedAt}>{formatApplicationDate(application.appliedAt)}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-6 text-slate-700">
        We sent a confirmation to {email}.{' '}
        {byEmail
          ? 'The startup will answer you by email.'
          : 'You can follow the status of your application in My jobs.'}
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link
          to="/client/my-jobs"
          className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          See my applications
        </Link>
        <Link
          to="/jobs"
          className="rounded-md border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Find more jobs
        </Link>
      </div>
    </div>
  );
}

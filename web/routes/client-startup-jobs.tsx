import { Link } from 'react-router';
import { formatExpiry } from '#domain/jobs/format-expiry.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { JobStatusBadge } from '../components/startup-jobs/job-status-badge.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-jobs.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? `Jobs at ${loaderData.startup.name}` : 'Your jobs',
      description: "Your startup's jobs on Nordhub: status, views, applicants and expiry.",
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const list = await getAppContext(context).services.startup.listJobs(me.id, params.company);
  return {
    startup: { key: startup.key, name: startup.name },
    jobs: list.jobs,
    now: new Date().toISOString(),
  };
}

const ACTION_TEXT: Record<string, string> = {
  publish: 'Finish and publish',
  approve: 'Review and approve',
  pay: 'Get the plan to publish',
  resume: 'Resume',
  renew: 'Renew',
};

/** `/client/startups/{key}/jobs`: every job of the startup with its status, numbers and next step. */
export default function ClientStartupJobs({ loaderData }: Route.ComponentProps) {
  const { startup, jobs } = loaderData;
  const now = new Date(loaderData.now);
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">
            <Link to={base} className="hover:text-brand-700">
              {startup.name}
            </Link>
          </p>
          <h1 className="text-3xl font-bold text-slate-900">Jobs</h1>
        </div>
        <Link
          to={`${base}/jobs/new`}
          className="rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Post a job
        </Link>
      </div>
      {jobs.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No jobs yet. Your first job is free:{' '}
          <Link to={`${base}/jobs/new`} className="font-semibold text-brand-700 hover:underline">
            post it now
          </Link>
          .
        </p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Jobs of {startup.name}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Job
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Views
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Applicants
                </th>
                <th scope="col" className="px-4 py-3">
                  Expires
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Next step</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => {
                const expiry = job.expirationDate ? formatExpiry(new Date(job.expirationDate), now) : null;
                const next = job.actions.find((a) => a in ACTION_TEXT);
                return (
                  <tr key={job.id} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                      <Link to={`${base}/jobs/${job.id}`} className="hover:text-brand-700 hover:underline">
                        {job.title}
                      </Link>
                      {job.isBoosted && (
                        <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">
                          Boosted
                        </span>
                      )}
                      {job.isReported && (
                        <span className="mt-1 block text-xs font-normal text-red-800">
                          {job.reports} talents say this job is filled or closed
                        </span>
                      )}
                    </th>
                    <td className="px-4 py-3">
                      <JobStatusBadge status={job.status} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatInteger(job.views)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatInteger(job.applicants)}</td>
                    <td className="px-4 py-3">
                      {expiry ? (
                        <time dateTime={job.expirationDate ?? undefined} title={expiry.relative}>
                          {expiry.date}
                        </time>
                      ) : (
                        <span className="text-slate-500">Not set</span>
                      )}
                    </td>
                    <td className="px-4 py-3 text-right">
                      {next && (
                        <Link
                          to={next === 'pay' ? `${base}/max-posted?job=${job.id}` : `${base}/jobs/${job.id}`}
                          className="font-semibold text-brand-700 hover:underline"
                        >
                          {ACTION_TEXT[next]}
                          <span className="sr-only">: {job.title}</span>
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

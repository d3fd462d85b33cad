import { Form, Link } from 'react-router';
import { formatExpiry } from '#domain/jobs/format-expiry.ts';
import type { MemberJobListItem } from '#domain/jobs/member-job.schema.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { JobStatusBadge } from '../components/startup-jobs/job-status-badge.tsx';
import { FormError, StatusMessage, SubmitButton } from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-jobs.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Jobs at ${loaderData.startup.name}` : 'Your jobs',
    description: "Your startup's jobs on Nordhub: status, views, applicants and expiry.",
    noIndex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const [list, planRoom] = await Promise.all([
    services.startup.listJobs(me.id, params.company),
    services.payments.getPlanRoom(me.id, params.company),
  ]);
  return {
    startup: { key: startup.key, name: startup.name },
    jobs: list.jobs,
    /** The plan rule's answer: the empty list promises a free job only when publishing is free. */
    isFirstJobFree: planRoom.plan === 'FREE' && planRoom.canGoLive,
    now: new Date().toISOString(),
  };
}

/**
 * Pause an open job from its row (a plain form: works without JavaScript); the member stays on the
 * list, which shows the job as paused. Boost and Edit are links to their pages.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const jobId = typeof form.values.jobId === 'string' ? form.values.jobId : '';
    if (form.intent !== 'pause' || jobId === '') throw new Response('Unknown action', { status: 400 });
    const { job } = await services.startup.runJobAction(me.id, params.company, jobId, 'pause');
    return {
      ok: true as const,
      message: `${job.title} is paused: it is hidden until you resume it.`,
      intent: form.intent,
    };
  });
}

const ACTION_TEXT: Record<string, string> = {
  publish: 'Finish and publish',
  approve: 'Review and approve',
  pay: 'Get the plan to publish',
  resume: 'Resume',
  renew: 'Renew',
};

const ROW_LINK = 'font-semibold text-brand-700 hover:underline';
const ROW_BUTTON =
  'font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:opacity-60';

/** The job's next step (finish, approve, pay, resume, renew) and, when it is open, Boost and Pause; Edit always. */
function JobRowActions({ job, base }: { job: MemberJobListItem; base: string }) {
  const next = job.actions.find((a) => a in ACTION_TEXT);
  const forJob = <span className="sr-only">: {job.title}</span>;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 md:justify-end">
      {next && (
        <Link
          to={next === 'pay' ? `${base}/max-posted?job=${job.id}` : `${base}/jobs/${job.id}`}
          className={ROW_LINK}
        >
          {ACTION_TEXT[next]}
          {forJob}
        </Link>
      )}
      {job.actions.includes('boost') && (
        <Link to={`${base}/jobs/${job.id}/boost`} className={ROW_LINK}>
          Boost
          {forJob}
        </Link>
      )}
      {job.actions.includes('pause') && (
        <Form method="post">
          <input type="hidden" name="jobId" value={job.id} />
          <SubmitButton name="intent" value="pause" className={ROW_BUTTON}>
            Pause
            {forJob}
          </SubmitButton>
        </Form>
      )}
      <Link to={`${base}/jobs/${job.id}/edit`} className={ROW_LINK}>
        Edit
        {forJob}
      </Link>
    </div>
  );
}

function JobTitle({ job, base }: { job: MemberJobListItem; base: string }) {
  return (
    <>
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
    </>
  );
}

function JobExpiry({ job, now }: { job: MemberJobListItem; now: Date }) {
  const expiry = job.expirationDate ? formatExpiry(new Date(job.expirationDate), now) : null;
  return expiry ? (
    <time dateTime={job.expirationDate ?? undefined} title={expiry.relative}>
      {expiry.date}
    </time>
  ) : (
    <span className="text-slate-500">Not set</span>
  );
}

/**
 * `/client/startups/{key}/jobs`: every job of the startup with its status, numbers and actions. A
 * table on wide screens; on narrower ones each job is a card, so nothing is cut off at the right.
 */
export default function ClientStartupJobs({ loaderData }: Route.ComponentProps) {
  const { startup, jobs } = loaderData;
  const now = new Date(loaderData.now);
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  const result = useFormResult();
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
      <div className="mt-4 space-y-2">
        <StatusMessage message={result.message} />
        <FormError message={result.formError} />
      </div>
      {jobs.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No jobs yet. {loaderData.isFirstJobFree ? 'Your first job is free' : 'Your plan covers it'}:{' '}
          <Link to={`${base}/jobs/new`} className="font-semibold text-brand-700 hover:underline">
            post it now
          </Link>
          .
        </p>
      ) : (
        <>
          <ul aria-label={`Jobs of ${startup.name}`} className="mt-8 space-y-4 md:hidden">
            {jobs.map((job) => (
              <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="min-w-0 flex-1 font-semibold text-slate-900">
                    <JobTitle job={job} base={base} />
                  </h2>
                  <JobStatusBadge status={job.status} />
                </div>
                {job.unpublishReason && (
                  <p className="mt-2 text-red-800">Unpublished by Nordhub: {job.unpublishReason}</p>
                )}
                <dl className="mt-3 grid grid-cols-3 gap-2">
                  <div>
                    <dt className="text-xs uppercase text-slate-600">Views</dt>
                    <dd className="tabular-nums">{formatInteger(job.views)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs uppercase text-slate-600">Applicants</dt>
                    <dd className="tabular-nums">{formatInteger(job.applicants)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs uppercase text-slate-600">Expires</dt>
                    <dd>
                      <JobExpiry job={job} now={now} />
                    </dd>
                  </div>
                </dl>
                <div className="mt-3 border-t border-slate-100 pt-3">
                  <JobRowActions job={job} base={base} />
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-8 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
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
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.id} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                      <JobTitle job={job} base={base} />
                    </th>
                    <td className="px-4 py-3">
                      <JobStatusBadge status={job.status} />
                      {job.unpublishReason && (
                        <p className="mt-1 max-w-xs text-xs text-red-800">{job.unpublishReason}</p>
                      )}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatInteger(job.views)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatInteger(job.applicants)}</td>
                    <td className="px-4 py-3">
                      <JobExpiry job={job} now={now} />
                    </td>
                    <td className="px-4 py-3">
                      <JobRowActions job={job} base={base} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

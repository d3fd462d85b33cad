import { Form, Link, redirect } from 'react-router';
import { formatExpiry, formatUtcDate } from '#domain/jobs/format-expiry.ts';
import type { JobLifecycleAction } from '#domain/jobs/member-job.schema.ts';
import { formatPrice } from '#domain/pricing/format-price.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { JobStatusBadge } from '../components/startup-jobs/job-status-badge.tsx';
import { JobViewsChart } from '../components/startup-jobs/job-views-chart.tsx';
import {
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
} from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { buildJobFormContext, pathAfterJobSave } from '../lib/job-form.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-job.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `${loaderData.job.title}: job report` : 'Job',
    description: 'A job of your startup on Nordhub: status, views, applicants and boosts.',
    noIndex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  return withNotFoundPage(async () => {
    const [job, report, interests] = await Promise.all([
      services.startup.getJob(me.id, params.company, params.job),
      services.startup.getJobReport(me.id, params.company, params.job),
      services.pipeline.listJobInterests(me.id, params.company, params.job),
    ]);
    const now = new Date();
    return {
      startup: { key: startup.key, name: startup.name },
      job,
      report,
      interests: interests.interests,
      saved: url.searchParams.has('saved'),
      now: now.toISOString(),
      dates: buildJobFormContext(startup.countryCode, now),
    };
  });
}

const LIFECYCLE: readonly string[] = ['publish', 'approve', 'pause', 'resume', 'renew'];

/** The lifecycle buttons: each posts its `intent` (works without JavaScript). */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const intent = form.intent ?? '';
    if (!LIFECYCLE.includes(intent)) throw new Response('Unknown action', { status: 400 });
    const expirationDate = typeof form.values.expirationDate === 'string' ? form.values.expirationDate : '';
    const result = await services.startup.runJobAction(
      me.id,
      params.company,
      params.job,
      intent as JobLifecycleAction,
      { expirationDate: /^\d{4}-\d{2}-\d{2}$/.test(expirationDate) ? expirationDate : null },
    );
    if (intent === 'pause')
      return { ok: true as const, message: 'The job is paused: it is hidden until you resume it.', intent };
    if (intent === 'resume' && result.outcome === 'ACTIVE') {
      return { ok: true as const, message: 'The job is live again.', intent };
    }
    return redirect(pathAfterJobSave(params.company, params.job, result.outcome));
  });
}

const DL_TERM = 'text-xs font-semibold uppercase text-slate-500';

/** `/client/startups/{key}/jobs/{job}`: the job at a glance, its next steps and its boost report. */
export default function ClientStartupJob({ loaderData }: Route.ComponentProps) {
  const { startup, job, report, dates } = loaderData;
  const now = new Date(loaderData.now);
  const result = useFormResult();
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  const expiry = job.expirationDate ? formatExpiry(new Date(job.expirationDate), now) : null;
  const isPublic = job.status === 'ACTIVE' || job.status === 'STOPPED' || job.status === 'EXPIRED';
  const spend = report.spend[0];
  const summary = `Views per day over ${report.days.length} days: ${report.boosted.views} views on ${report.boosted.days} boosted days, ${report.organic.views} views on ${report.organic.days} organic days.`;
  const average = (views: number, days: number) => (days > 0 ? (views / days).toFixed(1) : '0');

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <p className="text-sm text-slate-600">
        <Link to={`${base}/jobs`} className="hover:text-brand-700">
          {startup.name}: jobs
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{job.title}</h1>
        <JobStatusBadge status={job.status} />
        {job.isBoosted && (
          <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            Boosted
          </span>
        )}
      </div>
      <StatusMessage message={loaderData.saved ? 'Your changes are saved.' : result.message} />
      <FormError message={result.formError} />
      {Object.keys(result.fieldErrors).length > 0 && (
        <div role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>The job needs a few more details before it can go live:</p>
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(result.fieldErrors).map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
          <Link to={`${base}/jobs/${job.id}/edit`} className="mt-1 inline-block font-semibold underline">
            Edit the job
          </Link>
        </div>
      )}
      {job.unpublishReason && (
        <p className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          The Nordhub team unpublished this job: {job.unpublishReason} Answer the mail we sent if you think
          this is a mistake.
        </p>
      )}
      {job.isReported && (
        <p className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {job.reports} talents reported this job as filled or no longer available. If it is, pause it.
        </p>
      )}

      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-4">
        <div>
          <dt className={DL_TERM}>Views</dt>
          <dd className="mt-1 text-2xl font-bold">{formatInteger(job.views)}</dd>
        </div>
        <div>
          <dt className={DL_TERM}>Applicants</dt>
          <dd className="mt-1 text-2xl font-bold">{formatInteger(job.applicants)}</dd>
        </div>
        <div>
          <dt className={DL_TERM}>Expires</dt>
          <dd className="mt-1">
            {expiry ? (
              <>
                <time dateTime={job.expirationDate ?? undefined}>{expiry.date}</time>{' '}
                <span className="text-sm text-slate-600">({expiry.relative})</span>
              </>
            ) : (
              '60 days after publishing'
            )}
          </dd>
        </div>
        <div>
          <dt className={DL_TERM}>Boost</dt>
          <dd className="mt-1">
            {job.isBoosted && job.boostingExpiresAt
              ? `Until ${formatExpiry(new Date(job.boostingExpiresAt), now).date}`
              : 'Not boosted'}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="next-steps" className="mt-6">
        <h2 id="next-steps" className="sr-only">
          Next steps
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <Link to={`${base}/jobs/${job.id}/edit`} className={SECONDARY_SUBMIT_BUTTON}>
            Edit job
          </Link>
          <Link to={`${base}/jobs/${job.id}/applicants`} className={SECONDARY_SUBMIT_BUTTON}>
            Applicants ({formatInteger(job.applicants)})
          </Link>
          {isPublic && (
            <Link to={`/jobs/${job.id}`} className={SECONDARY_SUBMIT_BUTTON}>
              See the public page
            </Link>
          )}
          {job.actions.includes('publish') && (
            <Form method="post">
              <SubmitButton
                name="intent"
                value="publish"
                busyText="Publishing…"
                className={job.actions.includes('pay') ? SECONDARY_SUBMIT_BUTTON : undefined}
              >
                {/* Beside the plan offer, a retry; with room on the plan, simply the way to go live. */}
                {job.actions.includes('pay') ? 'Publish again' : 'Publish'}
              </SubmitButton>
            </Form>
          )}
          {job.actions.includes('approve') && (
            <Form method="post">
              <SubmitButton name="intent" value="approve" busyText="Publishing…">
                Approve and publish
              </SubmitButton>
            </Form>
          )}
          {job.actions.includes('pay') && (
            <Link
              to={`${base}/max-posted?job=${job.id}`}
              className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Get the plan to publish
            </Link>
          )}
          {job.actions.includes('boost') && (
            <Link
              to={`${base}/jobs/${job.id}/boost`}
              className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {job.isBoosted ? 'Extend the boost' : 'Boost this job'}
            </Link>
          )}
          {job.actions.includes('pause') && (
            <Form method="post">
              <SubmitButton
                name="intent"
                value="pause"
                className={SECONDARY_SUBMIT_BUTTON}
                busyText="Pausing…"
              >
                Pause
              </SubmitButton>
            </Form>
          )}
          {job.actions.includes('resume') && (
            <Form method="post">
              <SubmitButton name="intent" value="resume" busyText="Resuming…">
                Resume
              </SubmitButton>
            </Form>
          )}
        </div>
        {job.actions.includes('renew') && (
          <Form
            method="post"
            noValidate
            className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <InputField
              label="Keep it open until (optional)"
              name="expirationDate"
              type="date"
              min={dates.today}
              max={dates.latestExpiry}
              hint="Without a date, the job stays open for 60 days."
              error={result.fieldErrors.expirationDate}
            />
            <SubmitButton name="intent" value="renew" busyText="Renewing…">
              Renew
            </SubmitButton>
          </Form>
        )}
      </section>

      <section aria-labelledby="interested-heading" className="mt-10">
        <h2 id="interested-heading" className="text-xl font-semibold">
          Interested talents ({loaderData.interests.length})
        </h2>
        {loaderData.interests.length === 0 ? (
          <p className="mt-2 text-slate-700">
            Nobody has marked this job as interesting yet. Talents who do are listed here.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {loaderData.interests.map((interest, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: two talents may share a name.
                key={`${interest.name}-${index}`}
                className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2"
              >
                <span className="font-medium text-slate-900">{interest.name}</span>
                <span className="text-sm text-slate-600">
                  Interested since{' '}
                  <time dateTime={interest.interestedAt}>
                    {formatUtcDate(new Date(interest.interestedAt))}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="report-heading" className="mt-10">
        <h2 id="report-heading" className="text-xl font-semibold">
          Views and applicants
        </h2>
        {report.days.length === 0 ? (
          <p className="mt-2 text-slate-700">Numbers appear here once the job is live.</p>
        ) : (
          <>
            <JobViewsChart days={report.days} summary={summary} />
            <h3 className="mt-6 text-lg font-semibold">Boost report</h3>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Boosted against organic days</caption>
                <thead className="text-xs uppercase text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Days
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      Number of days
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      Views
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      Views per day
                    </th>
                    <th scope="col" className="py-2 text-right">
                      Applicants
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <tr className="border-t border-slate-200">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      Boosted
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{report.boosted.days}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {formatInteger(report.boosted.views)}
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {average(report.boosted.views, report.boosted.days)}
                    </td>
                    <td className="py-2 text-right tabular-nums">{report.boosted.applicants}</td>
                  </tr>
                  <tr className="border-t border-slate-200">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      Organic
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{report.organic.days}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {formatInteger(report.organic.views)}
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {average(report.organic.views, report.organic.days)}
                    </td>
                    <td className="py-2 text-right tabular-nums">{report.organic.applicants}</td>
                  </tr>
                </tbody>
              </table>
            </div>
            {spend ? (
              <p className="mt-3 text-sm text-slate-700">
                Boosts cost {formatPrice(spend.amount, spend.currency)} in all
                {report.costPerView !== null && (
                  <>: {formatPrice(report.costPerView, spend.currency)} per view</>
                )}
                {report.costPerApplicant !== null && (
                  <> and {formatPrice(report.costPerApplicant, spend.currency)} per applicant</>
                )}{' '}
                on boosted days.
              </p>
            ) : (
              <p className="mt-3 text-sm text-slate-700">This job has not been boosted.</p>
            )}
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                Numbers per day
              </summary>
              <table className="mt-2 w-full text-left text-sm">
                <caption className="sr-only">Views and applicants per day</caption>
                <thead className="text-xs uppercase text-slate-600">
                  <tr>
                    <th scope="col" className="py-1 pr-4">
                      Day
                    </th>
                    <th scope="col" className="py-1 pr-4 text-right">
                      Views
                    </th>
                    <th scope="col" className="py-1 pr-4 text-right">
                      Applicants
                    </th>
                    <th scope="col" className="py-1">
                      Boosted
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.days.map((day) => (
                    <tr key={day.day} className="border-t border-slate-100">
                      <th scope="row" className="py-1 pr-4 font-normal">
                        <time dateTime={day.day}>{formatUtcDate(new Date(day.day))}</time>
                      </th>
                      <td className="py-1 pr-4 text-right tabular-nums">{day.views}</td>
                      <td className="py-1 pr-4 text-right tabular-nums">{day.applicants}</td>
                      <td className="py-1">{day.isBoosted ? 'Yes' : 'No'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>
    </div>
  );
}

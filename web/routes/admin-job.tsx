import { Form, Link } from 'react-router';
import { UnpublishJobInput } from '#domain/admin/admin-jobs.schema.ts';
import { UNPUBLISH_REASON_MAX_LENGTH } from '#domain/admin/admin-jobs-constants.ts';
import { jobStatusLabel } from '#domain/jobs/application-status.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { JobStatusBadge } from '../components/startup-jobs/job-status-badge.tsx';
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
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-job.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Job: ${loaderData.job.title}` : 'Job',
    description: 'A job in the back office.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  return withNotFoundPage(async () => {
    return { job: await getAppContext(context).services.adminJobs.getJob(me.id, params.id) };
  });
}

/** Four forms, by intent: approve, unpublish (with a reason), restore, dismiss the open reports. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  const { adminJobs } = getAppContext(context).services;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    switch (form.intent) {
      case 'approve': {
        const job = await adminJobs.approve(me.id, params.id);
        return {
          ok: true as const,
          intent: form.intent,
          message: `Approved: the job is ${jobStatusLabel(job.status).toLowerCase()}.`,
        };
      }
      case 'unpublish': {
        const input = parseForm(UnpublishJobInput, form.values);
        await adminJobs.unpublish(me.id, params.id, input);
        return {
          ok: true as const,
          intent: form.intent,
          message: "The job was unpublished. The startup's members got the reason by mail.",
        };
      }
      case 'restore': {
        const job = await adminJobs.restore(me.id, params.id);
        return {
          ok: true as const,
          intent: form.intent,
          message: `Restored: the job is ${jobStatusLabel(job.status).toLowerCase()}.`,
        };
      }
      case 'dismiss': {
        const result = await adminJobs.dismissReports(me.id, params.id);
        const reports = result.resolved === 1 ? '1 report was' : `${result.resolved} reports were`;
        return { ok: true as const, intent: form.intent, message: `${reports} dismissed.` };
      }
      default:
        throw new Response('Unknown action', { status: 400 });
    }
  });
}

const EVENT_REASONS: Record<string, string> = {
  created: 'Created',
  publish: 'Published',
  approve: 'Approved',
  payment: 'Paid',
  pause: 'Paused',
  resume: 'Resumed',
  renew: 'Renewed',
  expire: 'Expired',
  extend: 'Extended',
  unpublish: 'Unpublished by Nordhub',
  restore: 'Restored by Nordhub',
};

const SECTION_HEADING = 'text-xl font-semibold text-slate-900';

/** `/admin/jobs/{id}`: one job in any status, its history and open reports, and the team's actions. */
export default function AdminJob({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const result = useFormResult();
  const unpublish = useFormResult('unpublish');
  const company = encodeURIComponent(job.company.key);
  return (
    <div className="max-w-3xl">
      <p className="text-sm text-slate-600">
        <Link to="/admin/jobs" className="hover:text-brand-700">
          Jobs
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{job.title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <JobStatusBadge status={job.status} />
        <span>
          at{' '}
          <Link to={`/startups/${company}`} className="font-semibold text-brand-700 hover:underline">
            {job.company.name}
          </Link>{' '}
          ·{' '}
          <Link to={`/client/startups/${company}/jobs/${job.id}`} className="text-brand-700 hover:underline">
            open in the startup’s portal
          </Link>
        </span>
      </p>
      <div className="mt-4 space-y-2">
        <StatusMessage message={result.message} />
        {result.formError && !unpublish.formError ? <FormError message={result.formError} /> : null}
      </div>
      {job.status === 'UNPUBLISHED' && job.unpublishReason && (
        <p className="mt-4 rounded-md bg-red-50 px-3 py-2 text-red-900">
          <strong>Why it was unpublished:</strong> {job.unpublishReason}
        </p>
      )}

      <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-600">Created</dt>
          <dd>
            {formatUtcDate(new Date(job.createdAt))} (
            {job.source === 'startup' ? 'by the startup' : `source: ${job.source}`})
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Published</dt>
          <dd>{job.approvedAt ? formatUtcDate(new Date(job.approvedAt)) : 'Never'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Expires</dt>
          <dd>{job.expirationDate ? formatUtcDate(new Date(job.expirationDate)) : 'No date'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Where</dt>
          <dd>
            {job.location ?? 'No place given'}
            {job.isRemote ? ' · remote' : ''}
          </dd>
        </div>
      </dl>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-slate-700">Description</summary>
        <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{job.description}</p>
      </details>

      <section aria-labelledby="reports-heading" className="mt-10">
        <h2 id="reports-heading" className={SECTION_HEADING}>
          Open reports ({job.reports.length})
        </h2>
        {job.reports.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No open reports.</p>
        ) : (
          <>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {job.reports.map((report, index) => (
                // Reports are anonymous here: their reason and day are all the team needs.
                // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id of their own on this page
                <li key={index}>
                  {report.reason === 'filled' ? 'Filled' : 'No longer available'} ·{' '}
                  <time dateTime={report.at}>{formatUtcDate(new Date(report.at))}</time>
                </li>
              ))}
            </ul>
            {job.actions.includes('dismissReports') && (
              <Form method="post" className="mt-3">
                <p className="mb-2 text-sm text-slate-700">
                  The job is fine? Dismiss the reports; it stays as it is. Unpublishing it (below) resolves
                  them too.
                </p>
                <SubmitButton
                  name="intent"
                  value="dismiss"
                  className={SECONDARY_SUBMIT_BUTTON}
                  busyText="Dismissing…"
                >
                  Dismiss reports
                </SubmitButton>
              </Form>
            )}
          </>
        )}
      </section>

      {job.actions.includes('approve') && (
        <section aria-labelledby="approve-heading" className="mt-10">
          <h2 id="approve-heading" className={SECTION_HEADING}>
            Approve
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Publishes it as a member’s approval would: live with room on the startup’s plan, else it waits for
            payment.
          </p>
          <Form method="post" className="mt-3">
            <SubmitButton name="intent" value="approve" busyText="Approving…">
              Approve and publish
            </SubmitButton>
          </Form>
        </section>
      )}

      {job.actions.includes('unpublish') && (
        <section aria-labelledby="unpublish-heading" className="mt-10">
          <h2 id="unpublish-heading" className={SECTION_HEADING}>
            Unpublish
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Takes the job off Nordhub at once (its page answers “not found”). Every member of{' '}
            {job.company.name} gets the reason by mail, and sees it in their portal.
          </p>
          <Form method="post" noValidate className="mt-3 space-y-4">
            <FormError message={unpublish.formError} />
            <TextAreaField
              label="Reason (sent to the startup)"
              name="reason"
              rows={4}
              maxLength={UNPUBLISH_REASON_MAX_LENGTH}
              defaultValue={postedText(unpublish.values, 'reason')}
              error={unpublish.fieldErrors.reason}
            />
            <SubmitButton name="intent" value="unpublish" busyText="Unpublishing…">
              Unpublish job
            </SubmitButton>
          </Form>
        </section>
      )}

      {job.actions.includes('restore') && (
        <section aria-labelledby="restore-heading" className="mt-10">
          <h2 id="restore-heading" className={SECTION_HEADING}>
            Restore
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Puts it back as it was before it was unpublished
            {job.restoresTo ? ` (${jobStatusLabel(job.restoresTo).toLowerCase()})` : ''}; past its expiration
            date it comes back expired, and a live job without room on the startup’s plan waits for payment.
          </p>
          <Form method="post" className="mt-3">
            <SubmitButton name="intent" value="restore" busyText="Restoring…">
              Restore job
            </SubmitButton>
          </Form>
        </section>
      )}

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className={SECTION_HEADING}>
          Status history
        </h2>
        {job.events.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No changes recorded.</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm text-slate-800">
            {job.events.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history is shown in its one order
              <li key={index}>
                <time dateTime={event.at}>{formatUtcDate(new Date(event.at))}</time>:{' '}
                {EVENT_REASONS[event.reason] ?? event.reason} → {jobStatusLabel(event.to)}
                {event.byEmail ? ` (${event.byEmail})` : ''}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

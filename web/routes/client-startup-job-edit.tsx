import { Link, redirect } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { JobForm } from '../components/startup-jobs/job-form.tsx';
import { JobStatusBadge } from '../components/startup-jobs/job-status-badge.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { buildJobFormContext, parseJobForm, pathAfterJobSave } from '../lib/job-form.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-job-edit.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Edit ${loaderData.job.title}` : 'Edit job',
    description: 'Edit a job of your startup on Nordhub.',
    noIndex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  return withNotFoundPage(async () => {
    const job = await getAppContext(context).services.startup.getJob(me.id, params.company, params.job);
    return {
      startup: { key: startup.key, name: startup.name },
      job,
      form: buildJobFormContext(startup.countryCode, new Date()),
    };
  });
}

/** Statuses whose edits must keep meeting the publishing rules (as the service checks on save). */
const PUBLIC_STATUSES: ReadonlySet<string> = new Set(['ACTIVE', 'STOPPED', 'PENDING_PAYMENT']);

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    // A job going live, or one already public (its edits must keep meeting the publishing rules).
    const values = await parseJobForm(form.values, async () => {
      const isPublishing =
        form.intent === 'publish' ||
        form.intent === 'approve' ||
        PUBLIC_STATUSES.has((await services.startup.getJob(me.id, params.company, params.job)).status);
      return isPublishing ? { now: new Date(), companyCountry: startup.countryCode ?? null } : null;
    });
    const job = await services.startup.updateJob(me.id, params.company, params.job, values);
    if (form.intent === 'publish' || form.intent === 'approve') {
      const published = await services.startup.runJobAction(me.id, params.company, params.job, form.intent);
      return redirect(pathAfterJobSave(params.company, job.id, published.outcome));
    }
    return redirect(`/client/startups/${encodeURIComponent(params.company)}/jobs/${job.id}?saved=1`);
  });
}

/** `/client/startups/{key}/jobs/{job}/edit`: every field of the job. */
export default function ClientStartupJobEdit({ loaderData }: Route.ComponentProps) {
  const { startup, job, form } = loaderData;
  const result = useFormResult();
  const mode =
    job.status === 'DRAFT' ? 'draft' : job.status === 'PENDING_COMPANY_APPROVAL' ? 'approval' : 'published';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <p className="text-sm text-slate-600">
        <Link
          to={`/client/startups/${encodeURIComponent(startup.key)}/jobs/${job.id}`}
          className="hover:text-brand-700"
        >
          {startup.name}: {job.title}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Edit job</h1>
        <JobStatusBadge status={job.status} />
      </div>
      <JobForm
        initial={job}
        values={result.values}
        fieldErrors={result.fieldErrors}
        formError={result.formError}
        mode={mode}
        {...form}
      />
    </div>
  );
}

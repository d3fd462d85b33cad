import { Link, redirect } from 'react-router';
import { AppError, isAppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { JobForm } from '../components/startup-jobs/job-form.tsx';
import { InputField } from '../components/ui/form-controls.tsx';
import { FORM_FIX_MESSAGE, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { buildJobFormContext, parseJobForm } from '../lib/job-form.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-jobs-new.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Create a job for a startup',
    description: "A job made on a startup's behalf.",
    noIndex: true,
  });
}

export const STARTUP_KEY_MESSAGE = 'Please enter the key of an existing startup';

export function loader({ context, url }: Route.LoaderArgs) {
  requireSiteAction(context, url, 'admin.backOffice');
  return { form: buildJobFormContext(null, new Date()), startup: url.searchParams.get('startup') ?? '' };
}

/**
 * The job form on a startup's behalf: the job waits for a member's approval (they are mailed), and
 * the creation is in the audit log (`createJobOnBehalf` runs as an admin action).
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const key = typeof form.values.companyKey === 'string' ? form.values.companyKey.trim() : '';
    const values = await parseJobForm(form.values, async () => null).catch((error: unknown) => {
      // Every error of the form at once: the startup's key beside the job's fields.
      if (key === '' && isAppError(error, 'VALIDATION')) {
        throw new AppError('VALIDATION', FORM_FIX_MESSAGE, {
          companyKey: [STARTUP_KEY_MESSAGE],
          ...error.fieldErrors,
        });
      }
      throw error;
    });
    if (key === '') throw new AppError('VALIDATION', FORM_FIX_MESSAGE, { companyKey: [STARTUP_KEY_MESSAGE] });
    try {
      const job = await getAppContext(context).services.adminJobs.createOnBehalf(me.id, key, values);
      return redirect(`/admin/jobs/${job.id}?created=1`);
    } catch (error) {
      if (isAppError(error, 'NOT_FOUND')) {
        throw new AppError('VALIDATION', FORM_FIX_MESSAGE, { companyKey: [STARTUP_KEY_MESSAGE] });
      }
      throw error;
    }
  });
}

/** `/admin/jobs/new`: create a job on a startup's behalf (it waits for the startup's approval). */
export default function AdminJobsNew({ loaderData }: Route.ComponentProps) {
  const result = useFormResult();
  return (
    <div className="max-w-3xl">
      <p className="text-sm text-slate-600">
        <Link to="/admin/jobs" className="hover:text-brand-700">
          Jobs
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">Create a job for a startup</h1>
      <p className="mt-2 text-slate-700">
        Nothing is public until a member of the startup approves it: they get a mail with a link to review it.
      </p>
      <JobForm
        initial={null}
        values={result.values}
        fieldErrors={result.fieldErrors}
        formError={result.formError}
        mode="onBehalf"
        leadingFields={
          <section
            aria-labelledby="job-startup"
            className="space-y-5 rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id="job-startup" className="text-lg font-semibold text-slate-900">
              The startup
            </h2>
            <InputField
              label="Startup key"
              name="companyKey"
              maxLength={100}
              autoComplete="off"
              hint="The key in the startup's address: /startups/{key}."
              defaultValue={postedText(result.values, 'companyKey') ?? loaderData.startup}
              error={result.fieldErrors.companyKey}
            />
          </section>
        }
        {...loaderData.form}
      />
    </div>
  );
}

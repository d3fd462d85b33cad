import { Link, redirect } from 'react-router';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import type { PlanRoomView } from '#domain/jobs/plan-room.ts';
import { getAppContext } from '../app-context.ts';
import { JobForm } from '../components/startup-jobs/job-form.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { buildJobFormContext, parseJobForm, pathAfterJobSave } from '../lib/job-form.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-job-new.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Post a job at ${loaderData.startup.name}` : 'Post a job',
    description: 'Post a job on Nordhub and meet global talent for your Nordic startup.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const planRoom = await getAppContext(context).services.payments.getPlanRoom(me.id, params.company);
  return {
    startup: { key: startup.key, name: startup.name },
    form: buildJobFormContext(startup.countryCode, new Date()),
    planRoom,
  };
}

/** What publishing this job will do, as the plan rule answers it. */
function describePublishing(room: PlanRoomView, startupName: string): string {
  if (room.plan === 'STARTUP' && room.planEndsAt) {
    return `Your Startup plan runs until ${formatUtcDate(new Date(room.planEndsAt))}: the job goes live as soon as you publish it.`;
  }
  if (room.canGoLive)
    return 'On the free plan one job is live at a time: this one goes live as soon as you publish it.';
  const live = room.activeJobs === 1 ? '1 live job' : `${room.activeJobs} live jobs`;
  const them = room.activeJobs === 1 ? 'the live one' : 'the live ones';
  return `${startupName} already has ${live}: a job you publish now waits for the Startup plan, or until you pause ${them}.`;
}

/**
 * Save draft or Publish. Publishing checks the publishing rules and the plan: live at once with
 * room on the plan, else the job waits for payment and the member is offered the plan.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const values = await parseJobForm(form.values, async () =>
      form.intent === 'publish' ? { now: new Date(), companyCountry: startup.countryCode ?? null } : null,
    );
    const { job, outcome } = await services.startup.createJob(me.id, params.company, values, {
      publish: form.intent === 'publish',
    });
    return redirect(pathAfterJobSave(params.company, job.id, outcome));
  });
}

/** `/client/startups/{key}/jobs/new`: the job form. */
export default function ClientStartupJobNew({ loaderData }: Route.ComponentProps) {
  const { startup, form } = loaderData;
  const result = useFormResult();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <p className="text-sm text-slate-600">
        <Link
          to={`/client/startups/${encodeURIComponent(startup.key)}/jobs`}
          className="hover:text-brand-700"
        >
          {startup.name}: jobs
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">Post a job</h1>
      <p className="mt-2 text-slate-700">
        Save it as a draft and come back later, or publish it.{' '}
        {describePublishing(loaderData.planRoom, startup.name)}
      </p>
      <JobForm
        initial={null}
        values={result.values}
        fieldErrors={result.fieldErrors}
        formError={result.formError}
        mode="new"
        {...form}
      />
    </div>
  );
}

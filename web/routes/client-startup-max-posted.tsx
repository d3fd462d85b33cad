import { Link, redirect } from 'react-router';
import { FREE_PLAN_ACTIVE_JOBS } from '#domain/jobs/job-lifecycle.ts';
import { jobCheckoutPath } from '#domain/pricing/pricing-constants.ts';
import { getAppContext } from '../app-context.ts';
import { SECONDARY_SUBMIT_BUTTON } from '../components/ui/form-controls.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-max-posted.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Your free job slot is taken',
    description: 'Get the Startup plan for unlimited live jobs on Nordhub.',
    noIndex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const jobId = url.searchParams.get('job');
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  if (!jobId) throw redirect(`${base}/jobs`);
  return withNotFoundPage(async () => {
    const [job, pricing, planRoom] = await Promise.all([
      services.startup.getJob(me.id, params.company, jobId),
      services.payments.getPricing(startup.countryCode ?? null),
      services.payments.getPlanRoom(me.id, params.company),
    ]);
    // Nothing to pay for once the job is live (paid meanwhile, or a slot was freed).
    if (job.status === 'ACTIVE') throw redirect(`${base}/posted?job=${job.id}`);
    // The plan rule offers the plan only without room: with a running plan or a free slot, the job
    // is simply published from its page.
    if (!planRoom.offersPlanToPublish) throw redirect(`${base}/jobs/${job.id}`);
    return {
      startup: { key: startup.key, name: startup.name },
      job: { id: job.id, title: job.title, status: job.status },
      plan: pricing.plan,
      activeJobs: planRoom.activeJobs,
      cancelPath: `${base}/max-posted?job=${job.id}`,
    };
  });
}

/**
 * `/client/startups/{key}/max-posted` (docs/product.md, Job lifecycle: publishing with the free limit used up):
 * the job waits for payment; the Startup plan makes it live, or a live job can be paused instead.
 */
export default function ClientStartupMaxPosted({ loaderData }: Route.ComponentProps) {
  const { startup, job, plan, activeJobs } = loaderData;
  const live = activeJobs === 1 ? 'one' : String(activeJobs);
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Your free job slot is taken</h1>
      <p className="mt-3 text-slate-700">
        The free plan keeps {FREE_PLAN_ACTIVE_JOBS} job live at a time, and {startup.name} already has {live}.{' '}
        <strong>{job.title}</strong> is saved and waits for you: it goes live as soon as you choose one of
        these.
      </p>
      <section
        aria-labelledby="plan-heading"
        className="mt-8 rounded-xl border-2 border-brand-600 bg-white p-6"
      >
        <h2 id="plan-heading" className="text-xl font-semibold text-slate-900">
          Startup plan
        </h2>
        <p className="mt-2 text-slate-700">
          12 months of unlimited live jobs. {job.title} goes live the moment your payment is confirmed, with
          every other job waiting for the plan.
        </p>
        {plan ? (
          <>
            <p className="mt-4 text-3xl font-bold text-slate-900">{plan.formattedAmount}</p>
            <p className="text-sm text-slate-600">For 12 months. {plan.vatLine}.</p>
            <a
              href={jobCheckoutPath(job.id, { product: 'plan', cancelPath: loaderData.cancelPath })}
              className="mt-5 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Get the Startup plan
            </a>
          </>
        ) : (
          <p className="mt-4 text-slate-700">The plan cannot be bought right now. Please try again later.</p>
        )}
      </section>
      <section
        aria-labelledby="free-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="free-heading" className="text-lg font-semibold text-slate-900">
          Or stay on the free plan
        </h2>
        <p className="mt-2 text-slate-700">
          Pause your live {activeJobs === 1 ? 'job' : 'jobs'}, then publish this one again from its page.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={`${base}/jobs`} className={SECONDARY_SUBMIT_BUTTON}>
            Go to your jobs
          </Link>
          <Link to={`${base}/jobs/${job.id}`} className={SECONDARY_SUBMIT_BUTTON}>
            Open {job.title}
          </Link>
        </div>
      </section>
      <p className="mt-6 text-sm text-slate-600">
        Compare the plans on the{' '}
        <Link to="/pricing" className="font-semibold text-brand-700 hover:underline">
          pricing page
        </Link>
        .
      </p>
    </div>
  );
}

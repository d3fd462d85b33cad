import { Link } from 'react-router';
import { GUEST_ALREADY_APPLIED_MESSAGE } from '#domain/careers/career-messages.ts';
import { getAppContext } from '../app-context.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/careers-job-applied.ts';

/**
 * `/careers/jobs/{id}/applied`: where an application sent on a career domain lands. It names the
 * job only (no personal data: anyone may open this address); `?existing=1` says the address had
 * applied before.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { site } = app;
  if (site.kind !== 'career' || !site.company) throw notFound();
  const company = site.company;
  return withNotFoundPage(async () => {
    const { job } = await app.services.careers.getCareerJob(company, params.id);
    return {
      job: { id: job.id, title: job.title, companyName: job.company.name },
      isExisting: url.searchParams.get('existing') === '1',
    };
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Your application is sent',
    description: 'Your application is on its way.',
    noIndex: true,
  });
}

export default function CareersJobApplied({ loaderData }: Route.ComponentProps) {
  const { job, isExisting } = loaderData;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">
        {isExisting ? 'You have applied before' : 'Your application is sent'}
      </h1>
      <p role="status" className="mt-4 text-lg text-slate-700">
        {isExisting
          ? `${GUEST_ALREADY_APPLIED_MESSAGE}: ${job.companyName} has it.`
          : `Thank you: ${job.companyName} has your application for ${job.title}.`}
      </p>
      <p className="mt-8 flex flex-wrap gap-4">
        <Link to={`/careers/jobs/${job.id}`} className="font-semibold text-brand-700 hover:underline">
          Back to the job
        </Link>
        <Link to="/careers" className="font-semibold text-brand-700 hover:underline">
          See all jobs
        </Link>
      </p>
    </div>
  );
}

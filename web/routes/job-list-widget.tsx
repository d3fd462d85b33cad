import { getAppContext } from '../app-context.ts';
import { EmbedJobList } from '../components/jobs/embed-job-list.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/job-list-widget.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  return withNotFoundPage(async () => {
    const company = await services.getCompany(params.id);
    const jobs = await services.listCompanyJobs(company.id);
    return { company: { key: company.key, name: company.name }, jobs, origin: site.origin };
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: 'Page not found', description: 'This page could not be found' });
  const { company, jobs } = loaderData;
  return pageMeta({
    title: `Jobs at ${company.name}`,
    description: `${jobs.length === 1 ? '1 open job' : `${jobs.length} open jobs`} at ${company.name}, on Nordhub.`,
    noIndex: true,
  });
}

/**
 * `/startups/joblistwidget/{key}` (docs/product.md, Career pages and white-label feeds): the
 * startup's active jobs for another site's iframe, in the job-list widget layout. The same page for
 * every visitor (ADR 030, widget: no session, no cookies).
 */
export default function JobListWidget({ loaderData }: Route.ComponentProps) {
  const { company, jobs, origin } = loaderData;
  return (
    <>
      <h1 className="mb-2 text-base font-bold text-slate-900">Jobs at {company.name}</h1>
      <EmbedJobList
        jobs={jobs}
        origin={origin}
        showCompany={false}
        emptyText={`${company.name} has no open jobs right now.`}
      />
    </>
  );
}

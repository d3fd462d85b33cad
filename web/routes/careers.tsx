import { Form, Link } from 'react-router';
import { CareerJobFilters } from '#domain/careers/career-page.schema.ts';
import { getAppContext } from '../app-context.ts';
import { JobCard } from '../components/jobs/job-card.tsx';
import { SelectField } from '../components/ui/form-controls.tsx';
import { canonicalFor, pageMeta, siteOf } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/careers.ts';

/**
 * `/careers` on a startup's verified career domain (docs/product.md, Platforms and hosts): the
 * startup's active jobs, filtered by role and place (a plain GET form: it works without
 * JavaScript). Only this startup's jobs: the Site names the startup, never the query.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { site, services } = getAppContext(context);
  if (site.kind !== 'career' || !site.company) throw notFound();
  const company = site.company;
  const filters = CareerJobFilters.parse({
    role: url.searchParams.get('role') || undefined,
    place: url.searchParams.get('place') || undefined,
  });
  return withNotFoundPage(async () => ({
    page: await services.careers.getCareerPage(company, filters),
    now: new Date().toISOString(),
  }));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.page.company.name ?? siteOf(matches)?.name ?? 'Careers';
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/careers'),
    title: `Jobs at ${name}`,
    description: `Open positions at ${name}${loaderData?.page.company.whatWeDo ? `: ${loaderData.page.company.whatWeDo}` : ''}. See the jobs and apply.`,
  });
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const now = new Date(loaderData.now);
  const isFiltered = page.filters.role !== null || page.filters.place !== null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Jobs at {page.company.name}</h1>
      {page.company.whatWeDo && (
        <p className="mt-2 max-w-3xl text-lg text-slate-700">{page.company.whatWeDo}</p>
      )}

      {page.totalJobs > 0 && (
        <Form
          method="get"
          action="/careers"
          aria-label="Filter jobs"
          className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <SelectField
            label="Role"
            name="role"
            placeholder="All roles"
            defaultValue={page.filters.role ?? ''}
            options={page.roles.map((option) => ({
              value: option.value,
              text: `${option.text} (${option.count})`,
            }))}
          />
          <SelectField
            label="Place"
            name="place"
            placeholder="All places"
            defaultValue={page.filters.place ?? ''}
            options={page.places.map((option) => ({
              value: option.value,
              text: `${option.text} (${option.count})`,
            }))}
          />
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Show jobs
          </button>
        </Form>
      )}

      <section aria-labelledby="open-jobs-heading" className="mt-8">
        <h2 id="open-jobs-heading" className="text-xl font-semibold text-slate-900">
          {page.jobs.length === 1 ? '1 open position' : `${page.jobs.length} open positions`}
        </h2>
        {page.jobs.length > 0 ? (
          <div className="mt-4 grid gap-3">
            {page.jobs.map((job) => (
              <JobCard key={job.id} job={job} now={now} to={`/careers/jobs/${job.id}`} />
            ))}
          </div>
        ) : (
          <p className="mt-4 text-slate-700">
            {isFiltered ? (
              <>
                No jobs match these filters.{' '}
                <Link to="/careers" className="font-semibold text-brand-700 hover:underline">
                  See all jobs
                </Link>
              </>
            ) : (
              `${page.company.name} has no open positions right now.`
            )}
          </p>
        )}
      </section>
    </div>
  );
}

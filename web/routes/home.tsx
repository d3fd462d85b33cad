import { Form, Link, redirect } from 'react-router';
import { WHITE_LABEL_PATHS } from '#domain/companies/white-label-feed-constants.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import { getAppContext } from '../app-context.ts';
import { CompanyCard } from '../components/companies/company-card.tsx';
import { JobCard } from '../components/jobs/job-card.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/home.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/'),
    title: 'Jobs at Nordic startups',
    description:
      'Nordhub connects global talents with career opportunities in Nordic startups. Find jobs at startups in Denmark, Sweden, Norway, Finland and Iceland.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  // A white-label feed's host has one page of its own: its jobs (ADR 030).
  if (site.kind === 'whiteLabel') throw redirect(WHITE_LABEL_PATHS.page);
  // A career domain's front door is its career page (docs/product.md, Platforms and hosts): one
  // address per page, in the careers layout. A temporary redirect: the domain may change hands.
  if (site.kind === 'career') throw redirect('/careers', 302);
  const [latestJobs, featuredJobs, startups] = await Promise.all([
    services.listLatestJobs(3),
    services.listFeaturedJobs(6),
    services.listCompanies({ page: 1, perPage: 8, hiring: true }),
  ]);
  return { latestJobs, featuredJobs, startups: startups.companies, now: new Date().toISOString() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const now = new Date(loaderData.now);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Find your next job at a Nordic startup
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            We connect global talents with career opportunities in Nordic startups: Denmark, Sweden, Norway,
            Finland and Iceland.
          </p>
          <Form
            method="get"
            action="/jobs"
            role="search"
            className="mt-8 flex max-w-3xl flex-col gap-2 rounded-xl bg-white p-2 sm:flex-row"
          >
            <label htmlFor="home-q" className="sr-only">
              Job title, skill or startup
            </label>
            <input
              id="home-q"
              name="q"
              type="search"
              placeholder="Job title, skill or startup"
              className="min-w-0 flex-1 rounded-lg px-3 py-2.5 text-slate-900 placeholder:text-slate-500"
            />
            <label htmlFor="home-country" className="sr-only">
              Country
            </label>
            <select
              id="home-country"
              name="country"
              className="rounded-lg border border-slate-200 px-3 py-2.5 text-slate-900"
            >
              <option value="">All countries</option>
              {NORDIC_COUNTRIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.text}
                </option>
              ))}
              <option value="REMOTE">Remote</option>
            </select>
            <button
              type="submit"
              className="rounded-lg bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800"
            >
              Search jobs
            </button>
          </Form>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        {loaderData.featuredJobs.length > 0 && (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="text-2xl font-bold">
              Featured jobs
            </h2>
            <div className="mt-4 grid gap-3 md:grid-cols-2">
              {loaderData.featuredJobs.map((job) => (
                <JobCard key={job.id} job={job} now={now} />
              ))}
            </div>
          </section>
        )}

        <section aria-labelledby="latest-heading">
          <div className="flex items-baseline justify-between">
            <h2 id="latest-heading" className="text-2xl font-bold">
              Latest jobs
            </h2>
            <Link to="/jobs" className="font-semibold text-brand-700 hover:underline">
              See all jobs
            </Link>
          </div>
          <div className="mt-4 grid gap-3">
            {loaderData.latestJobs.map((job) => (
              <JobCard key={job.id} job={job} now={now} />
            ))}
          </div>
        </section>

        <section aria-labelledby="startups-heading">
          <div className="flex items-baseline justify-between">
            <h2 id="startups-heading" className="text-2xl font-bold">
              Startups hiring now
            </h2>
            <Link to="/startups" className="font-semibold text-brand-700 hover:underline">
              Browse startups
            </Link>
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.startups.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

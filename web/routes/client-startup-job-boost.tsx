import { Link } from 'react-router';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { BOOST_DAYS, extendBoost } from '#domain/jobs/job-lifecycle.ts';
import { jobCheckoutPath } from '#domain/pricing/pricing-constants.ts';
import { getAppContext } from '../app-context.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-job-boost.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Boost ${loaderData.job.title}` : 'Boost a job',
    description:
      'Boost a job on Nordhub: featured above matching search results, on the front page and first in the job digest.',
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
    const [job, pricing] = await Promise.all([
      services.startup.getJob(me.id, params.company, params.job),
      services.payments.getPricing(startup.countryCode ?? null),
    ]);
    const now = new Date();
    const next = extendBoost(
      job.isBoosted && job.boostingExpiresAt ? new Date(job.boostingExpiresAt) : null,
      now,
    );
    return {
      startup: { key: startup.key, name: startup.name },
      job: {
        id: job.id,
        title: job.title,
        status: job.status,
        isBoosted: job.isBoosted,
        boostingExpiresAt: job.boostingExpiresAt,
      },
      boost: pricing.boost,
      boostedUntil: next.endsAt.toISOString(),
      cancelPath: `/client/startups/${encodeURIComponent(startup.key)}/jobs/${job.id}/boost`,
    };
  });
}

/** `/client/startups/{key}/jobs/{job}/boost`: what a boost does and costs, and its checkout. */
export default function ClientStartupJobBoost({ loaderData }: Route.ComponentProps) {
  const { startup, job, boost } = loaderData;
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <p className="text-sm text-slate-600">
        <Link to={`${base}/jobs/${job.id}`} className="hover:text-brand-700">
          {startup.name}: {job.title}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">Boost {job.title}</h1>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
        <li>Featured above the results of every search it matches for {BOOST_DAYS} days</li>
        <li>In the featured jobs on the front page and the job search</li>
        <li>First in the job digest that talent gets by email</li>
        <li>A report of views and applicants on boosted days against organic days</li>
      </ul>
      {job.status !== 'ACTIVE' ? (
        <p className="mt-6 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          Only a live job can be boosted. Publish or resume it first.
        </p>
      ) : boost ? (
        <section
          aria-labelledby="price-heading"
          className="mt-8 rounded-xl border-2 border-brand-600 bg-white p-6"
        >
          <h2 id="price-heading" className="sr-only">
            Price
          </h2>
          <p className="text-3xl font-bold text-slate-900">{boost.formattedAmount}</p>
          <p className="text-sm text-slate-600">
            For {BOOST_DAYS} days. {boost.vatLine}.
          </p>
          <p className="mt-3 text-slate-700">
            {job.isBoosted && job.boostingExpiresAt
              ? `Already boosted until ${formatUtcDate(new Date(job.boostingExpiresAt))}: a new boost adds ${BOOST_DAYS} days, until ${formatUtcDate(new Date(loaderData.boostedUntil))}.`
              : `Boosted until ${formatUtcDate(new Date(loaderData.boostedUntil))} once the payment is confirmed.`}
          </p>
          <a
            href={jobCheckoutPath(job.id, { product: 'boost', cancelPath: loaderData.cancelPath })}
            className="mt-5 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {job.isBoosted ? 'Extend the boost' : 'Boost this job'}
          </a>
        </section>
      ) : (
        <p className="mt-6 text-slate-700">Boosts cannot be bought right now. Please try again later.</p>
      )}
    </div>
  );
}

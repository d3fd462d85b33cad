import { Link } from 'react-router';
import { SCOUT_PRODUCT_KEY } from '#domain/scout/scout-labels.ts';
import {
  SCOUT_FEE_PERCENT,
  SCOUT_FIRST_CANDIDATES_DAYS,
  SCOUT_REPLACEMENT_MONTHS,
} from '#domain/scout/scout-offer.ts';
import { selectProfile } from '#domain/users/build-profile-entries.ts';
import { getAppContext } from '../app-context.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/scout.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/scout'),
    title: 'Scout: headhunting for Nordic startups',
    description: `The Nordhub Scout team searches for candidates for your job and sends them graded 1 to 5 into your applicant pipeline. You pay ${SCOUT_FEE_PERCENT} % of the first-year salary, only when you hire.`,
  });
}

/**
 * Where the order button goes: the startup in use (or the first one) to its hh-steps; a person
 * without a startup to `/startups/join`; a visitor to the log-in, back here afterwards.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  if (!app.products.includes(SCOUT_PRODUCT_KEY)) throw notFound();
  const me = app.me;
  if (!me)
    return { orderTo: '/?auth=login&to=/scout', orderText: 'Log in to order Scout', startupName: null };
  const selected = selectProfile(me.profiles, me.profile, app.rememberedProfile);
  const startups = me.companies.filter((company) => !company.isDraft);
  const startup =
    (selected?.type === 'company' ? startups.find((company) => company.key === selected.key) : undefined) ??
    startups[0];
  if (!startup) {
    return { orderTo: '/startups/join', orderText: 'Create your startup profile first', startupName: null };
  }
  return {
    orderTo: `/client/startups/${encodeURIComponent(startup.key)}/hh-steps`,
    orderText: 'Order a Scout search',
    startupName: startup.name,
  };
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const ORDER_BUTTON =
  'inline-block rounded-md bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700';

/**
 * `/scout` (and `/headhunter`, which redirects here; docs/product.md, Pages): what the Scout service is, how it
 * works and what it costs. Only while the site sells it (the HEADHUNTER product); otherwise 404.
 */
export default function Scout({ loaderData }: Route.ComponentProps) {
  const { orderTo, orderText, startupName } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12">
      <section aria-labelledby="scout-heading" className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Scout by Nordhub</p>
        <h1 id="scout-heading" className="mt-1 text-4xl font-bold text-slate-900">
          Let our headhunters find your next hire
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Tell the Scout team who you are looking for. We search our network and the market, and the people we
          recommend arrive in your applicant pipeline, graded from 1 to 5. You pay only when you hire one of
          them.
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Link to={orderTo} className={ORDER_BUTTON}>
            {orderText}
          </Link>
          {startupName && <p className="text-sm text-slate-700">for {startupName}</p>}
        </div>
      </section>

      <section aria-labelledby="scout-how-heading" className="mt-12">
        <h2 id="scout-how-heading" className="text-2xl font-semibold text-slate-900">
          How it works
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          <li className={CARD}>
            <h3 className="font-semibold text-slate-900">1. Order a search</h3>
            <p className="mt-2 text-sm text-slate-700">
              Pick one of your live jobs and give us the role brief, the must-haves and the salary frame. It
              takes five minutes, and ordering is free.
            </p>
          </li>
          <li className={CARD}>
            <h3 className="font-semibold text-slate-900">2. Candidates arrive graded 1–5</h3>
            <p className="mt-2 text-sm text-slate-700">
              The Scout team adds the people it recommends to the job's pipeline, each with a grade from 1 (a
              long shot) to 5 (an exceptional match). The first ones usually come within{' '}
              {SCOUT_FIRST_CANDIDATES_DAYS} days. Your job is featured while we search.
            </p>
          </li>
          <li className={CARD}>
            <h3 className="font-semibold text-slate-900">3. Pay only for a hire</h3>
            <p className="mt-2 text-sm text-slate-700">
              Move a Scout candidate to Hired in your pipeline and that is the successful hire the fee is for.
              No hire, no fee.
            </p>
          </li>
        </ol>
      </section>

      <section aria-labelledby="scout-fee-heading" className="mt-12 max-w-3xl">
        <h2 id="scout-fee-heading" className="text-2xl font-semibold text-slate-900">
          The fee
        </h2>
        <p className="mt-3 text-slate-700">
          <strong className="text-slate-900">{SCOUT_FEE_PERCENT} %</strong> of the hired person's first-year
          gross base salary, invoiced after the hire. Nothing at order time, nothing for the candidates you
          turn down. If your Scout hire leaves within {SCOUT_REPLACEMENT_MONTHS} months, we search again
          without a new fee.
        </p>
        <p className="mt-3 text-slate-700">
          Read the full{' '}
          <Link to="/scout-terms" className="font-semibold text-brand-700 underline">
            Scout terms
          </Link>
          .
        </p>
      </section>
    </div>
  );
}

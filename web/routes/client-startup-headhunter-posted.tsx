import { Link, redirect } from 'react-router';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { SCOUT_ORDER_STATUS_LABELS } from '#domain/scout/scout-labels.ts';
import { describeScoutFee, SCOUT_FIRST_CANDIDATES_DAYS } from '#domain/scout/scout-offer.ts';
import { getAppContext } from '../app-context.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-headhunter-posted.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Scout is on it',
    description: 'Your Scout order on Nordhub.',
    noIndex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const orderId = url.searchParams.get('order');
  if (!orderId) throw redirect(`/client/startups/${encodeURIComponent(startup.key)}/hh-steps`);
  return withNotFoundPage(async () => {
    const order = await services.scout.getCompanyOrder(me.id, params.company, orderId);
    return { startup: { key: startup.key, name: startup.name }, order, fee: describeScoutFee() };
  });
}

/** `/client/startups/{key}/headhunter-posted` (docs/product.md, Pages): the order confirmed, what happens next. */
export default function ClientStartupHeadhunterPosted({ loaderData }: Route.ComponentProps) {
  const { startup, order, fee } = loaderData;
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  const isOpen = order.status === 'open';
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">
        {isOpen ? 'Scout is on it' : `Scout order: ${SCOUT_ORDER_STATUS_LABELS[order.status]}`}
      </h1>
      {isOpen && (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-green-900">
          We received your order for {order.job.title}. The Scout team reads your brief and sends the first
          graded candidates to the job's pipeline, usually within {SCOUT_FIRST_CANDIDATES_DAYS} days. Your job
          is featured on Nordhub while we search.
        </p>
      )}
      <dl className="mt-6 space-y-4 text-slate-800">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Job</dt>
          <dd>
            <Link to={`${base}/jobs/${order.job.id}`} className="text-brand-700 hover:underline">
              {order.job.title}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Ordered</dt>
          <dd>{formatUtcDate(new Date(order.createdAt))}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Status</dt>
          <dd>{SCOUT_ORDER_STATUS_LABELS[order.status]}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Candidates from Scout so far</dt>
          <dd>{order.candidateCount}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Role brief</dt>
          <dd className="whitespace-pre-line">{order.brief.roleBrief}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Must-haves</dt>
          <dd className="whitespace-pre-line">{order.brief.mustHaves}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Salary frame</dt>
          <dd>{order.brief.salaryFrame}</dd>
        </div>
      </dl>
      <p className="mt-6 text-sm text-slate-700">
        Nothing to pay now. The fee is {fee} (see the{' '}
        <Link to="/scout-terms" className="font-semibold text-brand-700 underline">
          Scout terms
        </Link>
        ).
      </p>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to={`${base}/jobs`} className="font-semibold text-brand-700 hover:underline">
          Back to your jobs
        </Link>
        <Link to={`${base}/hh-steps`} className="font-semibold text-brand-700 hover:underline">
          Order Scout for another job
        </Link>
      </p>
    </div>
  );
}

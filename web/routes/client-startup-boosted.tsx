import { Link, redirect } from 'react-router';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-boosted.ts';

const REFRESH_SECONDS = 3;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const waiting = loaderData?.payment.status === 'PENDING';
  return [
    ...pageMeta({
      matches,
      title: 'Boost',
      description: 'Your job boost on Nordhub.',
      noIndex: true,
    }),
    ...(waiting ? [{ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) }] : []),
  ];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const paymentId = url.searchParams.get('payment');
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  if (!paymentId) throw redirect(`${base}/jobs`);
  return withNotFoundPage(async () => {
    const payment = await getAppContext(context).services.payments.getPayment(
      me.id,
      params.company,
      paymentId,
    );
    return { startup: { key: startup.key, name: startup.name }, payment };
  });
}

/**
 * `/client/startups/{key}/boosted`: where a boost payment lands. The boost starts when the payment
 * provider confirms the payment (its signed webhook), which usually takes a moment.
 */
export default function ClientStartupBoosted({ loaderData }: Route.ComponentProps) {
  const { startup, payment } = loaderData;
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  const jobLink = payment.jobId ? `${base}/jobs/${payment.jobId}` : `${base}/jobs`;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">
        {payment.status === 'PAID' ? 'Your job is boosted' : 'Boost'}
      </h1>
      {payment.status === 'PENDING' && (
        <p role="status" className="mt-4 rounded-md bg-sky-50 px-3 py-2 text-sky-900">
          We are confirming your payment of {payment.formattedAmount}. This page updates by itself in a few
          seconds.
        </p>
      )}
      {payment.status === 'PAID' && (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-green-900">
          {payment.jobTitle ?? 'Your job'} is boosted
          {payment.boostEndsAt ? ` until ${formatUtcDate(new Date(payment.boostEndsAt))}` : ''}: first in
          search, in the featured jobs and first in the job digest. A receipt of {payment.formattedAmount} is
          on its way to your email.
        </p>
      )}
      {(payment.status === 'CANCELLED' || payment.status === 'FAILED') && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          The payment was not completed, and nothing was charged.
        </p>
      )}
      <p className="mt-8">
        <Link to={jobLink} className="font-semibold text-brand-700 hover:underline">
          See the job's boost report
        </Link>
      </p>
    </div>
  );
}

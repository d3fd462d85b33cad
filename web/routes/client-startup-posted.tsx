import { Link, redirect } from 'react-router';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import type { PaymentView } from '#domain/pricing/payment.schema.ts';
import { getAppContext } from '../app-context.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-posted.ts';

/** While the payment provider's confirmation is on its way, the page looks again every few seconds. */
const REFRESH_SECONDS = 3;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const waiting = loaderData?.payment?.status === 'PENDING';
  return [
    ...pageMeta({
      matches,
      title: 'Your job',
      description: 'Your job on Nordhub: published, or waiting for payment.',
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
  const { services } = getAppContext(context);
  const jobId = url.searchParams.get('job');
  const paymentId = url.searchParams.get('payment');
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  if (!jobId) throw redirect(`${base}/jobs`);
  return withNotFoundPage(async () => {
    const [job, payment, planRoom] = await Promise.all([
      services.startup.getJob(me.id, params.company, jobId),
      paymentId ? services.payments.getPayment(me.id, params.company, paymentId) : Promise.resolve(null),
      services.payments.getPlanRoom(me.id, params.company),
    ]);
    // Live: the "Your job is live" page (share it, boost it, post another).
    if (job.status === 'ACTIVE') throw redirect(`/jobs/${job.id}/welcome`);
    return {
      startup: { key: startup.key, name: startup.name },
      job: { id: job.id, title: job.title, status: job.status },
      payment,
      offersPlanToPublish: planRoom.offersPlanToPublish,
    };
  });
}

function PaymentState({ payment }: { payment: PaymentView }) {
  if (payment.status === 'PENDING') {
    return (
      <p role="status" className="mt-4 rounded-md bg-sky-50 px-3 py-2 text-sky-900">
        We are confirming your payment of {payment.formattedAmount} with the payment provider. This page
        updates by itself in a few seconds.
      </p>
    );
  }
  if (payment.status === 'PAID') {
    return (
      <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-green-900">
        Payment of {payment.formattedAmount} received
        {payment.planEndsAt
          ? `: your Startup plan runs until ${formatUtcDate(new Date(payment.planEndsAt))}`
          : ''}
        . A receipt is on its way to your email.
      </p>
    );
  }
  return (
    <p role="status" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
      The payment was not completed, and nothing was charged.
    </p>
  );
}

/**
 * `/client/startups/{key}/posted`: where a publish or a plan payment lands. A live job goes on to
 * its "Your job is live" page; otherwise this says what the job is waiting for (the payment's
 * confirmation by the provider, never this page, makes it live).
 */
export default function ClientStartupPosted({ loaderData }: Route.ComponentProps) {
  const { startup, job, payment, offersPlanToPublish } = loaderData;
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{job.title}</h1>
      {payment && <PaymentState payment={payment} />}
      {!payment && job.status === 'PENDING_PAYMENT' && !offersPlanToPublish && (
        <p className="mt-4 text-slate-700">There is room on your plan now: publish this job from its page.</p>
      )}
      {!payment && job.status === 'PENDING_PAYMENT' && offersPlanToPublish && (
        <p className="mt-4 text-slate-700">
          This job waits for the Startup plan.{' '}
          <Link
            to={`${base}/max-posted?job=${job.id}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            See the options
          </Link>
          .
        </p>
      )}
      <p className="mt-8">
        <Link to={`${base}/jobs/${job.id}`} className="font-semibold text-brand-700 hover:underline">
          Open the job in your portal
        </Link>
      </p>
    </div>
  );
}

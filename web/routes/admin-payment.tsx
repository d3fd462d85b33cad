// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Form, Link } from 'react-router';
import { AdminRefundForm, PAYMENT_STATUS_LABELS } from '#domain/admin/admin-payments.schema.ts';
import { isAppError } from '#domain/errors.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { formatMajorAmount } from '#domain/pricing/parse-amount.ts';
import { formatPrice } from '#domain/pricing/price-for-country.ts';
import { getAppContext } from '../app-context.ts';
import { PaymentStatusBadge } from '../components/admin/payment-status-badge.tsx';
import {
  FormError,
  InputField,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/admin-payment.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData
      ? `Payment: ${loaderData.payment.productName}, ${loaderData.payment.company.name}`
      : 'Payment',
    description: 'One payment in the back office.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'payment.refund');
  try {
    const payment = await getAppContext(context).services.adminPayments.get(me.id, params.id);
    // Decided here, so the server's page and the hydrated one agree.
    const isPurchaseOver = payment.purchase ? Date.parse(payment.purchase.endsAt) <= Date.now() : false;
    return { payment, isPurchaseOver };
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND') || isAppError(error, 'VALIDATION')) throw notFound();
    throw error;
  }
}

/** The refund form (`intent=refund`): the amount in major units as typed, and a reason. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'payment.refund');
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const input = parseForm(AdminRefundForm, form.values);
    const payment = await getAppContext(context).services.adminPayments.refund(me.id, params.id, input);
    return {
      ok: true as const,
      intent: 'refund',
      message: `Refunded ${formatPrice(input.amount, payment.currency)}. The payment is ${PAYMENT_STATUS_LABELS[payment.status]}.`,
    };
  });
}

function DateOf({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatUtcDate(new Date(iso))}</time> : <>–</>;
}

/** `/admin/payments/{id}`: one payment, what it bought, and its refund form while something is left. */
export default function AdminPayment({ loaderData }: Route.ComponentProps) {
  const { payment, isPurchaseOver } = loaderData;
  const refund = useFormResult('refund');
  return (
    <div className="max-w-3xl">
      <p className="text-sm text-slate-600">
        <Link to="/admin/payments" className="hover:text-brand-700">
          Payments
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">
        {payment.productName}: {payment.formattedAmount}
      </h1>
      <p className="mt-2 flex items-center gap-2 text-slate-700">
        <PaymentStatusBadge status={payment.status} />
        <span>
          {payment.company.name} ({payment.company.key})
        </span>
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 text-slate-800 sm:grid-cols-[12rem_1fr]">
        <dt className="text-sm font-semibold text-slate-600">Job</dt>
        <dd>{payment.job?.title ?? '–'}</dd>
        <dt className="text-sm font-semibold text-slate-600">Amount</dt>
        <dd>
          {payment.formattedAmount}
          <span className="block text-sm text-slate-600">{payment.vatLine}</span>
        </dd>
        <dt className="text-sm font-semibold text-slate-600">Refunded</dt>
        <dd data-testid="refunded-amount">
          {payment.formattedRefundedAmount}
          {payment.refundedAt && (
            <span className="block text-sm text-slate-600">
              Last refund <DateOf iso={payment.refundedAt} /> ({payment.refundRef})
            </span>
          )}
        </dd>
        <dt className="text-sm font-semibold text-slate-600">Created</dt>
        <dd>
          <DateOf iso={payment.createdAt} />
        </dd>
        <dt className="text-sm font-semibold text-slate-600">Paid</dt>
        <dd>
          <DateOf iso={payment.paidAt} />
        </dd>
        <dt className="text-sm font-semibold text-slate-600">Bought</dt>
        <dd data-testid="payment-purchase">
          {payment.purchase ? (
            <>
              {payment.purchase.kind === 'boost' ? 'Boost' : 'Startup plan'}{' '}
              {isPurchaseOver ? 'ended' : 'until'} <DateOf iso={payment.purchase.endsAt} />
            </>
          ) : (
            'Nothing yet'
          )}
        </dd>
        <dt className="text-sm font-semibold text-slate-600">Buyer</dt>
        <dd>{payment.buyerEmail ?? '–'}</dd>
        <dt className="text-sm font-semibold text-slate-600">Provider</dt>
        <dd className="break-all">
          {payment.provider} · {payment.providerRef}
        </dd>
      </dl>

      <section aria-labelledby="refund-heading" className="mt-10">
        <h2 id="refund-heading" className="text-xl font-semibold text-slate-900">
          Refund
        </h2>
        <StatusMessage message={refund.message} />
        {payment.refundableAmount > 0 ? (
          <>
            <p className="mt-1 text-sm text-slate-700">
              The money goes back through the payment provider first. A full refund ends what the payment
              bought at once (the boost, or the plan).
            </p>
            <Form method="post" noValidate className="mt-4 space-y-5">
              <FormError message={refund.formError} />
              <InputField
                label={`Amount (${payment.currency})`}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                hint={`At most ${formatPrice(payment.refundableAmount, payment.currency)}, e.g. ${formatMajorAmount(payment.refundableAmount)}.`}
                defaultValue={
                  postedText(refund.values, 'amount') ?? formatMajorAmount(payment.refundableAmount)
                }
                error={refund.fieldErrors.amount}
              />
              <TextAreaField
                label="Reason"
                name="reason"
                rows={3}
                maxLength={500}
                hint="Kept in the audit log."
                defaultValue={postedText(refund.values, 'reason')}
                error={refund.fieldErrors.reason}
              />
              <SubmitButton name="intent" value="refund" busyText="Refunding…">
                Refund
              </SubmitButton>
            </Form>
          </>
        ) : (
          <p className="mt-2 text-slate-700">
            {payment.status === 'REFUNDED'
              ? 'This payment is refunded in full.'
              : `Only a paid payment can be refunded; this one is ${PAYMENT_STATUS_LABELS[payment.status]}.`}
          </p>
        )}
      </section>
    </div>
  );
}

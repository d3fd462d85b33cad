import { PAYMENT_STATUS_LABELS } from '#domain/admin/payment-status-labels.ts';
import type { PaymentStatusValue } from '#domain/pricing/pricing-constants.ts';

const STATUS_STYLE: Record<PaymentStatusValue, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  PAID: 'bg-green-100 text-green-900',
  REFUNDED: 'bg-sky-100 text-sky-900',
  FAILED: 'bg-red-100 text-red-900',
  CANCELLED: 'bg-slate-100 text-slate-800',
};

/** A payment's state as the back office names it: pending, paid, refunded, failed, cancelled. */
export function PaymentStatusBadge({ status }: { status: PaymentStatusValue }) {
  return (
    <span
      data-testid="payment-status"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

import type { PaymentStatusValue } from '../pricing/pricing-constants.ts';

/** How the back office names a payment's state (plain data free of zod, for browser bundles). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusValue, string> = {
  PENDING: 'pending',
  PAID: 'paid',
  REFUNDED: 'refunded',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
};

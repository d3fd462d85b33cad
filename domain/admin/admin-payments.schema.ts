import { z } from 'zod';
import { parseMajorAmount } from '../pricing/parse-amount.ts';
import { PaymentProductKey, PaymentStatus } from '../pricing/payment.schema.ts';
import { PAYMENT_STATUSES } from '../pricing/pricing-constants.ts';

/**
 * The back office's Payments section (issue 32): every checkout and its state, per startup, and a
 * refund through the payment adapter. Amounts in the API are minor units (1/100 of the currency, as
 * `payments.amount`); the page's form takes major units as people type them ('499.00').
 */

export { PAYMENT_STATUS_LABELS } from './payment-status-labels.ts';

export const ADMIN_PAYMENTS_PER_PAGE = 25;

/** `GET /api/admin/payments?company=&status=&page=` */
export const AdminPaymentsQuery = z.object({
  company: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .optional()
    .describe("The startup's name (any part of it) or its exact key"),
  status: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
      z.enum(PAYMENT_STATUSES, { message: `Expected one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
    )
    .describe('Only payments in this state'),
  page: z.coerce
    .number()
    .int('Expected a page number')
    .min(1, 'Expected a page number')
    .max(10_000)
    .default(1),
});
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuery>;

export const AdminPaymentParams = z.object({ id: z.uuid('Expected a payment id') });

/** One checkout in the back office's list, newest first. */
export const AdminPaymentListItem = z.object({
  id: z.uuid(),
  status: PaymentStatus,
  productKey: PaymentProductKey,
  productName: z.string(),
  company: z.object({ key: z.string(), name: z.string() }),
  job: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  amount: z.number().int(),
  currency: z.string(),
  /** '849 SEK' */
  formattedAmount: z.string(),
  refundedAmount: z.number().int(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
});
export type AdminPaymentListItem = z.infer<typeof AdminPaymentListItem>;

export const AdminPaymentList = z.object({
  items: z.array(AdminPaymentListItem),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
});
export type AdminPaymentList = z.infer<typeof AdminPaymentList>;

/** What a payment bought, while it is in force or since it ended (a refund ends it at once). */
export const AdminPaymentPurchase = z.object({
  kind: z.enum(['plan', 'boost']),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});

/** One payment as the back office opens it. */
export const AdminPaymentDetail = AdminPaymentListItem.extend({
  provider: z.string(),
  providerRef: z.string(),
  vatAmount: z.number().int(),
  vatRateBp: z.number().int(),
  vatLine: z.string(),
  buyerEmail: z.string().nullable(),
  refundRef: z.string().nullable(),
  /** What is left to refund (minor units): 0 unless the payment is PAID. */
  refundableAmount: z.number().int().min(0),
  formattedRefundedAmount: z.string(),
  purchase: AdminPaymentPurchase.nullable(),
});
export type AdminPaymentDetail = z.infer<typeof AdminPaymentDetail>;

const REFUND_REASON = z
  .string('Please give a reason')
  .trim()
  .min(1, 'Please give a reason')
  .max(500, 'At most 500 characters');

export const REFUND_AMOUNT_ABOVE_ZERO = 'Enter an amount above zero';

/** `POST /api/admin/payments/{id}/refund`: the amount in minor units (the whole remaining amount when left out). */
export const AdminRefundInput = z.object({
  amount: z
    .number('Expected an amount in minor units (1/100 of the currency)')
    .int('Expected an amount in minor units (1/100 of the currency)')
    .min(1, REFUND_AMOUNT_ABOVE_ZERO)
    .optional()
    .describe('Minor units (1/100 of the currency, e.g. 49900 for 499.00 DKK); default: all that is left'),
  reason: REFUND_REASON.describe('Why: kept in the audit log'),
});
export type AdminRefundInput = z.infer<typeof AdminRefundInput>;

/** The page's refund form: the amount in major units as typed ('499.00'), read into minor units. */
export const AdminRefundForm = z.object({
  amount: z.string('Enter an amount such as 499.00').transform((text, context) => {
    const minor = parseMajorAmount(text);
    if (minor === null) {
      context.addIssue({ code: 'custom', message: 'Enter an amount such as 499.00' });
      return z.NEVER;
    }
    if (minor <= 0) {
      context.addIssue({ code: 'custom', message: REFUND_AMOUNT_ABOVE_ZERO });
      return z.NEVER;
    }
    return minor;
  }),
  reason: REFUND_REASON,
});

export const AdminRefundResult = z.object({ payment: AdminPaymentDetail });
export type AdminRefundResult = z.infer<typeof AdminRefundResult>;

import { eq } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminPaymentDetail, AdminPaymentListItem } from '#domain/admin/admin-payments.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { PaymentProductKey, PaymentStatus } from '#domain/pricing/payment.schema.ts';
import { formatPrice } from '#domain/pricing/price-for-country.ts';
import { describeVatLine } from '#domain/pricing/vat.ts';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  companyPlans,
  jobBoosts,
  jobs,
  payments,
  products,
  users,
} from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';

/** The columns of a payment's row in the back office's list (with its startup, job and product). */
export const ADMIN_PAYMENT_COLUMNS = {
  payment: payments,
  companyKey: companies.key,
  companyName: companies.name,
  jobTitle: jobs.title,
  productName: products.name,
};

type ListRow = {
  payment: typeof payments.$inferSelect;
  companyKey: string;
  companyName: string;
  jobTitle: string | null;
  productName: string | null;
};

export function toAdminPaymentListItem(row: ListRow): AdminPaymentListItem {
  const { payment } = row;
  return {
    id: payment.id,
    status: payment.status as PaymentStatus,
    productKey: payment.productKey as PaymentProductKey,
    productName: row.productName ?? payment.productKey,
    company: { key: row.companyKey, name: row.companyName },
    job: payment.jobId && row.jobTitle !== null ? { id: payment.jobId, title: row.jobTitle } : null,
    amount: payment.amount,
    currency: payment.currency,
    formattedAmount: formatPrice(payment.amount, payment.currency),
    refundedAmount: payment.refundedAmount,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
  };
}

/** What is left to refund of a payment: all of it but what was refunded, and only while PAID. */
export function refundableAmountOf(payment: {
  status: string;
  amount: number;
  refundedAmount: number;
}): number {
  return payment.status === 'PAID' ? Math.max(0, payment.amount - payment.refundedAmount) : 0;
}

/** One payment with what it bought, as the back office opens it (null: there is none). */
export async function readAdminPayment(db: Executor, paymentId: string): Promise<AdminPaymentDetail | null> {
  if (!isUuid(paymentId)) return null;
  const [row] = await db
    .select({
      ...ADMIN_PAYMENT_COLUMNS,
      buyerEmail: users.email,
      plan: { startsAt: companyPlans.startsAt, endsAt: companyPlans.endsAt },
      boost: { startsAt: jobBoosts.startsAt, endsAt: jobBoosts.endsAt },
    })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(jobs, eq(jobs.id, payments.jobId))
    .leftJoin(products, eq(products.key, payments.productKey))
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(companyPlans, eq(companyPlans.paymentId, payments.id))
    .leftJoin(jobBoosts, eq(jobBoosts.paymentId, payments.id))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) return null;
  const { payment } = row;
  const bought = row.plan?.startsAt && row.plan.endsAt ? { kind: 'plan' as const, ...row.plan } : null;
  const boosted = row.boost?.startsAt && row.boost.endsAt ? { kind: 'boost' as const, ...row.boost } : null;
  const purchase = bought ?? boosted;
  return {
    ...toAdminPaymentListItem(row),
    provider: payment.provider,
    providerRef: payment.providerRef,
    vatAmount: payment.vatAmount,
    vatRateBp: payment.vatRateBp,
    vatLine: describeVatLine(payment.amount, payment.vatRateBp, payment.currency),
    buyerEmail: row.buyerEmail,
    refundRef: payment.refundRef,
    refundableAmount: refundableAmountOf(payment),
    formattedRefundedAmount: formatPrice(payment.refundedAmount, payment.currency),
    purchase: purchase
      ? {
          kind: purchase.kind,
          startsAt: (purchase.startsAt as Date).toISOString(),
          endsAt: (purchase.endsAt as Date).toISOString(),
        }
      : null,
  };
}

/** `GET /api/admin/payments/{id}`: admins only (everyone else, and an unknown id, get 404). */
export async function getAdminPayment(
  deps: ServiceDeps,
  who: ActorOrUserId,
  paymentId: string,
): Promise<AdminPaymentDetail> {
  await requireAction(deps, who, 'payment.refund', SITE);
  const payment = await readAdminPayment(deps.db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
  return payment;
}

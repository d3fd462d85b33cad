import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { PaymentProductKey, PaymentStatus, PaymentView } from '#domain/pricing/payment.schema.ts';
import { formatPrice } from '#domain/pricing/price-for-country.ts';
import { describeVatLine } from '#domain/pricing/vat.ts';
import { companyPlans, jobBoosts, jobs, payments, products } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * One payment of a startup as its members see it (the `posted` and `boosted` pages poll it until
 * the webhook has confirmed it). Anyone else, and a payment of another startup, gets a 404.
 */
export async function getPayment(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
  paymentId: string,
): Promise<PaymentView> {
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  const notFound = new AppError('NOT_FOUND', 'Payment not found');
  if (!isUuid(paymentId)) throw notFound;
  const [row] = await deps.db
    .select({
      payment: payments,
      jobTitle: jobs.title,
      productName: products.name,
      planEndsAt: companyPlans.endsAt,
      boostEndsAt: jobBoosts.endsAt,
    })
    .from(payments)
    .leftJoin(jobs, eq(jobs.id, payments.jobId))
    .leftJoin(products, eq(products.key, payments.productKey))
    .leftJoin(companyPlans, eq(companyPlans.paymentId, payments.id))
    .leftJoin(jobBoosts, eq(jobBoosts.paymentId, payments.id))
    .where(and(eq(payments.id, paymentId), eq(payments.companyId, company.id)))
    .limit(1);
  if (!row) throw notFound;
  const { payment } = row;
  return {
    id: payment.id,
    status: payment.status as PaymentStatus,
    productKey: payment.productKey as PaymentProductKey,
    productName: row.productName ?? payment.productKey,
    companyKey: company.key,
    jobId: payment.jobId,
    jobTitle: row.jobTitle,
    amount: payment.amount,
    currency: payment.currency,
    vatAmount: payment.vatAmount,
    vatRateBp: payment.vatRateBp,
    formattedAmount: formatPrice(payment.amount, payment.currency),
    vatLine: describeVatLine(payment.amount, payment.vatRateBp, payment.currency),
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    planEndsAt: row.planEndsAt?.toISOString() ?? null,
    boostEndsAt: row.boostEndsAt?.toISOString() ?? null,
  };
}

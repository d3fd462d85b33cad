import { and, eq, gt, max } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import { type AdminPaymentDetail, PAYMENT_STATUS_LABELS } from '#domain/admin/admin-payments.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { formatPrice } from '#domain/pricing/price-for-country.ts';
import {
  BOOST_PRODUCT_KEY,
  type PaymentStatusValue,
  PLAN_PRODUCT_KEY,
} from '#domain/pricing/pricing-constants.ts';
import type { Transaction } from '../../db/client.ts';
import { companies, companyPlans, jobBoosts, jobs, payments, products } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { PortalDeps } from '../deps.ts';
import { lockJob } from '../jobs/job-transitions.ts';
import { readAdminPayment, refundableAmountOf } from './get-admin-payment.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

type PaymentRow = typeof payments.$inferSelect;

export type RefundRequest = {
  /** Minor units; the whole remaining amount when left out. */
  amount?: number | undefined;
  reason: string;
};

/**
 * Refunds (part of) a paid checkout through the payment adapter (issue 32, Payments).
 *
 * 1. The policy (`payment.refund`), then the checks: only a PAID payment, more than zero and at most
 *    what is left (422 beside the amount otherwise), through the provider it was paid with.
 * 2. The provider first, with an idempotency key made of the payment and the amount refunded so far:
 *    a retry after a lost answer (or a crash before step 3) names the same refund, never a second one.
 *    If the provider refuses, nothing is written, not even an audit row.
 * 3. Then one transaction (`runSiteAdminAction`, with its audit row): the payment locked and checked
 *    again (a refund recorded meanwhile refuses this one), its refund columns, and on a full refund
 *    status REFUNDED and the end of what it bought, at once: a boost's `job_boosts` row ends now and
 *    the job's `boosting_expires_at` becomes the end of its other running boosts (else now); a plan's
 *    `company_plans` row ends now, so the plan rule applies from here on (jobs live stay live until
 *    paused or expired, as when a plan runs out). A partial refund leaves the payment PAID and what it
 *    bought in force.
 */
export async function refundPayment(
  deps: PortalDeps,
  who: ActorOrUserId,
  paymentId: string,
  request: RefundRequest,
): Promise<AdminPaymentDetail> {
  const actor = await requireAction(deps, who, 'payment.refund', SITE);
  const notFound = new AppError('NOT_FOUND', 'Payment not found');
  if (!isUuid(paymentId)) throw notFound;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) throw notFound;
  const amount = checkRefund(payment, request.amount);
  const provider = deps.payments?.provider;
  if (!provider) throw new AppError('UNAVAILABLE', 'Payments are not available on this server');
  if (provider.name !== payment.provider) {
    throw new AppError(
      'CONFLICT',
      `This payment went through the ${payment.provider} provider, but the site now uses ${provider.name}: refund it there`,
    );
  }

  const refunded = await provider.refund({
    paymentId: payment.id,
    providerRef: payment.providerRef,
    amount,
    currency: payment.currency,
    idempotencyKey: `refund:${payment.id}:${payment.refundedAmount}`,
  });

  await runSiteAdminAction(deps, actor, 'payment.refund', async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!current || current.refundedAmount !== payment.refundedAmount || current.status !== 'PAID') {
      throw new AppError(
        'CONFLICT',
        'The payment changed meanwhile (another refund?): reload it and try again',
      );
    }
    const now = deps.now();
    const refundedAmount = current.refundedAmount + amount;
    const isFull = refundedAmount >= current.amount;
    const status: PaymentStatusValue = isFull ? 'REFUNDED' : 'PAID';
    await tx
      .update(payments)
      .set({ refundedAmount, refundRef: refunded.refundRef, refundedAt: now, status })
      .where(eq(payments.id, current.id));
    const ended = isFull ? await endPurchase(tx, current, now) : null;
    const [labels] = await tx
      .select({ companyName: companies.name, productName: products.name })
      .from(companies)
      .leftJoin(products, eq(products.key, current.productKey))
      .where(eq(companies.id, current.companyId));
    return {
      result: null,
      audit: {
        action: 'payment.refund',
        objectType: 'payment',
        objectId: current.id,
        objectLabel: `${labels?.productName ?? current.productKey} · ${labels?.companyName ?? ''} · ${formatPrice(current.amount, current.currency)}`,
        before: { status: current.status, refundedAmount: current.refundedAmount, ...ended?.before },
        after: {
          status,
          refundedAmount,
          refund: formatPrice(amount, current.currency),
          refundRef: refunded.refundRef,
          providerStatus: refunded.status,
          ...ended?.after,
        },
        reason: request.reason,
      },
    };
  });
  const detail = await readAdminPayment(deps.db, payment.id);
  if (!detail) throw notFound;
  return detail;
}

/** The amount to refund (minor units), or why not: 409 unless PAID, 422 beside the amount. */
function checkRefund(payment: PaymentRow, requested: number | undefined): number {
  if (payment.status !== 'PAID') {
    const label = PAYMENT_STATUS_LABELS[payment.status];
    throw new AppError(
      'CONFLICT',
      payment.status === 'REFUNDED'
        ? 'This payment is refunded in full already'
        : `Only a paid payment can be refunded; this one is ${label}`,
    );
  }
  const left = refundableAmountOf(payment);
  const amount = requested ?? left;
  const refuse = (message: string) => new AppError('VALIDATION', message, { amount: [message] });
  if (!Number.isInteger(amount) || amount <= 0) throw refuse('Enter an amount above zero');
  if (amount > left) {
    throw refuse(`At most ${formatPrice(left, payment.currency)} is left to refund`);
  }
  if (payment.currency === 'ISK' && amount % 100 !== 0) throw refuse('ISK refunds are whole krónur');
  return amount;
}

type Ended = { before: Record<string, unknown>; after: Record<string, unknown> };

/** What a payment refunded in full bought ends now (see `refundPayment`). */
async function endPurchase(tx: Transaction, payment: PaymentRow, now: Date): Promise<Ended | null> {
  if (payment.productKey === BOOST_PRODUCT_KEY) {
    // The order of the webhook's transaction: the payment, then its job, then the boost rows.
    const job = payment.jobId ? await lockJob(tx, payment.jobId) : null;
    const [boost] = await tx
      .select({ id: jobBoosts.id, startsAt: jobBoosts.startsAt })
      .from(jobBoosts)
      .where(and(eq(jobBoosts.paymentId, payment.id), gt(jobBoosts.endsAt, now)))
      .for('update');
    if (!boost || !job) return null;
    // A boost queued behind a running one (it starts later) ends before it began: zero days.
    await tx
      .update(jobBoosts)
      .set({ endsAt: now, startsAt: boost.startsAt < now ? boost.startsAt : now })
      .where(eq(jobBoosts.id, boost.id));
    const [others] = await tx
      .select({ endsAt: max(jobBoosts.endsAt) })
      .from(jobBoosts)
      .where(and(eq(jobBoosts.jobId, job.id), gt(jobBoosts.endsAt, now)));
    const isBoosted = job.boostingExpiresAt !== null && job.boostingExpiresAt > now;
    const boostingExpiresAt = others?.endsAt ?? (isBoosted ? now : job.boostingExpiresAt);
    await tx.update(jobs).set({ boostingExpiresAt }).where(eq(jobs.id, job.id));
    return {
      before: { jobId: job.id, boostingExpiresAt: job.boostingExpiresAt?.toISOString() ?? null },
      after: { jobId: job.id, boostingExpiresAt: boostingExpiresAt?.toISOString() ?? null },
    };
  }
  if (payment.productKey === PLAN_PRODUCT_KEY) {
    const [plan] = await tx
      .select({ id: companyPlans.id, startsAt: companyPlans.startsAt, endsAt: companyPlans.endsAt })
      .from(companyPlans)
      .where(and(eq(companyPlans.paymentId, payment.id), gt(companyPlans.endsAt, now)))
      .for('update');
    if (!plan) return null;
    await tx
      .update(companyPlans)
      .set({ endsAt: now, startsAt: plan.startsAt < now ? plan.startsAt : now })
      .where(eq(companyPlans.id, plan.id));
    return { before: { planEndsAt: plan.endsAt.toISOString() }, after: { planEndsAt: now.toISOString() } };
  }
  return null;
}

import { and, asc, eq } from 'drizzle-orm';
import { extendBoost, extendPlan } from '#domain/jobs/job-lifecycle.ts';
import { checkPublishable } from '#domain/jobs/job-publish-rules.ts';
import { decideActivation } from '#domain/jobs/plan-room.ts';
import { BOOST_PRODUCT_KEY, PLAN_PRODUCT_KEY } from '#domain/pricing/pricing-constants.ts';
import type { PaymentEvent } from '../../adapters/payments/payment-provider.ts';
import type { Transaction } from '../../db/client.ts';
import { companies, companyPlans, jobBoosts, jobs, paymentEvents, payments } from '../../db/schema/index.ts';
import { type JobRow, lockCompany, lockJob, moveJob, readPlanRoom } from '../jobs/job-transitions.ts';
import { toPublishable } from '../startup-jobs/job-values.ts';
import type { WebhookDeps } from './payments-runtime.ts';
import { sendPaymentReceipt } from './send-payment-receipt.ts';

export type WebhookOutcome =
  /** This event id was handled before: nothing done again. */
  | 'duplicate'
  /** Not an event we act on (recorded, so it is deduplicated like the others). */
  | 'ignored'
  /** About a checkout we do not know (e.g. another system's on the same account). */
  | 'unknown-payment'
  | 'paid'
  | 'already-paid'
  | 'cancelled'
  | 'failed'
  /** Expiry or failure of a payment that is no longer pending (e.g. after its completion). */
  | 'unchanged';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Applies one verified webhook event. Everything happens in ONE transaction that starts by
 * recording the event id (`payment_events`, primary key (provider, event id), ON CONFLICT DO
 * NOTHING): a repeated or concurrent delivery of the same event finds the row (waiting for the
 * first transaction to commit) and changes nothing. The payment row is then locked, so two
 * different events about one checkout (completed twice under two ids, expired after completed) are
 * applied one after the other against its current status:
 * - completed, not yet PAID → PAID and the effect: the plan (12 months from now, or from the end of
 *   the running plan) and every job of the startup waiting for payment going live, or the boost (30
 *   days from now or from the running boost's end);
 * - expired / failed while PENDING → CANCELLED / FAILED; otherwise nothing.
 * The receipt is mailed after the commit (once, see send-payment-receipt.ts).
 */
export async function handlePaymentWebhook(
  deps: WebhookDeps,
  provider: string,
  event: PaymentEvent,
): Promise<{ outcome: WebhookOutcome; paymentId: string | null }> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.rawType, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { outcome: 'duplicate' as const, paymentId: null };
    if (event.type === 'ignored' || !event.providerRef)
      return { outcome: 'ignored' as const, paymentId: null };

    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef)))
      .for('update');
    if (!payment) return { outcome: 'unknown-payment' as const, paymentId: null };
    await tx
      .update(paymentEvents)
      .set({ paymentId: payment.id })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));

    if (event.type === 'checkout.completed') {
      if (payment.status === 'PAID') return { outcome: 'already-paid' as const, paymentId: payment.id };
      // Money moved: completion wins even over a checkout we had written off as expired.
      await tx.update(payments).set({ status: 'PAID', paidAt: now }).where(eq(payments.id, payment.id));
      await applyPaymentEffect(tx, payment, now);
      return { outcome: 'paid' as const, paymentId: payment.id };
    }
    if (payment.status !== 'PENDING') return { outcome: 'unchanged' as const, paymentId: payment.id };
    const status = event.type === 'checkout.expired' ? 'CANCELLED' : 'FAILED';
    await tx.update(payments).set({ status }).where(eq(payments.id, payment.id));
    return {
      outcome: status === 'CANCELLED' ? ('cancelled' as const) : ('failed' as const),
      paymentId: payment.id,
    };
  });

  // Also for duplicates: a receipt whose first send failed goes out on the provider's redelivery.
  if (event.type === 'checkout.completed' && event.providerRef) {
    await sendPaymentReceipt(deps, { provider, providerRef: event.providerRef });
  }
  return result;
}

/** What a confirmed payment buys, inside the webhook's transaction. */
async function applyPaymentEffect(tx: Transaction, payment: PaymentRow, now: Date): Promise<void> {
  // A deleted job leaves `job_id` null: the payment stands, nothing of the job is touched.
  const job = payment.jobId ? await lockJob(tx, payment.jobId) : null;
  const isOwnJob = job !== null && job.companyId === payment.companyId;

  if (payment.productKey === PLAN_PRODUCT_KEY) {
    // Jobs before the startup, the order of every transition (no deadlock with a member's publish).
    const waiting = await lockJobsAwaitingPayment(tx, payment.companyId);
    await lockCompany(tx, payment.companyId);
    const { planEndsAt } = await readPlanRoom(tx, payment.companyId, now);
    const period = extendPlan(planEndsAt, now);
    await tx.insert(companyPlans).values({
      companyId: payment.companyId,
      paymentId: payment.id,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      createdAt: now,
    });
    await publishJobsAwaitingPayment(tx, payment, waiting, now);
    return;
  }

  if (payment.productKey === BOOST_PRODUCT_KEY && job && isOwnJob) {
    const period = extendBoost(job.boostingExpiresAt, now);
    await tx.update(jobs).set({ boostingExpiresAt: period.endsAt }).where(eq(jobs.id, job.id));
    await tx.insert(jobBoosts).values({
      jobId: job.id,
      paymentId: payment.id,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      amount: payment.amount,
      currency: payment.currency,
      createdAt: now,
    });
  }
}

/**
 * The plan bought: every job of the startup waiting for payment goes live (docs/product.md, Plans and pricing:
 * PENDING_PAYMENT → ACTIVE, `approvedAt` now), the one it was bought through first, then the oldest.
 * The plan rule decides (a running plan always has room); the publishing rules are checked at this
 * instant as for any going live, and a job that no longer meets them (say, a pay-transparency rule
 * that started meanwhile) keeps waiting, publishable by its member once edited. A draft, a job
 * awaiting the startup's approval, and a paused or expired one wait for their member's own step.
 */
async function publishJobsAwaitingPayment(
  tx: Transaction,
  payment: PaymentRow,
  waiting: JobRow[],
  now: Date,
): Promise<void> {
  const [company] = await tx
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, payment.companyId));
  const ordered = [...waiting].sort(
    (a, b) => Number(b.id === payment.jobId) - Number(a.id === payment.jobId),
  );
  for (const job of ordered) {
    const errors = checkPublishable(
      { ...toPublishable(job), expirationDate: null },
      { now, companyCountry: company?.countryCode ?? null },
    );
    if (Object.keys(errors).length > 0) continue;
    const room = await readPlanRoom(tx, payment.companyId, now);
    if (decideActivation(room) !== 'ACTIVE') break;
    await moveJob(tx, job, 'ACTIVE', { reason: 'payment', userId: payment.userId, now });
  }
}

/** The startup's jobs waiting for payment, oldest first, locked until the transaction ends. */
function lockJobsAwaitingPayment(tx: Transaction, companyId: string): Promise<JobRow[]> {
  return tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'PENDING_PAYMENT')))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .for('update');
}

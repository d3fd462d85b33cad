import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentProductKeyValue } from '#domain/pricing/pricing-constants.ts';
import {
  companies,
  companyPlans,
  jobBoosts,
  jobs,
  payments,
  products,
  users,
} from '../../db/schema/index.ts';
import { buildPaymentReceiptMessage } from '../mail/templates/payment-receipt.ts';
import type { WebhookDeps } from './payments-runtime.ts';

/**
 * Mails the receipt of a PAID payment, once: `receipt_sent_at` is claimed by one conditional update
 * before sending, so concurrent or repeated webhook deliveries send one mail. A failed send releases
 * the claim and throws: the webhook then answers 500, the provider delivers again, and that
 * delivery (a duplicate event, no effect twice) sends the receipt.
 * Returns whether this call sent it.
 */
export async function sendPaymentReceipt(
  deps: WebhookDeps,
  checkout: { provider: string; providerRef: string },
): Promise<boolean> {
  const [claimed] = await deps.db
    .update(payments)
    .set({ receiptSentAt: deps.now() })
    .where(
      and(
        eq(payments.provider, checkout.provider),
        eq(payments.providerRef, checkout.providerRef),
        eq(payments.status, 'PAID'),
        isNull(payments.receiptSentAt),
      ),
    )
    .returning();
  if (!claimed) return false;
  try {
    const [details] = await deps.db
      .select({
        email: users.email,
        firstName: users.firstName,
        companyKey: companies.key,
        companyName: companies.name,
        jobTitle: jobs.title,
        productName: products.name,
        planEndsAt: companyPlans.endsAt,
        boostEndsAt: jobBoosts.endsAt,
      })
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(jobs, eq(jobs.id, payments.jobId))
      .leftJoin(products, eq(products.key, payments.productKey))
      .leftJoin(companyPlans, eq(companyPlans.paymentId, payments.id))
      .leftJoin(jobBoosts, eq(jobBoosts.paymentId, payments.id))
      .where(eq(payments.id, claimed.id))
      .limit(1);
    // The buyer's account is gone: nobody to send it to (the claim stays, it is never sent).
    if (!details?.email) return false;
    const link = new URL(`/client/startups/${encodeURIComponent(details.companyKey)}/jobs`, deps.publicUrl)
      .href;
    await deps.mail.send(
      buildPaymentReceiptMessage({
        to: details.email,
        firstName: details.firstName ?? '',
        companyName: details.companyName,
        productKey: claimed.productKey as PaymentProductKeyValue,
        productName: details.productName ?? claimed.productKey,
        jobTitle: details.jobTitle,
        amount: claimed.amount,
        currency: claimed.currency,
        vatRateBp: claimed.vatRateBp,
        paidAt: claimed.paidAt ?? deps.now(),
        runsUntil: details.planEndsAt ?? details.boostEndsAt ?? null,
        paymentId: claimed.id,
        link,
      }),
    );
    return true;
  } catch (error) {
    await deps.db.update(payments).set({ receiptSentAt: null }).where(eq(payments.id, claimed.id));
    throw error;
  }
}

import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError, isAppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { DEFAULT_COUNTRY_CODE } from '#domain/location/countries.ts';
import type { CheckoutProduct } from '#domain/pricing/payment.schema.ts';
import {
  defaultCancelPath,
  PRODUCT_DESCRIPTIONS,
  PRODUCT_KEY_BY_CHECKOUT,
  paymentSuccessPath,
} from '#domain/pricing/pricing-constants.ts';
import { computeIncludedVat } from '#domain/pricing/vat.ts';
import { companies, jobs, payments, users } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import { readPlanRoom } from '../jobs/job-transitions.ts';
import type { PaymentDeps } from './payments-runtime.ts';
import { loadProductPrices, pickPrice } from './product-prices.ts';

export type CreateCheckoutInput = {
  userId: string;
  jobId: string;
  product: CheckoutProduct;
  /** A same-origin path (checked by the route); default: the startup's jobs list. */
  cancelPath?: string | undefined;
};

export type CreateCheckoutResult = { paymentId: string; providerRef: string; url: string };

/**
 * Starts a checkout for a job (docs/product.md, Plans and pricing: `/api/jobs/{id}/checkout`): the plan through any job of the
 * startup that is not live (the jobs waiting for payment go live when the payment is confirmed), or
 * a boost of a live job. The plan is never sold while one runs (the plan rule, `decidePlanRoom`):
 * its jobs are simply published, so a second payment for the same months cannot start.
 * Members and admins only; anyone else gets the 404 of a missing job. The price is the startup's
 * country's row of the price table (VAT included), copied onto a PENDING payment; the provider is
 * called with the payment id as idempotency key, so a retried call cannot open a second checkout.
 * Nothing here marks anything paid: only the provider's signed webhook does.
 */
export async function createCheckout(
  deps: PaymentDeps,
  input: CreateCheckoutInput,
): Promise<CreateCheckoutResult> {
  const notFound = new AppError('NOT_FOUND', 'Job not found');
  if (!isUuid(input.jobId)) throw notFound;
  const [row] = await deps.db
    .select({
      jobId: jobs.id,
      title: jobs.title,
      status: jobs.status,
      companyId: companies.id,
      companyKey: companies.key,
      companyName: companies.name,
      countryCode: companies.countryCode,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, input.jobId))
    .limit(1);
  if (!row) throw notFound;
  try {
    await requireProfileMember(deps, input.userId, 'company', row.companyKey);
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw notFound;
    throw error;
  }

  if (input.product === 'plan' && row.status === 'ACTIVE') {
    throw new AppError(
      'CONFLICT',
      'This job is already live: boost it, or buy the plan through a job that is not live',
    );
  }
  if (input.product === 'boost' && row.status !== 'ACTIVE') {
    throw new AppError('CONFLICT', 'Only a live job can be boosted: publish the job first');
  }
  if (input.product === 'plan') {
    const room = await readPlanRoom(deps.db, row.companyId, deps.now());
    if (!room.canBuyPlan && room.planEndsAt) {
      throw new AppError(
        'CONFLICT',
        `Your Startup plan already runs until ${formatUtcDate(room.planEndsAt)}: publish the job instead`,
      );
    }
  }

  const productKey = PRODUCT_KEY_BY_CHECKOUT[input.product];
  const table = await loadProductPrices(deps.db, [productKey]);
  const product = table.get(productKey);
  const price = pickPrice(product, row.countryCode ?? DEFAULT_COUNTRY_CODE);
  if (!product || !price) throw new AppError('CONFLICT', 'This product is not on sale at the moment');

  const [buyer] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
  const paymentId = crypto.randomUUID();
  const successUrl = new URL(
    paymentSuccessPath({ companyKey: row.companyKey, jobId: row.jobId, paymentId, product: input.product }),
    deps.publicUrl,
  ).href;
  const cancelUrl = new URL(input.cancelPath ?? defaultCancelPath(row.companyKey), deps.publicUrl).href;
  const providerMetadata = {
    payment_id: paymentId,
    company_key: row.companyKey,
    job_id: row.jobId,
    product_key: productKey,
  };
  const { provider } = deps.payments;
  await deps.db.insert(payments).values({
    id: paymentId,
    companyId: row.companyId,
    jobId: row.jobId,
    productKey,
    amount: price.amount,
    currency: price.currency,
    vatRateBp: price.vatRateBp,
    vatAmount: computeIncludedVat(price.amount, price.vatRateBp),
    provider: provider.name,
    // Unique per provider until the provider names its checkout, a moment later.
    providerRef: `pending_${paymentId}`,
    status: 'PENDING',
    userId: input.userId,
    metadata: {
      ...providerMetadata,
      price_country: price.countryCode,
      success_url: successUrl,
      cancel_url: cancelUrl,
    },
    createdAt: deps.now(),
  });

  let session: { providerRef: string; url: string };
  try {
    session = await provider.createCheckout({
      paymentId,
      amount: price.amount,
      currency: price.currency,
      productName: product.name,
      description: `${PRODUCT_DESCRIPTIONS[productKey]}: ${row.title} (${row.companyName})`,
      successUrl,
      cancelUrl,
      customerEmail: buyer?.email ?? null,
      idempotencyKey: paymentId,
      metadata: providerMetadata,
    });
  } catch (error) {
    // The attempt stays on record as FAILED; the member can start again. The error reaches the
    // handler, which logs it and answers a generic 500.
    await deps.db.update(payments).set({ status: 'FAILED' }).where(eq(payments.id, paymentId));
    throw error;
  }
  await deps.db
    .update(payments)
    .set({ providerRef: session.providerRef, checkoutUrl: session.url })
    .where(eq(payments.id, paymentId));
  return { paymentId, providerRef: session.providerRef, url: session.url };
}

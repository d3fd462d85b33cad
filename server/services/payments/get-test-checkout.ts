import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { PaymentProductKey, PaymentStatus, TestCheckoutView } from '#domain/pricing/payment.schema.ts';
import { formatPrice } from '#domain/pricing/price-for-country.ts';
import { PRODUCT_DESCRIPTIONS } from '#domain/pricing/pricing-constants.ts';
import { describeVatLine } from '#domain/pricing/vat.ts';
import { isLocalPaymentProvider } from '../../adapters/payments/local-provider.ts';
import { companies, jobs, payments, products } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';

export type TestCheckout = TestCheckoutView & {
  paymentId: string;
  successUrl: string;
  cancelUrl: string;
};

/**
 * A checkout of the local test provider, by its reference (the long random part of the TEST MODE
 * page's URL, which only the member who started it was given, as with a provider's checkout page).
 * NOT_FOUND for an unknown reference and whenever the local provider is not the one configured.
 */
export async function findTestCheckout(deps: PortalDeps, ref: string): Promise<TestCheckout> {
  const notFound = new AppError('NOT_FOUND', 'Checkout not found');
  const provider = deps.payments?.provider;
  if (!provider || !isLocalPaymentProvider(provider) || !/^lcs_[0-9a-f]{40}$/.test(ref)) throw notFound;
  const [row] = await deps.db
    .select({
      payment: payments,
      companyName: companies.name,
      jobTitle: jobs.title,
      productName: products.name,
    })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(jobs, eq(jobs.id, payments.jobId))
    .leftJoin(products, eq(products.key, payments.productKey))
    .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, ref)))
    .limit(1);
  if (!row) throw notFound;
  const { payment } = row;
  const productKey = payment.productKey as PaymentProductKey;
  return {
    ref,
    paymentId: payment.id,
    status: payment.status as PaymentStatus,
    productKey,
    productName: row.productName ?? productKey,
    description: PRODUCT_DESCRIPTIONS[productKey] ?? '',
    companyName: row.companyName,
    jobTitle: row.jobTitle,
    formattedAmount: formatPrice(payment.amount, payment.currency),
    vatLine: describeVatLine(payment.amount, payment.vatRateBp, payment.currency),
    successUrl: payment.metadata.success_url ?? new URL('/client', deps.publicUrl).href,
    cancelUrl: payment.metadata.cancel_url ?? new URL('/client', deps.publicUrl).href,
  };
}

/** The TEST MODE page's view (no URLs: the page posts back and the action redirects). */
export async function getTestCheckout(deps: PortalDeps, ref: string): Promise<TestCheckoutView> {
  const {
    paymentId: _paymentId,
    successUrl: _successUrl,
    cancelUrl: _cancelUrl,
    ...view
  } = await findTestCheckout(deps, ref);
  return view;
}

/**
 * What the pricing page, the checkout and the receipt say about the products, as plain data free of
 * zod so browser bundles can use it. The prices themselves are data in the database (`prices`).
 */
import { BOOST_DAYS, FREE_PLAN_ACTIVE_JOBS, PLAN_MONTHS } from '../jobs/job-lifecycle.ts';

/** Product keys of the `products` table that are sold through the job checkout. */
export const PLAN_PRODUCT_KEY = 'PLAN_YEARLY';
export const BOOST_PRODUCT_KEY = 'BOOST';
export const PAYMENT_PRODUCT_KEYS = [PLAN_PRODUCT_KEY, BOOST_PRODUCT_KEY] as const;
export type PaymentProductKeyValue = (typeof PAYMENT_PRODUCT_KEYS)[number];

/** The `product` parameter of `/api/jobs/{id}/checkout`, and the product key each one buys. */
export const CHECKOUT_PRODUCTS = ['plan', 'boost'] as const;
export type CheckoutProductValue = (typeof CHECKOUT_PRODUCTS)[number];
export const PRODUCT_KEY_BY_CHECKOUT: Record<CheckoutProductValue, PaymentProductKeyValue> = {
  plan: PLAN_PRODUCT_KEY,
  boost: BOOST_PRODUCT_KEY,
};

/** REFUNDED: refunded in full from the back office (a partial refund leaves the payment PAID). */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

/** One line per product: what the buyer gets (checkout page, provider's checkout, receipt). */
export const PRODUCT_DESCRIPTIONS: Record<PaymentProductKeyValue, string> = {
  PLAN_YEARLY: `${PLAN_MONTHS} months of unlimited active jobs`,
  BOOST: `${BOOST_DAYS} days featured above matching search results and in the featured job lists`,
};

export const FREE_PLAN_SUMMARY = `${FREE_PLAN_ACTIVE_JOBS} active job at a time`;

/**
 * Rows of the price table a visitor may pick on `/pricing` (the table's keys: a Nordic country, any
 * other EU country, anywhere else).
 */
export const PRICE_REGIONS = [
  { value: 'DK', text: 'Denmark' },
  { value: 'SE', text: 'Sweden' },
  { value: 'NO', text: 'Norway' },
  { value: 'FI', text: 'Finland' },
  { value: 'IS', text: 'Iceland' },
  { value: 'EU', text: 'Another EU country' },
  { value: 'OTHER', text: 'Outside the EU' },
] as const;

/**
 * Where the buyer lands after paying (docs/product.md, Pages: portal pages `posted` and `boosted`): the page shows the
 * payment's state, which only the provider's signed webhook changes.
 */
export function paymentSuccessPath(input: {
  companyKey: string;
  jobId: string;
  paymentId: string;
  product: CheckoutProductValue;
}): string {
  const page = input.product === 'plan' ? 'posted' : 'boosted';
  const query = new URLSearchParams({ job: input.jobId, payment: input.paymentId });
  return `/client/startups/${encodeURIComponent(input.companyKey)}/${page}?${query.toString()}`;
}

/**
 * The portal's link to the job checkout (docs/product.md, Plans and pricing: `/api/jobs/{id}/checkout?cancel_url=...`): the
 * server answers 303 to the provider's page. `cancelPath` must be a path on this site.
 */
export function jobCheckoutPath(
  jobId: string,
  options: { product: CheckoutProductValue; cancelPath?: string },
): string {
  const query = new URLSearchParams();
  if (options.cancelPath) query.set('cancel_url', options.cancelPath);
  query.set('product', options.product);
  return `/api/jobs/${encodeURIComponent(jobId)}/checkout?${query.toString()}`;
}

/** Where a checkout goes back to when the buyer gives up and the link named no `cancel_url`. */
export function defaultCancelPath(companyKey: string | null): string {
  return companyKey ? `/client/startups/${encodeURIComponent(companyKey)}/jobs` : '/client';
}

import { z } from 'zod';
import { toSafeRedirectPath } from '../users/safe-redirect.ts';
import { CHECKOUT_PRODUCTS, PAYMENT_PRODUCT_KEYS, PAYMENT_STATUSES } from './pricing-constants.ts';

export const PaymentProductKey = z.enum(PAYMENT_PRODUCT_KEYS);
export type PaymentProductKey = z.infer<typeof PaymentProductKey>;

export const CheckoutProduct = z.enum(CHECKOUT_PRODUCTS);
export type CheckoutProduct = z.infer<typeof CheckoutProduct>;

export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** A path on our own origin (see `toSafeRedirectPath`): anything else is refused, never rewritten. */
export const SameOriginPath = z
  .string()
  .min(1)
  .max(2000)
  .refine((value) => toSafeRedirectPath(value) === value, 'Must be a path on this site, starting with one /');

/** `GET /api/jobs/{id}/checkout?cancel_url=...&product=plan|boost` (docs/product.md, Plans and pricing: job checkout path). */
export const CheckoutQuery = z.object({
  cancel_url: SameOriginPath.optional().describe('Where the provider sends a buyer who gives up (a path)'),
  product: CheckoutProduct.default('plan').describe(
    'plan: the yearly startup plan (the job goes live when paid); boost: 30 days of boost for a live job',
  ),
});
export type CheckoutQuery = z.infer<typeof CheckoutQuery>;

/** A price-table key: a two-letter country code, or EU / OTHER. */
export const PriceCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}|EU|OTHER)$/, 'Expected a two-letter country code, EU or OTHER');

export const PricingQuery = z.object({
  country: PriceCountryCode.optional().describe(
    "Country to price for; without it, the visitor's detected country (default DK)",
  ),
});

/** One product's price for one country, VAT included (amounts in minor units). */
export const PriceView = z.object({
  productKey: PaymentProductKey,
  productName: z.string(),
  description: z.string(),
  /** The price-table row that applies: the country's own, else EU or OTHER. */
  priceCountryCode: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  vatRateBp: z.number().int(),
  vatAmount: z.number().int(),
  /** '599 DKK' */
  formattedAmount: z.string(),
  /** 'VAT 25% included: 119.80 DKK' */
  vatLine: z.string(),
});
export type PriceView = z.infer<typeof PriceView>;

/** Where the country of a price came from: asked for, the startup's country, the visitor's, or the default. */
export const PricingSource = z.enum(['query', 'startup', 'ip', 'default']);
export type PricingSource = z.infer<typeof PricingSource>;

export const Pricing = z.object({
  countryCode: z.string(),
  source: PricingSource,
  /** Null when the product is switched off (admin) or has no price. */
  plan: PriceView.nullable(),
  boost: PriceView.nullable(),
});
export type Pricing = z.infer<typeof Pricing>;

/** One payment as a member of its startup sees it (the `posted` and `boosted` pages). */
export const PaymentView = z.object({
  id: z.uuid(),
  status: PaymentStatus,
  productKey: PaymentProductKey,
  productName: z.string(),
  companyKey: z.string(),
  jobId: z.uuid().nullable(),
  jobTitle: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  vatAmount: z.number().int(),
  vatRateBp: z.number().int(),
  formattedAmount: z.string(),
  vatLine: z.string(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** What the payment bought, once paid: the plan's end (plan) or the boost's end (boost). */
  planEndsAt: z.iso.datetime().nullable(),
  boostEndsAt: z.iso.datetime().nullable(),
});
export type PaymentView = z.infer<typeof PaymentView>;

/** The startup's running plan (unlimited active jobs until `endsAt`). */
export const CompanyPlanView = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  paymentId: z.uuid().nullable(),
});
export type CompanyPlanView = z.infer<typeof CompanyPlanView>;

export const CompanyPlanResult = z.object({ plan: CompanyPlanView.nullable() });

/** The local test provider's TEST MODE checkout page. */
export const TestCheckoutView = z.object({
  ref: z.string(),
  status: PaymentStatus,
  productKey: PaymentProductKey,
  productName: z.string(),
  description: z.string(),
  companyName: z.string(),
  jobTitle: z.string().nullable(),
  formattedAmount: z.string(),
  vatLine: z.string(),
});
export type TestCheckoutView = z.infer<typeof TestCheckoutView>;

/** The webhook's answer: providers only look at the status (2xx: delivered). */
export const WebhookReceived = z.object({ received: z.literal(true) });

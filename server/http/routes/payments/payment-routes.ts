import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CheckoutQuery,
  CompanyPlanResult,
  PaymentView,
  Pricing,
  PricingQuery,
} from '#domain/pricing/payment.schema.ts';
import { defaultCancelPath } from '#domain/pricing/pricing-constants.ts';
import { toSafeRedirectPath } from '#domain/users/safe-redirect.ts';
import { createCheckout } from '../../../services/payments/create-checkout.ts';
import { getCompanyPlan } from '../../../services/payments/get-company-plan.ts';
import { getPayment } from '../../../services/payments/get-payment.ts';
import { getPricing, getPricingForVisitor } from '../../../services/payments/get-pricing.ts';
import { requirePayments } from '../../../services/payments/payments-runtime.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const JobIdParams = z.object({ id: z.string().max(64) });
const CompanyPaymentParams = z.object({ key: z.string().min(1).max(200), id: z.string().max(64) });
const CompanyKeyParams = z.object({ key: z.string().min(1).max(200) });
/** The checkout answers with a redirect; this documents its (empty) body. */
const Redirect = z.object({}).describe('303 See Other: Location is the provider checkout page');
const NO_STORE = 'no-store';

/** The services' view of the app's dependencies: links on PUBLIC_URL, never on the Host header. */
export function paymentDeps(request: FastifyRequest) {
  const deps = request.server.deps;
  return requirePayments({ ...deps, publicUrl: deps.env.PUBLIC_URL });
}

/**
 * The job checkout (docs/product.md, Plans and pricing: `/api/jobs/{id}/checkout?cancel_url=...`), prices, and a member's view of
 * the startup's payments and plan. The provider's webhook is in payment-webhook-routes.ts.
 */
export const PAYMENT_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/jobs/:id/checkout',
    summary:
      "Start a checkout for a job: plan (the startup's jobs waiting for payment go live when the payment is confirmed; 409 while a plan runs) or boost (a live job). Answers 303 to the provider; not logged in: 303 to the log-in",
    tags: ['payments'],
    params: JobIdParams,
    querystring: CheckoutQuery,
    response: Redirect,
    status: 303,
    errors: [404, 409],
    // A link followed by a browser: each click starts a payment, so keep it to human speed.
    rateLimit: { max: 30, timeWindowMs: 60_000 },
    handler: async ({ params, query }, request, reply) => {
      const session = await request.getSession();
      reply.header('cache-control', NO_STORE);
      if (!session) {
        const back = toSafeRedirectPath(query.cancel_url ?? defaultCancelPath(null));
        return reply.redirect(`/?${new URLSearchParams({ to: back }).toString()}`, 303);
      }
      const checkout = await createCheckout(paymentDeps(request), {
        userId: session.userId,
        jobId: params.id,
        product: query.product,
        cancelPath: query.cancel_url,
      });
      return reply.redirect(checkout.url, 303);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/pricing',
    summary:
      "The startup plan's and the boost's price for a country (VAT included, minor units); without country, the visitor's detected country (default DK)",
    tags: ['payments'],
    querystring: PricingQuery,
    response: Pricing,
    handler: async ({ query }, request, reply) => {
      if (query.country) {
        reply.header('cache-control', 'public, max-age=60');
        return getPricing(request.server.deps, query.country);
      }
      const countryHeader = request.server.deps.env.COUNTRY_HEADER?.trim().toLowerCase();
      reply.header('cache-control', countryHeader ? 'private, max-age=60' : 'public, max-age=60');
      return getPricingForVisitor(request.server.deps, {
        userId: null,
        companyKey: null,
        headers: request.headers,
        countryHeader,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/payments/:id',
    summary:
      "One of the startup's payments (status, product, amounts with VAT, what it bought): members only",
    tags: ['payments'],
    params: CompanyPaymentParams,
    response: PaymentView,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async ({ params }, request) =>
      getPayment(request.server.deps, await requireUserId(request), params.key, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/plan',
    summary: "The startup's running plan (unlimited active jobs until endsAt), or null on the free plan",
    tags: ['payments'],
    params: CompanyKeyParams,
    response: CompanyPlanResult,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async ({ params }, request) => ({
      plan: await getCompanyPlan(request.server.deps, await requireUserId(request), params.key),
    }),
  }),
];

import type { PortalDeps } from '../deps.ts';
import { completeTestCheckout } from './complete-test-checkout.ts';
import { getCompanyPlan } from './get-company-plan.ts';
import { getPayment } from './get-payment.ts';
import { getPlanRoom } from './get-plan-room.ts';
import { getPricing, getPricingForVisitor, getStartupPricing } from './get-pricing.ts';
import { getTestCheckout } from './get-test-checkout.ts';

/**
 * Plans, boosts and checkout as page loaders and actions see them (`services.payments`). Reads of a
 * startup's payments take the signed-in user's id and check membership (404 for anyone else).
 * Starting a checkout is the API route `GET /api/jobs/{id}/checkout` (pages link to it).
 */
export function createPaymentWebServices(deps: PortalDeps) {
  return {
    /** The plan's and the boost's price for a country code (EU and OTHER are rows too), VAT included. */
    getPricing: (countryCode: string | null) => getPricing(deps, countryCode),
    /**
     * `/pricing`: the picked country, else the selected startup profile's country (when the user is
     * its member), else the visitor's detected country (trusted proxy header), else DK.
     */
    getPricingForVisitor: (input: {
      countryCode?: string | null;
      userId: string | null;
      companyKey: string | null;
      headers: Record<string, string | string[] | undefined>;
    }) => getPricingForVisitor(deps, { ...input, countryHeader: deps.payments?.countryHeader }),
    /** What the startup pays (its country's prices; `max-posted` and `boost` pages); NOT_FOUND for non-members. */
    getStartupPricing: (userId: string, companyKey: string) => getStartupPricing(deps, userId, companyKey),
    /** One payment of the startup (status, product, amounts, what it bought); NOT_FOUND otherwise. */
    getPayment: (userId: string, companyKey: string, paymentId: string) =>
      getPayment(deps, userId, companyKey, paymentId),
    /** The startup's running plan, or null (free plan). */
    getCompanyPlan: (userId: string, companyKey: string) => getCompanyPlan(deps, userId, companyKey),
    /**
     * What the startup may publish now (the plan rule): every page that tells or offers plan room
     * (dashboard, job form, max-posted, posted) reads it here.
     */
    getPlanRoom: (userId: string, companyKey: string) => getPlanRoom(deps, userId, companyKey),
    /** The local provider's TEST MODE page; NOT_FOUND unless PAYMENT_PROVIDER=local. */
    getTestCheckout: (ref: string) => getTestCheckout(deps, ref),
    /** TEST MODE Pay / Cancel: delivers the signed event to the webhook; answers where to go next. */
    completeTestCheckout: (ref: string, outcome: 'pay' | 'cancel') =>
      completeTestCheckout(deps, ref, outcome),
  };
}

export type PaymentWebServices = ReturnType<typeof createPaymentWebServices>;

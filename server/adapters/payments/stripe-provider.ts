import Stripe from 'stripe';
import {
  normalizeCheckoutEvent,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  RefundRefusedError,
  readHeader,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookRefusedError,
} from './payment-provider.ts';
import { toStripeAmount } from './stripe-amount.ts';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address than api.stripe.com: the tests' local fake. */
  api?: { host?: string | undefined; port?: number | undefined; protocol?: 'http' | 'https' | undefined };
};

/**
 * Stripe Checkout: one Checkout Session per payment (`mode: 'payment'`, the price as `price_data`
 * in the payment's currency, our payment id as `client_reference_id`), created with our idempotency
 * key so a retried request never opens a second session. Webhooks are verified by the SDK's
 * `constructEvent` over the raw body with a 300 s tolerance, measured at our clock. A refund is
 * Stripe's `POST /v1/refunds` against the session's payment intent (read from the session), with our
 * idempotency key, so a retried refund never gives the money back twice.
 */
export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // Retries reuse the idempotency key, so a lost answer cannot open two sessions.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api?.host ? { host: options.api.host } : {}),
    ...(options.api?.port ? { port: options.api.port } : {}),
    ...(options.api?.protocol ? { protocol: options.api.protocol } : {}),
  });
  return {
    name: 'stripe',
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: toStripeAmount(input.amount, input.currency),
                product_data: { name: input.productName, description: input.description },
              },
            },
          ],
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { providerRef: session.id, url: session.url };
    },
    async refund(input) {
      try {
        const paymentIntent = await findPaymentIntent(stripe, input.providerRef);
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: toStripeAmount(input.amount, input.currency),
            reason: 'requested_by_customer',
            metadata: { payment_id: input.paymentId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new RefundRefusedError(
            `the refund ${refund.status === 'failed' ? 'failed' : 'was cancelled'}`,
          );
        }
        return { refundRef: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
      } catch (error) {
        throw toRefundError(error);
      }
    },
    verifyWebhook(rawBody, headers, now) {
      const header = readHeader(headers, 'stripe-signature');
      if (!header) throw new WebhookRefusedError('Missing webhook signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        const isTooOld = error instanceof Error && /tolerance/i.test(error.message);
        throw new WebhookRefusedError(
          isTooOld ? 'Webhook timestamp is too old' : 'Webhook signature does not match',
        );
      }
      return normalizeCheckoutEvent(event);
    },
  };
}

/** The payment intent behind a checkout: a `pi_` reference is one, a Checkout Session names its own. */
async function findPaymentIntent(stripe: Stripe, providerRef: string): Promise<string> {
  if (providerRef.startsWith('pi_')) return providerRef;
  const session = await stripe.checkout.sessions.retrieve(providerRef);
  const intent = session.payment_intent;
  const id = typeof intent === 'string' ? intent : (intent?.id ?? null);
  if (!id) throw new RefundRefusedError('the checkout has no payment to refund');
  return id;
}

/** Stripe's refusals (4xx) refuse the refund; a network failure or 5xx is "try again". */
function toRefundError(error: unknown): unknown {
  if (error instanceof RefundRefusedError) return error;
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new PaymentProviderUnavailableError();
  }
  return new RefundRefusedError(error.message);
}

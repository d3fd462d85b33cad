import Stripe from 'stripe';
import {
  normalizeCheckoutEvent,
  type PaymentProvider,
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
 * `constructEvent` over the raw body with a 300 s tolerance, measured at our clock.
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

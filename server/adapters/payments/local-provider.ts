import crypto from 'node:crypto';
import {
  normalizeCheckoutEvent,
  type PaymentEvent,
  type PaymentProvider,
  parseEventJson,
  RefundRefusedError,
  readHeader,
} from './payment-provider.ts';
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature.ts';

/**
 * The default payment provider: no network, no account. Its checkout page is one of ours
 * (`/payments/test-checkout/{ref}`, marked TEST MODE); its "Pay" button builds a Stripe-shaped
 * `checkout.session.completed` event, signs it with Stripe's scheme under a secret derived from
 * APP_SECRET, and posts it to our own webhook route, so a test payment is confirmed by exactly the
 * code that confirms a real one. Never used when PAYMENT_PROVIDER=stripe.
 */

export const LOCAL_PROVIDER_NAME = 'local';
/** The header carrying the signature (same format as Stripe's `stripe-signature`). */
export const LOCAL_SIGNATURE_HEADER = 'nordhub-signature';
export const TEST_CHECKOUT_PATH = '/payments/test-checkout';

/** The webhook secret of the local provider: derived, so it needs no configuration of its own. */
export function deriveLocalWebhookSecret(appSecret: string): string {
  return crypto.createHmac('sha256', appSecret).update('nordhub-local-payments-webhook').digest('hex');
}

export type LocalPaymentProvider = PaymentProvider & {
  name: 'local';
  /** The signed event a Pay (completed) or Cancel (expired) click sends: body and headers. */
  buildSignedEvent(input: {
    providerRef: string;
    paymentId: string;
    outcome: 'completed' | 'expired';
    now: Date;
  }): {
    body: string;
    headers: Record<string, string>;
  };
};

export function createLocalPaymentProvider(options: {
  appSecret: string;
  publicUrl: string;
}): LocalPaymentProvider {
  const secret = deriveLocalWebhookSecret(options.appSecret);
  return {
    name: 'local',
    async createCheckout(input) {
      // Like an idempotent provider call: the same key always names the same checkout, and the
      // reference cannot be guessed without the secret (it is the key to the TEST MODE page).
      const digest = crypto
        .createHmac('sha256', secret)
        .update(`checkout:${input.idempotencyKey}`)
        .digest('hex');
      const providerRef = `lcs_${digest.slice(0, 40)}`;
      return { providerRef, url: new URL(`${TEST_CHECKOUT_PATH}/${providerRef}`, options.publicUrl).href };
    },
    async refund(input) {
      // Nothing moved, so nothing to give back: the refund is recorded by the caller (the payment's
      // refund columns). Like Stripe, one key names one refund.
      if (!Number.isInteger(input.amount) || input.amount <= 0) {
        throw new RefundRefusedError('the amount must be above zero');
      }
      const digest = crypto
        .createHmac('sha256', secret)
        .update(`refund:${input.idempotencyKey}`)
        .digest('hex');
      return { refundRef: `lre_${digest.slice(0, 40)}`, status: 'succeeded' };
    },
    verifyWebhook(rawBody, headers, now): PaymentEvent {
      verifyWebhookSignature({ rawBody, header: readHeader(headers, LOCAL_SIGNATURE_HEADER), secret, now });
      return normalizeCheckoutEvent(parseEventJson(rawBody));
    },
    buildSignedEvent({ providerRef, paymentId, outcome, now }) {
      const created = Math.floor(now.getTime() / 1000);
      const body = JSON.stringify({
        id: `evt_local_${crypto.randomBytes(12).toString('hex')}`,
        object: 'event',
        type: outcome === 'completed' ? 'checkout.session.completed' : 'checkout.session.expired',
        created,
        livemode: false,
        data: {
          object: {
            id: providerRef,
            object: 'checkout.session',
            client_reference_id: paymentId,
            payment_status: outcome === 'completed' ? 'paid' : 'unpaid',
            status: outcome === 'completed' ? 'complete' : 'expired',
          },
        },
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          [LOCAL_SIGNATURE_HEADER]: signWebhookPayload(secret, body, created),
        },
      };
    },
  };
}

export function isLocalPaymentProvider(provider: PaymentProvider): provider is LocalPaymentProvider {
  return provider.name === 'local' && 'buildSignedEvent' in provider;
}

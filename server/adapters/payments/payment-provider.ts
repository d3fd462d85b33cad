import { AppError } from '#domain/errors.ts';

/**
 * The payment provider behind the job checkout: Stripe Checkout in production, the local test
 * provider by default. Services only ever see this interface; a payment is confirmed only by a
 * webhook event that `verifyWebhook` accepted.
 */
export type PaymentProviderName = 'local' | 'stripe';

export type CheckoutInput = {
  /** Our payment id: the provider keeps it as its reference to us (Stripe: client_reference_id). */
  paymentId: string;
  /** Integer minor units, 1/100 of the currency (ISK included), as `prices.amount`. */
  amount: number;
  /** ISO 4217, e.g. 'DKK'. */
  currency: string;
  productName: string;
  description: string;
  /** Absolute URLs the provider's page sends the buyer to. */
  successUrl: string;
  cancelUrl: string;
  customerEmail: string | null;
  /** The same key gives the same checkout: a retried request never opens a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type CheckoutSession = {
  /** The provider's id of the checkout (Stripe: the Checkout Session id). */
  providerRef: string;
  /** Where to send the buyer. */
  url: string;
};

/** A webhook event reduced to what the service acts on. */
export type PaymentEvent = {
  /** The provider's event id: deliveries of one event share it (deduplication key). */
  id: string;
  type: 'checkout.completed' | 'checkout.expired' | 'checkout.failed' | 'ignored';
  /** The checkout the event is about (null for events about something else). */
  providerRef: string | null;
  /** The provider's own event type, kept with the event. */
  rawType: string;
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type RefundInput = {
  /** Our payment id (kept with the provider's refund). */
  paymentId: string;
  /** The checkout's provider reference (Stripe: the Checkout Session id, or a payment intent id). */
  providerRef: string;
  /** Integer minor units to give back, at most what is left of the payment. */
  amount: number;
  currency: string;
  /** The same key gives the same refund: a retried request never refunds twice. */
  idempotencyKey: string;
};

export type RefundResult = {
  /** The provider's id of the refund (Stripe: `re_…`). */
  refundRef: string;
  /** `pending`: accepted, the money is on its way (some methods take days); never failed here. */
  status: 'succeeded' | 'pending';
};

export type PaymentProvider = {
  name: PaymentProviderName;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /**
   * Checks the signature over the exact bytes received and the timestamp (at most 300 s old at
   * `now`), then reads the event. Throws a `WebhookRefusedError` when either check fails.
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): PaymentEvent;
  /**
   * Gives back (part of) a paid checkout. Throws a `RefundRefusedError` when the provider refuses
   * (nothing refunded) and `PaymentProviderUnavailableError` when it could not be asked or did not
   * answer (retry with the same idempotency key: it cannot refund twice).
   */
  refund(input: RefundInput): Promise<RefundResult>;
};

/** How old a signed webhook may be (seconds): older ones may be replays. Stripe's default too. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A webhook that is not provably from the provider, or too old: answered 400, nothing changes. */
export class WebhookRefusedError extends AppError {
  constructor(message: string) {
    super('VALIDATION', message);
  }
}

/** The provider refused a refund (already refunded, amount too large, no charge…): nothing moved. */
export class RefundRefusedError extends AppError {
  constructor(message: string) {
    super('CONFLICT', `The payment provider refused the refund: ${message}`);
  }
}

/** The provider could not be reached or did not answer: retrying with the same key is safe. */
export class PaymentProviderUnavailableError extends AppError {
  constructor() {
    super(
      'UNAVAILABLE',
      'The payment provider did not answer. Nothing was recorded; try again (a retry cannot refund twice).',
      undefined,
      { retryAfterSeconds: 5 },
    );
  }
}

export function isWebhookRefusedError(error: unknown): error is WebhookRefusedError {
  return error instanceof WebhookRefusedError;
}

/** The parts of a Stripe-shaped event we read (the local provider sends the same shape). */
type CheckoutEventBody = {
  id?: unknown;
  type?: unknown;
  data?: { object?: { id?: unknown; object?: unknown; payment_status?: unknown } };
};

/**
 * Maps a Stripe-shaped event (Checkout Session events) to a `PaymentEvent`:
 * - `checkout.session.completed` with `payment_status` paid (or no_payment_required), and
 *   `checkout.session.async_payment_succeeded` → completed;
 * - a completed session still `unpaid` (a delayed method such as a bank debit) → ignored, its
 *   `async_payment_succeeded` or `async_payment_failed` follows;
 * - `checkout.session.expired` → expired; `checkout.session.async_payment_failed` → failed;
 * - anything else → ignored (still answered 200, so the provider stops retrying it).
 */
export function normalizeCheckoutEvent(body: unknown): PaymentEvent {
  const event = (typeof body === 'object' && body !== null ? body : {}) as CheckoutEventBody;
  if (typeof event.id !== 'string' || event.id.length === 0 || event.id.length > 255) {
    throw new WebhookRefusedError('Webhook event without an id');
  }
  const rawType = typeof event.type === 'string' ? event.type.slice(0, 100) : 'unknown';
  const session = event.data?.object;
  const isSession = session?.object === 'checkout.session' && typeof session.id === 'string';
  const providerRef = isSession ? String(session.id) : null;
  const paymentStatus = isSession ? session.payment_status : undefined;
  let type: PaymentEvent['type'] = 'ignored';
  if (isSession) {
    if (rawType === 'checkout.session.completed') {
      type =
        paymentStatus === 'paid' || paymentStatus === 'no_payment_required'
          ? 'checkout.completed'
          : 'ignored';
    } else if (rawType === 'checkout.session.async_payment_succeeded') {
      type = 'checkout.completed';
    } else if (rawType === 'checkout.session.expired') {
      type = 'checkout.expired';
    } else if (rawType === 'checkout.session.async_payment_failed') {
      type = 'checkout.failed';
    }
  }
  return { id: event.id, type, providerRef, rawType };
}

/** The raw body as JSON; a body that is not JSON was not signed by a provider either. */
export function parseEventJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRefusedError('Webhook body is not JSON');
  }
}

export function readHeader(headers: WebhookHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.length > 0 ? first : null;
}

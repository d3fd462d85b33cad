import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API the checkout uses, speaking its protocol: the SDK
 * posts form-encoded parameters (`line_items[0][price_data][unit_amount]=59900`) with a Bearer key
 * and an `Idempotency-Key` header; `POST /v1/checkout/sessions` answers a Checkout Session as JSON.
 * Like Stripe, a repeated idempotency key answers the session created the first time (with
 * `Idempotent-Replayed: true`) instead of creating another. Everything received is recorded.
 *
 * Refunds: `completeSession` plays the buyer paying (the session gets its payment intent, as Stripe
 * creates one when the session completes); `GET /v1/checkout/sessions/{id}` answers the session;
 * `POST /v1/refunds` (`payment_intent`, `amount`) refunds at most what is left of the intent (400
 * `amount_too_large` / `charge_already_refunded` otherwise, 400 `resource_missing` for an unknown
 * intent), replaying a repeated idempotency key like Stripe does.
 */
export type FakeStripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  params: Record<string, string>;
};

export type FakeStripeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  /** Null until the session completes (`completeSession`). */
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  currency: string | null;
  amount_total: number | null;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Record<string, string>;
};

export type FakeStripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
};

export type FakeStripe = {
  host: string;
  port: number;
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeStripeSession>;
  refunds: Map<string, FakeStripeRefund>;
  /** The buyer paid: the session completes and gets a payment intent of its amount. Returns its id. */
  completeSession(sessionId: string): string;
  close(): Promise<void>;
};

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${crypto.randomBytes(8).toString('hex')}`,
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

function invalidRequest(message: string, code: string, param?: string) {
  return { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } };
}

function createSession(params: Record<string, string>): FakeStripeSession {
  const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
  const metadata = metadataOf(params);
  const unitAmount = params['line_items[0][price_data][unit_amount]'];
  const quantity = Number(params['line_items[0][quantity]'] ?? '1');
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    mode: params.mode ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    client_reference_id: params.client_reference_id ?? null,
    customer_email: params.customer_email ?? null,
    currency: params['line_items[0][price_data][currency]'] ?? null,
    amount_total: unitAmount === undefined ? null : Number(unitAmount) * quantity,
    success_url: params.success_url ?? null,
    cancel_url: params.cancel_url ?? null,
    metadata,
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeStripeSession>();
  const byIdempotencyKey = new Map<string, FakeStripeSession>();
  const refunds = new Map<string, FakeStripeRefund>();
  const refundsByKey = new Map<string, FakeStripeRefund>();
  /** Payment intents of completed sessions: amount, currency and what was refunded of it. */
  const intents = new Map<string, { amount: number; currency: string; refunded: number }>();
  const server = http.createServer(async (request, response) => {
    const body = await readBody(request);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const params = Object.fromEntries(new URLSearchParams(body));
    requests.push({
      method: request.method ?? 'GET',
      path,
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
      params,
    });
    if (!header('authorization')?.startsWith('Bearer sk_')) {
      sendJson(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
      return;
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = header('idempotency-key');
      const replayed = key ? byIdempotencyKey.get(key) : undefined;
      if (replayed) {
        sendJson(response, 200, replayed, { 'idempotent-replayed': 'true' });
        return;
      }
      const session = createSession(params);
      sessions.set(session.id, session);
      if (key) byIdempotencyKey.set(key, session);
      sendJson(response, 200, session);
      return;
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && sessionMatch?.[1]) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]));
      if (!session) {
        sendJson(
          response,
          404,
          invalidRequest(`No such checkout.session: '${sessionMatch[1]}'`, 'resource_missing', 'id'),
        );
        return;
      }
      sendJson(response, 200, session);
      return;
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const key = header('idempotency-key');
      const replayed = key ? refundsByKey.get(key) : undefined;
      if (replayed) {
        const isSame =
          replayed.payment_intent === params.payment_intent && String(replayed.amount) === params.amount;
        if (!isSame) {
          sendJson(response, 400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
          return;
        }
        sendJson(response, 200, replayed, { 'idempotent-replayed': 'true' });
        return;
      }
      const intentId = params.payment_intent ?? '';
      const intent = intents.get(intentId);
      if (!intent) {
        sendJson(
          response,
          400,
          invalidRequest(`No such payment_intent: '${intentId}'`, 'resource_missing', 'payment_intent'),
        );
        return;
      }
      const left = intent.amount - intent.refunded;
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (left <= 0) {
        sendJson(
          response,
          400,
          invalidRequest(
            `Charge for payment intent ${intentId} has already been refunded.`,
            'charge_already_refunded',
          ),
        );
        return;
      }
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        sendJson(
          response,
          400,
          invalidRequest(
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            'amount_too_large',
            'amount',
          ),
        );
        return;
      }
      intent.refunded += amount;
      const refund: FakeStripeRefund = {
        id: `re_test_${crypto.randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intentId,
        status: 'succeeded',
        reason: params.reason ?? null,
        metadata: metadataOf(params),
      };
      refunds.set(refund.id, refund);
      if (key) refundsByKey.set(key, refund);
      sendJson(response, 200, refund);
      return;
    }
    sendJson(response, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${path})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    sessions,
    refunds,
    completeSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      if (session.payment_intent) return session.payment_intent;
      const intentId = `pi_test_${crypto.randomBytes(12).toString('hex')}`;
      intents.set(intentId, {
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'eur',
        refunded: 0,
      });
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = intentId;
      return intentId;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API the checkout uses, speaking its protocol: the SDK
 * posts form-encoded parameters (`line_items[0][price_data][unit_amount]=59900`) with a Bearer key
 * and an `Idempotency-Key` header; `POST /v1/checkout/sessions` answers a Checkout Session as JSON.
 * Like Stripe, a repeated idempotency key answers the session created the first time (with
 * `Idempotent-Replayed: true`) instead of creating another. Everything received is recorded.
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
  status: 'open';
  payment_status: 'unpaid';
  client_reference_id: string | null;
  customer_email: string | null;
  currency: string | null;
  amount_total: number | null;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Record<string, string>;
};

export type FakeStripe = {
  host: string;
  port: number;
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeStripeSession>;
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

function createSession(params: Record<string, string>): FakeStripeSession {
  const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  const unitAmount = params['line_items[0][price_data][unit_amount]'];
  const quantity = Number(params['line_items[0][quantity]'] ?? '1');
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    mode: params.mode ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WebhookReceived } from '#domain/pricing/payment.schema.ts';
import { isWebhookRefusedError } from '../../../adapters/payments/payment-provider.ts';
import { handlePaymentWebhook } from '../../../services/payments/handle-payment-webhook.ts';
import { defineRoute, registerRoute } from '../../define-route.ts';

export const PAYMENT_WEBHOOK_URL = '/api/payments/webhook/:provider';

const ProviderParams = z.object({ provider: z.string().min(1).max(40) });
const RawEvent = z
  .unknown()
  .describe("The provider's event as JSON, byte for byte as signed (Stripe: `stripe-signature` header)");

/**
 * The payment provider's webhook. It reads no cookie and acts for nobody: the signature over the
 * exact bytes received is the only authority, so session.ts lets it through the cross-site check.
 * Answers 200 `{ received: true }` for every verified event (duplicates and ignored types too, so
 * the provider stops retrying them) and 400 with no change for a bad signature, a timestamp older
 * than 300 s, or a provider other than the configured one.
 */
export const PAYMENT_WEBHOOK_ROUTES = [
  defineRoute({
    method: 'POST',
    url: PAYMENT_WEBHOOK_URL,
    summary:
      'Payment provider webhook (signed; the signature is checked over the raw body, at most 300 s old): confirms or expires a checkout; each event id is applied once',
    tags: ['payments'],
    params: ProviderParams,
    body: RawEvent,
    response: WebhookReceived,
    errors: [400],
    handler: async ({ params }, request, reply) => {
      const deps = request.server.deps;
      const runtime = deps.payments;
      if (!runtime || params.provider !== runtime.provider.name) {
        return reply.status(400).send({ code: 'BAD_REQUEST', message: 'Unknown payment provider' });
      }
      const rawBody = request.body;
      if (!Buffer.isBuffer(rawBody)) {
        return reply.status(400).send({ code: 'BAD_REQUEST', message: 'Expected a JSON body' });
      }
      let event: ReturnType<typeof runtime.provider.verifyWebhook>;
      try {
        event = runtime.provider.verifyWebhook(rawBody, request.headers, deps.now());
      } catch (error) {
        if (!isWebhookRefusedError(error)) throw error;
        request.log.warn({ provider: params.provider, reason: error.message }, 'payment webhook refused');
        return reply.status(400).send({ code: 'BAD_REQUEST', message: error.message });
      }
      const result = await handlePaymentWebhook(
        { ...deps, publicUrl: deps.env.PUBLIC_URL },
        runtime.provider.name,
        event,
      );
      request.log.info(
        { provider: params.provider, eventId: event.id, type: event.rawType, ...result },
        'payment webhook applied',
      );
      return { received: true as const };
    },
  }),
];

/**
 * Registers the webhook in a scope of its own whose JSON parser keeps the body as the raw bytes
 * (a Buffer): re-serialised JSON would not match the provider's signature. No other route sees
 * this parser. app.ts also lists the route in the OpenAPI document.
 */
export async function registerPaymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    for (const route of PAYMENT_WEBHOOK_ROUTES) registerRoute(scope, route);
  });
}

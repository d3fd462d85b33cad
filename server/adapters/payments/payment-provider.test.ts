import { describe, expect, it } from 'vitest';
import { normalizeCheckoutEvent, type PaymentEvent, WebhookRefusedError } from './payment-provider.ts';

function sessionEvent(type: string, session: Record<string, unknown> = {}) {
  return { id: 'evt_9', type, data: { object: { id: 'cs_1', object: 'checkout.session', ...session } } };
}

describe('normalizeCheckoutEvent', () => {
  it.each<[string, unknown, PaymentEvent['type'], string | null]>([
    [
      'completed and paid',
      sessionEvent('checkout.session.completed', { payment_status: 'paid' }),
      'checkout.completed',
      'cs_1',
    ],
    [
      'completed, nothing to pay',
      sessionEvent('checkout.session.completed', { payment_status: 'no_payment_required' }),
      'checkout.completed',
      'cs_1',
    ],
    [
      'completed but unpaid (delayed method)',
      sessionEvent('checkout.session.completed', { payment_status: 'unpaid' }),
      'ignored',
      'cs_1',
    ],
    [
      'async payment succeeded',
      sessionEvent('checkout.session.async_payment_succeeded'),
      'checkout.completed',
      'cs_1',
    ],
    [
      'async payment failed',
      sessionEvent('checkout.session.async_payment_failed'),
      'checkout.failed',
      'cs_1',
    ],
    ['expired', sessionEvent('checkout.session.expired'), 'checkout.expired', 'cs_1'],
    ['another type', sessionEvent('customer.created'), 'ignored', 'cs_1'],
    [
      'not about a session',
      {
        id: 'evt_9',
        type: 'checkout.session.completed',
        data: { object: { id: 'pi_1', object: 'payment_intent' } },
      },
      'ignored',
      null,
    ],
  ])('%s', (_name, body, type, providerRef) => {
    expect(normalizeCheckoutEvent(body)).toMatchObject({ id: 'evt_9', type, providerRef });
  });

  it('refuses an event without an id', () => {
    expect(() => normalizeCheckoutEvent({ type: 'checkout.session.completed' })).toThrow(WebhookRefusedError);
    expect(() => normalizeCheckoutEvent(null)).toThrow(WebhookRefusedError);
  });
});

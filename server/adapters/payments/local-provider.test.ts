import { describe, expect, it } from 'vitest';
import {
  createLocalPaymentProvider,
  deriveLocalWebhookSecret,
  LOCAL_SIGNATURE_HEADER,
} from './local-provider.ts';
import { RefundRefusedError, WebhookRefusedError } from './payment-provider.ts';
import { signWebhookPayload } from './webhook-signature.ts';

const APP_SECRET = 'local-provider-test-secret-'.padEnd(40, 'x');
const NOW = new Date('2026-11-20T08:00:00.000Z');
const provider = createLocalPaymentProvider({ appSecret: APP_SECRET, publicUrl: 'https://nordhub.test' });

const CHECKOUT = {
  paymentId: '00000000-0000-4000-8000-000000000001',
  amount: 59_900,
  currency: 'DKK',
  productName: 'Startup plan',
  description: '12 months',
  successUrl: 'https://nordhub.test/ok',
  cancelUrl: 'https://nordhub.test/back',
  customerEmail: null,
  metadata: {},
};

describe('the local test provider', () => {
  it('names one checkout per idempotency key, on the TEST MODE page', async () => {
    const first = await provider.createCheckout({ ...CHECKOUT, idempotencyKey: 'key-1' });
    const again = await provider.createCheckout({ ...CHECKOUT, idempotencyKey: 'key-1' });
    const other = await provider.createCheckout({ ...CHECKOUT, idempotencyKey: 'key-2' });
    expect(again).toEqual(first);
    expect(other.providerRef).not.toBe(first.providerRef);
    expect(first.providerRef).toMatch(/^lcs_[0-9a-f]{40}$/);
    expect(first.url).toBe(`https://nordhub.test/payments/test-checkout/${first.providerRef}`);
  });

  it('verifies the events its Pay and Cancel buttons sign', () => {
    for (const [outcome, type] of [
      ['completed', 'checkout.completed'],
      ['expired', 'checkout.expired'],
    ] as const) {
      const event = provider.buildSignedEvent({
        providerRef: 'lcs_1',
        paymentId: CHECKOUT.paymentId,
        outcome,
        now: NOW,
      });
      const verified = provider.verifyWebhook(Buffer.from(event.body), event.headers, NOW);
      expect(verified).toMatchObject({ type, providerRef: 'lcs_1' });
      expect(verified.id).toMatch(/^evt_local_/);
    }
  });

  it('refuses a tampered body, another secret, and an event 301 s old', () => {
    const event = provider.buildSignedEvent({
      providerRef: 'lcs_1',
      paymentId: CHECKOUT.paymentId,
      outcome: 'completed',
      now: NOW,
    });
    const tampered = Buffer.from(event.body.replace('lcs_1', 'lcs_2'));
    expect(() => provider.verifyWebhook(tampered, event.headers, NOW)).toThrow(WebhookRefusedError);
    const foreign = {
      [LOCAL_SIGNATURE_HEADER]: signWebhookPayload('another-secret', event.body, NOW.getTime() / 1000),
    };
    expect(() => provider.verifyWebhook(Buffer.from(event.body), foreign, NOW)).toThrow('does not match');
    const later = new Date(NOW.getTime() + 301_000);
    expect(() => provider.verifyWebhook(Buffer.from(event.body), event.headers, later)).toThrow('too old');
    expect(deriveLocalWebhookSecret(APP_SECRET)).not.toBe(APP_SECRET);
  });

  it('names one refund per idempotency key, and refuses nothing to refund', async () => {
    const refund = { paymentId: CHECKOUT.paymentId, providerRef: 'lcs_1', amount: 59_900, currency: 'DKK' };
    const first = await provider.refund({ ...refund, idempotencyKey: 'refund:p:0' });
    expect(first).toEqual({ refundRef: expect.stringMatching(/^lre_[0-9a-f]{40}$/), status: 'succeeded' });
    expect(await provider.refund({ ...refund, idempotencyKey: 'refund:p:0' })).toEqual(first);
    expect((await provider.refund({ ...refund, idempotencyKey: 'refund:p:100' })).refundRef).not.toBe(
      first.refundRef,
    );
    await expect(provider.refund({ ...refund, amount: 0, idempotencyKey: 'k' })).rejects.toThrow(
      RefundRefusedError,
    );
  });
});

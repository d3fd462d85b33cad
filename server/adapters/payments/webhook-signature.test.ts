import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookRefusedError } from './payment-provider.ts';
import { computeSignature, signWebhookPayload, verifyWebhookSignature } from './webhook-signature.ts';

const SECRET = 'whsec_unit_test_secret';
const NOW = new Date('2026-11-20T08:00:00.000Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);
const BODY = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed' });
const stripe = new Stripe('sk_test_unit');

function verify(body: string, header: string | null, now = NOW, secret = SECRET) {
  verifyWebhookSignature({ rawBody: Buffer.from(body), header, secret, now });
}

describe('the webhook signature scheme (t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">)', () => {
  it('accepts a fresh signature over the exact body', () => {
    expect(() => verify(BODY, signWebhookPayload(SECRET, BODY, NOW_S))).not.toThrow();
  });

  it.each<[string, () => void, string]>([
    [
      'a tampered body',
      () => verify(BODY.replace('evt_1', 'evt_2'), signWebhookPayload(SECRET, BODY, NOW_S)),
      'Webhook signature does not match',
    ],
    [
      'a body re-serialised with other whitespace',
      () => verify(JSON.stringify(JSON.parse(BODY), null, 2), signWebhookPayload(SECRET, BODY, NOW_S)),
      'Webhook signature does not match',
    ],
    [
      'another secret',
      () => verify(BODY, signWebhookPayload('whsec_someone_else', BODY, NOW_S)),
      'Webhook signature does not match',
    ],
    [
      'a timestamp 301 s old',
      () => verify(BODY, signWebhookPayload(SECRET, BODY, NOW_S - 301)),
      'Webhook timestamp is too old',
    ],
    [
      'a signed timestamp swapped for a fresh one',
      () => verify(BODY, `t=${NOW_S},v1=${computeSignature(SECRET, BODY, NOW_S - 3600)}`),
      'Webhook signature does not match',
    ],
    ['no header', () => verify(BODY, null), 'Missing webhook signature'],
    ['a header without v1', () => verify(BODY, `t=${NOW_S}`), 'Malformed webhook signature'],
    ['a header without t', () => verify(BODY, `v1=${'a'.repeat(64)}`), 'Malformed webhook signature'],
  ])('refuses %s', (_name, run, message) => {
    expect(run).toThrow(WebhookRefusedError);
    expect(run).toThrow(message);
  });

  it('accepts a timestamp exactly 300 s old, and one of several v1 signatures matching', () => {
    expect(() => verify(BODY, signWebhookPayload(SECRET, BODY, NOW_S - 300))).not.toThrow();
    const header = `t=${NOW_S},v1=${'0'.repeat(64)},v1=${computeSignature(SECRET, BODY, NOW_S)}`;
    expect(() => verify(BODY, header)).not.toThrow();
  });

  it("is Stripe's scheme: the same header as the SDK's test header, accepted by its constructEvent", () => {
    const ours = signWebhookPayload(SECRET, BODY, NOW_S);
    expect(ours).toBe(
      stripe.webhooks.generateTestHeaderString({ payload: BODY, secret: SECRET, timestamp: NOW_S }),
    );
    const event = stripe.webhooks.constructEvent(BODY, ours, SECRET, 300, undefined, NOW.getTime());
    expect(event.id).toBe('evt_1');
  });
});

import crypto from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookRefusedError } from './payment-provider.ts';

/**
 * Stripe's webhook signature scheme, for the local test provider: the header is
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Signing the timestamp with the body
 * lets the receiver refuse replays of an old delivery. Stripe's own SDK accepts these headers (the
 * unit test checks it), so both providers are verified the same way.
 */

export function computeSignature(secret: string, payload: string | Buffer, timestampSeconds: number): string {
  return crypto.createHmac('sha256', secret).update(`${timestampSeconds}.`).update(payload).digest('hex');
}

/** The signature header for `payload` signed at `timestampSeconds`. */
export function signWebhookPayload(
  secret: string,
  payload: string | Buffer,
  timestampSeconds: number,
): string {
  return `t=${timestampSeconds},v1=${computeSignature(secret, payload, timestampSeconds)}`;
}

function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return { timestamp, signatures };
}

/**
 * Accepts the header when one of its v1 signatures matches the raw body (compared in constant time)
 * and its timestamp is at most `toleranceSeconds` old at `now`. Throws a `WebhookRefusedError`
 * otherwise.
 */
export function verifyWebhookSignature(input: {
  rawBody: Buffer;
  header: string | null;
  secret: string;
  now: Date;
  toleranceSeconds?: number;
}): void {
  if (!input.header) throw new WebhookRefusedError('Missing webhook signature');
  const { timestamp, signatures } = parseSignatureHeader(input.header);
  if (!Number.isFinite(timestamp) || signatures.length === 0) {
    throw new WebhookRefusedError('Malformed webhook signature');
  }
  const expected = Buffer.from(computeSignature(input.secret, input.rawBody, timestamp), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookRefusedError('Webhook signature does not match');
  const age = Math.floor(input.now.getTime() / 1000) - timestamp;
  if (age > (input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) {
    throw new WebhookRefusedError('Webhook timestamp is too old');
  }
}

import crypto from 'node:crypto';

/**
 * Small values the server hands out and must get back unchanged and unread: encrypted and
 * authenticated (AES-256-GCM) with a key derived from the app secret for one purpose, so a value
 * sealed for one use can never be opened as another.
 */
export type Sealer = {
  seal(payload: unknown): string;
  /** The payload, or null for anything this sealer did not seal (tampered, other purpose, garbage). */
  open(value: string): unknown;
};

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'nordhub-sealed-value', purpose, 32));
  return {
    seal(payload) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(value) {
      if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
      const raw = Buffer.from(value, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        return JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        return null;
      }
    },
  };
}

import crypto from 'node:crypto';

/** A random 256-bit token for a cookie or a link, and the SHA-256 that is stored instead of it. */
export function createSecretToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

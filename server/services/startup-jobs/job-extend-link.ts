import crypto from 'node:crypto';

/**
 * The signed one-click link of the "still hiring?" mail: `<job id>.<expiration ms>.<signature>`. It
 * names the expiration date the mail was sent for, so it works once: after the extension the job
 * has another date and the link is spent. No login is needed; the HMAC (APP_SECRET) is the authority.
 */
const PURPOSE = 'job-extend:v1';

function sign(secret: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest('base64url');
}

export function createExtendToken(secret: string, jobId: string, expirationDate: Date): string {
  const payload = `${jobId}.${expirationDate.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The job and date a token was issued for, or null when it is malformed or not ours. */
export function readExtendToken(
  secret: string,
  token: string,
): { jobId: string; expirationDate: Date } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, jobId = '', ms = '', signature = ''] = match;
  const expected = Buffer.from(sign(secret, `${jobId}.${ms}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { jobId, expirationDate: new Date(Number(ms)) };
}

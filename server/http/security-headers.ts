import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Per-response nonce for the inline scripts React Router renders (hydration data). */
export function createNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/**
 * Content-Security-Policy for HTML pages. Scripts only from us or with this response's nonce;
 * styles allow inline attributes (React `style`), which carry no script. Pages may not be framed,
 * except the embeddable ones under /embed/ (their own route sets frame-ancestors).
 */
export function buildContentSecurityPolicy(options: {
  nonce: string;
  isDevelopment: boolean;
  frameAncestors?: string;
}) {
  const scriptSrc = ["'self'", `'nonce-${options.nonce}'`];
  const connectSrc = ["'self'"];
  if (options.isDevelopment) connectSrc.push('ws:', 'wss:');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSrc.join(' ')}`,
    // The captcha widget solves its proof of work in workers started from blob: URLs.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors ?? "'none'"}`,
  ].join('; ');
}

export function setHtmlSecurityHeaders(reply: FastifyReply, nonce: string, isDevelopment: boolean): void {
  reply.header('content-security-policy', buildContentSecurityPolicy({ nonce, isDevelopment }));
}

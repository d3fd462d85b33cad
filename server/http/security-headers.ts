import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Random bytes for nonces, drawn 256 nonces at a time (one call to the system's source, not one a page). */
let nonceBytes = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * Per-response nonce for the inline scripts React Router renders (hydration data): 16 random bytes
 * of their own, never handed out twice.
 */
export function createNonce(): string {
  if (nonceOffset + 16 > nonceBytes.length) {
    nonceBytes = crypto.randomBytes(16 * 256);
    nonceOffset = 0;
  }
  const nonce = nonceBytes.toString('base64', nonceOffset, nonceOffset + 16);
  nonceOffset += 16;
  return nonce;
}

/**
 * Content-Security-Policy for HTML pages. Scripts only from us, and inline scripts only with this
 * response's nonce or, for a page served the same to every visitor (the page cache, ADR 015), with
 * the SHA-256 of one of its own inline scripts. Styles allow inline attributes (React `style`),
 * which carry no script. Pages may not be framed, except the embeddable ones (a widget site, ADR
 * 030: `frameAncestors` from `frameAncestorsOf`, domain/site/widget-paths.ts).
 */
export function buildContentSecurityPolicy(
  options: { isDevelopment: boolean; frameAncestors?: string } & (
    | { nonce: string }
    | { scriptHashes: readonly string[] }
  ),
) {
  const scriptSrc = [
    "'self'",
    ...('nonce' in options
      ? [`'nonce-${options.nonce}'`]
      : options.scriptHashes.map((hash) => `'sha256-${hash}'`)),
  ];
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

export function setHtmlSecurityHeaders(
  reply: FastifyReply,
  nonce: string,
  isDevelopment: boolean,
  frameAncestors?: string,
): void {
  reply.header(
    'content-security-policy',
    buildContentSecurityPolicy({ nonce, isDevelopment, ...(frameAncestors ? { frameAncestors } : {}) }),
  );
}

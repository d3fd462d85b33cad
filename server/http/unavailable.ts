import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '#domain/errors.ts';

/**
 * The answer while the database is out of reach (a restart, a failover, the boot waiting for it):
 * 503 with Retry-After, the API's error body for API calls, a small self-contained page for pages
 * (it needs nothing from the database, nor the web bundle).
 */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_BODY: ErrorBody = {
  code: 'UNAVAILABLE',
  message: 'Nordhub is briefly unavailable. Please try again in a few seconds.',
};

/** The API's answer when a statement ran past DATABASE_STATEMENT_TIMEOUT_MS (503, Retry-After). */
export const TIMED_OUT_BODY: ErrorBody = {
  code: 'TIMEOUT',
  message: 'This took too long to answer. Please try again in a few seconds.',
};

/** A browser asking for a page (not an API call, not an asset fetched by script). */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send503(request, reply, UNAVAILABLE_BODY, UNAVAILABLE_PAGE);
}

/**
 * The answer when a statement ran past DATABASE_STATEMENT_TIMEOUT_MS: the same 503 with
 * Retry-After, the API's TIMEOUT body for API calls, a page of its own for pages.
 */
export function sendTimedOut(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send503(request, reply, TIMED_OUT_BODY, TIMED_OUT_PAGE);
}

function send503(request: FastifyRequest, reply: FastifyReply, body: ErrorBody, page: string): FastifyReply {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (!wantsPage(request)) return reply.send(body);
  return reply
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(page);
}

/** A small self-contained page: it needs nothing from the database, nor the web bundle. */
function fallbackPage(title: string, heading: string, text: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${title} | Nordhub</title></head>` +
    '<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a">' +
    `<main><h1>${heading}</h1><p>${text}</p>` +
    '<p><a href="/">Back to home</a></p></main></body></html>'
  );
}

const UNAVAILABLE_PAGE = fallbackPage(
  'Briefly unavailable',
  'Nordhub is briefly unavailable',
  'We cannot reach our database at the moment. Nothing you did caused this, and nothing was lost ' +
    'that you had already saved. Please try again in a few seconds.',
);

const TIMED_OUT_PAGE = fallbackPage(
  'This took too long',
  'This took too long to answer',
  'We are busier than usual. Nothing you did caused this, and nothing was lost that you had ' +
    'already saved. Please try again in a few seconds.',
);

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

/**
 * The answer when a statement ran past DATABASE_STATEMENT_TIMEOUT_MS: 503 with Retry-After, the
 * API's TIMEOUT body for API calls, a small self-contained page for pages.
 */
export function sendTimedOut(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (!wantsPage(request)) return reply.send(TIMED_OUT_BODY);
  return reply
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(TIMED_OUT_PAGE);
}

/** A browser asking for a page (not an API call, not an asset fetched by script). */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (!wantsPage(request)) return reply.send(UNAVAILABLE_BODY);
  return reply
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(UNAVAILABLE_PAGE);
}

const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex">' +
  '<title>Briefly unavailable | Nordhub</title></head>' +
  '<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a">' +
  '<main><h1>Nordhub is briefly unavailable</h1>' +
  '<p>We cannot reach our database at the moment. Nothing you did caused this, and nothing was lost ' +
  'that you had already saved. Please try again in a few seconds.</p>' +
  '<p><a href="/">Back to home</a></p></main></body></html>';

const TIMED_OUT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex">' +
  '<title>This took too long | Nordhub</title></head>' +
  '<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a">' +
  '<main><h1>This took too long to answer</h1>' +
  '<p>We are busier than usual. Nothing you did caused this, and nothing was lost that you had ' +
  'already saved. Please try again in a few seconds.</p>' +
  '<p><a href="/">Back to home</a></p></main></body></html>';

import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, type ErrorBody } from '#domain/errors.ts';
import { isDatabaseUnavailable, isStatementTimeout } from '../db/connection-errors.ts';
import { sendTimedOut, sendUnavailable } from './unavailable.ts';

/**
 * The one place that turns errors into HTTP answers: `{ code, message, fieldErrors? }`, 4xx for the
 * client's mistakes, a generic 500 (logged with the request id) for ours.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError && error.code !== 'INTERNAL') {
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body);
    }
    // The database out of reach (a restart, a failover): 503 with Retry-After, never 500. The logger
    // writes one line per burst of these, not one per request (server/db/database-outage.ts).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: database unavailable');
      return sendUnavailable(request, reply);
    }
    // A statement past its timeout: the database is there, this work took too long. 503 with
    // Retry-After, logged without the error (its message holds the SQL and its parameters).
    if (isStatementTimeout(error)) {
      request.log.warn(
        { code: '57014' },
        'request failed: a statement ran past DATABASE_STATEMENT_TIMEOUT_MS',
      );
      return sendTimedOut(request, reply);
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      const code = FASTIFY_CODES[statusCode] ?? 'BAD_REQUEST';
      if (statusCode === 429) {
        return reply
          .status(429)
          .send({ code: 'RATE_LIMITED', message: 'Too many requests, please try again later' });
      }
      return reply.status(statusCode).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong' });
  });
  // Fastify's own 404 logs "Route GET:<url> not found" with the whole URL, keys included: ours
  // answers the same without logging (the access log already has the masked URL).
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' } satisfies ErrorBody),
  );
}

const FASTIFY_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

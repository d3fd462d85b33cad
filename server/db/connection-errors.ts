/**
 * Which database errors mean "the database is out of reach" (a restart, a failover, a full pool)
 * rather than "this query is wrong": those are answered 503 with Retry-After and logged once per
 * burst, never 500 with a stack per request. drizzle wraps the driver's error in one whose message
 * holds the SQL and its parameters ("Failed query: …"), so the chain of causes is read, and only
 * codes (never messages with SQL) come out of here.
 */

/**
 * Node's socket errors (refused, reset, unreachable, DNS). Other services fail with them too (an
 * SMTP server, a payment API), so they count only on an error the database client marked as its own
 * (`markDatabaseError`) or inside drizzle's "Failed query" wrapper.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown (a fast or smart stop
 * terminates our sessions), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in
 * recovery), 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres says these without a code. */
const DRIVER_MESSAGES: readonly [RegExp, string][] = [
  [/^timeout exceeded when trying to connect/i, 'POOL_TIMEOUT'],
  [/^Connection terminated/i, 'CONNECTION_TERMINATED'],
  [/is not queryable$/i, 'CONNECTION_TERMINATED'],
];

const MAX_DEPTH = 8;

const DATABASE_ERROR = Symbol.for('nordhub.databaseError');

/** Marks an error as raised by the database client (a failed connect, a socket error). */
export function markDatabaseError<T>(error: T): T {
  if (typeof error === 'object' && error !== null && Object.isExtensible(error)) {
    Object.defineProperty(error, DATABASE_ERROR, { value: true, enumerable: false });
  }
  return error;
}

function isDrizzleWrapper(error: object): boolean {
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.startsWith('Failed query: ');
}

/**
 * The short reason ("ECONNREFUSED", "57P01", "POOL_TIMEOUT", …) when `error` (or one of its causes)
 * says the database is out of reach; null for any other error.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  let fromDatabase = false;
  for (const current of errorChain(error)) {
    if (DATABASE_ERROR in current || isDrizzleWrapper(current)) fromDatabase = true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
      if (fromDatabase && SOCKET_CODES.has(code)) return code;
    }
    if (typeof message === 'string') {
      for (const [pattern, reason] of DRIVER_MESSAGES) if (pattern.test(message)) return reason;
    }
  }
  return null;
}

/**
 * An error and its causes, breadth first, at most MAX_DEPTH of them: drizzle wraps the driver's
 * error (`cause`), and Node reports a refused connection to every address of a host name as an
 * AggregateError (`errors`).
 */
function* errorChain(error: unknown): Generator<object> {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0 && seen.size < MAX_DEPTH) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    yield current;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (cause !== undefined) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null;
}

/**
 * A statement stopped by `statement_timeout` (SQLSTATE 57014, DATABASE_STATEMENT_TIMEOUT_MS): the
 * database is there but this request's work took too long (a rare search on a loaded machine). Not
 * an outage (readiness and the outage log ignore it); the request is answered 503 with Retry-After.
 */
export function isStatementTimeout(error: unknown): boolean {
  for (const current of errorChain(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '57014' && typeof message === 'string' && /statement timeout/.test(message)) return true;
  }
  return false;
}

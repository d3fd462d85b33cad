/**
 * Request URLs as the logs keep them: every query value masked, and the path segments that are keys
 * masked (a settings key, an invitation, a test checkout, an address). Links in mails carry live
 * keys; the access log must never become a place to collect them.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  // Any case and repeated slashes: what the router would not serve is still never logged in clear.
  /^(\/+profile-settings\/+)[^/?#]+/i,
  /^(\/+api\/+digest\/+)[^?#]+/i,
  /^(\/+client\/+invites\/+)[^/?#]+/i,
  /^(\/+api\/+invites\/+)[^/?#]+/i,
  /^(\/+payments\/+test-checkout\/+)[^/?#]+/i,
  // Keys travel in the query today (?key=); a key in the path would be masked all the same.
  /^(\/+client\/+(?:reset-password|verify-email)\/+)[^?#]+/i,
];

export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, '$1***');
  if (queryStart === -1) return path;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    // Names are kept when they look like names; anything else (`?<key>` without a value) is masked.
    .map((pair) => `${maskName(pair.split('=')[0] ?? '')}=***`);
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

const QUERY_NAME = /^[A-Za-z0-9_.[\]-]{1,32}$/;

function maskName(name: string): string {
  return QUERY_NAME.test(name) ? name : '***';
}

type LoggedRequest = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** pino's `req` serializer for Fastify: what the default logs, with the URL masked. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What an error keeps in the logs: its type, message, code and stack, and the identifiers of a
 * database error (constraint, table, column). Never values: Drizzle's query error carries the
 * statement's parameters (an argon2 hash, an address, a mail body with a live link) in `params` and
 * in its message, PostgreSQL's `detail` repeats the failing row ("Key (email)=(…)", "Failing row
 * contains (…)"), `where` and `internalQuery` quote statements, and a message like `invalid input
 * syntax for type uuid: "…"` quotes the input. Causes are followed (a Drizzle error wraps the
 * driver's) and cleaned the same way; any other property is dropped.
 */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  return toSafeError(error, 0);
}

type ErrorLike = { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown } & Record<
  string,
  unknown
>;

type SafeError = {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SafeError;
  errors?: SafeError[];
};

const MAX_DEPTH = 4;
const MAX_MESSAGE_LENGTH = 2_000;
/** Codes are short words or numbers (`23505`, `ECONNREFUSED`, `FST_ERR_…`); anything else is dropped. */
const SAFE_CODE = /^[A-Za-z0-9_.-]{1,40}$/;
/** PostgreSQL identifiers, as the error fields name them. */
const SAFE_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$.]{0,62}$/;
/** The words after which a quoted name is an identifier (kept), not a value (masked). */
const IDENTIFIER_KINDS =
  /(?:constraint|relation|column|table|index|type|schema|function|database|role|sequence|view|trigger|extension|operator|domain|key|cursor|statement|savepoint|of)\s+$/i;

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string')
  );
}

function toSafeError(error: ErrorLike, depth: number): SafeError {
  const type = typeName(error);
  const message = cleanMessage(String(error.message ?? ''));
  const safe: SafeError = { type, message };
  if (typeof error.stack === 'string') safe.stack = cleanStack(error.stack, type, message);
  const { code, statusCode, constraint, table, column } = error;
  if ((typeof code === 'string' && SAFE_CODE.test(code)) || typeof code === 'number') safe.code = code;
  if (typeof statusCode === 'number') safe.statusCode = statusCode;
  if (typeof constraint === 'string' && SAFE_IDENTIFIER.test(constraint)) safe.constraint = constraint;
  if (typeof table === 'string' && SAFE_IDENTIFIER.test(table)) safe.table = table;
  if (typeof column === 'string' && SAFE_IDENTIFIER.test(column)) safe.column = column;
  if (depth < MAX_DEPTH) {
    if (isErrorLike(error.cause)) safe.cause = toSafeError(error.cause, depth + 1);
    const errors = (error as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      safe.errors = errors
        .slice(0, 5)
        .filter(isErrorLike)
        .map((inner) => toSafeError(inner, depth + 1));
    }
  }
  return safe;
}

function typeName(error: ErrorLike): string {
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  const name =
    typeof constructorName === 'string' && constructorName !== 'Object' ? constructorName : error.name;
  return typeof name === 'string' && SAFE_CODE.test(name) ? name : 'Error';
}

/**
 * A message without values. Drizzle's "Failed query: <statement>\nparams: <values>" keeps its
 * statement (parameterised: `$1`, never a value) and loses the parameters; in any other message,
 * quoted text is masked unless a word naming an identifier precedes it (`constraint "users_pkey"`).
 */
function cleanMessage(message: string): string {
  const query = /^Failed query: ([\s\S]*?)\n?\s*params:[\s\S]*$/.exec(message);
  const cleaned = query ? `Failed query: ${query[1] ?? ''}` : maskQuotedValues(message);
  return cleaned.length > MAX_MESSAGE_LENGTH ? `${cleaned.slice(0, MAX_MESSAGE_LENGTH)}…` : cleaned;
}

/** Quoted values and mail addresses (an SMTP reply may quote the recipient) are masked. */
function maskQuotedValues(message: string): string {
  return message
    .replace(/"((?:[^"\\]|\\.)*)"/g, (quoted, inner: string, offset: number) => {
      const before = message.slice(Math.max(0, offset - 20), offset);
      return IDENTIFIER_KINDS.test(before) && SAFE_IDENTIFIER.test(inner) ? quoted : '"***"';
    })
    .replace(/[^\s<>"'()[\],;:]+@[^\s<>"'()[\],;:]+/g, '***@***');
}

/** The frames of a stack under the cleaned first line (V8 repeats the message there). */
function cleanStack(stack: string, type: string, message: string): string {
  const frames = stack.split('\n').filter((line) => /^\s+at\s/.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/** pino serializers for the app's logger (main.ts, and the API tests' capturing logger). */
export const LOG_SERIALIZERS = { req: serializeRequest, err: serializeError, error: serializeError };

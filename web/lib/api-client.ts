/**
 * The browser's client for our JSON API (same origin, cookies included). It never throws on an HTTP
 * error: the answer is `{ ok: false, status, error }` with the server's `{ code, message, fieldErrors? }`.
 * A network failure is reported the same way, with status 0.
 */
export type ApiError = { code: string; message: string; fieldErrors?: Record<string, string[]> };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

const GENERIC_MESSAGE = 'Something went wrong';

/**
 * docs/product.md, Error texts 'Any response error': a 403 while logged in logs the user out and returns to the front
 * page; a 401 (our API's "not logged in") means the same (issue 14). The client stays
 * framework-free: whoever knows that someone is logged in (the session watch, mounted only then)
 * registers what to do, and it runs for every such answer.
 */
let sessionEndedHandler: (() => void) | null = null;

/**
 * Calls that check credentials rather than the session: their 401 says the password or the LinkedIn
 * answer was refused, not that a session ended.
 */
const CREDENTIAL_CHECKS = ['/api/users/sign-in', '/api/users/authorize-with-', '/api/auth/'];

/** Registers the reaction to a 401/403 answer (null removes it); returns a function that removes it. */
export function setSessionEndedHandler(handler: (() => void) | null): () => void {
  sessionEndedHandler = handler;
  return () => {
    if (sessionEndedHandler === handler) sessionEndedHandler = null;
  };
}

/** Whether an answer of `path` with `status` says the session is gone. */
export function isSessionEndedAnswer(path: string, status: number): boolean {
  if (status !== 401 && status !== 403) return false;
  return !CREDENTIAL_CHECKS.some((prefix) => path.startsWith(prefix));
}

function readApiError(body: unknown, status: number): ApiError {
  if (body && typeof body === 'object') {
    const { code, message, fieldErrors } = body as Record<string, unknown>;
    const error: ApiError = {
      code: typeof code === 'string' ? code : `HTTP_${status}`,
      message: typeof message === 'string' && message ? message : GENERIC_MESSAGE,
    };
    if (fieldErrors && typeof fieldErrors === 'object') {
      const fields: Record<string, string[]> = {};
      for (const [key, value] of Object.entries(fieldErrors)) {
        if (Array.isArray(value)) fields[key] = value.filter((m): m is string => typeof m === 'string');
      }
      error.fieldErrors = fields;
    }
    return error;
  }
  return { code: `HTTP_${status}`, message: GENERIC_MESSAGE };
}

export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return {
      ok: false,
      status: 0,
      error: { code: 'NETWORK', message: 'Could not reach the server, please try again' },
    };
  }
  let parsed: unknown = null;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (response.ok) return { ok: true, data: parsed as T };
  if (isSessionEndedAnswer(path, response.status)) sessionEndedHandler?.();
  return { ok: false, status: response.status, error: readApiError(parsed, response.status) };
}

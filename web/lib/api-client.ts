/**
 * The browser's client for our JSON API (same origin, cookies included). It never throws on an HTTP
 * error: the answer is `{ ok: false, status, error }` with the server's `{ code, message, fieldErrors? }`.
 * A network failure is reported the same way, with status 0.
 */
export type ApiError = { code: string; message: string; fieldErrors?: Record<string, string[]> };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

const GENERIC_MESSAGE = 'Something went wrong';

/**
 * Spec §8 'Any response error': a 403 while logged in logs the user out and returns to the front
 * page. The client stays framework-free: whoever knows that someone is logged in (the session
 * watch, mounted only then) registers what to do, and it runs for every 403 answer.
 */
let forbiddenHandler: (() => void) | null = null;

/** Registers the reaction to a 403 answer (null removes it); returns a function that removes it. */
export function setForbiddenHandler(handler: (() => void) | null): () => void {
  forbiddenHandler = handler;
  return () => {
    if (forbiddenHandler === handler) forbiddenHandler = null;
  };
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
  if (response.status === 403) forbiddenHandler?.();
  return { ok: false, status: response.status, error: readApiError(parsed, response.status) };
}

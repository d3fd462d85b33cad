/**
 * The browser's client for our JSON API (same origin, cookies included). It never throws on an HTTP
 * error: the answer is `{ ok: false, status, error }` with the server's `{ code, message, fieldErrors? }`.
 * A network failure is reported the same way, with status 0.
 */
export type ApiError = { code: string; message: string; fieldErrors?: Record<string, string[]> };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

const GENERIC_MESSAGE = 'Something went wrong';

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
  return { ok: false, status: response.status, error: readApiError(parsed, response.status) };
}

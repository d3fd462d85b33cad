/**
 * Application errors: services throw these, the HTTP error handler maps the code to a status and
 * answers `{ code, message, fieldErrors? }`. The web parses the same shape.
 */
export type AppErrorCode =
  /** A request that cannot be read as meant (a tampered sign-in answer): 400. */
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  /** A link that worked once and no longer does (expired, revoked or used). */
  | 'GONE'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'E_ACCOUNT_EXISTS'
  /** A dependency (the database) is briefly out of reach: answered 503 with Retry-After. */
  | 'UNAVAILABLE'
  | 'INTERNAL';

export type FieldErrors = Record<string, string[]>;

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  GONE: 410,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  E_ACCOUNT_EXISTS: 409,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  /** Sent as Retry-After (a limit that lifts at a known time). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    fieldErrors?: FieldErrors,
    options?: { retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export type ErrorBody = { code: string; message: string; fieldErrors?: FieldErrors };

/**
 * True for an AppError (optionally of one code). Checks the shape, not the class: the server and
 * the built web bundle each hold their own copy of this module, so `instanceof` fails across them.
 */
export function isAppError(error: unknown, code?: AppErrorCode): error is AppError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { name?: unknown; code?: unknown };
  return (
    candidate.name === 'AppError' && typeof candidate.code === 'string' && (!code || candidate.code === code)
  );
}

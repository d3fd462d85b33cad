// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../auth/zod-jitless.ts';
import type { z } from 'zod';
import { type FieldErrorMap, firstErrors } from '../auth/form-field.tsx';

/**
 * The My Account schemas for the browser, loaded on demand (see use-account-form.ts): zod stays out
 * of the page's first-load JavaScript, and the forms check exactly what the server checks.
 */
export {
  ChangeEmailInput,
  ChangeNameInput,
  ChangePasswordInput,
  DeleteAccountInput,
} from '#domain/users/account.schema.ts';

export function zodFieldErrors(error: z.ZodError): FieldErrorMap {
  return firstErrors(error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]));
}

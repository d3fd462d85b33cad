// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../auth/zod-jitless.ts';

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

/**
 * The Users section's numbers and texts without zod, so pages can use them in the browser (our CSP
 * forbids the eval zod's schemas would try there). The schemas are in admin-users.schema.ts.
 */

export const ADMIN_USERS_PAGE_SIZE = 25;
/** How many sign-ins the user page shows, latest first. */
export const ADMIN_USER_SIGN_INS_SHOWN = 20;
export const ADMIN_USER_QUERY_MAX_LENGTH = 200;

export const SELF_DISABLE_MESSAGE = 'You cannot disable your own account';
export const ALREADY_DISABLED_MESSAGE = 'This account is already disabled';
export const NOT_DISABLED_MESSAGE = 'This account is not disabled';
export const RESET_TO_DISABLED_MESSAGE =
  'This account is disabled: enable it before sending a password reset';
export const USER_NOT_FOUND_MESSAGE = 'User not found';

export const DISABLE_REASON_MAX_LENGTH = 500;

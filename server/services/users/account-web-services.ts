import type { ResetPasswordInput } from '#domain/users/user.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { resetPassword } from './reset-password.ts';

/**
 * Account operations as pages post them (`services.account`): the reset-password form
 * (`/client/reset-password`). The page action starts the session itself (WebContext.startSession).
 */
export function createAccountWebServices(deps: PortalDeps) {
  return {
    /** NOT_FOUND when the key is unknown, spent, voided or expired. */
    resetPassword: (input: ResetPasswordInput) => resetPassword(deps, input),
  };
}

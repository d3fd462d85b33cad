import type { Platform } from '#domain/companies/company.schema.ts';
import type { ResetPasswordInput } from '#domain/users/user.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { getMe } from './get-me.ts';
import { isFirstVisitOf } from './is-first-visit.ts';
import { resetPassword } from './reset-password.ts';

/**
 * Account operations as pages post them (`services.account`): the reset-password form
 * (`/client/reset-password`). The page action starts the session itself (WebContext.startSession).
 */
export function createAccountWebServices(deps: PortalDeps, platform: Platform) {
  return {
    /** The dashboard's greeting: true in the session the account was made in ("Welcome", not "Welcome back"). */
    isFirstVisit: (userId: string, sessionStartedAt: Date) => isFirstVisitOf(deps, userId, sessionStartedAt),
    /**
     * NOT_FOUND when the key is unknown, spent, voided or expired. Answers the user as they are about
     * to be logged in on this platform (their profiles decide what comes next, docs/product.md, After authentication).
     */
    resetPassword: async (input: ResetPasswordInput) => {
      const { userId } = await resetPassword(deps, input);
      return { userId, me: await getMe(deps, userId, platform) };
    },
  };
}

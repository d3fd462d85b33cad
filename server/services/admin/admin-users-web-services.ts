import type { AdminUserSearchQuery } from '#domain/admin/admin-users.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { disableUser } from './disable-user.ts';
import { enableUser } from './enable-user.ts';
import { getAdminUser } from './get-admin-user.ts';
import { searchAdminUsers } from './search-admin-users.ts';
import { sendUserPasswordReset } from './send-user-password-reset.ts';

/**
 * The back office's Users section as its pages see it (`services.adminUsers`): each operation asks
 * the policy for `user.manage`; each change is audited in its own transaction.
 */
export function createAdminUsersWebServices(deps: PortalDeps) {
  return {
    search: (userId: string, query: AdminUserSearchQuery) => searchAdminUsers(deps, userId, query),
    get: (userId: string, id: string) => getAdminUser(deps, userId, id),
    disable: (userId: string, id: string, input: { reason?: string }) => disableUser(deps, userId, id, input),
    enable: (userId: string, id: string) => enableUser(deps, userId, id),
    sendPasswordReset: (userId: string, id: string) => sendUserPasswordReset(deps, userId, id),
  };
}

import {
  AdminDisableUserInput,
  AdminUserActionResult,
  AdminUserDetail,
  AdminUserList,
  AdminUserParams,
  AdminUserSearchQuery,
} from '#domain/admin/admin-users.schema.ts';
import { disableUser } from '../../../services/admin/disable-user.ts';
import { enableUser } from '../../../services/admin/enable-user.ts';
import { getAdminUser } from '../../../services/admin/get-admin-user.ts';
import { searchAdminUsers } from '../../../services/admin/search-admin-users.ts';
import { sendUserPasswordReset } from '../../../services/admin/send-user-password-reset.ts';
import { authDeps } from '../users/user-session.ts';
import { defineAdminRoute } from './define-admin-route.ts';

/** The back office's Users section (issue 32): look accounts up, disable and enable them, send a reset. */
export const ADMIN_USERS_ROUTES = [
  defineAdminRoute({
    requires: 'user.manage',
    method: 'GET',
    url: '/api/admin/users',
    summary:
      'Back office: accounts whose email or name contains q (any case), newest first, 25 a page; every account without q',
    querystring: AdminUserSearchQuery,
    response: AdminUserList,
    errors: [422],
    handler: async ({ query, caller }, request) => searchAdminUsers(request.server.deps, caller, query),
  }),
  defineAdminRoute({
    requires: 'user.manage',
    method: 'GET',
    url: '/api/admin/users/:id',
    summary:
      'Back office: one account, the startups and investors it is a member of, its talent profile and its latest 20 sign-ins',
    params: AdminUserParams,
    response: AdminUserDetail,
    handler: async ({ params, caller }, request) => getAdminUser(request.server.deps, caller, params.id),
  }),
  defineAdminRoute({
    requires: 'user.manage',
    method: 'POST',
    url: '/api/admin/users/:id/disable',
    summary:
      'Back office: disable an account (optional reason for the audit log): every session ends at once, sign-in then answers as to a wrong password; 409 for your own account or one already disabled',
    params: AdminUserParams,
    body: AdminDisableUserInput,
    response: AdminUserActionResult,
    errors: [409, 422],
    handler: async ({ params, body, caller }, request) =>
      disableUser(request.server.deps, caller, params.id, body),
  }),
  defineAdminRoute({
    requires: 'user.manage',
    method: 'POST',
    url: '/api/admin/users/:id/enable',
    summary: 'Back office: enable a disabled account again; 409 when it is not disabled',
    params: AdminUserParams,
    response: AdminUserActionResult,
    errors: [409],
    handler: async ({ params, caller }, request) => enableUser(request.server.deps, caller, params.id),
  }),
  defineAdminRoute({
    requires: 'user.manage',
    method: 'POST',
    url: '/api/admin/users/:id/password-reset',
    summary:
      'Back office: send the account the forgot-password mail (a single-use link); 409 when the account is disabled',
    params: AdminUserParams,
    response: AdminUserActionResult,
    errors: [409],
    handler: async ({ params, caller }, request) =>
      sendUserPasswordReset(authDeps(request), caller, params.id),
  }),
];

import { AuditLogPage, AuditLogQuery } from '#domain/admin/admin-audit.schema.ts';
import { listAuditLog } from '../../../services/admin/list-audit-log.ts';
import { defineAdminRoute } from './define-admin-route.ts';

/** The audit log of admin actions (issue 32): read only, newest first. */
export const ADMIN_AUDIT_ROUTES = [
  defineAdminRoute({
    requires: 'audit.read',
    method: 'GET',
    url: '/api/admin/audit',
    summary:
      'Back office: the audit log newest first (who, what, which object, before/after, when), filtered by action, object type, object id and actor email',
    querystring: AuditLogQuery,
    response: AuditLogPage,
    handler: async ({ query, caller }, request) => listAuditLog(request.server.deps, caller, query),
  }),
];

import type { AuditLogQuery } from '#domain/admin/admin-audit.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { listAuditLog } from './list-audit-log.ts';

/** The audit log as its page sees it (`services.adminAudit`): read only. */
export function createAdminAuditWebServices(deps: PortalDeps) {
  return {
    list: (userId: string, query: AuditLogQuery) => listAuditLog(deps, userId, query),
  };
}

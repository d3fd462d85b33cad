import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AuditLogPage, AuditLogQuery } from '#domain/admin/admin-audit.schema.ts';
import { AUDIT_LOG_PER_PAGE } from '#domain/admin/admin-audit-constants.ts';
import { isUuid } from '#domain/ids.ts';
import { adminAuditLog, companies, investors } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * `/admin/audit` and `GET /api/admin/audit`: the audit log newest first, filtered by action, object
 * type, object id (exact) and part of the acting admin's email, a page at a time. Each row links to
 * its object's back office page where one exists (startups and investors by their key, read here).
 * The log is only ever read and appended to (run-admin-action.ts); a trigger refuses changes.
 */
export async function listAuditLog(
  deps: ServiceDeps,
  who: ActorOrUserId,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  await requireAction(deps, who, 'audit.read', SITE);
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
  if (query.objectType) conditions.push(eq(adminAuditLog.objectType, query.objectType));
  if (query.objectId) conditions.push(eq(adminAuditLog.objectId, query.objectId));
  if (query.actor) {
    conditions.push(sql`position(${query.actor.toLowerCase()} in lower(${adminAuditLog.actorEmail})) > 0`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await deps.db.select({ n: count() }).from(adminAuditLog).where(where);
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_LOG_PER_PAGE));
  const page = Math.min(query.page, pages);
  const rows = await deps.db
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(AUDIT_LOG_PER_PAGE)
    .offset((page - 1) * AUDIT_LOG_PER_PAGE);
  const keys = await profileKeys(deps, rows);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorUserId: row.actorUserId,
      actorEmail: row.actorEmail,
      action: row.action,
      objectType: row.objectType,
      objectId: row.objectId,
      objectLabel: row.objectLabel,
      before: row.before ?? null,
      after: row.after ?? null,
      reason: row.reason ?? null,
      href: hrefOf(row.objectType, row.objectId, keys),
    })),
    page,
    pages,
    total,
  };
}

/** The keys of the startups and investors on this page (their admin pages are by key). */
async function profileKeys(
  deps: ServiceDeps,
  rows: readonly { objectType: string; objectId: string }[],
): Promise<Map<string, string>> {
  const idsOf = (type: string) =>
    [...new Set(rows.filter((row) => row.objectType === type).map((row) => row.objectId))].filter(isUuid);
  const companyIds = idsOf('company');
  const investorIds = idsOf('investor');
  const keys = new Map<string, string>();
  if (companyIds.length > 0) {
    const found = await deps.db
      .select({ id: companies.id, key: companies.key })
      .from(companies)
      .where(inArray(companies.id, companyIds));
    for (const row of found) keys.set(`company:${row.id}`, row.key);
  }
  if (investorIds.length > 0) {
    const found = await deps.db
      .select({ id: investors.id, key: investors.key })
      .from(investors)
      .where(inArray(investors.id, investorIds));
    for (const row of found) keys.set(`investor:${row.id}`, row.key);
  }
  return keys;
}

/** The back office page of an audited object, when there is one. */
function hrefOf(objectType: string, objectId: string, keys: Map<string, string>): string | null {
  const id = encodeURIComponent(objectId);
  switch (objectType) {
    case 'job':
      return `/admin/jobs/${id}`;
    case 'scout-order':
      return `/admin/scout/${id}`;
    case 'deal':
      return `/admin/deals/${id}`;
    case 'user':
      return `/admin/users/${id}`;
    case 'payment':
      return `/admin/payments/${id}`;
    case 'post':
      return `/admin/blog/${id}`;
    case 'product':
    case 'price':
      return '/admin/products';
    case 'tool':
      return `/admin/tools/${id}`;
    case 'partner':
      return `/admin/partners/${id}`;
    case 'page':
      return objectId === 'partners' ? '/admin/partners' : null;
    case 'community-application':
      return '/admin/community';
    case 'company':
    case 'investor': {
      const key = keys.get(`${objectType}:${objectId}`);
      if (!key) return null;
      return `/admin/${objectType === 'company' ? 'startups' : 'investors'}/${encodeURIComponent(key)}`;
    }
    default:
      return null;
  }
}

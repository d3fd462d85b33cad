import { z } from 'zod';
import { AuditLogEntry } from './admin.schema.ts';

/** The audit log page and `GET /api/admin/audit` (issue 32): newest first, filtered, paginated. */

export const AUDIT_LOG_PER_PAGE = 25;

/** The object types admin actions write (run-admin-action.ts callers), for the filter's list. */
export const AUDIT_OBJECT_TYPES = [
  { value: 'job', text: 'Job' },
  { value: 'company', text: 'Startup' },
  { value: 'investor', text: 'Investor' },
  { value: 'user', text: 'User' },
  { value: 'payment', text: 'Payment' },
  { value: 'price', text: 'Price' },
  { value: 'product', text: 'Product' },
  { value: 'scout-order', text: 'Scout order' },
] as const;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, `Please use at most ${max} characters`).optional(),
  );

export const AuditLogQuery = z.object({
  /** Exactly this action, e.g. `profile.unpublish`. */
  action: optionalText(100),
  objectType: optionalText(50),
  /** Exactly this object's id. */
  objectId: optionalText(200),
  /** Part of the acting admin's email. */
  actor: optionalText(254),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** One row as the back office shows it: the object's admin page when it has one. */
export const AuditLogRow = AuditLogEntry.extend({ href: z.string().nullable() });
export type AuditLogRow = z.infer<typeof AuditLogRow>;

export const AuditLogPage = z.object({
  entries: z.array(AuditLogRow),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** A changed field of an audited object: its value before and after (absent: undefined). */
export type AuditChange = { field: string; before: unknown; after: unknown };

/** The fields whose values differ between `before` and `after` (compared as JSON), in key order. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** A value of an audited field in one line: text as is, other values as JSON, absent as '–'. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null) return '–';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

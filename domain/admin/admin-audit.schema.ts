import { z } from 'zod';
import { AuditLogEntry } from './admin.schema.ts';

/** The audit log page and `GET /api/admin/audit` (issue 32): newest first, filtered, paginated. */

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

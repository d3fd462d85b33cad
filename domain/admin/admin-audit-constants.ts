/** The audit log (issue 32): what its page needs in the browser too, without zod. */

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
  { value: 'deal', text: 'Deal' },
  { value: 'post', text: 'Blog post' },
] as const;

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

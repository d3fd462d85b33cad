import { auditChanges, formatAuditValue } from '#domain/admin/admin-audit-constants.ts';

/** What an audited action changed, field by field: `status: PUBLISHED → DRAFT`. */
export function AuditChanges({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-slate-600">No field changes</span>;
  return (
    <ul className="space-y-1">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="font-medium">{change.field}</span>: {formatAuditValue(change.before)}{' '}
          <span aria-hidden="true">→</span>
          <span className="sr-only">changed to</span> {formatAuditValue(change.after)}
        </li>
      ))}
    </ul>
  );
}

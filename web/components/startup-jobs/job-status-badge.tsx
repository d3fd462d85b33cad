import { jobStatusLabel } from '#domain/jobs/application-status.ts';

const STYLES: Record<string, string> = {
  ACTIVE: 'bg-green-100 text-green-900',
  STOPPED: 'bg-slate-200 text-slate-800',
  EXPIRED: 'bg-slate-200 text-slate-800',
  DRAFT: 'bg-amber-100 text-amber-900',
  PENDING_PAYMENT: 'bg-orange-100 text-orange-900',
  PENDING_COMPANY_APPROVAL: 'bg-sky-100 text-sky-900',
  UNPUBLISHED: 'bg-red-100 text-red-900',
};

/** A job's status in words, coloured by what it asks of the startup. */
export function JobStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STYLES[status] ?? STYLES.DRAFT}`}
    >
      {jobStatusLabel(status)}
    </span>
  );
}

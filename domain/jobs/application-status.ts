/**
 * What a candidate sees of their application on "My jobs" (product decisions, Applicants): the
 * startup's pipeline stays private, so 'custom' and 'toreject' both read "In review".
 */
export function applicationStatusLabel(stage: string): string {
  switch (stage) {
    case 'hired':
      return 'Hired';
    case 'rejected':
      return 'Not selected';
    case 'custom':
    case 'toreject':
      return 'In review';
    default:
      return 'Applied';
  }
}

const JOB_STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Open',
  STOPPED: 'Paused',
  EXPIRED: 'Expired',
  DRAFT: 'Draft',
  PENDING_PAYMENT: 'Awaiting payment',
  PENDING_COMPANY_APPROVAL: 'Awaiting approval',
};

/** A job status in words, for lists a person reads. */
export function jobStatusLabel(status: string): string {
  return JOB_STATUS_LABELS[status] ?? status;
}

const JOB_STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Open',
  STOPPED: 'Paused',
  EXPIRED: 'Expired',
  DRAFT: 'Draft',
  PENDING_PAYMENT: 'Awaiting payment',
  PENDING_COMPANY_APPROVAL: 'Awaiting approval',
  UNPUBLISHED: 'Unpublished by Nordhub',
};

/** A job status in words, for lists a person reads. */
export function jobStatusLabel(status: string): string {
  return JOB_STATUS_LABELS[status] ?? status;
}

import { describe, expect, it } from 'vitest';
import { jobStatusLabel } from './application-status.ts';

describe('jobStatusLabel', () => {
  it.each([
    ['ACTIVE', 'Open'],
    ['STOPPED', 'Paused'],
    ['EXPIRED', 'Expired'],
    ['DRAFT', 'Draft'],
    ['PENDING_PAYMENT', 'Awaiting payment'],
    ['PENDING_COMPANY_APPROVAL', 'Awaiting approval'],
    ['UNKNOWN', 'UNKNOWN'],
  ])('shows %s as %s', (status, label) => {
    expect(jobStatusLabel(status)).toBe(label);
  });
});

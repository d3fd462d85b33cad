import { describe, expect, it } from 'vitest';
import { applicationStatusLabel, jobStatusLabel } from './application-status.ts';

describe('applicationStatusLabel', () => {
  it.each([
    ['applied', 'Applied'],
    ['custom', 'In review'],
    ['toreject', 'In review'],
    ['hired', 'Hired'],
    ['rejected', 'Not selected'],
    ['something-new', 'Applied'],
  ])('shows %s as %s', (stage, label) => {
    expect(applicationStatusLabel(stage)).toBe(label);
  });
});

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

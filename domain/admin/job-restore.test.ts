import { describe, expect, it } from 'vitest';
import type { JobStatusValue } from '../jobs/job-lifecycle.ts';
import { decideRestoreStatus } from './job-restore.ts';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('decideRestoreStatus', () => {
  it.each<[string, JobStatusValue | null, Date | null, boolean, JobStatusValue]>([
    ['a live job, date ahead, room', 'ACTIVE', day(10), true, 'ACTIVE'],
    ['a live job whose date passed while unpublished', 'ACTIVE', day(-1), true, 'EXPIRED'],
    ['a live job expiring this instant', 'ACTIVE', NOW, true, 'EXPIRED'],
    ['a live job without room on the plan', 'ACTIVE', day(10), false, 'PENDING_PAYMENT'],
    ['a paused job, date ahead', 'STOPPED', day(10), false, 'STOPPED'],
    ['a paused job whose date passed', 'STOPPED', day(-3), true, 'EXPIRED'],
    ['an expired job', 'EXPIRED', day(-30), true, 'EXPIRED'],
    ['a draft', 'DRAFT', null, false, 'DRAFT'],
    ['a job waiting for approval', 'PENDING_COMPANY_APPROVAL', null, true, 'PENDING_COMPANY_APPROVAL'],
    ['a job waiting for payment', 'PENDING_PAYMENT', day(5), false, 'PENDING_PAYMENT'],
    ['no unpublish event, date ahead', null, day(10), true, 'STOPPED'],
    ['no unpublish event, date passed', null, day(-1), true, 'EXPIRED'],
  ])('%s → %s', (_name, before, expirationDate, canGoLive, expected) => {
    expect(decideRestoreStatus({ before, expirationDate, now: NOW, canGoLive })).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  checkExpirationDate,
  extendBoost,
  extendExpiration,
  extendPlan,
  type JobStatusValue,
  listJobActions,
  resolveExpirationDate,
} from './job-lifecycle.ts';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('listJobActions', () => {
  it.each<[JobStatusValue, Date | null, boolean, string[]]>([
    ['DRAFT', null, true, ['publish']],
    ['PENDING_COMPANY_APPROVAL', null, true, ['approve']],
    ['PENDING_PAYMENT', null, true, ['pay', 'publish']],
    // With room (a running plan, or the live job paused) a waiting job is simply published.
    ['PENDING_PAYMENT', null, false, ['publish']],
    ['ACTIVE', day(10), true, ['pause', 'boost']],
    ['STOPPED', day(10), true, ['resume']],
    ['STOPPED', day(-1), false, ['renew']],
    ['EXPIRED', day(-3), false, ['renew']],
    // Taken off the site by the Nordhub team: its members have no action on it, live date or not.
    ['UNPUBLISHED', day(10), false, []],
    ['UNPUBLISHED', day(-1), true, []],
  ])(
    '%s expiring %s (plan offered: %s) offers %j',
    (status, expirationDate, offersPlanToPublish, actions) => {
      expect(listJobActions({ status, expirationDate, now: NOW, offersPlanToPublish })).toEqual(actions);
    },
  );
});

describe('expiration dates', () => {
  it('defaults to 60 days, keeps a future date and caps at 120 days', () => {
    expect(resolveExpirationDate(null, NOW)).toEqual(day(60));
    expect(resolveExpirationDate(day(-1), NOW)).toEqual(day(60));
    expect(resolveExpirationDate(day(20), NOW)).toEqual(day(20));
    expect(resolveExpirationDate(day(200), NOW)).toEqual(day(120));
  });

  it('explains a date in the past or too far ahead', () => {
    expect(checkExpirationDate(day(-1), NOW)).toBe('Please choose a date in the future');
    expect(checkExpirationDate(day(121), NOW)).toBe('Please choose a date at most 120 days from today');
    expect(checkExpirationDate(day(120), NOW)).toBeNull();
  });

  it('extends by 30 days from the current date, never beyond 120 days from now', () => {
    expect(extendExpiration(day(4), NOW)).toEqual(day(34));
    expect(extendExpiration(day(100), NOW)).toEqual(day(120));
    expect(extendExpiration(day(120), NOW)).toBeNull();
    expect(extendExpiration(day(-2), NOW)).toEqual(day(30));
  });
});

describe('boosts and plans', () => {
  it('a boost runs 30 days from now, or from the end of the running one', () => {
    expect(extendBoost(null, NOW)).toEqual({ startsAt: NOW, endsAt: day(30) });
    expect(extendBoost(day(-5), NOW)).toEqual({ startsAt: NOW, endsAt: day(30) });
    expect(extendBoost(day(10), NOW)).toEqual({ startsAt: day(10), endsAt: day(40) });
  });

  it('a plan runs 12 calendar months from now, or from the end of the running one', () => {
    expect(extendPlan(null, NOW)).toEqual({ startsAt: NOW, endsAt: new Date('2027-11-24T10:00:00.000Z') });
    const end = new Date('2027-03-01T00:00:00.000Z');
    expect(extendPlan(end, NOW).endsAt).toEqual(new Date('2028-03-01T00:00:00.000Z'));
  });

  it('adds months without spilling into the next month', () => {
    expect(addMonths(new Date('2026-01-31T12:00:00Z'), 1)).toEqual(new Date('2026-02-28T12:00:00Z'));
    expect(addMonths(new Date('2028-02-29T00:00:00Z'), 12)).toEqual(new Date('2029-02-28T00:00:00Z'));
  });
});

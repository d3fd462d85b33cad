import { describe, expect, it } from 'vitest';
import { formatExpiry, formatRelativeTime, formatUtcDate, formatUtcDateTime } from './format-expiry.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('formatExpiry', () => {
  it.each([
    ['2026-12-21T12:00:00.000Z', '21 Dec 2026', 'in 30 days', false],
    ['2026-11-23T00:00:00.000Z', '23 Nov 2026', 'in 2 days', false],
    ['2026-11-22T00:30:00.000Z', '22 Nov 2026', 'tomorrow', false],
    ['2026-11-22T23:59:59.000Z', '22 Nov 2026', 'tomorrow', false],
    ['2026-11-21T18:00:00.000Z', '21 Nov 2026', 'today', false],
    ['2026-11-21T23:59:59.999Z', '21 Nov 2026', 'today', false],
    ['2027-01-19T12:00:00.000Z', '19 Jan 2027', 'in 59 days', false],
    ['2027-01-20T12:00:00.000Z', '20 Jan 2027', 'in 2 months', false],
    ['2027-03-21T12:00:00.000Z', '21 Mar 2027', 'in 4 months', false],
    ['2027-12-01T00:00:00.000Z', '1 Dec 2027', 'in 1 year', false],
    ['2026-11-21T12:00:00.000Z', '21 Nov 2026', 'expired today', true],
    ['2026-11-21T08:00:00.000Z', '21 Nov 2026', 'expired today', true],
    ['2026-11-20T23:00:00.000Z', '20 Nov 2026', 'expired yesterday', true],
    ['2026-11-18T12:00:00.000Z', '18 Nov 2026', 'expired 3 days ago', true],
    ['2026-09-01T12:00:00.000Z', '1 Sep 2026', 'expired 2 months ago', true],
  ])('%s → %s, %s', (iso, date, relative, isExpired) => {
    expect(formatExpiry(at(iso), NOW)).toEqual({ date, relative, isExpired });
  });

  it('counts days in UTC even just after midnight UTC', () => {
    expect(formatExpiry(at('2026-12-01T00:10:00.000Z'), at('2026-11-30T23:50:00.000Z'))).toEqual({
      date: '1 Dec 2026',
      relative: 'tomorrow',
      isExpired: false,
    });
  });

  it('rejects an invalid date', () => {
    expect(() => formatExpiry(new Date('nope'), NOW)).toThrow(RangeError);
  });
});

describe('formatRelativeTime', () => {
  it.each([
    ['2026-11-21T12:00:00.000Z', 'just now'],
    ['2026-11-21T11:59:30.000Z', 'just now'],
    ['2026-11-21T12:00:59.000Z', 'just now'],
    ['2026-11-21T11:59:00.000Z', '1 minute ago'],
    ['2026-11-21T11:15:00.000Z', '45 minutes ago'],
    ['2026-11-21T12:05:00.000Z', 'in 5 minutes'],
    ['2026-11-21T10:00:00.000Z', '2 hours ago'],
    ['2026-11-21T13:00:00.000Z', 'in 1 hour'],
    ['2026-11-20T11:00:00.000Z', '1 day ago'],
    ['2026-11-22T12:00:00.000Z', 'in 1 day'],
    ['2026-11-18T12:00:00.000Z', '3 days ago'],
    ['2026-11-24T12:00:00.000Z', 'in 3 days'],
    ['2026-10-23T12:00:00.000Z', '29 days ago'],
    ['2026-10-22T12:00:00.000Z', '1 month ago'],
    ['2026-06-21T12:00:00.000Z', '5 months ago'],
    ['2025-11-21T12:00:00.000Z', '1 year ago'],
    ['2023-11-01T12:00:00.000Z', '3 years ago'],
  ])('%s → %s', (iso, expected) => {
    expect(formatRelativeTime(at(iso), NOW)).toBe(expected);
  });
});

describe('formatUtcDate', () => {
  it.each([
    ['2026-12-21T00:00:00.000Z', '21 Dec 2026'],
    ['2027-01-01T00:00:00.000Z', '1 Jan 2027'],
    ['2026-12-31T23:59:59.999Z', '31 Dec 2026'],
    ['2026-05-05T10:00:00+02:00', '5 May 2026'],
    ['2026-02-28T23:30:00-01:00', '1 Mar 2026'],
  ])('%s → %s', (iso, expected) => {
    expect(formatUtcDate(at(iso))).toBe(expected);
  });
});

describe('formatUtcDateTime', () => {
  it.each([
    ['2026-12-21T09:05:59.000Z', '21 Dec 2026, 09:05 UTC'],
    ['2026-02-28T23:30:00-01:00', '1 Mar 2026, 00:30 UTC'],
    ['2026-12-21T09:05:00.000Z', '21 Dec 2026, 09:05 UTC'],
    ['2026-12-31T23:59:59.999Z', '31 Dec 2026, 23:59 UTC'],
    ['2026-05-05T00:30:00+02:00', '4 May 2026, 22:30 UTC'],
  ])('%s → %s', (iso, expected) => {
    expect(formatUtcDateTime(at(iso))).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DIGEST_FIRST_WINDOW_MS,
  DIGEST_MAX_LOOKBACK_MS,
  digestWindowStart,
  findDueDigestPeriods,
  findLatestDigestPeriod,
  formatIsoWeek,
} from './digest-periods.ts';

const at = (iso: string) => new Date(iso);

describe('findLatestDigestPeriod (daily, 07:00 Europe/Copenhagen)', () => {
  it.each([
    ['winter, at 07:00 CET', '2026-11-23T06:00:00.000Z', '2026-11-23', '2026-11-23T06:00:00.000Z'],
    ['winter, one second before 07:00', '2026-11-23T05:59:59.000Z', '2026-11-22', '2026-11-22T06:00:00.000Z'],
    ['winter, late evening', '2026-11-23T22:30:00.000Z', '2026-11-23', '2026-11-23T06:00:00.000Z'],
    ['summer, at 07:00 CEST', '2026-07-01T05:00:00.000Z', '2026-07-01', '2026-07-01T05:00:00.000Z'],
    ['summer, 06:59 CEST', '2026-07-01T04:59:00.000Z', '2026-06-30', '2026-06-30T05:00:00.000Z'],
    [
      'the day summer time starts (clocks jump at 02:00)',
      '2026-03-29T05:00:00.000Z',
      '2026-03-29',
      '2026-03-29T05:00:00.000Z',
    ],
    [
      'before 07:00 on that day: the day before, still CET',
      '2026-03-29T04:59:00.000Z',
      '2026-03-28',
      '2026-03-28T06:00:00.000Z',
    ],
    [
      'the day summer time ends (clocks fall back at 03:00)',
      '2026-10-25T06:00:00.000Z',
      '2026-10-25',
      '2026-10-25T06:00:00.000Z',
    ],
    [
      'before 07:00 on that day: the day before, still CEST',
      '2026-10-25T05:30:00.000Z',
      '2026-10-24',
      '2026-10-24T05:00:00.000Z',
    ],
    [
      'just after midnight on New Year in Copenhagen (still 31 Dec in UTC)',
      '2026-12-31T23:30:00.000Z',
      '2026-12-31',
      '2026-12-31T06:00:00.000Z',
    ],
  ])('%s', (_name, now, key, scheduledAt) => {
    const period = findLatestDigestPeriod('daily', at(now));
    expect(period).toEqual({ frequency: 'daily', key, scheduledAt: at(scheduledAt) });
  });
});

describe('findLatestDigestPeriod (once a week, Monday 07:00)', () => {
  it.each([
    ['Monday at 07:00', '2026-11-23T06:00:00.000Z', '2026-W48', '2026-11-23T06:00:00.000Z'],
    ['Monday 06:59: last week', '2026-11-23T05:59:00.000Z', '2026-W47', '2026-11-16T06:00:00.000Z'],
    ['Sunday evening: the Monday before', '2026-11-29T20:00:00.000Z', '2026-W48', '2026-11-23T06:00:00.000Z'],
    ['Wednesday', '2026-11-25T12:00:00.000Z', '2026-W48', '2026-11-23T06:00:00.000Z'],
    [
      'the Sunday summer time starts: Monday before was CET',
      '2026-03-29T12:00:00.000Z',
      '2026-W13',
      '2026-03-23T06:00:00.000Z',
    ],
    ['the Monday after: CEST', '2026-03-30T05:00:00.000Z', '2026-W14', '2026-03-30T05:00:00.000Z'],
    ['week 53 of 2026', '2026-12-28T06:00:00.000Z', '2026-W53', '2026-12-28T06:00:00.000Z'],
    [
      '3 January 2027 still belongs to week 53 of 2026',
      '2027-01-03T10:00:00.000Z',
      '2026-W53',
      '2026-12-28T06:00:00.000Z',
    ],
    ['week 1 of 2027', '2027-01-04T06:00:00.000Z', '2027-W01', '2027-01-04T06:00:00.000Z'],
  ])('%s', (_name, now, key, scheduledAt) => {
    const period = findLatestDigestPeriod('onceweek', at(now));
    expect(period).toEqual({ frequency: 'onceweek', key, scheduledAt: at(scheduledAt) });
  });
});

describe('formatIsoWeek', () => {
  it.each([
    [{ year: 2024, month: 12, day: 30 }, '2025-W01'],
    [{ year: 2026, month: 1, day: 1 }, '2026-W01'],
    [{ year: 2027, month: 1, day: 1 }, '2026-W53'],
    [{ year: 2026, month: 11, day: 23 }, '2026-W48'],
  ])('%o is %s', (date, week) => {
    expect(formatIsoWeek(date)).toBe(week);
  });
});

describe('findDueDigestPeriods', () => {
  const keys = (now: string) => findDueDigestPeriods(at(now)).map((p) => `${p.frequency} ${p.key}`);

  it('sends both on Monday morning', () => {
    expect(keys('2026-11-23T06:05:00.000Z')).toEqual(['daily 2026-11-23', 'onceweek 2026-W48']);
  });

  it('sends only the daily one on other mornings', () => {
    expect(keys('2026-11-24T06:00:00.000Z')).toEqual(['daily 2026-11-24']);
  });

  it('still catches up 12 hours after the send time, not later', () => {
    expect(keys('2026-11-23T18:00:00.000Z')).toEqual(['daily 2026-11-23', 'onceweek 2026-W48']);
    expect(keys('2026-11-23T18:00:01.000Z')).toEqual([]);
  });

  it('sends nothing before 07:00 (yesterday is too old to catch up)', () => {
    expect(keys('2026-11-24T05:30:00.000Z')).toEqual([]);
  });
});

describe('digestWindowStart', () => {
  const cutoff = at('2026-11-23T06:00:00.000Z');

  it('starts at the last mail', () => {
    const lastSentAt = at('2026-11-22T06:00:00.000Z');
    expect(digestWindowStart({ frequency: 'daily', lastSentAt, cutoff })).toEqual(lastSentAt);
  });

  it('looks back a week for the first mail, daily or weekly', () => {
    for (const frequency of ['daily', 'onceweek'] as const) {
      expect(digestWindowStart({ frequency, lastSentAt: null, cutoff })).toEqual(
        new Date(cutoff.getTime() - DIGEST_FIRST_WINDOW_MS),
      );
    }
  });

  it('never looks further back than the cap', () => {
    const lastSentAt = at('2026-01-01T06:00:00.000Z');
    expect(digestWindowStart({ frequency: 'daily', lastSentAt, cutoff })).toEqual(
      new Date(cutoff.getTime() - DIGEST_MAX_LOOKBACK_MS.daily),
    );
    expect(digestWindowStart({ frequency: 'onceweek', lastSentAt, cutoff })).toEqual(
      new Date(cutoff.getTime() - DIGEST_MAX_LOOKBACK_MS.onceweek),
    );
  });
});

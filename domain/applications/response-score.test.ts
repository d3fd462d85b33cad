import { describe, expect, it } from 'vitest';
import { computeResponseScore, describeResponseTime } from './response-score.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

describe('computeResponseScore', () => {
  it('says nothing below five applications', () => {
    const four = Array.from({ length: 4 }, () => ({
      createdAt: hoursAgo(10),
      firstResponseAt: null,
      decidedAt: null,
    }));
    expect(computeResponseScore(four, NOW)).toBeNull();
  });

  it('takes the median first response and the decided share of the last 180 days', () => {
    const applications = [
      { createdAt: hoursAgo(100), firstResponseAt: hoursAgo(90), decidedAt: hoursAgo(50) },
      { createdAt: hoursAgo(100), firstResponseAt: hoursAgo(80), decidedAt: null },
      { createdAt: hoursAgo(100), firstResponseAt: hoursAgo(70), decidedAt: hoursAgo(10) },
      { createdAt: hoursAgo(100), firstResponseAt: hoursAgo(40), decidedAt: null },
      { createdAt: hoursAgo(100), firstResponseAt: null, decidedAt: null },
      // Older than 180 days: not counted.
      { createdAt: hoursAgo(181 * 24), firstResponseAt: hoursAgo(180 * 24), decidedAt: null },
    ];
    expect(computeResponseScore(applications, NOW)).toEqual({
      applications: 5,
      medianHoursToFirstResponse: 25,
      decidedShare: 0.4,
    });
  });
});

describe('describeResponseTime', () => {
  it.each([
    [5, 'within a day'],
    [24, 'within a day'],
    [25, 'within 2 days'],
    [24 * 13, 'within 13 days'],
    [24 * 15, 'within 3 weeks'],
  ])('%i hours → %s', (hours, text) => {
    expect(describeResponseTime(hours)).toBe(text);
  });
});

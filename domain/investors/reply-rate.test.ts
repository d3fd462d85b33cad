import { describe, expect, it } from 'vitest';
import { formatAnswerTime, toReplyRate } from './reply-rate.ts';

describe('toReplyRate', () => {
  it.each([
    ['no pitches', undefined, null],
    ['4 pitches received: not shown', { received: 4, replied: 4, medianSeconds: 3600 }, null],
    [
      '5 pitches received, 3 answered',
      { received: 5, replied: 3, medianSeconds: 2 * 86_400 },
      { pitches: 5, answeredPercent: 60, medianHours: 48 },
    ],
    [
      'none answered',
      { received: 6, replied: 0, medianSeconds: null },
      { pitches: 6, answeredPercent: 0, medianHours: null },
    ],
    [
      'answered within minutes: at least an hour',
      { received: 7, replied: 7, medianSeconds: 600 },
      { pitches: 7, answeredPercent: 100, medianHours: 1 },
    ],
    [
      'two thirds',
      { received: 9, replied: 6, medianSeconds: 36_000 },
      { pitches: 9, answeredPercent: 67, medianHours: 10 },
    ],
  ] as const)('%s', (_name, counts, rate) => {
    expect(toReplyRate(counts)).toEqual(rate);
  });
});

describe('formatAnswerTime', () => {
  it.each([
    [1, '1 hour'],
    [30, '30 hours'],
    [48, '2 days'],
    [100, '4 days'],
  ])('%i hours → %s', (hours, text) => {
    expect(formatAnswerTime(hours)).toBe(text);
  });
});

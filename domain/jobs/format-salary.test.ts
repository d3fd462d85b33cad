import { describe, expect, it } from 'vitest';
import { formatEquity, formatEquityLine, formatSalary } from './format-salary.ts';
import type { JobEquity, JobSalary } from './job.schema.ts';

const range = (over: Partial<JobSalary>): JobSalary => ({
  type: 'range',
  currency: 'DKK',
  min: null,
  max: null,
  period: 'month',
  ...over,
});

describe('formatSalary', () => {
  it.each<[string, JobSalary, string | null]>([
    [
      'competitive',
      { type: 'competitive', currency: null, min: null, max: null, period: null },
      'Competitive salary',
    ],
    [
      'competitive ignores numbers',
      { ...range({ min: 1, max: 2 }), type: 'competitive' },
      'Competitive salary',
    ],
    ['unpaid', { type: 'unpaid', currency: null, min: null, max: null, period: null }, 'Unpaid'],
    ['full range', range({ min: 45_000, max: 60_000 }), '45,000–60,000 DKK per month'],
    ['reversed range', range({ min: 60_000, max: 45_000 }), '45,000–60,000 DKK per month'],
    ['equal ends', range({ min: 50_000, max: 50_000 }), '50,000 DKK per month'],
    ['min only', range({ min: 45_000, period: 'year' }), 'From 45,000 DKK per year'],
    ['max only', range({ max: 600_000, currency: 'SEK', period: 'year' }), 'Up to 600,000 SEK per year'],
    ['hourly', range({ min: 150, max: 200, currency: 'NOK', period: 'hour' }), '150–200 NOK per hour'],
    ['no currency', range({ min: 45_000, max: 60_000, currency: null }), '45,000–60,000 per month'],
    ['blank currency', range({ min: 45_000, currency: ' ' }), 'From 45,000 per month'],
    ['no period', range({ min: 45_000, max: 60_000, period: null }), '45,000–60,000 DKK'],
    ['zero is a number', range({ min: 0, max: 1_000 }), '0–1,000 DKK per month'],
    ['range without numbers', range({}), null],
  ])('%s', (_name, salary, expected) => {
    expect(formatSalary(salary)).toBe(expected);
  });
});

describe('formatEquity', () => {
  const pct = (min: number | null, max: number | null): JobEquity => ({ type: 'percentage', min, max });

  it.each<[string, JobEquity, string | null]>([
    ['undisclosed', { type: 'undisclosed', min: null, max: null }, 'Equity offered (undisclosed)'],
    ['negotiated', { type: 'negotiated', min: null, max: null }, 'Equity negotiable'],
    ['range', pct(0.1, 0.5), '0.1–0.5% equity'],
    ['reversed range', pct(0.5, 0.1), '0.1–0.5% equity'],
    ['equal ends', pct(0.5, 0.5), '0.5% equity'],
    ['min only', pct(1, null), '1% equity'],
    ['max only', pct(null, 2.5), '2.5% equity'],
    ['float noise removed', pct(0.1 + 0.2, 1.125), '0.3–1.125% equity'],
    ['percentage without numbers', pct(null, null), null],
  ])('%s', (_name, equity, expected) => {
    expect(formatEquity(equity)).toBe(expected);
  });
});

describe('formatEquityLine', () => {
  const none = { instrument: null, vestingMonths: null, cliffMonths: null };
  it.each([
    ['no equity', { type: 'undisclosed', min: null, max: null }, none, 'Equity offered (undisclosed)'],
    [
      'options with a range, vesting and cliff',
      { type: 'percentage', min: 0.1, max: 0.5 },
      { instrument: 'options', vestingMonths: 48, cliffMonths: 12 },
      '0.1–0.5% in stock options · 48-month vesting, 12-month cliff',
    ],
    [
      'negotiable warrants without a cliff',
      { type: 'negotiated', min: null, max: null },
      { instrument: 'warrants', vestingMonths: 36, cliffMonths: 0 },
      'Negotiable equity in warrants · 36-month vesting, no cliff',
    ],
    ['a percentage alone', { type: 'percentage', min: 1, max: null }, none, '1% equity'],
    [
      'shares with vesting only',
      { type: 'percentage', min: 0.25, max: 0.25 },
      { instrument: 'shares', vestingMonths: 24, cliffMonths: null },
      '0.25% in shares · 24-month vesting',
    ],
  ] as const)('%s', (_name, equity, terms, expected) => {
    expect(formatEquityLine(equity, terms)).toBe(expected);
  });
});

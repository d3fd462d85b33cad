import { describe, expect, it } from 'vitest';
import { buildJobReport } from './job-report.ts';

const at = (iso: string) => new Date(iso);

describe('buildJobReport', () => {
  const report = buildJobReport({
    jobId: 'job-1',
    from: at('2026-11-01T15:00:00Z'),
    to: at('2026-11-05T09:00:00Z'),
    viewsByDay: new Map([
      ['2026-11-01', 10],
      ['2026-11-02', 12],
      ['2026-11-03', 80],
      ['2026-11-04', 90],
      ['2026-11-05', 30],
    ]),
    applicantsByDay: new Map([
      ['2026-11-02', 1],
      ['2026-11-04', 3],
    ]),
    boosts: [
      {
        startsAt: at('2026-11-03T08:00:00Z'),
        endsAt: at('2026-11-04T20:00:00Z'),
        amount: 59_900,
        currency: 'DKK',
      },
    ],
  });

  it('has one row per day from the first to the last day, boosted where a boost ran', () => {
    expect(report.days.map((d) => [d.day, d.views, d.applicants, d.isBoosted])).toEqual([
      ['2026-11-01', 10, 0, false],
      ['2026-11-02', 12, 1, false],
      ['2026-11-03', 80, 0, true],
      ['2026-11-04', 90, 3, true],
      ['2026-11-05', 30, 0, false],
    ]);
  });

  it('sums boosted and organic days and prices a boosted view and applicant', () => {
    expect(report.boosted).toEqual({ days: 2, views: 170, applicants: 3 });
    expect(report.organic).toEqual({ days: 3, views: 52, applicants: 1 });
    expect(report.spend).toEqual([{ currency: 'DKK', amount: 59_900 }]);
    expect(report.costPerView).toBe(352);
    expect(report.costPerApplicant).toBe(19_967);
  });

  it('has no costs for a job never boosted', () => {
    const organic = buildJobReport({
      jobId: 'job-2',
      from: at('2026-11-01T00:00:00Z'),
      to: at('2026-11-01T23:00:00Z'),
      viewsByDay: new Map(),
      applicantsByDay: new Map(),
      boosts: [],
    });
    expect(organic).toMatchObject({ spend: [], costPerView: null, costPerApplicant: null });
    expect(organic.days).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { monthsBefore, RETENTION_MONTHS, retentionCutoff } from './retention.ts';

describe('monthsBefore', () => {
  it.each([
    ['2026-11-20T08:00:00.000Z', 24, '2024-11-20T08:00:00.000Z'],
    ['2026-01-15T00:00:00.000Z', 1, '2025-12-15T00:00:00.000Z'],
    ['2026-03-31T12:30:00.000Z', 1, '2026-02-28T12:30:00.000Z'],
    ['2026-02-28T23:59:59.999Z', 24, '2024-02-28T23:59:59.999Z'],
    ['2028-02-29T10:00:00.000Z', 24, '2026-02-28T10:00:00.000Z'],
    ['2026-05-31T06:00:00.000Z', 3, '2026-02-28T06:00:00.000Z'],
  ])('%s minus %i months is %s', (now, months, expected) => {
    expect(monthsBefore(new Date(now), months).toISOString()).toBe(expected);
  });
});

describe('retentionCutoff', () => {
  it('is 24 months before now', () => {
    expect(RETENTION_MONTHS).toBe(24);
    expect(retentionCutoff(new Date('2026-11-20T08:00:00.000Z')).toISOString()).toBe(
      '2024-11-20T08:00:00.000Z',
    );
  });
});

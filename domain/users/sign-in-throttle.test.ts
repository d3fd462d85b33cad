import { describe, expect, it } from 'vitest';
import { SIGN_IN_MAX_DELAY_MS, signInDelayMs, signInRetryAfterSeconds } from './sign-in-throttle.ts';

describe('signInDelayMs', () => {
  it.each([
    [0, 0],
    [1, 0],
    [9, 0],
    [10, 250],
    [11, 500],
    [12, 1000],
    [13, 2000],
    [14, 4000],
    [15, 4000],
    [99, 4000],
    [10_000, 4000],
  ])('%i failures → %i ms', (failures, expected) => {
    expect(signInDelayMs(failures)).toBe(expected);
  });

  it('never waits longer than the cap', () => {
    for (let failures = 0; failures <= 200; failures++) {
      expect(signInDelayMs(failures)).toBeLessThanOrEqual(SIGN_IN_MAX_DELAY_MS);
    }
  });
});

describe('signInRetryAfterSeconds', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it.each([
    ['the oldest failure an hour ago less a minute', '2026-11-20T11:01:00Z', 60],
    ['the oldest failure just now', '2026-11-20T12:00:00Z', 3600],
    ['a fraction of a second left', '2026-11-20T11:00:00.500Z', 1],
    ['already out of the window', '2026-11-20T10:00:00Z', 1],
  ])('%s → %i s', (_label, oldest, expected) => {
    expect(signInRetryAfterSeconds(new Date(oldest), now)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_WINDOW_MS, isFirstVisit } from './first-visit.ts';

const CREATED = new Date('2026-11-28T10:00:00.000Z');
const after = (ms: number) => new Date(CREATED.getTime() + ms);

describe('isFirstVisit', () => {
  it.each([
    ['the session opened by the sign-up, a moment later', 350, true],
    ['the same instant', 0, true],
    ['a session stamped slightly before (the two clocks differ)', -2_000, true],
    ['at the edge of the window', FIRST_VISIT_WINDOW_MS, true],
    ['a log-in just after the window', FIRST_VISIT_WINDOW_MS + 1, false],
    ['a log-in the next day', 24 * 3_600_000, false],
    ['a clock far behind', -FIRST_VISIT_WINDOW_MS - 1, false],
  ])('%s', (_case, offset, expected) => {
    expect(isFirstVisit({ accountCreatedAt: CREATED, sessionStartedAt: after(offset) })).toBe(expected);
  });
});

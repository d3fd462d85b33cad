import { describe, expect, it } from 'vitest';
import { isFirstVisit } from './first-visit.ts';

const CREATED = new Date('2026-11-28T10:00:00.123Z');
const after = (ms: number) => new Date(CREATED.getTime() + ms);

describe('isFirstVisit', () => {
  it.each([
    ['the session the sign-up opened (stamped with the account’s creation)', 0, true],
    ['a log-in a second later (signed out and in again)', 1_000, false],
    ['a log-in a millisecond later', 1, false],
    ['a log-in the next day', 24 * 3_600_000, false],
  ])('%s', (_case, offset, expected) => {
    expect(isFirstVisit({ accountCreatedAt: CREATED, sessionStartedAt: after(offset) })).toBe(expected);
  });
});

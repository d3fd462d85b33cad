import { describe, expect, it } from 'vitest';
import { threadWaitsFor, unreadText } from './pitch-thread-rules.ts';

describe('threadWaitsFor', () => {
  it.each([
    [{ isClosed: false, status: 'SENT', lastSide: 'startup' }, 'investor'],
    [{ isClosed: false, status: 'REPLIED', lastSide: 'investor' }, 'startup'],
    [{ isClosed: false, status: 'REPLIED', lastSide: 'startup' }, 'investor'],
    [{ isClosed: true, status: 'REPLIED', lastSide: 'startup' }, null],
    [{ isClosed: false, status: 'PASSED', lastSide: 'startup' }, null],
  ] as const)('%o waits for %s', (thread, expected) => {
    expect(threadWaitsFor(thread)).toBe(expected);
  });
});

describe('unreadText', () => {
  it('says one or many', () => {
    expect(unreadText(1)).toBe('1 unread message');
    expect(unreadText(3)).toBe('3 unread messages');
  });
});

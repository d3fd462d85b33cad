import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_RETRY_DELAYS_SECONDS,
  mailMaxAttempts,
  nextMailAttemptAt,
  parseMailRetryDelays,
} from './mail-retry.ts';

const FAILED_AT = new Date('2026-11-20T08:00:00.000Z');
const MINUTE = 60_000;

describe('nextMailAttemptAt with the default delays', () => {
  it.each([
    [1, 1 * MINUTE],
    [2, 5 * MINUTE],
    [3, 30 * MINUTE],
    [4, 120 * MINUTE],
    [5, 360 * MINUTE],
  ])('after attempt %i waits %i ms', (attempts, waitMs) => {
    expect(
      nextMailAttemptAt({ attempts, failedAt: FAILED_AT, delaysSeconds: DEFAULT_MAIL_RETRY_DELAYS_SECONDS }),
    ).toEqual(new Date(FAILED_AT.getTime() + waitMs));
  });

  it.each([6, 7, 100])('gives up after attempt %i', (attempts) => {
    expect(
      nextMailAttemptAt({ attempts, failedAt: FAILED_AT, delaysSeconds: DEFAULT_MAIL_RETRY_DELAYS_SECONDS }),
    ).toBeNull();
  });

  it('makes six attempts in all', () => {
    expect(mailMaxAttempts(DEFAULT_MAIL_RETRY_DELAYS_SECONDS)).toBe(6);
  });
});

describe('nextMailAttemptAt with other delays', () => {
  it('follows the list it is given', () => {
    expect(nextMailAttemptAt({ attempts: 1, failedAt: FAILED_AT, delaysSeconds: [2] })).toEqual(
      new Date(FAILED_AT.getTime() + 2_000),
    );
    expect(nextMailAttemptAt({ attempts: 2, failedAt: FAILED_AT, delaysSeconds: [2] })).toBeNull();
  });

  it('never retries with no delays', () => {
    expect(mailMaxAttempts([])).toBe(1);
    expect(nextMailAttemptAt({ attempts: 1, failedAt: FAILED_AT, delaysSeconds: [] })).toBeNull();
  });
});

describe('parseMailRetryDelays', () => {
  it.each([
    ['60,300,1800,7200,21600', [60, 300, 1800, 7200, 21600]],
    ['5', [5]],
    [' 1 , 2 ', [1, 2]],
  ])('%s', (value, expected) => {
    expect(parseMailRetryDelays(value)).toEqual(expected);
  });

  it.each(['', 'a', '0', '-5', '1.5', '60,,300', '1e3', Array.from({ length: 21 }, () => '1').join(',')])(
    'refuses %j',
    (value) => {
      expect(parseMailRetryDelays(value)).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { createExtendToken, readExtendToken } from './job-extend-link.ts';

const SECRET = 'a-test-secret-of-more-than-32-characters';
const JOB = '6f1c1a54-9a7e-4a55-9a1b-2f3f6e9d0c11';
const DATE = new Date('2026-12-01T23:59:59.000Z');

describe('job extend links', () => {
  it('reads back the job and date it was signed for', () => {
    expect(readExtendToken(SECRET, createExtendToken(SECRET, JOB, DATE))).toEqual({
      jobId: JOB,
      expirationDate: DATE,
    });
  });

  it('refuses another secret, a changed date or job, and junk', () => {
    const token = createExtendToken(SECRET, JOB, DATE);
    expect(readExtendToken(`${SECRET}x`, token)).toBeNull();
    expect(
      readExtendToken(SECRET, token.replace(String(DATE.getTime()), String(DATE.getTime() + 1))),
    ).toBeNull();
    expect(readExtendToken(SECRET, token.replace(JOB, JOB.replace('6f', '7f')))).toBeNull();
    expect(readExtendToken(SECRET, 'not-a-token')).toBeNull();
    expect(readExtendToken(SECRET, '')).toBeNull();
  });
});

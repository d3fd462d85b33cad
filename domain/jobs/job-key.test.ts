import { describe, expect, it } from 'vitest';
import { jobIdFromKey, jobKey, resolveJobIdOrKey } from './job-key.ts';

describe('jobKey', () => {
  it.each([
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '6f1c2d9e-0b7a-4c3e-8d21-9a0b1c2d3e4f',
  ])('turns %s into a 25-character slug and back', (id) => {
    const key = jobKey(id);
    expect(key).toMatch(/^[0-9a-z]{25}$/);
    expect(jobIdFromKey(key)).toBe(id);
  });

  it('reads an id written in capitals as the same key', () => {
    expect(jobKey('6F1C2D9E-0B7A-4C3E-8D21-9A0B1C2D3E4F')).toBe(
      jobKey('6f1c2d9e-0b7a-4c3e-8d21-9a0b1c2d3e4f'),
    );
  });

  it.each([
    ['', 'empty'],
    ['abc', 'too short'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXY', 'capitals'],
    ['zzzzzzzzzzzzzzzzzzzzzzzzz', 'more than 128 bits'],
    ['senior-backend-developer1', 'a dash'],
  ])('is no key: %s (%s)', (text) => {
    expect(jobIdFromKey(text)).toBeNull();
  });
});

describe('resolveJobIdOrKey', () => {
  it('takes an id or a key, and nothing else', () => {
    const id = '6f1c2d9e-0b7a-4c3e-8d21-9a0b1c2d3e4f';
    expect(resolveJobIdOrKey(id)).toBe(id);
    expect(resolveJobIdOrKey(jobKey(id))).toBe(id);
    expect(resolveJobIdOrKey("1' or '1'='1")).toBeNull();
  });
});

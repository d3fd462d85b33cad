import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it.each([
    ['6f1c1a54-9a7e-4a55-9a1b-2f3f6e9d0c11', true],
    ['6F1C1A54-9A7E-4A55-9A1B-2F3F6E9D0C11', true],
    ['6f1c1a54-9a7e-4a55-9a1b-2f3f6e9d0c1', false],
    ['6f1c1a549a7e4a559a1b2f3f6e9d0c11', false],
    ['not-a-uuid', false],
    ['', false],
    ["6f1c1a54-9a7e-4a55-9a1b-2f3f6e9d0c11' or 1=1", false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

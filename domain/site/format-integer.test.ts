import { describe, expect, it } from 'vitest';
import { formatInteger } from './format-integer.ts';

describe('formatInteger', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [11500, '11,500'],
    [45000, '45,000'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [1499.5, '1,500'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%s → %s', (value, expected) => {
    expect(formatInteger(value)).toBe(expected);
  });
});

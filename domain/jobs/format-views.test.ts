import { describe, expect, it } from 'vitest';
import { formatViews } from './format-views.ts';

describe('formatViews', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
    [950, '950 views'],
    [999, '999 views'],
    [1_000, '1k views'],
    [1_050, '1k views'],
    [1_200, '1.2k views'],
    [1_299, '1.2k views'],
    [1_300, '1.3k views'],
    [9_999, '9.9k views'],
    [10_000, '10k views'],
    [12_345, '12k views'],
    [999_999, '999k views'],
    [1_000_000, '1M views'],
    [1_234_567, '1.2M views'],
    [9_990_000, '9.9M views'],
    [12_500_000, '12M views'],
    [-5, '0 views'],
    [Number.NaN, '0 views'],
    [1.9, '1 view'],
  ])('%s → %s', (count, expected) => {
    expect(formatViews(count)).toBe(expected);
  });
});

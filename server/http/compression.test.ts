import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', null],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*;q=0', null],
    ['GZIP;Q=0.5', 'gzip'],
    ['x-gzip', 'gzip'],
    [['gzip', 'br'], 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

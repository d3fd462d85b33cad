import { describe, expect, it } from 'vitest';
import { formatMajorAmount, parseMajorAmount } from './parse-amount.ts';

describe('parseMajorAmount', () => {
  it.each<[string, number | null]>([
    ['499', 49_900],
    ['499.00', 49_900],
    ['499.5', 49_950],
    ['79,5', 7_950],
    ['79,50', 7_950],
    ['11,500', 1_150_000],
    ['1,150,000.25', 115_000_025],
    [' 849 ', 84_900],
    ['0', 0],
    ['-5', -500],
    ['-0.01', -1],
    ['', null],
    ['abc', null],
    ['4.999', null],
    ['1.2.3', null],
    ['12e3', null],
  ])('%j → %j', (text, expected) => {
    expect(parseMajorAmount(text)).toBe(expected);
  });
});

describe('formatMajorAmount', () => {
  it.each<[number, string]>([
    [49_900, '499.00'],
    [7_950, '79.50'],
    [1, '0.01'],
    [1_150_000, '11500.00'],
  ])('%d → %s', (minor, text) => {
    expect(formatMajorAmount(minor)).toBe(text);
    expect(parseMajorAmount(text)).toBe(minor);
  });
});

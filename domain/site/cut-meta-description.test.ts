import { describe, expect, it } from 'vitest';
import { buildPageTitle, cutMetaDescription } from './cut-meta-description.ts';

describe('cutMetaDescription', () => {
  it.each<[string, string, number, string]>([
    ['short text unchanged', 'Find jobs at Nordic startups', 200, 'Find jobs at Nordic startups'],
    ['whitespace collapsed', '  Find\n\njobs\t at   startups ', 200, 'Find jobs at startups'],
    ['exactly max kept', 'abcde fghij', 11, 'abcde fghij'],
    ['cut at last word boundary', 'The quick brown fox jumps', 12, 'The quick…'],
    ['cut falling right before a space keeps the word', 'The quick brown fox', 10, 'The quick…'],
    ['trailing punctuation removed before ellipsis', 'Hello, world and more', 10, 'Hello…'],
    ['single long word cut hard', 'Supercalifragilistic', 8, 'Superca…'],
    ['max 1 gives the ellipsis only', 'Hello world', 1, '…'],
    ['max 0 gives empty', 'Hello world', 0, ''],
    ['emoji not split in half', 'ab😀cdefgh', 4, 'ab…'],
  ])('%s', (_name, text, max, expected) => {
    const result = cutMetaDescription(text, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
  });

  it('defaults to 200 characters including the ellipsis', () => {
    const text = 'word '.repeat(60);
    const result = cutMetaDescription(text);
    expect(result).toBe(`${'word '.repeat(39)}word…`);
    expect(result.length).toBe(200);
  });

  it('keeps a 200-character text as is', () => {
    const text = 'a'.repeat(200);
    expect(cutMetaDescription(text)).toBe(text);
  });

  it('never exceeds the limit for any cut position', () => {
    const text = 'Nordhub connects global talents with career opportunities in Nordic startups. '.repeat(5);
    for (let max = 1; max <= text.length; max += 1) {
      expect(cutMetaDescription(text, max).length).toBeLessThanOrEqual(max);
    }
  });
});

describe('buildPageTitle', () => {
  it.each([
    ['Backend developer', 'Backend developer | Nordhub'],
    ['  Jobs in Copenhagen ', 'Jobs in Copenhagen | Nordhub'],
    ['', 'Nordhub'],
    ['   ', 'Nordhub'],
  ])('%j → %s', (title, expected) => {
    expect(buildPageTitle(title)).toBe(expected);
  });
});

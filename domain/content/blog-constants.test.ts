import { describe, expect, it } from 'vitest';
import { blogTagText, slugifyTitle } from './blog-constants.ts';

describe('slugifyTitle', () => {
  it.each([
    ['How to hire your first ten employees', 'how-to-hire-your-first-ten-employees'],
    ['Moving to København: what to know!', 'moving-to-kobenhavn-what-to-know'],
    ['Ærø, Øresund & Åland', 'aero-oresund-aland'],
    ['  --  ', 'post'],
    ['a'.repeat(100), 'a'.repeat(80)],
  ])('%s → %s', (title, slug) => {
    expect(slugifyTitle(title)).toBe(slug);
  });
});

describe('blogTagText', () => {
  it.each([
    ['remote-work', 'Remote work'],
    ['unknown', 'unknown'],
  ])('%s → %s', (value, text) => {
    expect(blogTagText(value)).toBe(text);
  });
});

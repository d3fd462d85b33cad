import { describe, expect, it } from 'vitest';
import { classifyInvestorName, readCategoryFilter } from './investor-category-keywords.ts';

describe('classifyInvestorName', () => {
  it.each([
    ['Lighthouse Angels Copenhagen', 'angel'],
    ['West Coast Angel Circle', 'angel'],
    ['Fjordline Ventures', 'vc'],
    ['fjordline-ventures', 'vc'],
    ['Nordkap Capital', null],
    ['Angelica Holding', null],
    ['Adventures Fund', null],
  ])('%s → %s', (name, category) => {
    expect(classifyInvestorName(name)).toBe(category);
  });
});

describe('readCategoryFilter', () => {
  it.each([
    ['vc', 'vc'],
    ['VC', 'vc'],
    ['VENTURES', 'vc'],
    ['ventures', 'vc'],
    ['ANGELS', 'angel'],
    ['ANGEL', 'angel'],
    ['familyoffice', 'familyoffice'],
    ['bank', null],
    ['', null],
  ])('%s → %s', (value, category) => {
    expect(readCategoryFilter(value)).toBe(category);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkPayTransparency,
  isPayTransparencyRequired,
  PAY_RANGE_REQUIRED_MESSAGE,
  type PayFacts,
} from './pay-transparency.ts';

const BEFORE = new Date('2026-12-31T23:59:59.000Z');
const FROM = new Date('2027-01-01T00:00:00.000Z');

const competitive: PayFacts = {
  salaryType: 'competitive',
  salaryMin: null,
  salaryMax: null,
  collectiveAgreement: null,
};

describe('isPayTransparencyRequired', () => {
  it.each([
    ['DK', BEFORE, false],
    ['DK', FROM, true],
    ['dk', FROM, true],
    ['FI', FROM, false],
    ['SE', FROM, false],
    ['NO', FROM, false],
    ['IS', FROM, false],
    [null, FROM, false],
    ['DE', FROM, false],
  ])('%s at %s → %s', (country, now, required) => {
    expect(isPayTransparencyRequired(country, now)).toBe(required);
  });
});

describe('checkPayTransparency', () => {
  it.each<[string, PayFacts, string | null, Date, string | null]>([
    ['no pay information in DK after the date', competitive, 'DK', FROM, PAY_RANGE_REQUIRED_MESSAGE],
    ['no pay information in DK before the date', competitive, 'DK', BEFORE, null],
    [
      'a full range',
      { ...competitive, salaryType: 'range', salaryMin: 45_000, salaryMax: 55_000 },
      'DK',
      FROM,
      null,
    ],
    [
      'a range with one end only',
      { ...competitive, salaryType: 'range', salaryMin: 45_000, salaryMax: null },
      'DK',
      FROM,
      PAY_RANGE_REQUIRED_MESSAGE,
    ],
    [
      'a collective agreement',
      { ...competitive, collectiveAgreement: 'IT-overenskomsten (PROSA)' },
      'DK',
      FROM,
      null,
    ],
    [
      'a blank collective agreement',
      { ...competitive, collectiveAgreement: '  ' },
      'DK',
      FROM,
      PAY_RANGE_REQUIRED_MESSAGE,
    ],
    ['Sweden', competitive, 'SE', FROM, null],
  ])('%s', (_name, pay, country, now, expected) => {
    expect(checkPayTransparency(pay, country, now)).toBe(expected);
  });
});

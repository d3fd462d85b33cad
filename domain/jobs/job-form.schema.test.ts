import { describe, expect, it } from 'vitest';
import {
  APPLY_EMAIL_MESSAGE,
  APPLY_URL_MESSAGE,
  CLIFF_MESSAGE,
  EQUITY_ORDER_MESSAGE,
  EXPIRATION_MESSAGE,
  JOB_TITLE_MESSAGE,
  JobInput,
  readValidJobFields,
  SALARY_CURRENCY_MESSAGE,
  SALARY_ORDER_MESSAGE,
  SALARY_PERIOD_MESSAGE,
  SALARY_RANGE_MESSAGE,
} from './job-form.schema.ts';

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const parsed = JobInput.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('JobInput from a posted form (all values are text)', () => {
  it('reads numbers, check boxes, lists and blanks as a JSON client would send them', () => {
    const parsed = JobInput.parse({
      title: '  Backend developer ',
      description: 'Build things.',
      roles: 'backenddeveloper',
      isRemote: 'on',
      locationCountry: '',
      salaryType: 'range',
      salaryMin: '45,000',
      salaryMax: '60000',
      salaryCurrency: 'DKK',
      salaryPeriod: 'month',
      equityType: 'percentage',
      equityMin: '0,1',
      equityMax: '0.5',
      equityInstrument: 'options',
      equityVestingMonths: '48',
      equityCliffMonths: '12',
      perks: ['pension', 'gym'],
      expirationDate: '2027-01-31',
    });
    expect(parsed).toMatchObject({
      title: 'Backend developer',
      roles: ['backenddeveloper'],
      isRemote: true,
      locationCountry: null,
      salaryMin: 45_000,
      salaryMax: 60_000,
      equityMin: 0.1,
      equityMax: 0.5,
      equityVestingMonths: 48,
      perks: ['pension', 'gym'],
      expirationDate: '2027-01-31',
      visaSponsorship: false,
      receiveApplicants: 'platform',
    });
  });

  it('drops what does not apply to the choices made', () => {
    const parsed = JobInput.parse({
      title: 'Designer',
      salaryType: 'competitive',
      salaryMin: '40000',
      equityType: 'undisclosed',
      equityInstrument: 'options',
      receiveApplicants: 'platform',
      applyEmail: 'jobs@example.com',
    });
    expect(parsed).toMatchObject({
      salaryMin: null,
      equityInstrument: null,
      applyEmail: null,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no title', { title: '  ' }, { title: JOB_TITLE_MESSAGE }],
    [
      'a range without numbers',
      { title: 'x', salaryType: 'range', salaryCurrency: 'DKK', salaryPeriod: 'year' },
      { salaryMin: SALARY_RANGE_MESSAGE },
    ],
    [
      'a reversed range',
      {
        title: 'x',
        salaryType: 'range',
        salaryMin: 9,
        salaryMax: 1,
        salaryCurrency: 'DKK',
        salaryPeriod: 'year',
      },
      { salaryMax: SALARY_ORDER_MESSAGE },
    ],
    ['words for a salary', { title: 'x', salaryMin: 'lots' }, { salaryMin: SALARY_RANGE_MESSAGE }],
    [
      'a reversed equity range',
      { title: 'x', equityType: 'percentage', equityMin: 2, equityMax: 1 },
      { equityMax: EQUITY_ORDER_MESSAGE },
    ],
    [
      'a cliff longer than the vesting',
      { title: 'x', equityType: 'negotiated', equityVestingMonths: 12, equityCliffMonths: 24 },
      { equityCliffMonths: CLIFF_MESSAGE },
    ],
    [
      'email applications without an address',
      { title: 'x', receiveApplicants: 'email' },
      { applyEmail: APPLY_EMAIL_MESSAGE },
    ],
    [
      'a bad apply address',
      { title: 'x', receiveApplicants: 'url', applyUrl: 'not a url' },
      { applyUrl: APPLY_URL_MESSAGE },
    ],
    ['30 February', { title: 'x', expirationDate: '2027-02-30' }, { expirationDate: EXPIRATION_MESSAGE }],
    [
      'four roles',
      { title: 'x', roles: ['design', 'data', 'devops', 'finance'] },
      { roles: 'Please choose at most 3 roles' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('normalises an apply address without its scheme', () => {
    expect(
      JobInput.parse({ title: 'x', receiveApplicants: 'url', applyUrl: 'example.com/jobs/42' }).applyUrl,
    ).toBe('http://example.com/jobs/42');
  });
});

describe('JobInput shows every error at once', () => {
  it('checks the rules between fields even when another field is refused', () => {
    expect(errorsOf({ title: '', salaryType: 'range', receiveApplicants: 'email' })).toEqual({
      title: JOB_TITLE_MESSAGE,
      salaryMin: SALARY_RANGE_MESSAGE,
      salaryCurrency: SALARY_CURRENCY_MESSAGE,
      salaryPeriod: SALARY_PERIOD_MESSAGE,
      applyEmail: APPLY_EMAIL_MESSAGE,
    });
  });

  it('leaves out a rule whose field is refused (its own error says it)', () => {
    expect(
      errorsOf({
        title: 'x',
        salaryType: 'range',
        salaryMin: 'lots',
        salaryCurrency: 'DKK',
        salaryPeriod: 'month',
      }),
    ).toEqual({
      salaryMin: SALARY_RANGE_MESSAGE,
    });
  });

  it('refuses a body that is no object with one error', () => {
    expect(JobInput.safeParse(null).error?.issues).toHaveLength(1);
  });
});

describe('readValidJobFields', () => {
  it('keeps the fields that read without an error', () => {
    const fields = readValidJobFields({
      title: '',
      description: 'Build',
      roles: ['nope'],
      locationCountry: 'DK',
    });
    expect(fields.description).toBe('Build');
    expect(fields.locationCountry).toBe('DK');
    expect('title' in fields).toBe(false);
    expect('roles' in fields).toBe(false);
  });
});

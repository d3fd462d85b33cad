/**
 * Pay transparency (EU directive 2023/970): where a country's rule applies, a job must show a salary
 * range, or name the collective agreement that sets its pay, before it is published. The countries'
 * rules and dates are data: when a country passes its law, set `appliesFrom` here.
 */

export type PayTransparencyRule = {
  countryCode: string;
  /** First day (UTC) the rule applies to job posts; null while the country has no date. */
  appliesFrom: string | null;
  /** What people read about the rule's state. */
  summary: string;
};

export const PAY_TRANSPARENCY_RULES: readonly PayTransparencyRule[] = [
  {
    countryCode: 'DK',
    appliesFrom: '2027-01-01',
    summary: 'Denmark requires pay information in job posts from 1 January 2027.',
  },
  {
    countryCode: 'FI',
    appliesFrom: null,
    summary: 'Finland is expected to require pay information in job posts from late 2026.',
  },
  {
    countryCode: 'SE',
    appliesFrom: null,
    summary: 'Sweden has not yet set a date for pay information in job posts.',
  },
  {
    countryCode: 'NO',
    appliesFrom: null,
    summary: 'Norway has not yet set a date for pay information in job posts.',
  },
  {
    countryCode: 'IS',
    appliesFrom: null,
    summary: 'Iceland has not yet set a date for pay information in job posts.',
  },
];

export const PAY_RANGE_REQUIRED_MESSAGE =
  'Pay transparency rules apply in this country: please give a salary range, or the collective agreement that sets the pay';
export const PAY_RANGE_ENCOURAGED_MESSAGE =
  'Jobs with a salary range get more applicants. Pay transparency rules will require one across the EU.';

export function findPayTransparencyRule(countryCode: string | null): PayTransparencyRule | null {
  if (!countryCode) return null;
  return PAY_TRANSPARENCY_RULES.find((rule) => rule.countryCode === countryCode.toUpperCase()) ?? null;
}

/** Whether the country's rule applies to a job published at `now`. */
export function isPayTransparencyRequired(countryCode: string | null, now: Date): boolean {
  const rule = findPayTransparencyRule(countryCode);
  if (!rule?.appliesFrom) return false;
  return now.getTime() >= Date.parse(`${rule.appliesFrom}T00:00:00.000Z`);
}

export type PayFacts = {
  salaryType: 'competitive' | 'unpaid' | 'range';
  salaryMin: number | null;
  salaryMax: number | null;
  collectiveAgreement: string | null;
};

/** A salary range with both ends, or a named collective agreement. */
export function hasPayInformation(pay: PayFacts): boolean {
  const hasRange = pay.salaryType === 'range' && pay.salaryMin !== null && pay.salaryMax !== null;
  return hasRange || (pay.collectiveAgreement ?? '').trim() !== '';
}

/**
 * Why the job cannot be published as it is (the required-pay message), or null. The country is the
 * job's own, else its startup's (a remote job is posted from there).
 */
export function checkPayTransparency(pay: PayFacts, countryCode: string | null, now: Date): string | null {
  if (!isPayTransparencyRequired(countryCode, now)) return null;
  return hasPayInformation(pay) ? null : PAY_RANGE_REQUIRED_MESSAGE;
}

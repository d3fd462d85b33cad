/**
 * The job form's limits and option lists as plain data, free of zod so the form's browser code can
 * use them (the schema is in job-form.schema.ts).
 */

export const JOB_TITLE_MAX_LENGTH = 100;
export const JOB_DESCRIPTION_MAX_LENGTH = 20_000;
export const JOB_MAX_ROLES = 3;
export const SALARY_CURRENCIES = ['DKK', 'SEK', 'NOK', 'EUR', 'ISK', 'USD', 'GBP'] as const;
export const EQUITY_INSTRUMENTS = ['options', 'warrants', 'shares'] as const;
export const EQUITY_INSTRUMENT_OPTIONS = [
  { value: 'options', text: 'Stock options' },
  { value: 'warrants', text: 'Warrants' },
  { value: 'shares', text: 'Shares' },
] as const;
export const SALARY_PERIOD_OPTIONS = [
  { value: 'year', text: 'per year' },
  { value: 'month', text: 'per month' },
  { value: 'hour', text: 'per hour' },
] as const;
export const SALARY_TYPE_OPTIONS = [
  { value: 'competitive', text: 'Competitive (not disclosed)' },
  { value: 'range', text: 'Salary range' },
  { value: 'unpaid', text: 'Unpaid' },
] as const;
export const EQUITY_TYPE_OPTIONS = [
  { value: 'undisclosed', text: 'No equity, or not disclosed' },
  { value: 'negotiated', text: 'Equity, to be negotiated' },
  { value: 'percentage', text: 'Equity, with a percentage range' },
] as const;

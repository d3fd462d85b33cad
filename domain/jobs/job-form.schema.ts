import { z } from 'zod';
import { normalizeWebsite } from '../companies/normalize-website.ts';
import {
  checkbox,
  choiceOr,
  listOf,
  optionalChoice,
  optionalDay,
  optionalDecimal,
  optionalInt,
  optionalText,
  requiredText,
} from '../forms/form-fields.ts';
import { COUNTRY_CODES } from '../location/country-constants.ts';
import {
  BENEFIT_ICONS,
  EQUITY_TYPES,
  JOB_ROLE_KEYS,
  POSITION_TYPE_VALUES,
  RECEIVE_APPLICANTS_VALUES,
  SALARY_PERIODS,
  SALARY_TYPES,
} from './job-constants.ts';
import {
  EQUITY_INSTRUMENTS,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_MAX_ROLES,
  JOB_TITLE_MAX_LENGTH,
  SALARY_CURRENCIES,
} from './job-form-constants.ts';

/**
 * The job form of the startup portal (`jobs/new`, `jobs/{job}/edit`) and its API: every job field of
 * the site configuration. Saving a draft needs only a title and well-formed values; what publishing
 * needs on top (a description, a place, a role, pay information where the law asks) is checked by
 * `checkPublishable` (job-publish-rules.ts), with the clock and the startup's country.
 */

export {
  EQUITY_INSTRUMENT_OPTIONS,
  EQUITY_INSTRUMENTS,
  EQUITY_TYPE_OPTIONS,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_MAX_ROLES,
  JOB_TITLE_MAX_LENGTH,
  SALARY_CURRENCIES,
  SALARY_PERIOD_OPTIONS,
  SALARY_TYPE_OPTIONS,
} from './job-form-constants.ts';

export const JOB_TITLE_MESSAGE = `Please enter a job title of at most ${JOB_TITLE_MAX_LENGTH} characters`;
export const JOB_DESCRIPTION_MESSAGE = `Please describe the job in at most ${JOB_DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters`;
export const SALARY_RANGE_MESSAGE = 'Please enter the lowest and highest salary as whole numbers';
export const SALARY_ORDER_MESSAGE = 'The lowest salary cannot be above the highest';
export const SALARY_CURRENCY_MESSAGE = 'Please choose the currency of the salary';
export const SALARY_PERIOD_MESSAGE = 'Please choose whether the salary is per year, month or hour';
export const EQUITY_RANGE_MESSAGE = 'Please enter the equity as a percentage between 0 and 100';
export const EQUITY_ORDER_MESSAGE = 'The lowest percentage cannot be above the highest';
export const VESTING_MESSAGE = 'Please enter the vesting period in months (0 to 120)';
export const CLIFF_MESSAGE = 'Please enter a cliff in months that is not longer than the vesting';
export const APPLY_EMAIL_MESSAGE = 'Please enter the email address that receives the applications';
export const APPLY_URL_MESSAGE = 'Please enter the web address where people apply, like example.com/jobs/42';
export const EXPIRATION_MESSAGE = 'Please choose a valid date';

const ApplyEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: APPLY_EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(100, { error: APPLY_EMAIL_MESSAGE })
    .pipe(z.email({ error: APPLY_EMAIL_MESSAGE }))
    .optional()
    .transform((v) => v ?? null),
);

const ApplyUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: APPLY_URL_MESSAGE })
    .max(500, { error: APPLY_URL_MESSAGE })
    .transform((url) => normalizeWebsite(url))
    .refine(
      (url) => {
        try {
          const parsed = new URL(url);
          return (
            (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.')
          );
        } catch {
          return false;
        }
      },
      { error: APPLY_URL_MESSAGE },
    )
    .optional()
    .transform((v) => v ?? null),
);

const JobFields = z.object({
  title: requiredText(JOB_TITLE_MAX_LENGTH, JOB_TITLE_MESSAGE),
  description: optionalText(JOB_DESCRIPTION_MAX_LENGTH, JOB_DESCRIPTION_MESSAGE).transform((v) => v ?? ''),
  positionType: choiceOr(POSITION_TYPE_VALUES, 'Please choose the type of position', 'fulltime'),
  roles: listOf(
    z.enum(JOB_ROLE_KEYS as unknown as [string, ...string[]], {
      error: 'Please choose roles from the list',
    }),
    JOB_MAX_ROLES,
    `Please choose at most ${JOB_MAX_ROLES} roles`,
  ),
  isRemote: checkbox,
  locationLocality: optionalText(100, 'Please enter a city of at most 100 characters'),
  locationCountry: optionalChoice(COUNTRY_CODES, 'Please choose a country'),
  locationAddress: optionalText(200, 'Please enter an address of at most 200 characters'),
  salaryType: choiceOr(SALARY_TYPES, 'Please choose how the salary is shown', 'competitive'),
  salaryCurrency: optionalChoice(SALARY_CURRENCIES, SALARY_CURRENCY_MESSAGE),
  salaryMin: optionalInt(0, 100_000_000, SALARY_RANGE_MESSAGE),
  salaryMax: optionalInt(0, 100_000_000, SALARY_RANGE_MESSAGE),
  salaryPeriod: optionalChoice(SALARY_PERIODS, SALARY_PERIOD_MESSAGE),
  collectiveAgreement: optionalText(200, 'Please name the collective agreement in at most 200 characters'),
  equityType: choiceOr(EQUITY_TYPES, 'Please choose whether the job offers equity', 'undisclosed'),
  equityInstrument: optionalChoice(EQUITY_INSTRUMENTS, 'Please choose options, warrants or shares'),
  equityMin: optionalDecimal(0, 100, EQUITY_RANGE_MESSAGE),
  equityMax: optionalDecimal(0, 100, EQUITY_RANGE_MESSAGE),
  equityVestingMonths: optionalInt(0, 120, VESTING_MESSAGE),
  equityCliffMonths: optionalInt(0, 120, CLIFF_MESSAGE),
  perks: listOf(
    z.enum(BENEFIT_ICONS, { error: 'Please choose perks from the list' }),
    BENEFIT_ICONS.length,
    'Too many perks',
  ),
  visaSponsorship: checkbox,
  relocationHelp: checkbox,
  openToNonEu: checkbox,
  receiveApplicants: choiceOr(
    RECEIVE_APPLICANTS_VALUES,
    'Please choose how you receive applications',
    'platform',
  ),
  applyEmail: ApplyEmail,
  applyUrl: ApplyUrl,
  expirationDate: optionalDay(EXPIRATION_MESSAGE),
});
type JobFieldValues = z.output<typeof JobFields>;

/**
 * The rules between fields (a salary range needs its numbers, a cliff fits in the vesting, …).
 * `readable` says whether fields were read without an error: a rule over a refused field is left
 * out, its field already has its own error.
 */
function checkJobCombinations(
  job: JobFieldValues,
  readable: (...fields: (keyof JobFieldValues)[]) => boolean,
  issue: (path: string, message: string) => void,
): void {
  if (readable('salaryType', 'salaryMin', 'salaryMax', 'salaryCurrency', 'salaryPeriod')) {
    if (job.salaryType === 'range') {
      if (job.salaryMin === null && job.salaryMax === null) issue('salaryMin', SALARY_RANGE_MESSAGE);
      if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax) {
        issue('salaryMax', SALARY_ORDER_MESSAGE);
      }
      if (!job.salaryCurrency) issue('salaryCurrency', SALARY_CURRENCY_MESSAGE);
      if (!job.salaryPeriod) issue('salaryPeriod', SALARY_PERIOD_MESSAGE);
    }
  }
  if (readable('equityType', 'equityMin', 'equityMax') && job.equityType === 'percentage') {
    if (job.equityMin === null && job.equityMax === null) issue('equityMin', EQUITY_RANGE_MESSAGE);
    if (job.equityMin !== null && job.equityMax !== null && job.equityMin > job.equityMax) {
      issue('equityMax', EQUITY_ORDER_MESSAGE);
    }
  }
  if (
    readable('equityCliffMonths', 'equityVestingMonths') &&
    job.equityCliffMonths !== null &&
    job.equityVestingMonths !== null &&
    job.equityCliffMonths > job.equityVestingMonths
  ) {
    issue('equityCliffMonths', CLIFF_MESSAGE);
  }
  if (readable('receiveApplicants', 'applyEmail') && job.receiveApplicants === 'email' && !job.applyEmail) {
    issue('applyEmail', APPLY_EMAIL_MESSAGE);
  }
  if (readable('receiveApplicants', 'applyUrl') && job.receiveApplicants === 'url' && !job.applyUrl) {
    issue('applyUrl', APPLY_URL_MESSAGE);
  }
}

export const JobInput = JobFields.superRefine(
  (job, context) => {
    // These rules run even when other fields are refused (`when` below), so a form shows all its
    // errors at once; each rule reads only fields that were read without an error.
    const refused = new Set(context.issues.map((issue) => issue.path?.[0]));
    const readable = (...fields: (keyof typeof job)[]) => fields.every((field) => !refused.has(field));
    checkJobCombinations(job, readable, (path, message) =>
      context.addIssue({ code: 'custom', path: [path], message }),
    );
  },
  // Not when the input is no object at all (an API body of another type): nothing to read then.
  { when: (payload) => payload.issues.every((issue) => (issue.path?.length ?? 0) > 0) },
).transform((job) => {
  // What does not apply to the choices made is not kept (a range typed before choosing
  // "Competitive" must not show up later).
  const isRange = job.salaryType === 'range';
  const hasEquity = job.equityType !== 'undisclosed';
  return {
    ...job,
    salaryMin: isRange ? job.salaryMin : null,
    salaryMax: isRange ? job.salaryMax : null,
    salaryCurrency: isRange ? job.salaryCurrency : null,
    salaryPeriod: isRange ? job.salaryPeriod : null,
    equityMin: job.equityType === 'percentage' ? job.equityMin : null,
    equityMax: job.equityType === 'percentage' ? job.equityMax : null,
    equityInstrument: hasEquity ? job.equityInstrument : null,
    equityVestingMonths: hasEquity ? job.equityVestingMonths : null,
    equityCliffMonths: hasEquity ? job.equityCliffMonths : null,
    applyEmail: job.receiveApplicants === 'email' ? job.applyEmail : null,
    applyUrl: job.receiveApplicants === 'url' ? job.applyUrl : null,
  };
});
export type JobInput = z.input<typeof JobInput>;

/**
 * The fields of a posted job that read without an error, for the rules that still apply to a
 * refused form (what publishing needs), so it shows every error at once.
 */
export function readValidJobFields(input: unknown): Partial<JobFieldValues> {
  const values = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(JobFields.shape)) {
    const parsed = schema.safeParse(values[name]);
    if (parsed.success) out[name] = parsed.data;
  }
  return out as Partial<JobFieldValues>;
}
export type JobValues = z.output<typeof JobInput>;

import { z } from 'zod';
import { checkbox, listOf, optionalText } from '../forms/form-fields.ts';
import { JOB_ROLE_KEYS } from '../jobs/job-constants.ts';
import { COUNTRY_CODES } from '../location/country-constants.ts';
import {
  COVER_NOTE_MAX_LENGTH,
  INTRO_MAX_LENGTH,
  MAX_PREFERRED_ROLES,
  QUICK_APPLY_EMAIL_MAX,
  QUICK_APPLY_NAME_MAX,
} from './applying-constants.ts';

/**
 * The talent side of applying (issue 9): the quick apply settings (`GET`/`PUT
 * /api/applicant/settings`, `/client/applicant/settings`), an application (`POST
 * /api/jobs/{id}/apply`, `/jobs/{id}/apply`) and what the talent sees of their applications. One
 * schema reads the JSON body and the posted form alike (see domain/forms/form-fields.ts).
 */

export {
  COVER_NOTE_MAX_LENGTH,
  INTRO_MAX_LENGTH,
  MAX_PREFERRED_ROLES,
  QUICK_APPLY_EMAIL_MAX,
  QUICK_APPLY_NAME_MAX,
} from './applying-constants.ts';

export const APPLY_NAME_MESSAGE = 'Please enter your name';
export const APPLY_EMAIL_MESSAGE = 'Please enter your email address';
export const PHONE_MESSAGE = 'Please enter a phone number, e.g. +45 12 34 56 78';
export const LINKEDIN_MESSAGE =
  'Please enter the address of your LinkedIn profile, e.g. https://www.linkedin.com/in/your-name';
export const INTRO_MESSAGE = `Please keep your intro to ${INTRO_MAX_LENGTH.toLocaleString('en')} characters`;
export const COVER_NOTE_MESSAGE = `Please keep your cover note to ${COVER_NOTE_MAX_LENGTH.toLocaleString('en')} characters`;
export const COUNTRIES_MESSAGE = 'Please choose countries from the list';
export const ROLES_MESSAGE = `Please choose at most ${MAX_PREFERRED_ROLES} roles from the list`;
export const CV_MISSING_MESSAGE = 'Please add your CV as a PDF';
export const CV_NOT_YOURS_MESSAGE = 'Please upload your CV again';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const Email = z
  .string({ error: APPLY_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(QUICK_APPLY_EMAIL_MAX, { error: APPLY_EMAIL_MESSAGE })
  .pipe(z.email({ error: APPLY_EMAIL_MESSAGE }));

/** A phone number as people write it: digits with spaces, dashes, dots, brackets and a leading +. */
const Phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(30, { error: PHONE_MESSAGE })
  .refine((phone) => /^\+?[0-9(][0-9 ().-]*$/.test(phone) && phone.replace(/\D/g, '').length >= 5, {
    error: PHONE_MESSAGE,
  });

/** A profile address: https:// is added when no scheme is written; only http(s) with a real host. */
const ProfileUrl = z
  .string({ error: LINKEDIN_MESSAGE })
  .trim()
  .max(300, { error: LINKEDIN_MESSAGE })
  .transform((url) => (/^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/\//, '')}`))
  .refine(
    (url) => {
      try {
        const parsed = new URL(url);
        return (
          (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
          parsed.hostname.includes('.') &&
          !parsed.username &&
          !parsed.password
        );
      } catch {
        return false;
      }
    },
    { error: LINKEDIN_MESSAGE },
  );

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    blankToUndefined,
    schema.optional().transform((v) => v ?? null),
  );

/** A storage key of a CV uploaded before the form was sent (`POST /api/upload/cv`). */
const CvKey = optional(z.string().trim().max(200, { error: CV_NOT_YOURS_MESSAGE }));

/**
 * The quick apply settings. A blank name or email means the account's own; `cvFile` attaches a CV
 * the person uploaded (left out: the saved CV stays), `removeCv` takes the saved one away.
 */
export const QuickApplyInput = z.object({
  name: optionalText(QUICK_APPLY_NAME_MAX, APPLY_NAME_MESSAGE),
  email: optional(Email),
  phone: optional(Phone),
  linkedinUrl: optional(ProfileUrl),
  intro: optionalText(INTRO_MAX_LENGTH, INTRO_MESSAGE),
  preferredCountryCodes: listOf(
    z.enum(COUNTRY_CODES, { error: COUNTRIES_MESSAGE }),
    COUNTRY_CODES.length,
    COUNTRIES_MESSAGE,
  ).transform((codes) => [...new Set(codes)]),
  preferredRoles: listOf(
    z.enum(JOB_ROLE_KEYS as unknown as [string, ...string[]], { error: ROLES_MESSAGE }),
    MAX_PREFERRED_ROLES,
    ROLES_MESSAGE,
  ).transform((roles) => [...new Set(roles)]),
  cvFile: CvKey,
  cvFileName: optionalText(200, CV_NOT_YOURS_MESSAGE),
  removeCv: checkbox,
});
export type QuickApplyInput = z.input<typeof QuickApplyInput>;
export type QuickApplyValues = z.output<typeof QuickApplyInput>;

/** A CV as its owner sees it: the file name, when it was added, and where to download it. */
export const CvSummary = z.object({
  fileName: z.string(),
  uploadedAt: z.iso.datetime().nullable(),
  downloadUrl: z.string(),
});
export type CvSummary = z.infer<typeof CvSummary>;

export const QuickApplyProfile = z.object({
  /** The name and address applications start from: the saved ones, else the account's. */
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  intro: z.string().nullable(),
  preferredCountryCodes: z.array(z.string()),
  preferredRoles: z.array(z.string()),
  cv: CvSummary.nullable(),
  /** Name, address and CV are there: an application can be sent without typing anything. */
  isComplete: z.boolean(),
});
export type QuickApplyProfile = z.infer<typeof QuickApplyProfile>;

/**
 * One application. The CV is the saved quick-apply CV unless `cvFile` names a CV uploaded for this
 * application; `saveCv` also makes that one the saved CV.
 */
export const ApplyInput = z.object({
  name: z
    .string({ error: APPLY_NAME_MESSAGE })
    .trim()
    .min(1, { error: APPLY_NAME_MESSAGE })
    .max(QUICK_APPLY_NAME_MAX, { error: APPLY_NAME_MESSAGE }),
  email: Email,
  phone: optional(Phone),
  linkedinUrl: optional(ProfileUrl),
  coverNote: optionalText(COVER_NOTE_MAX_LENGTH, COVER_NOTE_MESSAGE),
  cvFile: CvKey,
  cvFileName: optionalText(200, CV_NOT_YOURS_MESSAGE),
  saveCv: checkbox,
});
export type ApplyInput = z.input<typeof ApplyInput>;
export type ApplyValues = z.output<typeof ApplyInput>;

export const CandidateStatusValue = z.enum(['Applied', 'In review', 'Hired', 'Not selected', 'Withdrawn']);

/**
 * An application as its talent sees it: the candidate-visible status (never the startup's own
 * columns), what was sent, and whether it can still be withdrawn.
 */
export const TalentApplication = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  status: CandidateStatusValue,
  /** 'platform': in the startup's pipeline; 'email': mailed to the job's address. */
  source: z.enum(['platform', 'email', 'scout']),
  appliedAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
  canWithdraw: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  coverNote: z.string().nullable(),
  cvFileName: z.string().nullable(),
});
export type TalentApplication = z.infer<typeof TalentApplication>;

/** `existing`: the person had applied before; the answer is that application, unchanged. */
export const ApplyResult = z.object({ existing: z.boolean(), application: TalentApplication });
export type ApplyResult = z.infer<typeof ApplyResult>;

export const TalentApplicationList = z.object({ applications: z.array(TalentApplication) });
export type TalentApplicationList = z.infer<typeof TalentApplicationList>;

export const ResendApplicantsResult = z.object({
  /** The job's address the applications went to. */
  to: z.string(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type ResendApplicantsResult = z.infer<typeof ResendApplicantsResult>;

/** Applications per person and hour (the API also limits each client address). */
export const APPLY_USER_LIMIT_PER_HOUR = 20;
export const APPLY_RATE_LIMIT_MESSAGE =
  'You have sent many applications in a short time. Please wait a while before you apply again.';
export const JOB_CLOSED_MESSAGE = 'This job is no longer accepting applications';
export const APPLY_EXTERNAL_MESSAGE = "This job takes applications on the startup's website";
export const NO_TALENT_PROFILE_MESSAGE = 'Create your talent profile to apply';
export const WITHDRAW_DECIDED_MESSAGE = 'A decided application cannot be withdrawn';

import { z } from 'zod';
import { checkbox, optionalText } from '../forms/form-fields.ts';
import { isUuid } from '../ids.ts';
import {
  SCOUT_GRADE_LABELS,
  SCOUT_GRADES,
  SCOUT_ORDER_STATUS_LABELS,
  SCOUT_ORDER_STATUSES,
  SCOUT_PRODUCT_KEY,
} from './scout-labels.ts';

/**
 * Scout, the headhunter service (docs/product.md, Scout): a startup member orders a search for
 * one of its live jobs (role brief, must-haves, salary frame, the terms accepted); the Scout team
 * (admins for now) adds graded candidates to the job's pipeline; the order ends as `hired` when a
 * Scout candidate is hired (the fee is for that) or `closed` when the team closes it.
 */

export {
  SCOUT_GRADE_LABELS,
  SCOUT_GRADES,
  SCOUT_ORDER_STATUS_LABELS,
  SCOUT_ORDER_STATUSES,
  SCOUT_PRODUCT_KEY,
};
export const ScoutOrderStatus = z.enum(SCOUT_ORDER_STATUSES);
export type ScoutOrderStatus = z.infer<typeof ScoutOrderStatus>;

export const SCOUT_JOB_MESSAGE = 'Please choose one of your live jobs';
export const SCOUT_ROLE_BRIEF_MESSAGE = 'Please describe the role in 20 to 4000 characters';
export const SCOUT_MUST_HAVES_MESSAGE = 'Please list the must-haves in 5 to 2000 characters';
export const SCOUT_SALARY_MESSAGE = 'Please give the salary frame (at most 200 characters)';
export const SCOUT_TERMS_MESSAGE = 'Please accept the Scout terms';
export const SCOUT_OPEN_ORDER_MESSAGE = 'This job already has an open Scout order';

function textBetween(min: number, max: number, message: string) {
  return z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });
}

const JobId = z
  .string({ error: SCOUT_JOB_MESSAGE })
  .trim()
  .refine((value) => isUuid(value), { error: SCOUT_JOB_MESSAGE });

/** The hh-steps order, from the page's form or a JSON body. */
export const ScoutOrderInput = z.object({
  jobId: JobId,
  roleBrief: textBetween(20, 4000, SCOUT_ROLE_BRIEF_MESSAGE),
  mustHaves: textBetween(5, 2000, SCOUT_MUST_HAVES_MESSAGE),
  salaryFrame: textBetween(1, 200, SCOUT_SALARY_MESSAGE),
  acceptTerms: checkbox.refine((accepted) => accepted, { error: SCOUT_TERMS_MESSAGE }),
});
export type ScoutOrderInput = z.output<typeof ScoutOrderInput>;

export const ScoutBrief = z.object({
  roleBrief: z.string(),
  mustHaves: z.string(),
  salaryFrame: z.string(),
});
export type ScoutBrief = z.infer<typeof ScoutBrief>;

/** An order as its startup's members and the Scout team see it. */
export const ScoutOrder = z.object({
  id: z.string(),
  status: ScoutOrderStatus,
  company: z.object({ key: z.string(), name: z.string() }),
  job: z.object({ id: z.string(), title: z.string(), status: z.string() }),
  brief: ScoutBrief,
  termsAcceptedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  /** Candidates the Scout team added to the job's pipeline. */
  candidateCount: z.number().int(),
  /** The Scout candidate whose hire made the order successful (the fee is for this hire). */
  hiredCandidate: z.object({ applicationId: z.string(), name: z.string() }).nullable(),
});
export type ScoutOrder = z.infer<typeof ScoutOrder>;

export const ScoutOrderList = z.object({ orders: z.array(ScoutOrder) });
export type ScoutOrderList = z.infer<typeof ScoutOrderList>;

/** One of the startup's jobs on the first step: only live ones can be ordered, one open order each. */
export const ScoutableJob = z.object({
  id: z.string(),
  title: z.string(),
  openOrderId: z.string().nullable(),
});
export type ScoutableJob = z.infer<typeof ScoutableJob>;

export const SCOUT_GRADE_MESSAGE = 'Please choose a grade from 1 to 5';
export const SCOUT_NAME_MESSAGE = "Please enter the candidate's name";
export const SCOUT_EMAIL_MESSAGE = "Please enter the candidate's email address";
export const SCOUT_PHONE_MESSAGE = 'Please enter a phone number of at most 40 characters';
export const SCOUT_LINKEDIN_MESSAGE =
  'Please enter a LinkedIn profile address (https://www.linkedin.com/in/…)';
export const SCOUT_NOTE_MESSAGE = 'Please keep the note under 2000 characters';
export const SCOUT_DUPLICATE_CANDIDATE_MESSAGE = 'This person is already in the pipeline of this job';
export const SCOUT_ORDER_CLOSED_MESSAGE = 'This order is no longer open';
export const SCOUT_CV_MESSAGE = 'Please upload the CV again';

const LINKEDIN_URL = /^https:\/\/([a-z0-9-]+\.)*linkedin\.com\/\S+$/i;

const Grade = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: SCOUT_GRADE_MESSAGE })
    .int({ error: SCOUT_GRADE_MESSAGE })
    .min(1, { error: SCOUT_GRADE_MESSAGE })
    .max(5, { error: SCOUT_GRADE_MESSAGE }),
);

/** A candidate the Scout team adds to the job's pipeline, with its grade. */
export const ScoutCandidateInput = z.object({
  name: textBetween(1, 100, SCOUT_NAME_MESSAGE),
  email: z
    .string({ error: SCOUT_EMAIL_MESSAGE })
    .trim()
    .max(254, { error: SCOUT_EMAIL_MESSAGE })
    .pipe(z.email({ error: SCOUT_EMAIL_MESSAGE }))
    .transform((email) => email.toLowerCase()),
  phone: optionalText(40, SCOUT_PHONE_MESSAGE),
  linkedinUrl: optionalText(300, SCOUT_LINKEDIN_MESSAGE).refine(
    (url) => url === null || LINKEDIN_URL.test(url),
    { error: SCOUT_LINKEDIN_MESSAGE },
  ),
  note: optionalText(2000, SCOUT_NOTE_MESSAGE),
  grade: Grade,
  /** A CV the Scout team uploaded (`POST /api/upload/cv`, or posted with the page's form): its key. */
  cvFile: optionalText(200, SCOUT_CV_MESSAGE),
  cvFileName: optionalText(200, SCOUT_CV_MESSAGE),
});
export type ScoutCandidateInput = z.output<typeof ScoutCandidateInput>;

export const ScoutCandidateAdded = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  stage: z.literal('applied'),
  grade: z.number().int(),
  hasCv: z.boolean(),
});
export type ScoutCandidateAdded = z.infer<typeof ScoutCandidateAdded>;

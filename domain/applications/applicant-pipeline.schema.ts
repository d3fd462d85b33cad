import { z } from 'zod';
import { checkbox, choice, listOf, optionalText, requiredText } from '../forms/form-fields.ts';
import { isUuid } from '../ids.ts';
import { Pagination } from '../jobs/job.schema.ts';
import { ApplicantStage, JobStatus } from '../jobs/job-enums.ts';
import { EmailPlaceholder } from '../site/site-config.schema.ts';
import { APPLICANT_STAGES } from './pipeline.ts';
import {
  CUSTOM_STAGE_NAME_MAX_LENGTH,
  checkCustomStageName,
  findUnknownPlaceholders,
  REJECTION_BODY_MAX_LENGTH,
  REJECTION_SUBJECT_MAX_LENGTH,
} from './pipeline-rules.ts';

/**
 * The startup portal's applicant pipeline over the API (`{company endpoint}/applicants`,
 * `…/applications/{id}`, moves, the rejection batch, the pipeline's settings) and the page forms
 * that post the same fields.
 */

/** Cards per page of the board and the API list. */
export const APPLICANTS_PAGE_SIZE = 100;
/** At most this many cards move in one bulk move. */
export const MAX_BULK_MOVE = 200;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const Id = (message: string) => z.string({ error: message }).refine(isUuid, { error: message });

export const ApplicationSource = z.enum(['platform', 'email', 'scout']);

/** `GET {company endpoint}/applicants?job=&stage=&q=&page=`: every filter optional. */
export const ApplicantListQuery = z.object({
  job: z.preprocess(blankToUndefined, Id('Please choose a job from the list').optional()),
  stage: z.preprocess(blankToUndefined, ApplicantStage.optional()),
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, 'Please search with at most 100 characters').optional(),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});
export type ApplicantListQuery = z.output<typeof ApplicantListQuery>;

/** A card of the board. An anonymised application keeps its stage and dates, never a name. */
export const ApplicantCard = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  stage: ApplicantStage,
  /** Null when the application was anonymised (talent's request or retention). */
  name: z.string().nullable(),
  appliedAt: z.iso.datetime(),
  source: ApplicationSource,
  scoutGrade: z.number().int().min(1).max(5).nullable(),
  withdrawnAt: z.iso.datetime().nullable(),
  isAnonymized: z.boolean(),
  /** The columns the card may move to; empty when it is locked (rejected or withdrawn). */
  moves: z.array(ApplicantStage),
});
export type ApplicantCard = z.infer<typeof ApplicantCard>;

export const StageCount = z.object({ stage: ApplicantStage, label: z.string(), count: z.number().int() });
export type StageCount = z.infer<typeof StageCount>;

export const ApplicantJobOption = z.object({
  id: z.string(),
  title: z.string(),
  status: JobStatus,
  applicants: z.number().int(),
});
export type ApplicantJobOption = z.infer<typeof ApplicantJobOption>;

export const ApplicantList = z.object({
  companyKey: z.string(),
  companyName: z.string(),
  customStageName: z.string().nullable(),
  /** Every column with its label and how many cards match the job and search filters. */
  stages: z.array(StageCount),
  /** The startup's jobs, for the job filter. */
  jobs: z.array(ApplicantJobOption),
  applicants: z.array(ApplicantCard),
  pagination: Pagination,
});
export type ApplicantList = z.infer<typeof ApplicantList>;

export const ApplicationEventView = z.object({
  from: ApplicantStage.nullable(),
  to: ApplicantStage,
  reason: z.string(),
  actor: z.enum(['talent', 'member', 'system', 'scout']),
  /** The team member who moved the card, when one did (and still exists). */
  by: z.string().nullable(),
  at: z.iso.datetime(),
});
export type ApplicationEventView = z.infer<typeof ApplicationEventView>;

/** The candidate's page: quick-apply data, cover note, CV, interest and history (members only). */
export const ApplicationDetail = ApplicantCard.extend({
  companyKey: z.string(),
  customStageName: z.string().nullable(),
  jobStatus: JobStatus,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  coverNote: z.string().nullable(),
  /** The CV's file name, when there is a CV to download. */
  cvFileName: z.string().nullable(),
  hasCv: z.boolean(),
  /** When the talent also marked the job as interesting (null: they did not). */
  interestedAt: z.iso.datetime().nullable(),
  firstResponseAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  rejectionSentAt: z.iso.datetime().nullable(),
  anonymizedAt: z.iso.datetime().nullable(),
  events: z.array(ApplicationEventView),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetail>;

const STAGE_MESSAGE = 'Please choose a column';
const IDS_MESSAGE = 'Please select at least one candidate';

/** `POST …/applications/{id}/move`. */
export const MoveApplicationInput = z.object({ stage: choice(APPLICANT_STAGES, STAGE_MESSAGE) });
export type MoveApplicationInput = z.output<typeof MoveApplicationInput>;

/** `POST …/applications/move`: the ticked cards (repeated `ids` fields in a form) to one column. */
export const BulkMoveInput = z.object({
  ids: listOf(
    Id(IDS_MESSAGE),
    MAX_BULK_MOVE,
    `Please move at most ${MAX_BULK_MOVE} candidates at once`,
  ).refine((ids) => ids.length > 0, { error: IDS_MESSAGE }),
  stage: choice(APPLICANT_STAGES, STAGE_MESSAGE),
});
export type BulkMoveInput = z.output<typeof BulkMoveInput>;

export const MoveResult = z.object({
  /** The cards that moved, as they are now. */
  moved: z.array(ApplicantCard),
  /** Ids of cards that were already in the column (bulk moves leave them where they are). */
  unchanged: z.array(z.string()),
  /** Rejection mails sent (a move to Rejected sends one per candidate). */
  mailsSent: z.number().int(),
});
export type MoveResult = z.infer<typeof MoveResult>;

/** `POST …/applications/send-rejections`: the "To be rejected" column of one job, or of all. */
export const SendRejectionsInput = z.object({
  jobId: z.preprocess(blankToUndefined, Id('Please choose a job from the list').optional()),
});
export type SendRejectionsInput = z.output<typeof SendRejectionsInput>;

export const SendRejectionsResult = z.object({
  /** Candidates moved to Rejected. */
  rejected: z.number().int(),
  mailsSent: z.number().int(),
  mailsFailed: z.number().int(),
});
export type SendRejectionsResult = z.infer<typeof SendRejectionsResult>;

/**
 * The board's forms (page actions): one card's "Move" (its select and button), and the confirmation
 * a move to Rejected or "Send rejections" needs before anything is mailed (`confirmed`).
 */
export const MoveCardForm = z.object({
  applicationId: Id('Application not found'),
  stage: choice(APPLICANT_STAGES, STAGE_MESSAGE),
  confirmed: checkbox,
});
export const BulkMoveForm = BulkMoveInput.extend({ confirmed: checkbox });
export const SendRejectionsForm = SendRejectionsInput.extend({ confirmed: checkbox });

const SUBJECT_MESSAGE = `Please write a subject of at most ${REJECTION_SUBJECT_MAX_LENGTH} characters`;
const BODY_MESSAGE = `Please write the mail, at most ${REJECTION_BODY_MAX_LENGTH} characters`;

function placeholderCheck(value: string, ctx: z.RefinementCtx) {
  const unknown = findUnknownPlaceholders(value);
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `Unknown placeholder ${unknown.join(', ')}: please use the placeholders listed beside the form`,
    });
  }
}

export const RejectionTemplate = z.object({
  subject: requiredText(REJECTION_SUBJECT_MAX_LENGTH, SUBJECT_MESSAGE).superRefine(placeholderCheck),
  body: requiredText(REJECTION_BODY_MAX_LENGTH, BODY_MESSAGE).superRefine(placeholderCheck),
});
export type RejectionTemplate = z.output<typeof RejectionTemplate>;

export const CUSTOM_STAGE_NAME_MESSAGE = `Please use at most ${CUSTOM_STAGE_NAME_MAX_LENGTH} characters`;

/**
 * `PUT {company endpoint}/pipeline`: any of the two. A blank custom name goes back to "Interview";
 * a null template goes back to the default one.
 */
export const PipelineSettingsInput = z.object({
  customStageName: optionalText(CUSTOM_STAGE_NAME_MAX_LENGTH, CUSTOM_STAGE_NAME_MESSAGE)
    .superRefine((name, ctx) => {
      const problem = name === null ? null : checkCustomStageName(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  rejectionTemplate: RejectionTemplate.nullable().optional(),
});
export type PipelineSettingsInput = z.output<typeof PipelineSettingsInput>;

export const PipelineSettings = z.object({
  customStageName: z.string().nullable(),
  /** The custom column's label as the board shows it (the name, else "Interview"). */
  customStageLabel: z.string(),
  rejectionTemplate: z.object({ subject: z.string(), body: z.string() }),
  isDefaultTemplate: z.boolean(),
  /** The site configuration's placeholders, shown beside the template. */
  placeholders: z.array(EmailPlaceholder),
});
export type PipelineSettings = z.infer<typeof PipelineSettings>;

/** Talents who marked one of the startup's jobs as interesting (the job's portal page). */
export const JobInterestList = z.object({
  interests: z.array(z.object({ name: z.string(), interestedAt: z.iso.datetime() })),
});
export type JobInterestList = z.infer<typeof JobInterestList>;

/** A startup's response score on its public page (null below five applications). */
export const PublicResponseScore = z.object({
  responseScore: z
    .object({
      applications: z.number().int(),
      medianHoursToFirstResponse: z.number().nullable(),
      decidedShare: z.number().min(0).max(1),
    })
    .nullable(),
  windowDays: z.number().int(),
});
export type PublicResponseScore = z.infer<typeof PublicResponseScore>;

/** `POST /api/dev/applications/close` (tests): what one closure run did. */
export const ClosureRunSummary = z.object({
  closed: z.number().int(),
  mailsSent: z.number().int(),
  warned: z.number().int(),
  warningMails: z.number().int(),
});
export type ClosureRunSummary = z.infer<typeof ClosureRunSummary>;

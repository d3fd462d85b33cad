/**
 * The applicant pipeline (docs/product.md, Pipeline), as pure rules: the five stages,
 * which moves are allowed, what the candidate sees, the rejection mail's placeholders, and the
 * guaranteed-closure clock. Zod-free, so the kanban's browser code uses it too.
 */
import { APPLICANT_STAGES } from '../jobs/job-constants.ts';

export type ApplicantStageValue = (typeof APPLICANT_STAGES)[number];
export { APPLICANT_STAGES };

export const STAGE_LABELS: Record<ApplicantStageValue, string> = {
  applied: 'Applied',
  custom: 'Interview',
  hired: 'Hired',
  toreject: 'To be rejected',
  rejected: 'Rejected',
};

/** The custom column's name: the startup's own, else "Interview". */
export function stageLabel(stage: ApplicantStageValue, customName: string | null | undefined): string {
  if (stage === 'custom' && customName?.trim()) return customName.trim();
  return STAGE_LABELS[stage];
}

export type ApplicationFacts = {
  stage: ApplicantStageValue;
  withdrawnAt: Date | string | null;
  anonymizedAt?: Date | string | null;
};

/** Why a card cannot move to `to`, or null when it can. Rejected and withdrawn cards are final. */
export function checkStageMove(application: ApplicationFacts, to: ApplicantStageValue): string | null {
  if (application.withdrawnAt) return 'The candidate withdrew this application';
  if (application.stage === 'rejected') return 'A rejected candidate cannot be moved';
  if (application.stage === to) return 'The candidate is already in this column';
  return null;
}

/** What the candidate sees of their application on "My jobs" (docs/product.md, Pipeline). */
export type CandidateStatus = 'Applied' | 'In review' | 'Hired' | 'Not selected' | 'Withdrawn';

export function candidateStatus(application: ApplicationFacts): CandidateStatus {
  if (application.withdrawnAt) return 'Withdrawn';
  switch (application.stage) {
    case 'hired':
      return 'Hired';
    case 'rejected':
      return 'Not selected';
    case 'custom':
    case 'toreject':
      return 'In review';
    default:
      return 'Applied';
  }
}

/** The placeholders of the site config's `emailPlaceholders`, filled for one candidate. */
export type RejectionPlaceholders = {
  candidateFirstName: string;
  candidateLastName: string;
  candidateFullName: string;
  jobTitle: string;
  jobUrl: string;
  companyName: string;
  senderFullName: string;
};

export const DEFAULT_REJECTION_TEMPLATE = {
  subject: 'Your application for {{jobTitle}} at {{companyName}}',
  body: [
    'Dear {{candidateFirstName}},',
    '',
    'Thank you for applying for {{jobTitle}} at {{companyName}} and for the time you gave us.',
    'We have decided to continue with other candidates, so we will not take your application further.',
    '',
    'We wish you the best of luck with your search.',
    '',
    '{{senderFullName}}',
    '{{companyName}}',
  ].join('\n'),
};

/** Fills `{{name}}` placeholders; unknown ones stay as written, so a typo shows instead of vanishing. */
export function fillTemplate(template: string, values: RejectionPlaceholders): string {
  return template.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? values[name as keyof RejectionPlaceholders] : whole,
  );
}

/** Guaranteed closure: after this many days without a decision, the candidate gets a polite "no". */
export const DEFAULT_CLOSURE_DAYS = 30;
/** The startup is warned this many days before. */
export const CLOSURE_WARNING_DAYS = 5;

const DAY_MS = 86_400_000;

/** Where an open application stands on the closure clock: counted from its last move. */
export function closureState(
  application: ApplicationFacts & { lastMovedAt: Date; decidedAt: Date | null },
  now: Date,
  closureDays: number,
): 'closed' | 'open' | 'warn' | 'due' {
  if (
    application.withdrawnAt ||
    application.decidedAt ||
    application.stage === 'hired' ||
    application.stage === 'rejected'
  ) {
    return 'closed';
  }
  const age = now.getTime() - application.lastMovedAt.getTime();
  if (age >= closureDays * DAY_MS) return 'due';
  if (age >= (closureDays - CLOSURE_WARNING_DAYS) * DAY_MS) return 'warn';
  return 'open';
}

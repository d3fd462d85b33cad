/**
 * Pure rules of the startup's applicant pipeline beside `pipeline.ts`: where a card may move, the
 * rejection mail's placeholders for one candidate, the placeholders a template may use, the
 * custom column's name, and the guaranteed-closure setting. Zod-free (the kanban's browser code
 * uses them too).
 */
import {
  APPLICANT_STAGES,
  type ApplicantStageValue,
  type ApplicationFacts,
  CLOSURE_WARNING_DAYS,
  checkStageMove,
  DEFAULT_CLOSURE_DAYS,
  type RejectionPlaceholders,
  STAGE_LABELS,
} from './pipeline.ts';

/** The columns a card may move to: every other one, none when it is locked (rejected, withdrawn). */
export function moveTargets(application: ApplicationFacts): ApplicantStageValue[] {
  return APPLICANT_STAGES.filter((stage) => checkStageMove(application, stage) === null);
}

/**
 * Where a recruiter usually takes a card next, what its "Move to" starts at: Applied → the custom
 * column (Interview), Interview → Hired, Hired → back to Interview (a hire that fell through: no
 * mail goes out), To be rejected → Rejected (which still asks to confirm before the mail is sent).
 */
const NEXT_STAGE: Record<ApplicantStageValue, ApplicantStageValue> = {
  applied: 'custom',
  custom: 'hired',
  hired: 'custom',
  toreject: 'rejected',
  rejected: 'rejected',
};

/** The column a card's "Move to" starts at: the usual next one when allowed, else the first allowed. */
export function suggestedMove(
  stage: ApplicantStageValue,
  moves: readonly ApplicantStageValue[],
): ApplicantStageValue | undefined {
  const next = NEXT_STAGE[stage];
  return moves.includes(next) ? next : moves[0];
}

/** The placeholders `fillTemplate` knows, in the site configuration's order. */
export const TEMPLATE_PLACEHOLDER_NAMES: readonly (keyof RejectionPlaceholders)[] = [
  'candidateFirstName',
  'candidateLastName',
  'candidateFullName',
  'jobTitle',
  'jobUrl',
  'companyName',
  'senderFullName',
];

/** Placeholders written in a template that nothing fills (a typo such as `{{candidateName}}`). */
export function findUnknownPlaceholders(template: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDER_NAMES);
  const unknown = new Set<string>();
  for (const match of template.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)) {
    const name = match[1] ?? '';
    if (!known.has(name)) unknown.add(`{{${name}}}`);
  }
  return [...unknown];
}

/** 'Aino Virtanen' → first 'Aino', last 'Virtanen'; one word is a first name; blanks are ''. */
export function splitCandidateName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

/** Who signs a mail the schedule sends (the guaranteed closure): no team member pressed a button. */
export const SYSTEM_SENDER_NAME = 'The hiring team';

export function buildRejectionPlaceholders(input: {
  candidateName: string;
  jobTitle: string;
  jobUrl: string;
  companyName: string;
  senderFullName: string | null;
}): RejectionPlaceholders {
  const { first, last } = splitCandidateName(input.candidateName);
  return {
    candidateFirstName: first,
    candidateLastName: last,
    candidateFullName: input.candidateName.trim(),
    jobTitle: input.jobTitle,
    jobUrl: input.jobUrl,
    companyName: input.companyName,
    senderFullName: input.senderFullName?.trim() || SYSTEM_SENDER_NAME,
  };
}

export const CUSTOM_STAGE_NAME_MAX_LENGTH = 40;
export const REJECTION_SUBJECT_MAX_LENGTH = 200;
export const REJECTION_BODY_MAX_LENGTH = 5000;

/**
 * Why a name cannot be the custom column's, or null. It may not borrow another column's label:
 * a second "Rejected" column would make every board lie.
 */
export function checkCustomStageName(name: string): string | null {
  const wanted = name.trim().toLowerCase();
  const taken = APPLICANT_STAGES.filter((stage) => stage !== 'custom').map((stage) =>
    STAGE_LABELS[stage].toLowerCase(),
  );
  return taken.includes(wanted) ? 'Please choose a name that no other column has' : null;
}

/** The `site_settings` row of the pipeline's site-wide settings (`{ closureDays }`). */
export const PIPELINE_SETTINGS_KEY = 'pipeline';
export const MIN_CLOSURE_DAYS = CLOSURE_WARNING_DAYS + 1;
export const MAX_CLOSURE_DAYS = 365;

/** The closure days of the stored setting; the default when it is missing or not a sane number. */
export function readClosureDays(stored: unknown): number {
  const value =
    typeof stored === 'object' && stored !== null ? (stored as { closureDays?: unknown }).closureDays : null;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_CLOSURE_DAYS &&
    value <= MAX_CLOSURE_DAYS
    ? value
    : DEFAULT_CLOSURE_DAYS;
}

const DAY_MS = 86_400_000;

/**
 * The closure clock's two lines at `now`: an open application last moved at or before `dueBefore`
 * is closed; one last moved at or before `warnBefore` (and after `dueBefore`) is in its warning days.
 */
export function closureCutoffs(now: Date, closureDays: number): { dueBefore: Date; warnBefore: Date } {
  return {
    dueBefore: new Date(now.getTime() - closureDays * DAY_MS),
    warnBefore: new Date(now.getTime() - (closureDays - CLOSURE_WARNING_DAYS) * DAY_MS),
  };
}

/** The day an application last moved at `lastMovedAt` is closed automatically. */
export function closesOn(lastMovedAt: Date, closureDays: number): Date {
  return new Date(lastMovedAt.getTime() + closureDays * DAY_MS);
}

/**
 * The CV's name in `Content-Disposition`: the uploaded name reduced to safe ASCII (no quotes, no
 * line breaks, no path), ending in `.pdf`; 'cv.pdf' when nothing usable is left.
 */
export function cvAttachmentName(fileName: string | null): string {
  const base = (fileName ?? '')
    .split(/[\\/]/)
    .pop()
    ?.normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[.\s_-]+/, '')
    .slice(0, 80)
    .trim();
  return base ? `${base}.pdf` : 'cv.pdf';
}

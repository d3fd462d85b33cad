/**
 * Pitches (issue 12): what a pitch holds, the deck's limits, how often a startup may pitch, and the
 * reasons an investor may pass with. Zod-free: the pitch form and the portal import it in the browser.
 */

export const DECK_MAX_BYTES = 10 * 1024 * 1024;
export const DECK_MAX_PAGES = 100;
export const DECK_ACCEPT = 'application/pdf,.pdf';
/** The file input of the pitch form (posted inside the multipart form). */
export const DECK_FIELD = 'deck';

export const DECK_NOT_PDF_MESSAGE = 'Please upload your deck as a PDF';
export const DECK_TOO_LARGE_MESSAGE = 'Your deck can be at most 10 MB';
export const DECK_MISSING_MESSAGE = 'Please choose your deck (a PDF)';
/** What the deck must be, said beside its field before anything is sent. */
export const DECK_REQUIREMENTS_HINT = `Required. One PDF file of at most 10 MB and ${DECK_MAX_PAGES} pages, without a password.`;
export const DECK_NO_PAGES_MESSAGE =
  'This PDF has no pages: please upload your deck as a PDF with at least one page';
export const DECK_TOO_MANY_PAGES_MESSAGE = `Your deck can have at most ${DECK_MAX_PAGES} pages`;
export const DECK_ENCRYPTED_MESSAGE =
  'This PDF is protected with a password or encryption: please upload a PDF without protection';
export const DECK_ACTIVE_CONTENT_MESSAGE =
  'This PDF contains scripts, launch actions or embedded files: please save your deck as a plain PDF without them';
export const DECK_UNREADABLE_MESSAGE =
  'We could not read this PDF: please save your deck again as a PDF and upload that file';

export const PITCH_MESSAGE_MIN = 50;
export const PITCH_MESSAGE_MAX = 3000;
export const PITCH_MESSAGE_MESSAGE = `Please tell the investor about your startup in ${PITCH_MESSAGE_MIN} to ${PITCH_MESSAGE_MAX} characters`;
export const PITCH_AMOUNT_MIN = 1_000;
export const PITCH_AMOUNT_MAX = 500_000_000;
export const PITCH_AMOUNT_MESSAGE = 'Please enter the amount you are raising in euros (at least €1,000)';
export const PITCH_STAGE_MESSAGE = 'Please choose the stage of your startup';
export const PITCH_STARTUP_MESSAGE = 'Please choose the startup you pitch for';

/** One pitch per startup and investor in this many days: a second one waits for the answer or the time. */
export const PITCH_REPEAT_DAYS = 30;
export const PITCH_REPEAT_MESSAGE = `Your startup has pitched this investor in the last ${PITCH_REPEAT_DAYS} days: please wait for the answer`;
/** Pitches a startup may send in 24 hours (to different investors). */
export const PITCH_DAILY_LIMIT = 10;
export const PITCH_DAILY_LIMIT_MESSAGE = `Your startup can send at most ${PITCH_DAILY_LIMIT} pitches a day: please try again tomorrow`;
export const PITCH_WEBSITE_MESSAGE = 'This investor takes pitches on its own website';

/** Why an investor passes (one click); `other` takes a free text. */
export const PASS_REASONS = [
  { value: 'stage', text: 'Not the stage we invest in' },
  { value: 'industry', text: 'Outside the industries we invest in' },
  { value: 'market', text: 'Outside our markets' },
  { value: 'ticket', text: 'The amount does not fit our investment range' },
  { value: 'traction', text: 'We would like to see more traction first' },
  { value: 'portfolio', text: 'Conflicts with a company in our portfolio' },
  { value: 'other', text: 'Another reason' },
] as const;
export type PassReason = (typeof PASS_REASONS)[number]['value'];
export const PASS_REASON_VALUES = PASS_REASONS.map((reason) => reason.value) as [PassReason, ...PassReason[]];
export const PASS_NOTE_MAX = 1000;
export const PASS_REASON_MESSAGE = 'Please choose a reason';
export const PASS_NOTE_MESSAGE = `Please write your reason in at most ${PASS_NOTE_MAX} characters`;
export const REPLY_MAX = 3000;
export const REPLY_MESSAGE = `Please write your reply in at most ${REPLY_MAX} characters`;
export const PITCH_ANSWERED_MESSAGE = 'This pitch has been answered already';

export type PitchStatus = 'SENT' | 'REPLIED' | 'PASSED';

export const PITCH_STATUS_LABELS: Record<PitchStatus, string> = {
  SENT: 'Waiting for an answer',
  REPLIED: 'Replied',
  PASSED: 'Passed',
};

export function passReasonLabel(value: string | null): string | null {
  if (!value) return null;
  return PASS_REASONS.find((reason) => reason.value === value)?.text ?? value;
}

/** "€250,000": an amount in euros as people read it. */
export function formatEuros(amount: number): string {
  return `€${amount.toLocaleString('en-GB')}`;
}

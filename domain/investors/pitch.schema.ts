import { z } from 'zod';
import {
  PASS_NOTE_MAX,
  PASS_NOTE_MESSAGE,
  PASS_REASON_MESSAGE,
  PASS_REASON_VALUES,
  PITCH_AMOUNT_MAX,
  PITCH_AMOUNT_MESSAGE,
  PITCH_AMOUNT_MIN,
  PITCH_MESSAGE_MAX,
  PITCH_MESSAGE_MESSAGE,
  PITCH_MESSAGE_MIN,
  PITCH_STAGE_MESSAGE,
  PITCH_STARTUP_MESSAGE,
  REPLY_MAX,
  REPLY_MESSAGE,
} from './pitch-rules.ts';
import { PITCH_MESSAGE_BODY_MAX, PITCH_MESSAGE_BODY_MESSAGE } from './pitch-thread-rules.ts';

/** The pitch form's fields (the deck travels beside them as a file). */
export const SendPitchInput = z.object({
  companyKey: z.string({ error: PITCH_STARTUP_MESSAGE }).trim().min(1, PITCH_STARTUP_MESSAGE).max(100),
  message: z
    .string({ error: PITCH_MESSAGE_MESSAGE })
    .trim()
    .min(PITCH_MESSAGE_MIN, PITCH_MESSAGE_MESSAGE)
    .max(PITCH_MESSAGE_MAX, PITCH_MESSAGE_MESSAGE),
  amount: z
    .union([z.string(), z.number()], { error: PITCH_AMOUNT_MESSAGE })
    .transform((value) =>
      typeof value === 'number' ? value : Number(value.replace(/[\s,.€]/g, '') || Number.NaN),
    )
    .pipe(
      z
        .number({ error: PITCH_AMOUNT_MESSAGE })
        .int(PITCH_AMOUNT_MESSAGE)
        .min(PITCH_AMOUNT_MIN, PITCH_AMOUNT_MESSAGE)
        .max(PITCH_AMOUNT_MAX, PITCH_AMOUNT_MESSAGE),
    ),
  stage: z.string({ error: PITCH_STAGE_MESSAGE }).trim().min(1, PITCH_STAGE_MESSAGE).max(50),
});
export type SendPitchInput = z.output<typeof SendPitchInput>;

/** The investor's answer: a reply, or a pass with a reason (and a free text for `other`). */
export const AnswerPitchInput = z.discriminatedUnion('answer', [
  z.object({
    answer: z.literal('reply'),
    replyMessage: z
      .string({ error: REPLY_MESSAGE })
      .trim()
      .min(1, REPLY_MESSAGE)
      .max(REPLY_MAX, REPLY_MESSAGE),
  }),
  z
    .object({
      answer: z.literal('pass'),
      passReason: z.enum(PASS_REASON_VALUES, { error: PASS_REASON_MESSAGE }),
      passNote: z
        .string()
        .trim()
        .max(PASS_NOTE_MAX, PASS_NOTE_MESSAGE)
        .optional()
        .transform((value) => value || null),
    })
    .superRefine((value, context) => {
      if (value.passReason === 'other' && !value.passNote) {
        context.addIssue({ code: 'custom', path: ['passNote'], message: PASS_NOTE_MESSAGE });
      }
    }),
]);
export type AnswerPitchInput = z.output<typeof AnswerPitchInput>;

export const PitchStatus = z.enum(['SENT', 'REPLIED', 'PASSED']);

/** A pitch as the startup and the investor see it. */
export const Pitch = z.object({
  id: z.string(),
  investor: z.object({ key: z.string(), name: z.string(), logoImage: z.string().nullable() }),
  company: z.object({ key: z.string(), name: z.string(), logoImage: z.string().nullable() }),
  senderName: z.string().nullable(),
  message: z.string(),
  amount: z.number().int(),
  stage: z.string(),
  deckFileName: z.string(),
  deckBytes: z.number().int(),
  status: PitchStatus,
  replyMessage: z.string().nullable(),
  passReason: z.string().nullable(),
  passNote: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  /** The thread (issue 33): closed by either side (null: open). */
  closedAt: z.string().nullable(),
  /** The last word's time (the pitch or the newest message). */
  lastMessageAt: z.string(),
  /** Whose answer the thread waits for; null once closed or passed. */
  waitsFor: z.enum(['startup', 'investor']).nullable(),
  /** Messages of the other side the reader has not opened (0 for admins, who are neither side). */
  unread: z.number().int(),
});
export type Pitch = z.infer<typeof Pitch>;

export const PitchSide = z.enum(['startup', 'investor']);

/** A message in a pitch's thread: `body` is plain text (links are made clickable, nothing else). */
export const PitchMessageInput = z.object({
  body: z
    .string({ error: PITCH_MESSAGE_BODY_MESSAGE })
    .trim()
    .min(1, PITCH_MESSAGE_BODY_MESSAGE)
    .max(PITCH_MESSAGE_BODY_MAX, PITCH_MESSAGE_BODY_MESSAGE),
});
export type PitchMessageInput = z.output<typeof PitchMessageInput>;

export const PitchMessage = z.object({
  id: z.string(),
  side: PitchSide,
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type PitchMessage = z.infer<typeof PitchMessage>;

/**
 * A pitch's thread as one side reads it: the pitch, the messages oldest first, and for the investor
 * the startup's public page and, once the investor has replied, the founder's name and email.
 */
export const PitchThread = z.object({
  pitch: Pitch,
  /** Which side the reader is on; null for an admin who is a member of neither. */
  viewerSide: PitchSide.nullable(),
  messages: z.array(PitchMessage),
  closedBySide: PitchSide.nullable(),
  /** Whether the reader may write (a member of a side, the thread open). */
  canWrite: z.boolean(),
  startupPagePath: z.string(),
  /** Shown to the investor's side (and admins) once the investor wrote at least once; else null. */
  founderContact: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type PitchThread = z.infer<typeof PitchThread>;

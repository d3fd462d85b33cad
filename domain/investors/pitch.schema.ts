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
});
export type Pitch = z.infer<typeof Pitch>;

import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#domain/errors.ts';
import {
  AnswerPitchInput,
  Pitch,
  PitchMessageInput,
  PitchThread,
  SendPitchInput,
} from '#domain/investors/pitch.schema.ts';
import {
  DECK_FIELD,
  DECK_MAX_BYTES,
  DECK_MISSING_MESSAGE,
  DECK_TOO_LARGE_MESSAGE,
} from '#domain/investors/pitch-rules.ts';
import { answerPitch } from '../../../services/pitches/answer-pitch.ts';
import { closePitchThread } from '../../../services/pitches/close-pitch-thread.ts';
import { getPitchThread } from '../../../services/pitches/get-pitch-thread.ts';
import { getInvestorPitch, listInvestorPitches } from '../../../services/pitches/list-investor-pitches.ts';
import { getStartupPitch, listStartupPitches } from '../../../services/pitches/list-startup-pitches.ts';
import { postPitchMessage } from '../../../services/pitches/post-pitch-message.ts';
import { readPitchDeck } from '../../../services/pitches/read-pitch-deck.ts';
import { sendPitch } from '../../../services/pitches/send-pitch.ts';
import { defineRoute, registerRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';
import { requireUserId } from '../../session.ts';
import { sendCvFile } from '../applications/send-cv-file.ts';

const KeyParams = z.object({ key: z.string().max(100) });
const PitchParams = z.object({ key: z.string().max(100), id: z.string().max(100) });
const ThreadParams = z.object({ id: z.string().max(100) });
const ENVELOPE_BYTES = 64 * 1024;
const FIELD_BYTES = 4 * 1024;

/** The pitch form as multipart: its text fields and the deck (field `deck`, at most 10 MB). */
async function readPitchForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; deck: { fileName: string; data: Buffer } | null }> {
  const declared = Number(request.headers['content-length'] ?? 0);
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', DECK_TOO_LARGE_MESSAGE, { deck: [DECK_TOO_LARGE_MESSAGE] });
  if (declared > DECK_MAX_BYTES + ENVELOPE_BYTES + 4 * FIELD_BYTES) throw tooLarge();
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the pitch as multipart/form-data with the deck in the field deck',
    );
  }
  const fields: Record<string, string> = {};
  let deck: { fileName: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === DECK_FIELD && data.length > 0) deck = { fileName: part.filename, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
    if (statusCode === 413) throw tooLarge();
    if (typeof statusCode === 'number' && statusCode < 500) {
      throw new AppError('VALIDATION', 'The pitch could not be read', { deck: [DECK_MISSING_MESSAGE] });
    }
    throw error;
  }
  return { fields, deck };
}

/** Sending a pitch: multipart, in a scope of its own with the deck's limits. */
export const PITCH_SEND_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/investors/:key/pitches',
    summary:
      'Send a pitch (multipart/form-data: companyKey, message, amount in euros, stage, and the deck PDF in the field deck, at most 10 MB) to an investor that takes pitches by email (startup members and admins)',
    tags: ['funding'],
    params: KeyParams,
    response: Pitch,
    status: 201,
    errors: [401, 404, 409, 413, 415, 429],
    rateLimit: { max: 20, timeWindowMs: 60 * 60_000 },
    handler: async ({ params }, request) => {
      const userId = await requireUserId(request);
      const { fields, deck } = await readPitchForm(request);
      const values = SendPitchInput.safeParse(fields);
      if (!values.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of values.error.issues) {
          const name = issue.path.map(String).join('.') || '_';
          fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
        }
        throw new AppError('VALIDATION', 'Please correct the fields marked below', fieldErrors);
      }
      if (!deck) throw new AppError('VALIDATION', DECK_MISSING_MESSAGE, { deck: [DECK_MISSING_MESSAGE] });
      return sendPitch(toPortalDeps(request.server.deps), {
        userId,
        investorKey: params.key,
        platform: request.site.platform,
        values: values.data,
        deck,
      });
    },
  }),
];

export const PITCH_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/pitches/:id/messages',
    summary:
      "A pitch's thread: the pitch and its messages, oldest first, marked read for the reader's side (members of the pitching startup or of the investor, admins; 404 for anyone else)",
    tags: ['funding'],
    params: ThreadParams,
    response: PitchThread,
    errors: [401, 404],
    handler: async ({ params }, request) =>
      getPitchThread(request.server.deps, { userId: await requireUserId(request), pitchId: params.id }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/pitches/:id/messages',
    summary:
      "Write in a pitch's thread ({body}: plain text, 1-3000 characters); the other side is mailed a link to it. 409 once the thread is closed",
    tags: ['funding'],
    params: ThreadParams,
    body: PitchMessageInput,
    response: PitchThread,
    status: 201,
    errors: [401, 403, 404, 409, 429],
    rateLimit: { max: 60, timeWindowMs: 60 * 60_000 },
    handler: async ({ params, body }, request) =>
      postPitchMessage(toPortalDeps(request.server.deps), {
        userId: await requireUserId(request),
        pitchId: params.id,
        message: body,
      }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/pitches/:id/close',
    summary: "Close a pitch's thread (either side): no more messages after",
    tags: ['funding'],
    params: ThreadParams,
    response: PitchThread,
    errors: [401, 403, 404],
    handler: async ({ params }, request) =>
      closePitchThread(request.server.deps, { userId: await requireUserId(request), pitchId: params.id }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/pitches',
    summary: "The startup's pitches and their answers (members and admins; 404 for anyone else)",
    tags: ['funding'],
    params: KeyParams,
    response: z.object({ pitches: z.array(Pitch) }),
    errors: [401, 404],
    handler: async ({ params }, request) => {
      const list = await listStartupPitches(request.server.deps, await requireUserId(request), params.key);
      return { pitches: list.pitches };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/pitches/:id',
    summary: "One of the startup's pitches with the investor's answer",
    tags: ['funding'],
    params: PitchParams,
    response: Pitch,
    errors: [401, 404],
    handler: async ({ params }, request) =>
      getStartupPitch(request.server.deps, await requireUserId(request), params.key, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/investors/:key/pitches',
    summary: 'The pitches an investor received (its members and admins; 404 for anyone else)',
    tags: ['funding'],
    params: KeyParams,
    response: z.object({ pitches: z.array(Pitch) }),
    errors: [401, 404],
    handler: async ({ params }, request) => {
      const list = await listInvestorPitches(request.server.deps, await requireUserId(request), params.key);
      return { pitches: list.pitches };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/investors/:key/pitches/:id',
    summary: 'One pitch the investor received (a pitch to another investor is a 404)',
    tags: ['funding'],
    params: PitchParams,
    response: Pitch,
    errors: [401, 404],
    handler: async ({ params }, request) =>
      getInvestorPitch(request.server.deps, await requireUserId(request), params.key, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/investors/:key/pitches/:id/answer',
    summary: 'Answer a pitch once: {answer: reply, replyMessage} or {answer: pass, passReason, passNote?}',
    tags: ['funding'],
    params: PitchParams,
    body: AnswerPitchInput,
    response: Pitch,
    errors: [401, 404, 409],
    handler: async ({ params, body }, request) =>
      answerPitch(toPortalDeps(request.server.deps), {
        userId: await requireUserId(request),
        investorKey: params.key,
        pitchId: params.id,
        answer: body,
      }),
  }),
  ...(['investors', 'companies'] as const).map((side) =>
    defineRoute({
      method: 'GET',
      url: `/api/${side}/:key/pitches/:id/deck`,
      summary:
        "The pitch's deck as a PDF attachment (the investor's or the startup's members; 404 for anyone else)",
      tags: ['funding'],
      params: PitchParams,
      response: z.string().describe('The PDF (application/pdf, Content-Disposition: attachment)'),
      errors: [404],
      handler: async ({ params }, request, reply) => {
        const session = await request.getSession();
        if (!session) throw new AppError('NOT_FOUND', 'Deck not found');
        const deck = await readPitchDeck(toPortalDeps(request.server.deps), {
          userId: session.userId,
          side: side === 'investors' ? 'investor' : 'company',
          key: params.key,
          pitchId: params.id,
        });
        return sendCvFile(reply, deck);
      },
    }),
  ),
];

/** The pitch form's multipart parsing, with the deck's limits; the rest of the API never takes multipart. */
export async function registerPitchSendRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        files: 1,
        fileSize: DECK_MAX_BYTES,
        fields: 8,
        fieldSize: FIELD_BYTES,
        fieldNameSize: 100,
        parts: 9,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    for (const route of PITCH_SEND_ROUTES) registerRoute(scope, route);
  });
}

import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { toExportCsv } from '#domain/privacy/export-csv.ts';
import { DeleteTalentDataInput, PrivacyExport, TalentDataDeleted } from '#domain/privacy/privacy.schema.ts';
import { deleteTalentData } from '../../../services/privacy/delete-talent-data.ts';
import { exportMyData } from '../../../services/privacy/export-my-data.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';
import { requireUserId } from '../../session.ts';

const MINUTE = 60_000;
const PRIVATE = 'private, no-store';

/**
 * A download named after the day it was made (`nordhub-my-data-2026-11-20.json`). It holds what
 * people typed, so like every user upload served back it is never sniffed and, opened on its own
 * anyway, is a sandboxed document (no script, no same-origin rights).
 */
function asAttachment(reply: FastifyReply, now: Date, extension: 'json' | 'csv'): void {
  const day = now.toISOString().slice(0, 10);
  reply.header('content-disposition', `attachment; filename="nordhub-my-data-${day}.${extension}"`);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', 'sandbox');
}

/**
 * The privacy centre (`/settings/privacy`, issue 9 scope 8): the signed-in person's own data as a
 * download (JSON and CSV, never stored by a cache), and the confirmed deletion of their talent data.
 */
export const PRIVACY_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/users/me/export.json',
    summary:
      'Everything stored about the signed-in person (account, talent profile, applications with their status and history, saved jobs, interests, follows, saved searches, digest subscriptions, memberships by name, sessions), as a JSON attachment',
    tags: ['users'],
    response: PrivacyExport,
    errors: [401, 429],
    cacheControl: PRIVATE,
    rateLimit: { max: 20, timeWindowMs: 15 * MINUTE },
    handler: async (_input, request, reply) => {
      const userId = await requireUserId(request);
      const data = await exportMyData(request.server.deps, userId);
      asAttachment(reply, new Date(data.exportedAt), 'json');
      return data;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/users/me/export.csv',
    summary:
      'The same data as export.json as one CSV attachment: one value per line, columns section, item, field, value',
    tags: ['users'],
    response: z.string().describe('text/csv'),
    errors: [401, 429],
    cacheControl: PRIVATE,
    rateLimit: { max: 20, timeWindowMs: 15 * MINUTE },
    handler: async (_input, request, reply) => {
      const userId = await requireUserId(request);
      const data = await exportMyData(request.server.deps, userId);
      asAttachment(reply, new Date(data.exportedAt), 'csv');
      reply.type('text/csv; charset=utf-8');
      return toExportCsv(data);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/me/talent-data/delete',
    summary:
      "Delete the signed-in person's talent data (needs the password): applications anonymised (the startups keep an anonymous card), CV files deleted, quick-apply profile emptied, saved jobs, interests and saved searches removed; the account stays",
    tags: ['users'],
    body: DeleteTalentDataInput,
    response: TalentDataDeleted,
    errors: [401, 429],
    rateLimit: { max: 10, timeWindowMs: 15 * MINUTE },
    handler: async ({ body }, request) => {
      const userId = await requireUserId(request);
      return deleteTalentData(toPortalDeps(request.server.deps), userId, body);
    },
  }),
];

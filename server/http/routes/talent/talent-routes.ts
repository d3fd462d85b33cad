import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { setCompanyFollowed, setJobInterest, setJobSaved } from '../../../services/talent/job-toggles.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const JobIdParams = z.object({ id: z.string().max(64) });
const CompanyKeyParams = z.object({ key: z.string().min(1).max(200) });
const Saved = z.object({ saved: z.boolean() });
const Interest = z.object({ interestedAt: z.iso.datetime().nullable() });
const Followed = z.object({ followed: z.boolean() });

function platformOf(request: FastifyRequest) {
  return request.site.platform;
}

/** docs/product.md, Interest, saving and following and Calls calls: save, interest and follow, for the signed-in user. */
export const TALENT_ROUTES = [
  ...([true, false] as const).map((saved) =>
    defineRoute({
      method: 'POST',
      url: saved ? '/api/jobs/:id/save' : '/api/jobs/:id/unsave',
      summary: saved ? 'Save a job for later (idempotent)' : 'Remove a job from the saved jobs (idempotent)',
      tags: ['talent'],
      params: JobIdParams,
      response: Saved,
      errors: [401, 404],
      handler: async ({ params }, request) =>
        setJobSaved(request.server.deps, {
          userId: await requireUserId(request),
          jobId: params.id,
          saved,
          platform: platformOf(request),
        }),
    }),
  ),
  ...([true, false] as const).map((interested) =>
    defineRoute({
      method: 'POST',
      url: interested ? '/api/jobs/:id/interested' : '/api/jobs/:id/uninterested',
      summary: interested
        ? 'Mark interest in a job: sets interestedAt (kept if already set)'
        : 'Withdraw interest in a job: interestedAt becomes null',
      tags: ['talent'],
      params: JobIdParams,
      response: Interest,
      errors: [401, 404],
      handler: async ({ params }, request) =>
        setJobInterest(request.server.deps, {
          userId: await requireUserId(request),
          jobId: params.id,
          interested,
          platform: platformOf(request),
        }),
    }),
  ),
  ...([true, false] as const).map((followed) =>
    defineRoute({
      method: 'POST',
      url: followed ? '/api/companies/:key/follow' : '/api/companies/:key/unfollow',
      summary: followed ? 'Follow a startup (idempotent)' : 'Stop following a startup (idempotent)',
      tags: ['talent'],
      params: CompanyKeyParams,
      response: Followed,
      errors: [401, 404],
      handler: async ({ params }, request) =>
        setCompanyFollowed(request.server.deps, {
          userId: await requireUserId(request),
          key: params.key,
          followed,
          platform: platformOf(request),
        }),
    }),
  ),
];

import { z } from 'zod';
import {
  EngagementLogInput,
  EngagementLogResult,
  ProfileEngagementList,
} from '#domain/engagement/engagement.schema.ts';
import { listProfileEngagements } from '../../../services/engagement/list-profile-engagements.ts';
import { logEngagement } from '../../../services/engagement/log-engagement.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const KeyParams = z.object({ key: z.string().max(100) });

/** The profiles whose members read who viewed or contacted them. */
const ENGAGEMENT_LISTS = [
  { profileType: 'investor', path: 'investors', noun: 'investor', tag: 'investors' },
  { profileType: 'company', path: 'companies', noun: 'startup', tag: 'startups' },
] as const;

/**
 * Engagement (docs/product.md, Calls `POST engagement/log`, issue 12): the current profile's views and contacts of
 * investors and startups, and the profile's own list of them ("Who viewed your profile").
 */
export const ENGAGEMENT_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/engagement/log',
    summary:
      'Log that the current profile (a startup or investor of the signed-in user) viewed or contacted a published investor or startup; once per day',
    tags: ['investors'],
    body: EngagementLogInput,
    response: EngagementLogResult,
    errors: [401, 404, 429],
    rateLimit: { max: 60, timeWindowMs: 60_000 },
    keepsPublicPages: true,
    handler: async ({ body }, request) =>
      logEngagement(request.server.deps, await requireUserId(request), body, request.site.platform),
  }),
  ...ENGAGEMENT_LISTS.map(({ profileType, path, noun, tag }) =>
    defineRoute({
      method: 'GET',
      url: `/api/${path}/:key/engagements`,
      summary: `Who viewed or contacted the ${noun}'s profile, newest first (members and admins)`,
      tags: [tag],
      params: KeyParams,
      response: ProfileEngagementList,
      errors: [401, 404],
      cacheControl: 'private, no-store',
      handler: async ({ params }, request) =>
        listProfileEngagements(
          request.server.deps,
          await requireUserId(request),
          profileType,
          params.key,
          request.site.platform,
        ),
    }),
  ),
];

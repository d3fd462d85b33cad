import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AcceptInviteResult,
  InviteMemberInput,
  InvitePreview,
  PendingInvite,
  TeamOverview,
  type TeamProfileType,
} from '#domain/companies/team.schema.ts';
import { acceptInvite } from '../../../services/team/accept-invite.ts';
import { getInvitePreview } from '../../../services/team/get-invite-preview.ts';
import { getTeam } from '../../../services/team/get-team.ts';
import { inviteMember } from '../../../services/team/invite-member.ts';
import { removeMember } from '../../../services/team/remove-member.ts';
import { revokeInvite } from '../../../services/team/revoke-invite.ts';
import type { TeamDeps } from '../../../services/team/team-deps.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const KeyParams = z.object({ key: z.string().max(100) });
const InviteParams = KeyParams.extend({ inviteId: z.uuid() });
const MemberParams = KeyParams.extend({ userId: z.uuid() });
const TokenParams = z.object({ token: z.string().max(200) });
const HOUR_MS = 3_600_000;

function teamDeps(request: FastifyRequest): TeamDeps {
  const deps = request.server.deps;
  return { db: deps.db, now: deps.now, mail: deps.mail, publicUrl: deps.env.PUBLIC_URL };
}

/** The team routes of one kind of profile: `/api/companies/{key}/…` or `/api/investors/{key}/…`. */
function profileTeamRoutes(type: TeamProfileType) {
  const base = type === 'company' ? '/api/companies/:key' : '/api/investors/:key';
  const tag = type === 'company' ? 'startups' : 'investors';
  const whose = type === 'company' ? "A startup's" : "An investor's";
  return [
    defineRoute({
      method: 'GET',
      url: `${base}/members`,
      summary: `${whose} members and pending invitations (members and admins)`,
      tags: [tag],
      params: KeyParams,
      response: TeamOverview,
      errors: [401, 404],
      cacheControl: 'private, no-store',
      handler: async ({ params }, request) =>
        getTeam(request.server.deps, await requireUserId(request), type, params.key),
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/invites`,
      summary:
        'Invite an address to the team: mails a link valid 14 days; a pending invitation to the same address is replaced',
      tags: [tag],
      params: KeyParams,
      body: InviteMemberInput,
      response: PendingInvite,
      status: 201,
      errors: [401, 404, 409, 429],
      rateLimit: { max: 20, timeWindowMs: HOUR_MS },
      handler: async ({ params, body }, request) =>
        inviteMember(teamDeps(request), await requireUserId(request), type, params.key, body),
    }),
    defineRoute({
      method: 'DELETE',
      url: `${base}/invites/:inviteId`,
      summary: 'Revoke a pending invitation: its link stops working',
      tags: [tag],
      params: InviteParams,
      response: z.object({ ok: z.literal(true) }),
      errors: [401, 404],
      handler: async ({ params }, request) => {
        await revokeInvite(
          request.server.deps,
          await requireUserId(request),
          type,
          params.key,
          params.inviteId,
        );
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: `${base}/members/:userId`,
      summary: 'Remove a member (yourself: leave); the last member cannot leave or be removed (409)',
      tags: [tag],
      params: MemberParams,
      response: z.object({ ok: z.literal(true), hasLeft: z.boolean() }),
      errors: [401, 404, 409],
      handler: async ({ params }, request) => {
        const { hasLeft } = await removeMember(
          request.server.deps,
          await requireUserId(request),
          type,
          params.key,
          params.userId,
        );
        return { ok: true as const, hasLeft };
      },
    }),
  ];
}

/**
 * Teams (issue 8 scope 2 for startups, issue 12 for investors; one implementation): members and
 * invitations for the profile's members and admins (anyone else gets 404, as for a missing
 * profile), and the invitation link's own routes, shared by both kinds.
 */
export const TEAM_ROUTES = [
  ...profileTeamRoutes('company'),
  ...profileTeamRoutes('investor'),
  defineRoute({
    method: 'GET',
    url: '/api/invites/:token',
    summary:
      'An invitation as its link shows it: whose team (startup or investor) and the invited address, masked',
    tags: ['startups', 'investors'],
    params: TokenParams,
    response: InvitePreview,
    errors: [404, 410],
    cacheControl: 'private, no-store',
    handler: ({ params }, request) => getInvitePreview(request.server.deps, params.token),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/invites/:token/accept',
    summary:
      "Accept an invitation: the signed-in account's address must be the invited one (409 otherwise); the account becomes a member",
    tags: ['startups', 'investors'],
    params: TokenParams,
    response: AcceptInviteResult,
    errors: [401, 404, 409, 410],
    rateLimit: { max: 30, timeWindowMs: 60_000 },
    handler: async ({ params }, request) =>
      acceptInvite(request.server.deps, await requireUserId(request), params.token),
  }),
];

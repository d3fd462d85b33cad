import type { z } from 'zod';
import type { InviteMemberInput, TeamProfileType } from '#domain/companies/team.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { acceptInvite } from './accept-invite.ts';
import { getInviteForViewer } from './get-invite-preview.ts';
import { getTeam } from './get-team.ts';
import { inviteMember } from './invite-member.ts';
import { removeMember } from './remove-member.ts';
import { revokeInvite } from './revoke-invite.ts';

/**
 * A team as the pages see it (`services.team`): `/client/startups/{key}/users`,
 * `/client/investors/{key}/users` (the profile's `type`: 'company' or 'investor') and the invitation
 * page `/client/invites/{key}`. Each operation takes the signed-in user's id and checks membership
 * itself (another profile's team is a 404).
 */
export function createTeamWebServices(deps: PortalDeps) {
  return {
    getTeam: (userId: string, type: TeamProfileType, key: string) => getTeam(deps, userId, type, key),
    inviteMember: (
      userId: string,
      type: TeamProfileType,
      key: string,
      input: z.output<typeof InviteMemberInput>,
    ) => inviteMember(deps, userId, type, key, input),
    revokeInvite: (userId: string, type: TeamProfileType, key: string, inviteId: string) =>
      revokeInvite(deps, userId, type, key, inviteId),
    removeMember: (userId: string, type: TeamProfileType, key: string, memberUserId: string) =>
      removeMember(deps, userId, type, key, memberUserId),
    /** The invitation page: NOT_FOUND / GONE when the key does not work any more. */
    getInvite: (token: string, viewerUserId: string | null) => getInviteForViewer(deps, token, viewerUserId),
    acceptInvite: (userId: string, token: string) => acceptInvite(deps, userId, token),
  };
}

export type TeamWebServices = ReturnType<typeof createTeamWebServices>;

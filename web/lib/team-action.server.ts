import { redirect } from 'react-router';
import {
  InviteMemberInput,
  RemoveMemberForm,
  RevokeInviteForm,
  type TeamProfileType,
} from '#domain/companies/team.schema.ts';
import { AppError } from '#domain/errors.ts';
import type { WebContext } from '#server/http/web-context.ts';
import { parseForm, readForm, runFormAction } from './form-action.server.ts';

/**
 * The team page's forms (`/client/startups/{key}/users`, `/client/investors/{key}/users`; plain
 * posts, so they work without JavaScript): invite, revoke an invitation, remove a member, leave.
 * Leaving (or removing oneself) ends on `/client`: the profile is no longer the user's.
 */
export async function runTeamAction(
  app: WebContext,
  userId: string,
  type: TeamProfileType,
  key: string,
  request: Request,
) {
  const team = app.services.team;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    switch (form.intent) {
      case 'invite': {
        const input = parseForm(InviteMemberInput, form.values);
        await team.inviteMember(userId, type, key, input);
        return { ok: true as const, intent: 'invite', message: `Invitation sent to ${input.email}.` };
      }
      case 'revoke': {
        const { inviteId } = parseForm(RevokeInviteForm, form.values);
        await team.revokeInvite(userId, type, key, inviteId);
        return {
          ok: true as const,
          intent: 'revoke',
          message: 'The invitation is revoked: its link no longer works.',
        };
      }
      case 'remove':
      case 'leave': {
        const memberId = form.intent === 'leave' ? userId : parseForm(RemoveMemberForm, form.values).userId;
        const overview = await team.getTeam(userId, type, key);
        const member = overview.members.find((candidate) => candidate.userId === memberId);
        const { hasLeft } = await team.removeMember(userId, type, key, memberId);
        if (hasLeft) return redirect('/client');
        return {
          ok: true as const,
          intent: 'remove',
          message: `${member?.name ?? 'The member'} is no longer a member of ${overview.name}.`,
        };
      }
      default:
        throw new AppError('VALIDATION', 'Please use one of the buttons of the page');
    }
  });
}

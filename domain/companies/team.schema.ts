import { z } from 'zod';
import {
  ALREADY_MEMBER_MESSAGE,
  INVITE_EMAIL_MAX_LENGTH,
  INVITE_EMAIL_MESSAGE,
  INVITE_INVALID_MESSAGE,
  INVITE_TTL_DAYS,
  isInvitedAddress,
  LAST_MEMBER_MESSAGE,
  lastMemberMessage,
  MAX_PENDING_INVITES,
  maskEmail,
  TEAM_PROFILE_TYPES,
  type TeamProfileType,
  TOO_MANY_INVITES_MESSAGE,
  teamProfileNoun,
} from './team-constants.ts';

/**
 * A team (`/client/startups/{key}/users`, issue 8 scope 2; `/client/investors/{key}/users`, issue
 * 12): a startup's or an investor's members and invitations by email, one implementation for both
 * (`profileType`). Every member has the same rights; `role` (owner or member) only says who created
 * the profile. An invitation is accepted by an account with the invited address, new or existing.
 */

/** Whose team: a startup (`company`, as in the profile id `company:<key>`) or an investor. */
export const TeamProfileTypeSchema = z.enum(TEAM_PROFILE_TYPES);

export const InviteMemberInput = z.object({
  email: z
    .string({ error: INVITE_EMAIL_MESSAGE })
    .trim()
    .max(INVITE_EMAIL_MAX_LENGTH, { error: INVITE_EMAIL_MESSAGE })
    .pipe(z.email({ error: INVITE_EMAIL_MESSAGE }))
    .transform((email) => email.toLowerCase()),
});
export type InviteMemberInput = z.input<typeof InviteMemberInput>;

export const TeamMember = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Informational only: who created the startup ('owner') or joined it ('member'). */
  role: z.enum(['owner', 'member']),
  joinedAt: z.iso.datetime({ offset: true }),
  /** The member looking at the list. */
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const PendingInvite = z.object({
  id: z.uuid(),
  email: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  invitedBy: z.string().nullable(),
});
export type PendingInvite = z.infer<typeof PendingInvite>;

export const TeamOverview = z.object({
  profileType: TeamProfileTypeSchema,
  /** The startup's or investor's key and name. */
  key: z.string(),
  name: z.string(),
  members: z.array(TeamMember),
  /** Pending (not accepted, revoked or expired), newest first. */
  invites: z.array(PendingInvite),
});
export type TeamOverview = z.infer<typeof TeamOverview>;

/** What anyone holding the link may see: the team's profile and name, the invited address masked. */
export const InvitePreview = z.object({
  profileType: TeamProfileTypeSchema,
  name: z.string(),
  email: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type InvitePreview = z.infer<typeof InvitePreview>;

export const AcceptInviteResult = z.object({
  profileType: TeamProfileTypeSchema,
  key: z.string(),
  name: z.string(),
});
export type AcceptInviteResult = z.infer<typeof AcceptInviteResult>;

/** The team page's Revoke button (one form per pending invitation). */
export const RevokeInviteForm = z.object({ inviteId: z.uuid({ error: 'Invitation not found' }) });
/** The team page's Remove button (one form per member). */
export const RemoveMemberForm = z.object({ userId: z.uuid({ error: 'Member not found' }) });

export {
  ALREADY_MEMBER_MESSAGE,
  INVITE_EMAIL_MAX_LENGTH,
  INVITE_EMAIL_MESSAGE,
  INVITE_INVALID_MESSAGE,
  INVITE_TTL_DAYS,
  isInvitedAddress,
  LAST_MEMBER_MESSAGE,
  lastMemberMessage,
  MAX_PENDING_INVITES,
  maskEmail,
  type TeamProfileType,
  TOO_MANY_INVITES_MESSAGE,
  teamProfileNoun,
};

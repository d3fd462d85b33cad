/**
 * The team's limits, messages and address rules as plain data, free of zod so the team pages'
 * browser code can use them. The schemas are in team.schema.ts.
 */

/** How long an invitation link works. Two weeks: long enough for holidays, short enough to go stale. */
export const INVITE_TTL_DAYS = 14;
/** Pending invitations a team (startup or investor) may have at once (a cap on mail sent from the page). */
export const MAX_PENDING_INVITES = 50;
/**
 * The longest address that can be invited: the sign-up form takes 50 characters (docs/product.md, Constants), and a new
 * person accepts by signing up with the invited address.
 */
export const INVITE_EMAIL_MAX_LENGTH = 50;

export const INVITE_EMAIL_MESSAGE = 'Please enter a valid email address';
export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of the team';
export const TOO_MANY_INVITES_MESSAGE = `There are already ${MAX_PENDING_INVITES} pending invitations: revoke some before sending more`;
export const INVITE_INVALID_MESSAGE = 'This invitation is no longer valid';
/** The profiles that have a team: a startup ('company', as in `company:<key>`) or an investor. */
export type TeamProfileType = 'company' | 'investor';
export const TEAM_PROFILE_TYPES = ['company', 'investor'] as const;

/** 'startup' or 'investor profile', for sentences about the team's profile. */
export function teamProfileNoun(type: TeamProfileType): string {
  return type === 'company' ? 'startup' : 'investor profile';
}

export function lastMemberMessage(type: TeamProfileType): string {
  const noun = type === 'company' ? 'A startup' : 'An investor profile';
  return `${noun} needs at least one member: invite someone else before the last member leaves`;
}
export const LAST_MEMBER_MESSAGE = lastMemberMessage('company');

/**
 * An address as a stranger holding the link may see it: the first character of the local part and
 * the domain (`a***@example.com`), so the right person recognises it and nobody learns it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return `${local.charAt(0)}***@${domain}`;
}

/** True when the account's address is the invited one (addresses compare without case). */
export function isInvitedAddress(accountEmail: string, invitedEmail: string): boolean {
  return accountEmail.trim().toLowerCase() === invitedEmail.trim().toLowerCase();
}

/** The saved profile choice ("company:<key>", "investor:<key>") of a team's startup or investor. */
export function teamProfileValue(profile: { type: TeamProfileType; key: string }): string {
  return `${profile.type}:${profile.key}`;
}

/** The portal home of a team's startup or investor (where an accepted invitation leads). */
export function teamPortalPath(profile: { type: TeamProfileType; key: string }): string {
  const base = profile.type === 'company' ? '/client/startups/' : '/client/investors/';
  return `${base}${encodeURIComponent(profile.key)}`;
}

import type { TeamProfileType } from '#domain/companies/team-constants.ts';
import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { cleanText, renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/** What a team does together on Nordhub, by the kind of profile. */
const TEAM_WORK: Record<TeamProfileType, { together: string; preheader: (name: string) => string }> = {
  company: {
    together: "posts jobs, meets applicants and manages the startup's profile together",
    preheader: (name) => `manage ${name}'s jobs and applicants with the team`,
  },
  investor: {
    together: "reads and answers startups' pitches and manages the investor profile together",
    preheader: (name) => `read and answer the pitches ${name} gets with the team`,
  },
};

/**
 * Sent when a member invites someone to a startup's team (issue 8 scope 2) or an investor's (issue
 * 12). The link opens
 * `/client/invites/{key}`, where a new person signs up and an existing one logs in with this address
 * and accepts. The names come from users: the subject is built from cleaned text (no line breaks).
 */
export function buildTeamInviteMessage(input: {
  to: string;
  profileType: TeamProfileType;
  /** The startup's or investor's name. */
  profileName: string;
  /** The inviting member's name; null when unknown. */
  inviterName: string | null;
  link: string;
  expiresInDays: number;
}): MailMessage {
  const company = cleanText(input.profileName);
  const work = TEAM_WORK[input.profileType];
  const inviter = cleanText(input.inviterName ?? '');
  const subject = inviter
    ? `${inviter} invited you to join ${company} on Nordhub`
    : `You are invited to join ${company} on Nordhub`;
  const { html, text } = renderEmailLayout({
    heading: `Join ${company} on Nordhub`,
    preheader: `Accept the invitation to ${work.preheader(company)}.`,
    paragraphs: [
      'Hi,',
      `${inviter || 'A member of the team'} invited you to join ${company} on Nordhub, where the team ${work.together}.`,
      `Open the invitation and log in with this email address (${input.to}), or create an account with it if you do not have one yet.`,
    ],
    action: { label: 'Accept the invitation', url: input.link },
    notes: [
      `This invitation works once and expires in ${input.expiresInDays} days.`,
      'If you did not expect this invitation, you can ignore this email.',
    ],
  });
  return {
    to: input.to,
    subject,
    html,
    text,
    kind: 'team_invite',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { cleanText, renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/**
 * Sent when a member invites someone to the startup's team (issue 8 scope 2). The link opens
 * `/client/invites/{key}`, where a new person signs up and an existing one logs in with this address
 * and accepts. The names come from users: the subject is built from cleaned text (no line breaks).
 */
export function buildTeamInviteMessage(input: {
  to: string;
  companyName: string;
  /** The inviting member's name; null when unknown. */
  inviterName: string | null;
  link: string;
  expiresInDays: number;
}): MailMessage {
  const company = cleanText(input.companyName);
  const inviter = cleanText(input.inviterName ?? '');
  const subject = inviter
    ? `${inviter} invited you to join ${company} on Nordhub`
    : `You are invited to join ${company} on Nordhub`;
  const { html, text } = renderEmailLayout({
    heading: `Join ${company} on Nordhub`,
    preheader: `Accept the invitation to manage ${company}'s jobs and applicants with the team.`,
    paragraphs: [
      'Hi,',
      `${inviter || 'A member of the team'} invited you to join ${company} on Nordhub, where the team posts jobs, meets applicants and manages the startup's profile together.`,
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

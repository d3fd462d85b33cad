import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import {
  formatGreeting,
  formatSingleUseNote,
  renderEmailLayout,
  TRANSACTIONAL_HEADERS,
} from './render-email-layout.ts';

export const VERIFY_NEW_EMAIL_SUBJECT = 'Confirm your new email address';

/**
 * Sent to the new address when a user changes their email: the account switches to it only after
 * the single-use key in the link is used, which proves the new mailbox is theirs.
 */
export function buildVerifyNewEmailMessage(input: {
  /** The new address, the one being confirmed. */
  to: string;
  firstName: string;
  link: string;
  expiresInMinutes?: number;
}): MailMessage {
  const { html, text } = renderEmailLayout({
    heading: VERIFY_NEW_EMAIL_SUBJECT,
    preheader: 'Confirm the new email address of your Nordhub account.',
    paragraphs: [
      formatGreeting(input.firstName),
      `You asked to use ${input.to} as the email address of your Nordhub account. Please confirm that this address is yours.`,
    ],
    action: { label: 'Confirm new email address', url: input.link },
    notes: [
      formatSingleUseNote(input.expiresInMinutes),
      'If you did not ask for this change, you can ignore this email: your account keeps its current address.',
    ],
  });
  return {
    to: input.to,
    subject: VERIFY_NEW_EMAIL_SUBJECT,
    html,
    text,
    kind: 'verify_new_email',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import {
  formatGreeting,
  formatSingleUseNote,
  renderEmailLayout,
  TRANSACTIONAL_HEADERS,
} from './render-email-layout.ts';

export const VERIFY_EMAIL_SUBJECT = 'Verify your email address';

/** Sent at sign-up: the link carries the single-use key that marks the address verified (docs/product.md, Session). */
export function buildVerifyEmailMessage(input: {
  to: string;
  firstName: string;
  link: string;
  expiresInMinutes?: number;
}): MailMessage {
  const { html, text } = renderEmailLayout({
    heading: VERIFY_EMAIL_SUBJECT,
    preheader: 'Confirm your email address to finish setting up your Nordhub account.',
    paragraphs: [
      formatGreeting(input.firstName),
      'Thanks for signing up to Nordhub. Please confirm that this is your email address, so we can keep your account safe and reach you about jobs and applications.',
    ],
    action: { label: 'Verify email address', url: input.link },
    notes: [
      formatSingleUseNote(input.expiresInMinutes),
      'If you did not sign up to Nordhub, you can ignore this email.',
    ],
  });
  return {
    to: input.to,
    subject: VERIFY_EMAIL_SUBJECT,
    html,
    text,
    kind: 'verify_email',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import {
  formatGreeting,
  formatSingleUseNote,
  renderEmailLayout,
  TRANSACTIONAL_HEADERS,
} from './render-email-layout.ts';

export const RESET_PASSWORD_SUBJECT = 'Reset your Nordhub password';

/** Sent by forgot password: the link carries a single-use key that expires (docs/product.md, Calls reset-password). */
export function buildResetPasswordMessage(input: {
  to: string;
  firstName: string;
  link: string;
  expiresInMinutes: number;
}): MailMessage {
  const { html, text } = renderEmailLayout({
    heading: 'Reset your password',
    preheader: 'Choose a new password for your Nordhub account.',
    paragraphs: [
      formatGreeting(input.firstName),
      `We received a request to reset the password of the Nordhub account for ${input.to}. Choose a new password with the button below.`,
    ],
    action: { label: 'Choose a new password', url: input.link },
    notes: [
      formatSingleUseNote(input.expiresInMinutes),
      'If you did not ask for a new password, you can ignore this email: your password stays the same.',
    ],
  });
  return {
    to: input.to,
    subject: RESET_PASSWORD_SUBJECT,
    html,
    text,
    kind: 'reset_password',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

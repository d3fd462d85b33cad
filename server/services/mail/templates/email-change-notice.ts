import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { formatGreeting, renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your Nordhub email address is being changed';

/**
 * Sent to the account's current address when someone logged in asks to move the account to another
 * address: if it was not the owner, changing the password (still possible with this address until
 * the new one is confirmed) voids the pending change.
 */
export function buildEmailChangeNoticeMessage(input: {
  /** The current address of the account. */
  to: string;
  firstName: string;
  /** The address the account is asked to move to. */
  newEmail: string;
  /** `/settings` on the public URL. */
  settingsLink: string;
}): MailMessage {
  const { html, text } = renderEmailLayout({
    heading: 'Your email address is being changed',
    preheader: 'Someone asked to change the email address of your Nordhub account.',
    paragraphs: [
      formatGreeting(input.firstName),
      `We received a request to change the email address of your Nordhub account from ${input.to} to ${input.newEmail}. The change happens when the link we sent to ${input.newEmail} is opened; until then you log in with ${input.to} as before.`,
    ],
    action: { label: 'Review your account', url: input.settingsLink },
    notes: [
      'If this was you, there is nothing more to do here.',
      'If it was not you, log in and change your password in My Account: that cancels the change. If you can no longer log in, contact us from the Contact page of Nordhub.',
    ],
  });
  return {
    to: input.to,
    subject: EMAIL_CHANGE_NOTICE_SUBJECT,
    html,
    text,
    kind: 'email_change_notice',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

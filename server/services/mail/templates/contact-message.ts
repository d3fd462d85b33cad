import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/**
 * A message from the contact form (`/contact`), to the team's inbox: who wrote, about what, the
 * message itself, and a link to mark it handled in the back office. Answering the mail answers the
 * sender (Reply-To). Every value is escaped by the layout.
 */
export function buildContactMessageMail(input: {
  to: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  adminLink: string;
}): MailMessage {
  const subject = `Contact form (${input.topic}): ${input.name}`;
  const { html, text } = renderEmailLayout({
    heading: `New message: ${input.topic}`,
    preheader: `${input.name} <${input.email}> wrote through the contact form.`,
    paragraphs: [
      `From: ${input.name} <${input.email}>`,
      `Topic: ${input.topic}`,
      ...input.message.split(/\n{2,}/),
    ],
    action: { label: 'Open the contact messages', url: input.adminLink },
    notes: ['Reply to this mail to answer the sender.'],
  });
  return {
    to: input.to,
    subject,
    html,
    text,
    kind: 'contact_message',
    headers: { ...TRANSACTIONAL_HEADERS, 'Reply-To': input.email },
  };
}

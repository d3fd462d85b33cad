import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/** Five days before a job expires (docs/product.md, Job lifecycle): a one-click extend, no login needed. */
export function buildJobStillHiringMessage(input: {
  to: string;
  jobTitle: string;
  companyName: string;
  expiresOn: string;
  extendedUntil: string;
  extendLink: string;
  manageLink: string;
}): MailMessage {
  const subject = `Still hiring? ${input.jobTitle} expires on ${input.expiresOn}`;
  const { html, text } = renderEmailLayout({
    heading: 'Are you still hiring?',
    preheader: `${input.jobTitle} at ${input.companyName} stops taking applications on ${input.expiresOn}.`,
    paragraphs: [
      `Your job "${input.jobTitle}" at ${input.companyName} expires on ${input.expiresOn}. After that it no longer shows in search and stops taking applications.`,
      `Still looking? One click keeps it open until ${input.extendedUntil}.`,
    ],
    action: { label: 'Yes, keep it open', url: input.extendLink },
    notes: [
      `Filled it, or want to change it? Manage the job here: ${input.manageLink}`,
      'If you do nothing, the job expires on its date. You can renew it later from your startup portal.',
    ],
  });
  return {
    to: input.to,
    subject,
    html,
    text,
    kind: 'job_still_hiring',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

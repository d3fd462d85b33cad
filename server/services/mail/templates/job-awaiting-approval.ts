import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/** A job was created on the startup's behalf (imported, by an admin or the Scout team): approve it. */
export function buildJobAwaitingApprovalMessage(input: {
  to: string;
  jobTitle: string;
  companyName: string;
  createdBy: string;
  approveLink: string;
}): MailMessage {
  const subject = `Approve your job: ${input.jobTitle}`;
  const { html, text } = renderEmailLayout({
    heading: 'A job is waiting for your approval',
    preheader: `${input.createdBy} prepared "${input.jobTitle}" for ${input.companyName}.`,
    paragraphs: [
      `${input.createdBy} prepared the job "${input.jobTitle}" for ${input.companyName}.`,
      'Nothing is public until you approve it. Check the text, change what you like, and approve it to publish.',
    ],
    action: { label: 'Review and approve', url: input.approveLink },
    notes: [],
  });
  return {
    to: input.to,
    subject,
    html,
    text,
    kind: 'job_awaiting_approval',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/** The Nordhub team took a job off the site (back office): the startup's members get the reason. */
export function buildJobUnpublishedMessage(input: {
  to: string;
  jobTitle: string;
  companyName: string;
  reason: string;
  manageLink: string;
}): MailMessage {
  const subject = `Your job was unpublished: ${input.jobTitle}`;
  const { html, text } = renderEmailLayout({
    heading: 'The Nordhub team unpublished your job',
    preheader: `"${input.jobTitle}" at ${input.companyName} is no longer on Nordhub.`,
    paragraphs: [
      `The Nordhub team took the job "${input.jobTitle}" at ${input.companyName} off the site. It is no longer listed, and its page is gone.`,
      `The reason: ${input.reason}`,
      'If you think this is a mistake, answer this mail and tell us; the team can restore the job.',
    ],
    action: { label: 'See your jobs', url: input.manageLink },
    notes: [],
  });
  return {
    to: input.to,
    subject,
    html,
    text,
    kind: 'job_unpublished',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

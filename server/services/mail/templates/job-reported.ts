import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/**
 * Three talents said a job is filled or no longer available: its startup's members and the admins
 * hear of it once, so a dead job does not waste more people's time.
 */
export function buildJobReportedMessage(input: {
  to: string;
  jobTitle: string;
  companyName: string;
  reports: number;
  manageLink: string;
  forAdmin: boolean;
}): MailMessage {
  const subject = `${input.reports} talents say "${input.jobTitle}" is filled or closed`;
  const { html, text } = renderEmailLayout({
    heading: 'Is this job still open?',
    preheader: `${input.reports} people reported "${input.jobTitle}" at ${input.companyName} as filled or no longer available.`,
    paragraphs: input.forAdmin
      ? [
          `${input.reports} different talents reported "${input.jobTitle}" at ${input.companyName} as filled or no longer available.`,
          'The startup has been told as well. Check the job and unpublish it if it is dead.',
        ]
      : [
          `${input.reports} different talents told us "${input.jobTitle}" looks filled or no longer available.`,
          'If you have filled it, pause it so nobody applies in vain. If it is still open, you can ignore this mail.',
        ],
    action: { label: 'Open the job', url: input.manageLink },
    notes: [],
  });
  return { to: input.to, subject, html, text, kind: 'job_reported', headers: { ...TRANSACTIONAL_HEADERS } };
}

import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import {
  cleanText,
  formatGreeting,
  renderEmailLayout,
  TRANSACTIONAL_HEADERS,
} from './render-email-layout.ts';

/**
 * Sent to the talent once an application is sent (issue 9, apply): to the account's own address
 * (never one typed into the form, so the form cannot mail strangers), with a link to My jobs where
 * its status shows and where it can be withdrawn.
 */
export function buildApplicationConfirmationMessage(input: {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  /** The application was mailed to the startup's address rather than put in its pipeline. */
  viaEmail: boolean;
  myJobsLink: string;
}): MailMessage {
  const job = cleanText(input.jobTitle);
  const company = cleanText(input.companyName);
  const { html, text } = renderEmailLayout({
    heading: 'Your application is sent',
    preheader: `${company} has your application for ${job}.`,
    paragraphs: [
      formatGreeting(input.firstName),
      input.viaEmail
        ? `Your application for ${job} at ${company} was emailed to the startup with your CV attached.`
        : `Your application for ${job} at ${company} is with the startup now, with your CV and details.`,
      input.viaEmail
        ? 'The startup handles it by email, so it will answer you there.'
        : 'You can follow its status in My jobs: Applied, In review, and then the startup’s decision.',
    ],
    action: { label: 'See my applications', url: input.myJobsLink },
    notes: ['Changed your mind? You can withdraw the application in My jobs.', 'Good luck!'],
  });
  return {
    to: input.to,
    subject: `Application sent: ${job} at ${company}`,
    html,
    text,
    kind: 'application_confirmation',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

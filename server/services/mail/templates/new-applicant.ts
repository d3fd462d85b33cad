import type { CompanyNotification } from '../../startup-settings/notify-company.ts';
import { cleanText, renderEmailLayout } from './render-email-layout.ts';

/**
 * The startup's notice of a new applicant (issue 9): sent through `notifyCompany(…, 'newapplicant',
 * …)` to its notification addresses (else its members) and, when switched on, to Slack. It names
 * the candidate and the job and links to the pipeline; the application itself stays in the portal.
 */
export function buildNewApplicantNotification(input: {
  candidateName: string;
  jobTitle: string;
  companyName: string;
  pipelineLink: string;
}): CompanyNotification {
  const name = cleanText(input.candidateName);
  const job = cleanText(input.jobTitle);
  const company = cleanText(input.companyName);
  const { html, text } = renderEmailLayout({
    heading: `New applicant for ${job}`,
    preheader: `${name} applied for ${job} at ${company}.`,
    paragraphs: [
      'Hi,',
      `${name} applied for ${job} at ${company} on Nordhub.`,
      'The CV, the details and the cover note are in your applicant pipeline.',
    ],
    action: { label: 'See the applicant', url: input.pipelineLink },
    notes: ['Candidates see their status as you move them, so a quick first answer makes a good impression.'],
  });
  return { subject: `New applicant for ${job}: ${name}`, text, html };
}

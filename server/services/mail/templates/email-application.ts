import type { MailAttachment, MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { cleanText, renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/** How email clients see the candidate's address: only a plain, checked address may be a Reply-To. */
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * An application for a job that receives applications by email (issue 9): to the job's address,
 * with the candidate's details, the cover note and the CV attached as it was uploaded. Replying
 * answers the candidate (Reply-To). `resent` marks the copies `/jobs/{id}/resend-applicants` sends.
 */
export function buildEmailApplicationMessage(input: {
  to: string;
  candidate: { name: string; email: string; phone: string | null; linkedinUrl: string | null };
  coverNote: string | null;
  jobTitle: string;
  companyName: string;
  appliedOn: string;
  jobLink: string;
  cv: MailAttachment | null;
  resent?: boolean;
}): MailMessage {
  const name = cleanText(input.candidate.name);
  const job = cleanText(input.jobTitle);
  const company = cleanText(input.companyName);
  const details = [
    `Email: ${input.candidate.email}`,
    ...(input.candidate.phone ? [`Phone: ${input.candidate.phone}`] : []),
    ...(input.candidate.linkedinUrl ? [`LinkedIn: ${input.candidate.linkedinUrl}`] : []),
  ];
  const coverNote = (input.coverNote ?? '')
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const { html, text } = renderEmailLayout({
    heading: `${name} applied for ${job}`,
    preheader: `A new application for ${job} at ${company}, sent through Nordhub.`,
    paragraphs: [
      'Hi,',
      input.resent
        ? `As you asked, here is again the application ${name} sent on ${input.appliedOn} for ${job} at ${company} through Nordhub.`
        : `${name} applied for ${job} at ${company} through Nordhub on ${input.appliedOn}.`,
      input.cv ? `The CV is attached (${input.cv.filename}).` : 'The candidate’s CV is no longer available.',
      ...details,
      ...(coverNote.length > 0 ? ['Cover note:', ...coverNote] : []),
    ],
    action: { label: 'See the job on Nordhub', url: input.jobLink },
    notes: [
      `Reply to this email to answer ${name} directly.`,
      'This job receives its applications by email, as set in its form on Nordhub.',
    ],
  });
  const headers: Record<string, string> = { ...TRANSACTIONAL_HEADERS };
  if (PLAIN_ADDRESS.test(input.candidate.email)) headers['Reply-To'] = input.candidate.email;
  return {
    to: input.to,
    subject: `${input.resent ? 'Sent again: ' : ''}Application for ${job}: ${name}`,
    html,
    text,
    kind: input.resent ? 'email_application_resent' : 'email_application',
    headers,
    ...(input.cv ? { attachments: [input.cv] } : {}),
  };
}

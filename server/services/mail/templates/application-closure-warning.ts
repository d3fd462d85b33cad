import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { cleanText, renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/**
 * Guaranteed closure (issue 9 scope 6): five days before open applications are closed with the
 * polite decision mail, the startup's notification addresses learn which ones, so a team that
 * still wants to talk to someone can move the card first.
 */
export function buildClosureWarningMessage(input: {
  to: string;
  companyName: string;
  closureDays: number;
  candidates: readonly { name: string; jobTitle: string; closesOn: string }[];
  boardLink: string;
}): MailMessage {
  const company = cleanText(input.companyName);
  const count = input.candidates.length;
  const subject =
    count === 1
      ? `1 application at ${company} will be closed in 5 days`
      : `${count} applications at ${company} will be closed in 5 days`;
  const { html, text } = renderEmailLayout({
    heading: count === 1 ? 'An applicant is still waiting' : `${count} applicants are still waiting`,
    preheader: `Move them on your applicant board, or they get the rejection mail automatically.`,
    paragraphs: [
      `Every applicant on Nordhub gets an answer: an application nobody moved for ${input.closureDays} days is closed with your rejection mail.`,
      'These applications will be closed:',
      ...input.candidates.map(
        (candidate) =>
          `${cleanText(candidate.name)}, ${cleanText(candidate.jobTitle)}: closes on ${candidate.closesOn}`,
      ),
      'Still interested in someone? Move their card on the applicant board and the clock starts again.',
    ],
    action: { label: 'Open the applicant board', url: input.boardLink },
    notes: ['You get this email because this address receives the notifications of the startup.'],
  });
  return {
    to: input.to,
    subject,
    html,
    text,
    kind: 'company_closure_warning',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/** A new community program application (docs/product.md, Content pages: "emailed to the team"). */
export function buildCommunityApplicationMessage(input: {
  to: string;
  kind: 'startup' | 'talent';
  name: string;
  email: string;
  companyName: string | null;
  website: string | null;
  stage: string | null;
  linkedinUrl: string | null;
  role: string | null;
  why: string;
  adminLink: string;
}): MailMessage {
  const who = input.kind === 'startup' ? `${input.companyName ?? ''} (startup)` : `${input.name} (talent)`;
  const subject = `Community program application: ${who}`;
  const details =
    input.kind === 'startup'
      ? [
          `Company: ${input.companyName ?? ''}`,
          `Website: ${input.website ?? ''}`,
          `Stage: ${input.stage ?? ''}`,
          `Contact: ${input.name} <${input.email}>`,
        ]
      : [
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `LinkedIn: ${input.linkedinUrl ?? ''}`,
          `Role: ${input.role ?? ''}`,
        ];
  const { html, text } = renderEmailLayout({
    heading: 'A new community program application',
    preheader: `${who} applied to the Nordhub community program.`,
    paragraphs: [...details, `Why they want to join: ${input.why}`],
    action: { label: 'See the applications', url: input.adminLink },
    notes: ['Mark it handled in the back office once someone has answered.'],
  });
  return {
    to: input.to,
    subject,
    html,
    text,
    kind: 'community_application',
    headers: { ...TRANSACTIONAL_HEADERS, 'Reply-To': input.email },
  };
}

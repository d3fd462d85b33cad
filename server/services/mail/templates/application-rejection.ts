import { fillTemplate, type RejectionPlaceholders } from '#domain/applications/pipeline.ts';
import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { cleanText, renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/**
 * The decision mail a candidate gets when a startup rejects them (one card, the "To be rejected"
 * batch, or the guaranteed closure): the startup's template (or the default one) with the site's
 * placeholders filled. Each line of the body is a paragraph; every value is escaped by the layout,
 * so a name like `<b>` arrives as text.
 */
export function buildApplicationRejectionMessage(input: {
  to: string;
  template: { subject: string; body: string };
  values: RejectionPlaceholders;
  /** Where the talent sees the status of their applications (`/client/my-jobs`). */
  myJobsLink: string;
}): MailMessage {
  const subject = cleanText(fillTemplate(input.template.subject, input.values));
  const paragraphs = fillTemplate(input.template.body, input.values)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const { html, text } = renderEmailLayout({
    heading: subject,
    preheader: `An answer about your application for ${input.values.jobTitle} at ${input.values.companyName}.`,
    paragraphs,
    action: { label: 'See your applications', url: input.myJobsLink },
    notes: [
      `You get this email because you applied for ${input.values.jobTitle} at ${input.values.companyName} on Nordhub.`,
    ],
  });
  return {
    to: input.to,
    subject,
    html,
    text,
    kind: 'application_rejection',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

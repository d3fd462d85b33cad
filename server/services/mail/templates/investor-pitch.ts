import type { MailAttachment, MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { cleanText, renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

/**
 * A startup's pitch to an investor that takes pitches by email (issue 12): the message, the amount,
 * the stage and the deck attached, with the link to answer it in the investor portal (reply or pass).
 */
export function buildInvestorPitchMessage(input: {
  to: string;
  investorName: string;
  companyName: string;
  senderName: string;
  message: string;
  amountText: string;
  stageText: string;
  portalLink: string;
  deck: MailAttachment;
}): MailMessage {
  const company = cleanText(input.companyName);
  const investor = cleanText(input.investorName);
  const lines = input.message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const { html, text } = renderEmailLayout({
    heading: `${company} pitched ${investor}`,
    preheader: `${company} is raising ${input.amountText} (${input.stageText}) and sent you their deck.`,
    paragraphs: [
      'Hi,',
      `${cleanText(input.senderName)} of ${company} sent ${investor} a pitch through Nordhub.`,
      `Raising: ${input.amountText}`,
      `Stage: ${input.stageText}`,
      'Their message:',
      ...lines,
      `The deck is attached (${input.deck.filename}).`,
    ],
    action: { label: 'Reply or pass in your portal', url: input.portalLink },
    notes: [
      'Founders see your answer on Nordhub. Passing takes one click and a reason, and your profile shows how often and how fast you answer.',
    ],
  });
  return {
    to: input.to,
    subject: `Pitch from ${company}: raising ${input.amountText}`,
    html,
    text,
    kind: 'investor_pitch',
    headers: { ...TRANSACTIONAL_HEADERS },
    attachments: [input.deck],
  };
}

/** The startup's notice that an investor answered its pitch (a reply or a pass with its reason). */
export function buildPitchAnsweredMessage(input: {
  to: string;
  investorName: string;
  companyName: string;
  answer: 'reply' | 'pass';
  pitchLink: string;
}): MailMessage {
  const investor = cleanText(input.investorName);
  const company = cleanText(input.companyName);
  const heading =
    input.answer === 'reply' ? `${investor} replied to your pitch` : `${investor} passed on your pitch`;
  const { html, text } = renderEmailLayout({
    heading,
    preheader: `${investor} answered the pitch of ${company}.`,
    paragraphs: [
      'Hi,',
      input.answer === 'reply'
        ? `${investor} replied to the pitch ${company} sent through Nordhub.`
        : `${investor} passed on the pitch ${company} sent through Nordhub, and told you why.`,
    ],
    action: { label: 'Read the answer', url: input.pitchLink },
    notes: ['Every pitch and its answer are under Funding in your startup portal.'],
  });
  return {
    to: input.to,
    subject: heading,
    html,
    text,
    kind: 'pitch_answered',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

/**
 * A new message in a pitch's thread (issue 33), to the other side: who wrote, the message as plain
 * text, and the link to the thread in that side's portal.
 */
export function buildPitchThreadMessage(input: {
  to: string;
  fromName: string;
  companyName: string;
  investorName: string;
  body: string;
  threadLink: string;
}): MailMessage {
  const from = cleanText(input.fromName);
  const company = cleanText(input.companyName);
  const investor = cleanText(input.investorName);
  const lines = input.body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const heading = `New message from ${from}`;
  const { html, text } = renderEmailLayout({
    heading,
    preheader: `${from} wrote in the conversation about the pitch of ${company} to ${investor}.`,
    paragraphs: [
      'Hi,',
      `${from} wrote in the conversation about the pitch of ${company} to ${investor}:`,
      ...lines,
    ],
    action: { label: 'Read and answer', url: input.threadLink },
    notes: ['Answer in the conversation on Nordhub: replies to this email are not read.'],
  });
  return {
    to: input.to,
    subject: heading,
    html,
    text,
    kind: 'pitch_message',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

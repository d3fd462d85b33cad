import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { formatPrice } from '#domain/pricing/price-for-country.ts';
import { type PaymentProductKeyValue, PRODUCT_DESCRIPTIONS } from '#domain/pricing/pricing-constants.ts';
import { describeVatLine } from '#domain/pricing/vat.ts';
import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { formatGreeting, renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

export const PAYMENT_RECEIPT_HEADING = 'Thank you for your payment';

export type PaymentReceiptInput = {
  to: string;
  firstName: string;
  companyName: string;
  productKey: PaymentProductKeyValue;
  productName: string;
  jobTitle: string | null;
  /** Minor units, VAT included. */
  amount: number;
  currency: string;
  vatRateBp: number;
  paidAt: Date;
  /** The plan's or the boost's end, when the payment bought one. */
  runsUntil: Date | null;
  paymentId: string;
  /** The startup's jobs in the portal (built on PUBLIC_URL). */
  link: string;
};

/** Sent once per confirmed payment, to the member who paid: the receipt with the VAT line. */
export function buildPaymentReceiptMessage(input: PaymentReceiptInput): MailMessage {
  const amount = formatPrice(input.amount, input.currency);
  const lines = [
    `Startup: ${input.companyName}`,
    `Product: ${input.productName} (${PRODUCT_DESCRIPTIONS[input.productKey]})`,
    ...(input.jobTitle ? [`Job: ${input.jobTitle}`] : []),
    `Amount paid: ${amount}`,
    describeVatLine(input.amount, input.vatRateBp, input.currency),
    `Date: ${formatUtcDate(input.paidAt)}`,
    `Payment reference: ${input.paymentId}`,
  ];
  const effect = input.runsUntil
    ? input.productKey === 'PLAN_YEARLY'
      ? `Your startup plan runs until ${formatUtcDate(input.runsUntil)}: post as many jobs as you like until then.`
      : `Your job is boosted until ${formatUtcDate(input.runsUntil)}: it is featured above the results of the searches it matches and in the featured job lists.`
    : null;
  const { html, text } = renderEmailLayout({
    heading: PAYMENT_RECEIPT_HEADING,
    preheader: `Receipt for ${input.productName}: ${amount}.`,
    paragraphs: [
      formatGreeting(input.firstName),
      `We have received your payment of ${amount} for ${input.companyName}. Here is your receipt.`,
      ...lines,
      ...(effect ? [effect] : []),
    ],
    action: { label: 'See your jobs', url: input.link },
    notes: ['Please keep this email as your receipt.'],
  });
  return {
    to: input.to,
    subject: `Your Nordhub receipt: ${input.productName}`,
    html,
    text,
    kind: 'payment_receipt',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

import { describe, expect, it } from 'vitest';
import { buildPaymentReceiptMessage, type PaymentReceiptInput } from './payment-receipt.ts';
import { EMAIL_FOOTER } from './render-email-layout.ts';

const PLAN: PaymentReceiptInput = {
  to: 'mads@example.com',
  firstName: 'Mads',
  companyName: 'Kodkraft',
  productKey: 'PLAN_YEARLY',
  productName: 'Startup plan',
  jobTitle: 'Backend engineer',
  amount: 59_900,
  currency: 'DKK',
  vatRateBp: 2500,
  paidAt: new Date('2026-11-20T08:00:00.000Z'),
  runsUntil: new Date('2027-11-20T08:00:00.000Z'),
  paymentId: '00000000-0000-4000-8000-000000000001',
  link: 'https://nordhub.test/client/startups/kodkraft/jobs',
};

describe('buildPaymentReceiptMessage', () => {
  it('lists amount, product, startup, job, VAT line, date and what was bought, in both parts', () => {
    const message = buildPaymentReceiptMessage(PLAN);
    expect(message).toMatchObject({
      to: 'mads@example.com',
      subject: 'Your Nordhub receipt: Startup plan',
      kind: 'payment_receipt',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    for (const part of [message.html, message.text]) {
      expect(part).toContain('Hi Mads,');
      expect(part).toContain('Amount paid: 599 DKK');
      expect(part).toContain('VAT 25% included: 119.80 DKK');
      expect(part).toContain('Product: Startup plan (12 months of unlimited active jobs)');
      expect(part).toContain('Startup: Kodkraft');
      expect(part).toContain('Job: Backend engineer');
      expect(part).toContain('Date: 20 Nov 2026');
      expect(part).toContain('Your startup plan runs until 20 Nov 2027');
      expect(part).toContain(`Payment reference: ${PLAN.paymentId}`);
      expect(part).toContain(PLAN.link);
      expect(part).toContain(EMAIL_FOOTER);
    }
  });

  it.each<[string, Partial<PaymentReceiptInput>, string[]]>([
    [
      'a boost in ISK',
      {
        productKey: 'BOOST',
        productName: 'Job boost',
        amount: 1_150_000,
        currency: 'ISK',
        vatRateBp: 2400,
        runsUntil: new Date('2026-12-20T08:00:00.000Z'),
      },
      ['Amount paid: 11,500 ISK', 'VAT 24% included: 2,225.81 ISK', 'Your job is boosted until 20 Dec 2026'],
    ],
    [
      'a price without VAT',
      { currency: 'EUR', amount: 7_900, vatRateBp: 0 },
      ['Amount paid: 79 EUR', 'No VAT charged (reverse charge or outside the scope of EU VAT)'],
    ],
  ])('%s', (_name, overrides, lines) => {
    const message = buildPaymentReceiptMessage({ ...PLAN, ...overrides });
    for (const line of lines) {
      expect(message.text).toContain(line);
      expect(message.html).toContain(line);
    }
  });

  it('escapes names in the HTML part and leaves out the job line without a job', () => {
    const message = buildPaymentReceiptMessage({ ...PLAN, companyName: '<b>Evil</b>', jobTitle: null });
    expect(message.html).not.toContain('<b>Evil</b>');
    expect(message.html).toContain('Startup: &lt;b&gt;Evil&lt;/b&gt;');
    expect(message.text).not.toContain('Job:');
  });
});

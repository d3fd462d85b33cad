import { describe, expect, it } from 'vitest';
import { CheckoutQuery, PricingQuery } from './payment.schema.ts';
import { defaultCancelPath, jobCheckoutPath, paymentSuccessPath } from './pricing-constants.ts';

const IDS = {
  jobId: '11111111-1111-4111-8111-111111111111',
  paymentId: '22222222-2222-4222-8222-222222222222',
};

describe('paymentSuccessPath', () => {
  it.each([
    ['plan', 'kodkraft', `/client/startups/kodkraft/posted?job=${IDS.jobId}&payment=${IDS.paymentId}`],
    ['boost', 'kodkraft', `/client/startups/kodkraft/boosted?job=${IDS.jobId}&payment=${IDS.paymentId}`],
    ['plan', 'a b/c', `/client/startups/a%20b%2Fc/posted?job=${IDS.jobId}&payment=${IDS.paymentId}`],
  ] as const)('%s of %s → %s', (product, companyKey, path) => {
    expect(paymentSuccessPath({ product, companyKey, ...IDS })).toBe(path);
  });

  it('goes back to the jobs list, or the portal without a startup', () => {
    expect(defaultCancelPath('kodkraft')).toBe('/client/startups/kodkraft/jobs');
    expect(defaultCancelPath(null)).toBe('/client');
  });
});

describe('jobCheckoutPath', () => {
  it.each([
    [{ product: 'plan' }, `/api/jobs/${IDS.jobId}/checkout?product=plan`],
    [
      { product: 'boost', cancelPath: '/client/startups/k/jobs/1/boost' },
      `/api/jobs/${IDS.jobId}/checkout?cancel_url=%2Fclient%2Fstartups%2Fk%2Fjobs%2F1%2Fboost&product=boost`,
    ],
  ] as const)('%j → %s', (options, path) => {
    expect(jobCheckoutPath(IDS.jobId, options)).toBe(path);
  });
});

describe('CheckoutQuery', () => {
  it.each([
    [{}, { product: 'plan' }],
    [
      { product: 'boost', cancel_url: '/client/startups/x/jobs?tab=1' },
      { product: 'boost', cancel_url: '/client/startups/x/jobs?tab=1' },
    ],
  ])('accepts %j', (query, expected) => {
    expect(CheckoutQuery.parse(query)).toEqual(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'client/jobs',
  ])('refuses the cancel_url %j', (cancelUrl) => {
    expect(CheckoutQuery.safeParse({ cancel_url: cancelUrl }).success).toBe(false);
  });

  it('refuses an unknown product', () => {
    expect(CheckoutQuery.safeParse({ product: 'gold' }).success).toBe(false);
  });
});

describe('PricingQuery', () => {
  it.each([
    ['dk', 'DK'],
    ['EU', 'EU'],
    ['other', 'OTHER'],
  ])('%s → %s', (country, expected) => {
    expect(PricingQuery.parse({ country }).country).toBe(expected);
  });

  it.each(['DNK', 'D', '1A', 'EUROPE'])('refuses %s', (country) => {
    expect(PricingQuery.safeParse({ country }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildDigestMessage,
  buildDigestSearchLink,
  buildDigestSubject,
  type DigestMailJob,
} from './digest-jobs.ts';
import { EMAIL_FOOTER } from './render-email-layout.ts';

const PUBLIC_URL = 'https://nordhub.test';
const KEY = 'k3y-VALUE_1234567890abcdef';
const SETTINGS = `${PUBLIC_URL}/profile-settings/${KEY}`;
const ONE_CLICK = `${PUBLIC_URL}/api/digest/${KEY}/unsubscribe`;

const jobs: DigestMailJob[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Senior <Rust> engineer',
    companyName: 'Fjord & Co',
    companyLogo: 'companies/fjord/logo.png',
    locationLocality: 'Copenhagen',
    locationCountry: 'DK',
    locationAddress: null,
    isRemote: false,
    isBoosted: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Platform engineer',
    companyName: 'Nolo',
    companyLogo: null,
    locationLocality: null,
    locationCountry: null,
    locationAddress: null,
    isRemote: true,
    isBoosted: false,
  },
];

function build(overrides: Partial<Parameters<typeof buildDigestMessage>[0]> = {}) {
  return buildDigestMessage({
    to: 'anna@example.com',
    firstName: 'Anna',
    frequency: 'daily',
    preferences: { locations: ['DK'], includeRemoteJobs: true, roles: ['devops', 'backenddeveloper'] },
    jobs,
    total: 2,
    publicUrl: PUBLIC_URL,
    settingsLink: SETTINGS,
    oneClickUnsubscribeUrl: ONE_CLICK,
    ...overrides,
  });
}

describe('buildDigestMessage', () => {
  it('lists each job with its startup, place, link and absolute logo URL, boosted marked', () => {
    const message = build();
    expect(message.subject).toBe('2 new jobs at Nordic startups for you');
    expect(message.kind).toBe('digest');
    expect(message.text).toContain('Your daily job digest');
    expect(message.text).toContain('[Featured] Senior <Rust> engineer\nFjord & Co · Copenhagen, Denmark');
    expect(message.text).toContain(`${PUBLIC_URL}/jobs/${jobs[0]?.id}`);
    expect(message.text).toContain('Platform engineer\nNolo · Remote');
    expect(message.html).toContain('Senior &lt;Rust&gt; engineer');
    expect(message.html).toContain('Fjord &amp; Co &middot; Copenhagen, Denmark');
    expect(message.html).toContain(`src="${PUBLIC_URL}/images/thumbnail/companies/fjord/logo.png"`);
    expect(message.html).toContain('alt="Fjord &amp; Co logo"');
    expect(message.html).toContain(`href="${PUBLIC_URL}/jobs/${jobs[1]?.id}"`);
    expect(message.html).toContain('Featured');
    for (const part of [message.text, message.html]) expect(part).toContain(EMAIL_FOOTER);
  });

  it('carries the RFC 8058 one-click headers and the settings and unsubscribe links', () => {
    const message = build();
    expect(message.headers).toEqual({
      'Auto-Submitted': 'auto-generated',
      'List-Unsubscribe': `<${ONE_CLICK}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message.text).toContain(`Unsubscribe:\n${SETTINGS}#unsubscribe`);
    expect(message.text).toContain(`Change what you get:\n${SETTINGS}`);
    expect(message.html).toContain(`href="${SETTINGS}#unsubscribe"`);
  });

  it('says how many more matched and links to the filtered job search', () => {
    const message = build({ total: 7, frequency: 'onceweek' });
    expect(message.subject).toBe('7 new jobs at Nordic startups for you');
    expect(message.text).toContain('Your weekly job digest');
    expect(message.text).toContain('And 5 more matching jobs.');
    expect(message.text).toContain(`${PUBLIC_URL}/jobs?country=DK%2CREMOTE&roles=devops%2Cbackenddeveloper`);
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    expect(() => build({ settingsLink: 'javascript:alert(1)' })).toThrow(
      'Email links must be absolute http(s) URLs',
    );
  });
});

describe('digest helpers', () => {
  it('builds the subject for one job', () => {
    expect(buildDigestSubject(1)).toBe('1 new job at Nordic startups for you');
  });

  it('links to all jobs when nothing is chosen', () => {
    expect(buildDigestSearchLink(PUBLIC_URL, { locations: [], includeRemoteJobs: false, roles: [] })).toBe(
      `${PUBLIC_URL}/jobs`,
    );
  });
});

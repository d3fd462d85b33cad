import { describe, expect, it } from 'vitest';
import { buildProfileEntries, type ProfileSource, selectProfile } from './build-profile-entries.ts';

const source = (key: string, over: Partial<ProfileSource> = {}): ProfileSource => ({
  key,
  name: key.toUpperCase(),
  status: 'PUBLISHED',
  platform: { main: true, impact: false },
  image: null,
  description: '',
  ...over,
});

describe('buildProfileEntries', () => {
  it('labels startups, investors and talent as docs/product.md, Profiles and roles, says, with their links', () => {
    const entries = buildProfileEntries({
      platform: 'main',
      companies: [source('acme')],
      investors: [source('fund')],
      applicant: { enabled: true },
      fullName: 'Ada Lovelace',
    });
    expect(entries.map((e) => [e.id, e.typeLabel, e.link])).toEqual([
      ['company:acme', 'Startup', '/client/startups/acme'],
      ['investor:fund', 'Investor', '/client/investors/fund'],
      ['applicant', 'Talent', '/client/my-jobs'],
    ]);
  });

  it('keeps only profiles on the current platform (talent is on both)', () => {
    const companies = [
      source('main-only'),
      source('impact-only', { platform: { main: false, impact: true } }),
    ];
    const impact = buildProfileEntries({
      platform: 'impact',
      companies,
      investors: [],
      applicant: { enabled: true },
      fullName: 'A B',
    });
    expect(impact.map((e) => e.id)).toEqual(['company:impact-only', 'applicant']);
  });

  it('sends drafts to their form and leaves out a disabled talent profile', () => {
    const entries = buildProfileEntries({
      platform: 'main',
      companies: [source('draft', { status: 'DRAFT' })],
      investors: [source('fund', { status: 'DRAFT' })],
      applicant: { enabled: false },
      fullName: 'A B',
    });
    expect(entries.map((e) => [e.link, e.isDraft])).toEqual([
      ['/client/startups/draft/edit', true],
      ['/client/investors/fund/edit', true],
    ]);
  });
});

describe('selectProfile', () => {
  const entries = buildProfileEntries({
    platform: 'main',
    companies: [source('acme')],
    investors: [source('fund')],
    applicant: { enabled: true },
    fullName: 'A B',
  });

  it.each([
    // The browser's choice exists only after a switch in this session (login and logout clear it).
    ['the switch made in this browser first', 'investor:fund', 'applicant', 'applicant'],
    ['the saved profile when the browser has none (a fresh login)', 'investor:fund', null, 'investor:fund'],
    ['the saved profile when the browser’s is gone', 'investor:fund', 'company:gone', 'investor:fund'],
    ['nothing when neither matches', 'company:gone', 'investor:gone', null],
    [
      'a saved profile that is not on this platform is skipped',
      'company:other',
      'company:acme',
      'company:acme',
    ],
  ])('picks %s', (_label, saved, remembered, expected) => {
    expect(selectProfile(entries, saved, remembered)?.id ?? null).toBe(expected);
  });

  it('selects a single profile automatically', () => {
    const one = entries.slice(0, 1);
    expect(selectProfile(one, null, null)?.id).toBe('company:acme');
  });
});

import { describe, expect, it } from 'vitest';
import type { ProfileEntry } from '#domain/users/user.schema.ts';
import { afterAuthenticationPath, decideAfterAuthentication, profileDestination } from './after-auth.ts';

function entry(id: string, link: string): ProfileEntry {
  const [type, key = 'applicant'] = id.split(':');
  return {
    type: type as ProfileEntry['type'],
    id,
    key,
    name: key,
    typeLabel: type === 'company' ? 'Startup' : type === 'investor' ? 'investor' : 'Talent',
    link,
    imageLink: null,
    description: '',
    isDraft: false,
  };
}

const talent = entry('applicant', '/client/my-jobs');
const startup = entry('company:kodkraft', '/client/startups/kodkraft');
const investor = entry('investor:fjordline', '/client/investors/fjordline');

describe('decideAfterAuthentication (docs/product.md, After authentication)', () => {
  it.each([
    ['one profile: selected, to its page', [talent], null, [], null, { kind: 'go', to: '/client/my-jobs' }],
    ['one profile with a target: the target', [talent], null, [], '/jobs/42', { kind: 'go', to: '/jobs/42' }],
    ['a foreign target: the front page', [talent], null, [], 'https://evil.example', { kind: 'go', to: '/' }],
    [
      'several profiles, one saved',
      [talent, startup],
      'company:kodkraft',
      [],
      null,
      { kind: 'go', to: '/client/startups/kodkraft' },
    ],
    ['several profiles, none saved', [talent, startup], null, [], '/jobs', { kind: 'switchProfile' }],
    [
      'several profiles, the saved one gone',
      [talent, startup],
      'investor:gone',
      [],
      null,
      { kind: 'switchProfile' },
    ],
    ['only profiles on the other platform', [], null, [investor], '/jobs', { kind: 'connectProfile' }],
    ['no profiles at all', [], null, [], '/jobs', { kind: 'chooseRole' }],
  ] as const)('%s', (_name, profiles, saved, others, to, outcome) => {
    expect(
      decideAfterAuthentication(
        { profiles: [...profiles], profile: saved, otherPlatformProfiles: [...others] },
        to,
      ),
    ).toEqual(outcome);
  });
});

describe('profileDestination', () => {
  it('prefers a same-origin target over the profile page', () => {
    expect(profileDestination('/client/my-jobs', null)).toBe('/client/my-jobs');
    expect(profileDestination('/client/my-jobs', '/jobs?q=go')).toBe('/jobs?q=go');
    expect(profileDestination('/client/my-jobs', '//evil.example')).toBe('/');
  });
});

describe('after logging in to accept a team invitation', () => {
  it('goes straight back to the invitation, whatever profiles the person has', () => {
    const none = { profiles: [], profile: null, otherPlatformProfiles: [] };
    expect(decideAfterAuthentication(none, '/client/invites/abc123')).toEqual({
      kind: 'go',
      to: '/client/invites/abc123',
    });
    expect(decideAfterAuthentication(none, '/client/invites/abc123/evil')).toEqual({ kind: 'chooseRole' });
    expect(decideAfterAuthentication(none, 'https://evil.example/client/invites/abc')).toEqual({
      kind: 'chooseRole',
    });
  });
});

describe('afterAuthenticationPath', () => {
  it.each([
    [{ kind: 'go', to: '/client/my-jobs' }, '/client/my-jobs'],
    [{ kind: 'switchProfile' }, '/?switchProfile=1'],
    [{ kind: 'connectProfile' }, '/?connectProfile=1'],
    [{ kind: 'chooseRole' }, '/?chooseRole=1'],
  ] as const)('%o → %s', (outcome, path) => {
    expect(afterAuthenticationPath(outcome)).toBe(path);
  });
});

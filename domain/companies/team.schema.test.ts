import { describe, expect, it } from 'vitest';
import {
  INVITE_EMAIL_MESSAGE,
  InviteMemberInput,
  isInvitedAddress,
  LAST_MEMBER_MESSAGE,
  lastMemberMessage,
  maskEmail,
  teamProfileNoun,
} from './team.schema.ts';
import { teamPortalPath, teamProfileValue } from './team-constants.ts';

describe('InviteMemberInput', () => {
  it.each([
    ['anna@example.com', 'anna@example.com'],
    ['  Anna.Berg@Example.COM ', 'anna.berg@example.com'],
  ])('%s → %s', (email, expected) => {
    expect(InviteMemberInput.parse({ email })).toEqual({ email: expected });
  });

  it.each([[''], ['anna'], ['anna@'], [`${'a'.repeat(40)}@example.com`], [undefined], [42]])(
    '%j is refused',
    (email) => {
      const result = InviteMemberInput.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['email', INVITE_EMAIL_MESSAGE],
      ]);
    },
  );
});

describe('maskEmail', () => {
  it.each([
    ['anna@example.com', 'a***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['first.last+tag@sub.example.dk', 'f***@sub.example.dk'],
    ['broken', '***'],
    ['@example.com', '***'],
  ])('%s → %s', (email, expected) => {
    expect(maskEmail(email)).toBe(expected);
  });
});

describe('isInvitedAddress', () => {
  it.each([
    ['anna@example.com', 'anna@example.com', true],
    ['Anna@Example.com', 'anna@example.com', true],
    ['anna@example.com', 'anna@example.org', false],
    ['anna+x@example.com', 'anna@example.com', false],
  ])('%s for %s → %s', (account, invited, expected) => {
    expect(isInvitedAddress(account, invited)).toBe(expected);
  });
});

describe('team profile values', () => {
  it.each([
    ['company', 'kodkraft', 'company:kodkraft', '/client/startups/kodkraft'],
    ['investor', 'fjordline-ventures', 'investor:fjordline-ventures', '/client/investors/fjordline-ventures'],
  ] as const)('%s %s → %s, %s', (type, key, value, path) => {
    expect(teamProfileValue({ type, key })).toBe(value);
    expect(teamPortalPath({ type, key })).toBe(path);
  });

  it('names the kind of profile in the last-member refusal', () => {
    expect(lastMemberMessage('company')).toBe(LAST_MEMBER_MESSAGE);
    expect(lastMemberMessage('investor')).toBe(
      'An investor profile needs at least one member: invite someone else before the last member leaves',
    );
    expect(teamProfileNoun('investor')).toBe('investor profile');
  });
});

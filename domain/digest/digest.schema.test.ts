import { describe, expect, it } from 'vitest';
import { describeDigestPlaces, describeDigestRoles, joinWithAnd } from './describe-digest-preferences.ts';
import { DigestSubscribeInput, SettingsKey } from './digest.schema.ts';

const valid = {
  email: 'Anna@Example.com ',
  locations: ['DK', 'REMOTE'],
  roles: ['devops'],
  frequency: 'daily',
};

function fieldMessages(input: unknown): Record<string, string[]> {
  const result = DigestSubscribeInput.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('DigestSubscribeInput', () => {
  it('accepts countries with REMOTE, roles and a frequency; trims the email; drops repeats', () => {
    const parsed = DigestSubscribeInput.parse({
      ...valid,
      locations: ['DK', 'REMOTE', 'DK'],
      roles: ['devops', 'devops'],
    });
    expect(parsed).toEqual({
      email: 'Anna@Example.com',
      locations: ['DK', 'REMOTE'],
      roles: ['devops'],
      frequency: 'daily',
      visaSponsorshipOnly: false,
    });
  });

  it('takes no roles to mean every role', () => {
    const { roles: _roles, ...withoutRoles } = valid;
    expect(DigestSubscribeInput.parse(withoutRoles).roles).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing email', { email: undefined }, 'email', 'Please enter your email address'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Please enter your email address'],
    [
      'an email over 50 characters',
      { email: `${'a'.repeat(45)}@example.com` },
      'email',
      'Please enter your email address',
    ],
    ['no country', { locations: [] }, 'locations', 'Please choose at least one country or Remote'],
    [
      'countries missing',
      { locations: undefined },
      'locations',
      'Please choose at least one country or Remote',
    ],
    ['an unknown country', { locations: ['XX'] }, 'locations.0', 'Please choose countries from the list'],
    ['NI, never listed', { locations: ['NI'] }, 'locations.0', 'Please choose countries from the list'],
    ['an unknown role', { roles: ['astronaut'] }, 'roles.0', 'Please choose roles from the list'],
    [
      'an unknown frequency',
      { frequency: 'hourly' },
      'frequency',
      'Please choose how often you want the digest',
    ],
  ])('refuses %s', (_name, override, field, message) => {
    expect(fieldMessages({ ...valid, ...override })[field]).toEqual([message]);
  });
});

describe('SettingsKey', () => {
  it('accepts long URL-safe keys only', () => {
    expect(SettingsKey.safeParse('a'.repeat(64)).success).toBe(true);
    expect(SettingsKey.safeParse('Ab_-'.repeat(10)).success).toBe(true);
    expect(SettingsKey.safeParse('short').success).toBe(false);
    expect(SettingsKey.safeParse(`${'a'.repeat(30)}/../x`).success).toBe(false);
    expect(SettingsKey.safeParse('a'.repeat(129)).success).toBe(false);
  });
});

describe('describing a choice', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('joinWithAnd(%o) is %s', (items, text) => {
    expect(joinWithAnd(items)).toBe(text);
  });

  it('names countries, remote jobs and roles', () => {
    expect(describeDigestPlaces({ locations: ['DK', 'SE'], includeRemoteJobs: true })).toBe(
      'Denmark, Sweden and remote jobs',
    );
    expect(describeDigestPlaces({ locations: [], includeRemoteJobs: true })).toBe('remote jobs');
    expect(describeDigestPlaces({ locations: [], includeRemoteJobs: false })).toBe('all Nordic countries');
    expect(describeDigestRoles({ roles: ['backenddeveloper', 'devops'] })).toBe(
      'Backend development and DevOps and infrastructure',
    );
    expect(describeDigestRoles({ roles: [] })).toBe('all roles');
  });
});

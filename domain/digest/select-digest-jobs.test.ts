import { describe, expect, it } from 'vitest';
import {
  type DigestCandidateJob,
  type DigestPreferences,
  isBoostedAt,
  matchesDigestPreferences,
  selectDigestJobs,
} from './select-digest-jobs.ts';

const CUTOFF = new Date('2026-11-23T06:00:00.000Z');
const hoursBefore = (hours: number) => new Date(CUTOFF.getTime() - hours * 3_600_000);

function job(overrides: Partial<DigestCandidateJob> & { id: string }): DigestCandidateJob {
  return {
    locationCountry: 'DK',
    isRemote: false,
    roles: ['backenddeveloper'],
    approvedAt: hoursBefore(2),
    boostingExpiresAt: null,
    ...overrides,
  };
}

const prefs = (overrides: Partial<DigestPreferences> = {}): DigestPreferences => ({
  locations: ['DK'],
  includeRemoteJobs: false,
  roles: [],
  ...overrides,
});

describe('matchesDigestPreferences', () => {
  it.each<[string, Partial<DigestCandidateJob>, Partial<DigestPreferences>, boolean]>([
    ['a job in a chosen country', { locationCountry: 'DK' }, { locations: ['DK', 'SE'] }, true],
    ['a job in another country', { locationCountry: 'NO' }, { locations: ['DK', 'SE'] }, false],
    ['a job without a country', { locationCountry: null }, { locations: ['DK'] }, false],
    [
      'REMOTE: a remote job anywhere',
      { locationCountry: null, isRemote: true },
      { locations: [], includeRemoteJobs: true },
      true,
    ],
    [
      'REMOTE only: an on-site job is left out',
      { locationCountry: 'DK' },
      { locations: [], includeRemoteJobs: true },
      false,
    ],
    [
      'REMOTE plus a country: both kinds',
      { locationCountry: 'NO', isRemote: true },
      { locations: ['DK'], includeRemoteJobs: true },
      true,
    ],
    [
      'a remote job located in a chosen country, remote not asked',
      { locationCountry: 'DK', isRemote: true },
      { locations: ['DK'] },
      true,
    ],
    [
      'a remote job elsewhere, remote not asked',
      { locationCountry: 'FI', isRemote: true },
      { locations: ['DK'] },
      false,
    ],
    [
      'no country and no remote: anywhere',
      { locationCountry: 'IS' },
      { locations: [], includeRemoteJobs: false },
      true,
    ],
    ['a role in common', { roles: ['devops', 'backenddeveloper'] }, { roles: ['backenddeveloper'] }, true],
    ['no role in common', { roles: ['sales'] }, { roles: ['backenddeveloper', 'devops'] }, false],
    ['no roles chosen: every role', { roles: ['sales'] }, { roles: [] }, true],
    ['a job without roles when roles are chosen', { roles: [] }, { roles: ['sales'] }, false],
  ])('%s → %s', (_name, jobOverrides, prefOverrides, expected) => {
    expect(matchesDigestPreferences(job({ id: 'a', ...jobOverrides }), prefs(prefOverrides))).toBe(expected);
  });
});

describe('isBoostedAt', () => {
  it('is boosted only while boostingExpiresAt is in the future', () => {
    expect(isBoostedAt({ boostingExpiresAt: null }, CUTOFF)).toBe(false);
    expect(isBoostedAt({ boostingExpiresAt: CUTOFF }, CUTOFF)).toBe(false);
    expect(isBoostedAt({ boostingExpiresAt: new Date(CUTOFF.getTime() + 1) }, CUTOFF)).toBe(true);
  });
});

describe('selectDigestJobs', () => {
  const window = { windowStart: hoursBefore(24), cutoff: CUTOFF };

  it('keeps only new matching jobs: after the window start, up to the cutoff', () => {
    const jobs = [
      job({ id: 'new', approvedAt: hoursBefore(1) }),
      job({ id: 'at-start', approvedAt: hoursBefore(24) }),
      job({ id: 'old', approvedAt: hoursBefore(30) }),
      job({ id: 'at-cutoff', approvedAt: CUTOFF }),
      job({ id: 'after-cutoff', approvedAt: new Date(CUTOFF.getTime() + 1) }),
      job({ id: 'elsewhere', locationCountry: 'SE' }),
    ];
    const result = selectDigestJobs(jobs, { preferences: prefs(), ...window });
    expect(result.jobs.map((j) => j.id)).toEqual(['at-cutoff', 'new']);
    expect(result.total).toBe(2);
  });

  it('puts boosted jobs first, then the newest', () => {
    const jobs = [
      job({ id: 'newest', approvedAt: hoursBefore(1) }),
      job({ id: 'boosted-old', approvedAt: hoursBefore(20), boostingExpiresAt: hoursBefore(-100) }),
      job({ id: 'boost-ended', approvedAt: hoursBefore(2), boostingExpiresAt: hoursBefore(1) }),
      job({ id: 'boosted-new', approvedAt: hoursBefore(3), boostingExpiresAt: hoursBefore(-5) }),
      job({ id: 'older', approvedAt: hoursBefore(10) }),
    ];
    const result = selectDigestJobs(jobs, { preferences: prefs(), ...window });
    expect(result.jobs.map((j) => j.id)).toEqual([
      'boosted-new',
      'boosted-old',
      'newest',
      'boost-ended',
      'older',
    ]);
  });

  it('caps the list and still counts every match', () => {
    const jobs = Array.from({ length: 25 }, (_, i) =>
      job({ id: `job-${String(i).padStart(2, '0')}`, approvedAt: hoursBefore(i + 1) }),
    );
    const result = selectDigestJobs(jobs, { preferences: prefs(), ...window, limit: 20 });
    expect(result.jobs).toHaveLength(20);
    expect(result.total).toBe(23);
    expect(result.jobs[0]?.id).toBe('job-00');
  });
});

describe('the visa sponsorship filter', () => {
  it('keeps only jobs with sponsorship when the subscriber asks for it', () => {
    const sponsored = job({ id: 'a', visaSponsorship: true });
    const other = job({ id: 'b', visaSponsorship: false });
    expect(matchesDigestPreferences(sponsored, prefs({ visaSponsorshipOnly: true }))).toBe(true);
    expect(matchesDigestPreferences(other, prefs({ visaSponsorshipOnly: true }))).toBe(false);
    expect(matchesDigestPreferences(other, prefs())).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cappedCount, facetOptions } from './count-job-facets.ts';

type Group = Parameters<typeof facetOptions>[0][number];
const group = (country: string | null, positionType: string, isRemote: boolean, total: number): Group => ({
  country,
  positionType,
  isRemote,
  total,
});

const SMALL_SAMPLE = [
  group('DK', 'fulltime', false, 12),
  group('DK', 'internship', true, 3),
  group('SE', 'fulltime', true, 5),
  group(null, 'freelance', true, 2),
];

/** Each option's count in the sample, by facet and value. */
function sampled(groups: Group[], query: Parameters<typeof facetOptions>[1]) {
  const counts: Record<string, Record<string, number>> = { country: {}, positionType: {} };
  for (const option of facetOptions(groups, query)) {
    (counts[option.facet] as Record<string, number>)[option.value] = option.sampled;
  }
  return counts as { country: Record<string, number>; positionType: Record<string, number> };
}

describe('facetOptions', () => {
  it('counts each country, remote and position type in the sample', () => {
    const counts = sampled(SMALL_SAMPLE, {});
    expect(counts.country).toEqual({ DK: 15, SE: 5, NO: 0, FI: 0, IS: 0, REMOTE: 10 });
    expect(counts.positionType).toEqual({
      fulltime: 17,
      parttime: 0,
      internship: 3,
      studentjob: 0,
      freelance: 2,
      cofounder: 0,
    });
  });

  it('applies the other facet’s filter but not its own', () => {
    const counts = sampled(SMALL_SAMPLE, { country: ['DK'], positionTypes: ['fulltime'] });
    // Countries: still every country, among full-time jobs.
    expect(counts.country).toMatchObject({ DK: 12, SE: 5, REMOTE: 5 });
    // Position types: every type, among Danish jobs.
    expect(counts.positionType).toMatchObject({ fulltime: 12, internship: 3, freelance: 0 });
  });

  it('treats REMOTE in the country filter as remote jobs, alongside the chosen countries', () => {
    const counts = sampled(SMALL_SAMPLE, { country: ['SE', 'REMOTE'] });
    // SE (5, all remote) + remote DK internships (3) + remote freelance (2).
    expect(counts.positionType).toMatchObject({ fulltime: 5, internship: 3, freelance: 2 });
  });

  it('sets what choosing an option sets: a country replaces the countries and remote, a type the types', () => {
    const options = facetOptions(SMALL_SAMPLE, {
      country: ['DK', 'REMOTE'],
      remote: true,
      positionTypes: ['fulltime', 'internship'],
    });
    const chosen = (facet: string, value: string) =>
      options.find((o) => o.facet === facet && o.value === value)?.chosen;
    expect(chosen('country', 'SE')).toEqual({
      country: ['SE'],
      remote: undefined,
      positionTypes: ['fulltime', 'internship'],
    });
    expect(chosen('country', 'REMOTE')).toEqual({
      country: ['REMOTE'],
      remote: undefined,
      positionTypes: ['fulltime', 'internship'],
    });
    expect(chosen('positionType', 'freelance')).toEqual({
      country: ['DK', 'REMOTE'],
      remote: true,
      positionTypes: ['freelance'],
    });
  });
});

describe('cappedCount', () => {
  it('is exact up to the cap and 1,000+ past it', () => {
    expect(cappedCount(0)).toEqual({ count: 0, isCapped: false });
    expect(cappedCount(1000)).toEqual({ count: 1000, isCapped: false });
    expect(cappedCount(1001)).toEqual({ count: 1000, isCapped: true });
  });
});

import { describe, expect, it } from 'vitest';
import { facetsFromSamples } from './count-job-facets.ts';

type Group = Parameters<typeof facetsFromSamples>[0][number];
type Query = Parameters<typeof facetsFromSamples>[2];
/** One sample holding both facets' matches, as read when no country or position type is chosen. */
const facetsFromGroups = (groups: Group[], query: Query) => facetsFromSamples(groups, groups, query);
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

describe('facetsFromGroups', () => {
  it('counts each country, remote and position type exactly when the sample holds every match', () => {
    const facets = facetsFromGroups(SMALL_SAMPLE, {});
    expect(facets.country).toEqual({
      DK: { count: 15, isCapped: false },
      SE: { count: 5, isCapped: false },
      NO: { count: 0, isCapped: false },
      FI: { count: 0, isCapped: false },
      IS: { count: 0, isCapped: false },
      REMOTE: { count: 10, isCapped: false },
    });
    expect(facets.positionType.fulltime).toEqual({ count: 17, isCapped: false });
    expect(facets.positionType.internship).toEqual({ count: 3, isCapped: false });
    expect(facets.positionType.freelance).toEqual({ count: 2, isCapped: false });
    expect(facets.positionType.cofounder).toEqual({ count: 0, isCapped: false });
  });

  it('applies the other facet’s filter but not its own', () => {
    const facets = facetsFromGroups(SMALL_SAMPLE, { country: ['DK'], positionTypes: ['fulltime'] });
    // Countries: still every country, among full-time jobs.
    expect(facets.country.DK).toEqual({ count: 12, isCapped: false });
    expect(facets.country.SE).toEqual({ count: 5, isCapped: false });
    expect(facets.country.REMOTE).toEqual({ count: 5, isCapped: false });
    // Position types: every type, among Danish jobs.
    expect(facets.positionType.fulltime).toEqual({ count: 12, isCapped: false });
    expect(facets.positionType.internship).toEqual({ count: 3, isCapped: false });
    expect(facets.positionType.freelance).toEqual({ count: 0, isCapped: false });
  });

  it('treats REMOTE in the country filter as remote jobs, alongside the chosen countries', () => {
    const facets = facetsFromGroups(SMALL_SAMPLE, { country: ['SE', 'REMOTE'] });
    // SE (5, all remote) + remote DK internships (3) + remote freelance (2).
    expect(facets.positionType.fulltime).toEqual({ count: 5, isCapped: false });
    expect(facets.positionType.internship).toEqual({ count: 3, isCapped: false });
    expect(facets.positionType.freelance).toEqual({ count: 2, isCapped: false });
  });

  it('shows 1,000+ for what surely exceeds the cap and leaves out counts a capped sample cannot tell', () => {
    const facets = facetsFromGroups(
      [group('DK', 'fulltime', false, 4_500), group('SE', 'internship', false, 501)],
      {},
    );
    expect(facets.country.DK).toEqual({ count: 1000, isCapped: true });
    expect(facets.positionType.fulltime).toEqual({ count: 1000, isCapped: true });
    expect(facets.country.SE).toBeUndefined();
    expect(facets.positionType.internship).toBeUndefined();
  });
});

describe('facetsFromSamples', () => {
  it('counts each facet in its own sample: countries in the first, position types in the second', () => {
    const countries = [group('DK', 'fulltime', false, 4_000), group('SE', 'fulltime', false, 1_001)];
    const positions = [group('NO', 'parttime', false, 30), group('NO', 'internship', true, 4)];
    const facets = facetsFromSamples(countries, positions, { country: ['NO'] });
    expect(facets.country.DK).toEqual({ count: 1000, isCapped: true });
    expect(facets.country.SE).toEqual({ count: 1000, isCapped: true });
    expect(facets.country.NO).toBeUndefined();
    expect(facets.positionType).toMatchObject({
      parttime: { count: 30, isCapped: false },
      internship: { count: 4, isCapped: false },
      fulltime: { count: 0, isCapped: false },
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  defaultJobSort,
  FEATURED_ROTATION_MS,
  type MatchGroup,
  matchGroupDivider,
  pickFeaturedStrip,
} from './job-search-page.ts';

describe('defaultJobSort', () => {
  it.each([
    [undefined, 'newest'],
    ['', 'newest'],
    ['   ', 'newest'],
    ['designer', 'relevance'],
  ] as const)('%j sorts by %s', (q, sort) => {
    expect(defaultJobSort(q)).toBe(sort);
  });
});

describe('countActiveFilters', () => {
  it.each([
    [{}, 0],
    [{ country: ['DK'] }, 1],
    [{ city: ' ' }, 0],
    [{ country: ['SE'], city: 'Malmö', roles: ['design'] }, 3],
    [{ positionTypes: ['fulltime', 'internship'], hasSalary: true, remote: false, visa: true }, 4],
  ] as const)('%j counts %i', (choices, n) => {
    expect(countActiveFilters(choices)).toBe(n);
  });
});

describe('pickFeaturedStrip', () => {
  const jobs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const at = (turn: number) => new Date(turn * FEATURED_ROTATION_MS + 1000);

  it('shows three at a time and moves on with each period', () => {
    expect(pickFeaturedStrip(jobs, { now: at(0), page: 1 })).toEqual(['a', 'b', 'c']);
    expect(pickFeaturedStrip(jobs, { now: at(1), page: 1 })).toEqual(['d', 'e', 'f']);
    expect(pickFeaturedStrip(jobs, { now: at(2), page: 1 })).toEqual(['g', 'a', 'b']);
  });

  it('shows the next ones on the next page of results', () => {
    expect(pickFeaturedStrip(jobs, { now: at(0), page: 2 })).toEqual(['d', 'e', 'f']);
  });

  it('gives every featured job its turn, none twice in one strip', () => {
    const seen = new Set<string>();
    for (let turn = 0; turn < jobs.length; turn++) {
      const strip = pickFeaturedStrip(jobs, { now: at(turn), page: 1 });
      expect(new Set(strip).size).toBe(3);
      for (const job of strip) seen.add(job);
    }
    expect(seen).toEqual(new Set(jobs));
  });

  it('shows all of a few, and nothing when none is featured', () => {
    expect(pickFeaturedStrip(['a', 'b'], { now: at(5), page: 3 }).sort()).toEqual(['a', 'b']);
    expect(pickFeaturedStrip([], { now: at(0), page: 1 })).toEqual([]);
  });
});

describe('matchGroupDivider', () => {
  const page = (...groups: (MatchGroup | undefined)[]) => groups.map((matchedIn) => ({ matchedIn }));
  const dividers = (jobs: { matchedIn?: MatchGroup }[], q?: string) =>
    jobs.map((_, index) => matchGroupDivider(jobs, index, q));
  const MENTION = 'Jobs that mention “designer”';
  const LOOKALIKE = 'Jobs at startups with a name like “designer”';

  it.each([
    ['titles only', page('title', 'title'), [null, null]],
    ['titles, then mentions', page('title', 'text', 'text'), [null, MENTION, null]],
    ['a page of mentions (after the boundary)', page('text', 'text'), [MENTION, null]],
    ['mentions, then look-alike startups', page('text', 'startupName'), [MENTION, LOOKALIKE]],
    ['titles, then look-alike startups', page('title', 'startupName'), [null, LOOKALIKE]],
    ['another sort (no groups)', page(undefined, undefined), [null, null]],
  ] as const)('%s', (_, jobs, expected) => {
    expect(dividers([...jobs], ' designer ')).toEqual(expected);
  });

  it('needs a search text', () => {
    expect(dividers(page('text'), '  ')).toEqual([null]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  describeSearch,
  newJobsCountedFrom,
  normaliseFilters,
  parseStoredHistory,
  pruneHistory,
  recordSearch,
  SEARCH_HISTORY_MAX,
  SEARCH_SITTING_MS,
  searchKey,
  searchQueryString,
} from './search-history.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY);

describe('normaliseFilters', () => {
  it.each([
    [{ search: '  product   designer ' }, { search: 'product designer' }],
    [
      { location: 'Malmö', countryCode: 'se' },
      { location: 'Malmö', countryCode: 'SE' },
    ],
    [{ countryCode: 'REMOTE' }, { countryCode: 'REMOTE' }],
  ])('keeps %j as %j', (input, expected) => {
    expect(normaliseFilters(input)).toEqual(expected);
  });

  it('keeps nothing without a search text or a location (docs/product.md, Validation)', () => {
    expect(normaliseFilters({})).toBeNull();
    expect(normaliseFilters({ search: '   ', location: '' })).toBeNull();
  });
});

describe('keys, query strings and names', () => {
  it('gives one key whatever the case', () => {
    expect(searchKey({ search: 'Designer', location: 'Oslo' })).toBe(
      searchKey({ search: 'designer', location: 'OSLO' }),
    );
    expect(searchKey({ search: 'designer' })).not.toBe(searchKey({ location: 'designer' }));
  });

  it('builds the /jobs query and a readable name', () => {
    expect(searchQueryString({ search: 'ux designer', countryCode: 'DK', location: 'Aarhus' })).toBe(
      'q=ux+designer&country=DK&city=Aarhus',
    );
    expect(describeSearch({ search: 'ux designer', location: 'Aarhus', countryCode: 'DK' })).toBe(
      'ux designer in Aarhus, DK',
    );
    expect(describeSearch({ countryCode: 'REMOTE' })).toBe('Remote');
    expect(describeSearch({ search: 'rust' })).toBe('rust');
  });
});

describe('search history', () => {
  it('moves a repeated search to the top', () => {
    let history = recordSearch([], { search: 'react' }, at(5));
    history = recordSearch(history, { location: 'Oslo' }, at(3));
    history = recordSearch(history, { search: 'React ' }, at(1));
    expect(history.map((e) => e.filters)).toEqual([{ search: 'React' }, { location: 'Oslo' }]);
    expect(history[0]?.lastUsedAt).toBe(at(1).toISOString());
  });

  it('counts new jobs from the last run: none for a search just made, the run before while looked at', () => {
    const MINUTE = 60 * 1000;
    const later = (ms: number) => new Date(NOW.getTime() + ms);
    const counted = (history: ReturnType<typeof recordSearch>, when: Date) =>
      history[0] ? newJobsCountedFrom(history[0], when) : 'none';
    // Made now: every result is in front of the person, nothing to count.
    let history = recordSearch([], { search: 'python' }, NOW);
    expect(counted(history, NOW)).toBeNull();
    // The next page and a reload are the same sitting: still nothing new.
    history = recordSearch(history, { search: 'python' }, later(5 * MINUTE));
    expect(counted(history, later(6 * MINUTE))).toBeNull();
    // Once the sitting is over, the jobs since it are new (shown beside the other searches).
    expect(counted(history, later(SEARCH_SITTING_MS + 6 * MINUTE))).toBe(later(5 * MINUTE).toISOString());
    // Run again the next day: while it is looked at, its new jobs are those since yesterday's run.
    history = recordSearch(history, { search: 'python' }, later(DAY));
    expect(counted(history, later(DAY + MINUTE))).toBe(later(5 * MINUTE).toISOString());
    history = recordSearch(history, { search: 'python' }, later(DAY + 2 * MINUTE));
    expect(counted(history, later(DAY + 3 * MINUTE))).toBe(later(5 * MINUTE).toISOString());
    // And after that sitting, from this run on.
    expect(counted(history, later(2 * DAY))).toBe(later(DAY + 2 * MINUTE).toISOString());
  });

  it('forgets searches after 30 days and keeps at most the newest ten', () => {
    const old = recordSearch([], { search: 'old' }, at(31));
    expect(pruneHistory(old, NOW)).toEqual([]);
    expect(pruneHistory(recordSearch([], { search: 'recent' }, at(29)), NOW)).toHaveLength(1);
    let many: ReturnType<typeof recordSearch> = [];
    for (let i = 0; i < 15; i++)
      many = recordSearch(many, { search: `s${i}` }, new Date(NOW.getTime() - (15 - i) * 1000));
    expect(many).toHaveLength(SEARCH_HISTORY_MAX);
    expect(many[0]?.filters.search).toBe('s14');
  });

  it('does not record a search without text or location', () => {
    expect(recordSearch([], { search: ' ' }, NOW)).toEqual([]);
  });

  it('reads stored history defensively', () => {
    expect(parseStoredHistory(null, NOW)).toEqual([]);
    expect(parseStoredHistory('not json', NOW)).toEqual([]);
    expect(parseStoredHistory('{"a":1}', NOW)).toEqual([]);
    const stored = JSON.stringify([
      { key: 'x', filters: { search: 'go' }, since: at(2).toISOString(), lastUsedAt: at(1).toISOString() },
      { filters: { search: 'bad date' }, since: 'yesterday', lastUsedAt: at(1).toISOString() },
      { filters: {}, since: at(2).toISOString(), lastUsedAt: at(1).toISOString() },
      { filters: { search: 'rust', visa: true }, since: null, lastUsedAt: at(3).toISOString() },
      'nonsense',
    ]);
    expect(parseStoredHistory(stored, NOW)).toEqual([
      {
        key: searchKey({ search: 'go' }),
        filters: { search: 'go' },
        since: at(2).toISOString(),
        lastUsedAt: at(1).toISOString(),
      },
      {
        key: searchKey({ search: 'rust', visa: true }),
        filters: { search: 'rust', visa: true },
        since: null,
        lastUsedAt: at(3).toISOString(),
      },
    ]);
  });
});

describe('the visa sponsorship filter in saved searches', () => {
  it('is kept only when on, gives its own key, query string and name', () => {
    const filters = normaliseFilters({ search: 'designer', countryCode: 'dk', visa: true });
    expect(filters).toEqual({ search: 'designer', countryCode: 'DK', visa: true });
    expect(normaliseFilters({ search: 'designer', visa: false })).toEqual({ search: 'designer' });
    expect(searchKey(filters ?? {})).toBe('designer||dk|visa');
    expect(searchKey({ search: 'designer', countryCode: 'DK' })).toBe('designer||dk');
    expect(searchQueryString(filters ?? {})).toBe('q=designer&country=DK&visa=true');
    expect(describeSearch(filters ?? {})).toBe('designer in DK, with visa sponsorship');
  });
});

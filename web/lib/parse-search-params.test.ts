import { describe, expect, it } from 'vitest';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { parseSearchParamsLeniently } from './parse-search-params.ts';

const read = (search: string) =>
  parseSearchParamsLeniently(new URL(`http://x/jobs${search}`), JobSearchQuery);

describe('parseSearchParamsLeniently', () => {
  it.each([
    ['', [], { page: 1, sort: 'newest' }],
    ['?page=0', ['page'], { page: 1 }],
    ['?page=999', ['page'], { page: 1 }],
    ['?page=abc&sort=bogus&q=designer', ['page', 'sort'], { page: 1, sort: 'newest', q: 'designer' }],
    ['?country=XX&roles=design', ['country'], { roles: ['design'] }],
    ['?page=3&perPage=0', ['perPage'], { page: 3, perPage: 20 }],
    ['?page=1&page=2', ['page'], { page: 1 }],
  ] as const)('%s leaves out %j', (search, dropped, expected) => {
    const result = read(search);
    expect([...result.dropped].sort()).toEqual([...dropped].sort());
    expect(result.data).toMatchObject(expected);
  });

  it('keeps every valid value', () => {
    expect(read('?q=backend&country=DK,SE&remote=true&page=2&sort=relevance')).toEqual({
      dropped: [],
      data: expect.objectContaining({
        q: 'backend',
        country: ['DK', 'SE'],
        remote: true,
        page: 2,
        sort: 'relevance',
      }),
    });
  });
});

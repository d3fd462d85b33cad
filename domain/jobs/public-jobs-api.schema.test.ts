import { describe, expect, it } from 'vitest';
import {
  jobsPagePath,
  PublicJobsQuery,
  publicQueryString,
  toJobSearchQuery,
} from './public-jobs-api.schema.ts';

const parse = (query: Record<string, unknown>) => PublicJobsQuery.parse(query);

describe('PublicJobsQuery → the project search (toJobSearchQuery)', () => {
  it.each([
    [{}, { sort: 'newest', page: 1, perPage: 15 }],
    [{ countryCode: 'dk' }, { country: ['DK'] }],
    [{ countryCode: 'EU' }, { country: ['DK', 'SE', 'NO', 'FI', 'IS'] }],
    [{ countryCode: '' }, { country: undefined }],
    [{ isRemote: 'true' }, { remote: true }],
    [{ isRemote: '1' }, { remote: true }],
    [{ isRemote: 'false' }, { remote: undefined }],
    [{ search: 'designer' }, { q: 'designer', sort: 'relevance' }],
    [
      { search: 'designer', sorting: 'newJobs' },
      { q: 'designer', sort: 'newest' },
    ],
    [{ sorting: 'mostPopular' }, { sort: 'mostviewed' }],
    [{ sorting: 'mostviewed' }, { sort: 'mostviewed' }],
    [{ roles: 'data,design' }, { roles: ['data', 'design'] }],
    [{ roles: ['data', 'design'] }, { roles: ['data', 'design'] }],
    [{ 'roles[]': ['data', 'design'] }, { roles: ['data', 'design'] }],
    [{ jobPositionTypes: 'internship' }, { positionTypes: ['internship'] }],
    [{ page: '4' }, { page: 4 }],
  ])('%j', (query, expected) => {
    expect(toJobSearchQuery(parse(query))).toMatchObject(expected);
  });

  it.each([
    { countryCode: 'XX' },
    { countryCode: ['DK', 'SE'] },
    { isRemote: 'yes' },
    { sorting: 'cheapest' },
    { roles: 'wizard' },
    { jobPositionTypes: 'astronaut' },
    { page: '0' },
    { page: '501' },
    { page: ['1', '2'] },
    { search: 'a'.repeat(201) },
  ])('refuses %j', (query) => {
    expect(PublicJobsQuery.safeParse(query).success).toBe(false);
  });

  it('ignores parameters it does not know', () => {
    expect(parse({ utm_source: 'board', limit: '99' })).toEqual(parse({}));
  });
});

describe('publicQueryString and jobsPagePath', () => {
  it('write a filter back for the feed and for the /jobs page', () => {
    const query = parse({
      countryCode: 'fi',
      isRemote: 'true',
      roles: 'data',
      sorting: 'mostPopular',
      page: '3',
    });
    expect(publicQueryString(query, { withPage: false })).toBe(
      '?countryCode=FI&isRemote=true&roles=data&sorting=mostPopular',
    );
    expect(publicQueryString(query, { withPage: true })).toContain('&page=3');
    expect(jobsPagePath(toJobSearchQuery(query))).toBe(
      '/jobs?country=FI&remote=true&roles=data&sort=mostviewed',
    );
  });

  it('leave out what is the default', () => {
    expect(publicQueryString(parse({}), { withPage: true })).toBe('');
    expect(jobsPagePath(toJobSearchQuery(parse({})))).toBe('/jobs');
    expect(jobsPagePath(toJobSearchQuery(parse({ search: 'ux' })))).toBe('/jobs?q=ux');
  });
});

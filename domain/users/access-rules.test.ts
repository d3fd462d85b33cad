import { describe, expect, it } from 'vitest';
import {
  decideApplicantAccess,
  decideInvestorAccess,
  decideStartupAccess,
  decideUserAccess,
  loginRedirectPath,
  type ProfileAccess,
} from './access-rules.ts';

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('loginRedirectPath', () => {
  it.each([
    ['/client/my-jobs', '/?to=/client/my-jobs'],
    ['/client', '/?to=/client'],
    ['/settings?tab=email&x=1', '/?to=/settings%3Ftab%3Demail%26x%3D1'],
    ['/client/startups/a b', '/?to=/client/startups/a%20b'],
  ])('sends %s to %s', (path, expected) => {
    expect(loginRedirectPath(path)).toBe(expected);
  });

  it('keeps the whole path in the to query', () => {
    const target = new URL(loginRedirectPath('/settings?tab=email&x=1'), 'http://localhost');
    expect(target.pathname).toBe('/');
    expect(target.searchParams.get('to')).toBe('/settings?tab=email&x=1');
  });
});

describe('decideUserAccess (login-required and portal pages)', () => {
  it.each([
    [true, '/client', allow],
    [false, '/client', to('/?to=/client')],
    [false, '/client/my-jobs', to('/?to=/client/my-jobs')],
  ])('logged in %s on %s', (isLoggedIn, pathWithSearch, expected) => {
    expect(decideUserAccess({ isLoggedIn, pathWithSearch })).toEqual(expected);
  });
});

describe('decideApplicantAccess', () => {
  it.each([
    ['logged out', false, false, false, false, to('/?to=/client/applicant')],
    ['a talent', true, true, false, false, allow],
    ['a talent, creation page', true, true, true, true, allow],
    ['no talent profile', true, false, false, false, to('/')],
    ['no talent profile, create query where creation is offered', true, false, true, true, allow],
    ['no talent profile, create query where creation is not offered', true, false, false, true, to('/')],
    ['no talent profile, creation page without the query', true, false, true, false, to('/')],
  ])('%s', (_label, isLoggedIn, isApplicantEnabled, allowCreate, hasCreateQuery, expected) => {
    expect(
      decideApplicantAccess({
        isLoggedIn,
        isApplicantEnabled,
        allowCreate,
        hasCreateQuery,
        pathWithSearch: '/client/applicant',
      }),
    ).toEqual(expected);
  });
});

const member = (status: 'DRAFT' | 'PUBLISHED'): ProfileAccess => ({ isAllowed: true, status });
const stranger: ProfileAccess = { isAllowed: false };

describe('decideStartupAccess', () => {
  it.each([
    ['logged out', false, stranger, '/client/startups/acme', to('/?to=/client/startups/acme')],
    ['a member', true, member('PUBLISHED'), '/client/startups/acme', allow],
    ['a member, trailing slash', true, member('PUBLISHED'), '/client/startups/acme/', allow],
    ['not a member (or no such startup)', true, stranger, '/client/startups/acme', to('/client/')],
    [
      'a draft, on the dashboard',
      true,
      member('DRAFT'),
      '/client/startups/acme',
      to('/client/startups/acme/edit'),
    ],
    [
      'a draft, on another page',
      true,
      member('DRAFT'),
      '/client/startups/acme/jobs',
      to('/client/startups/acme/edit'),
    ],
    ['a draft, on its form', true, member('DRAFT'), '/client/startups/acme/edit', allow],
    ['a draft, on its form with a slash', true, member('DRAFT'), '/client/startups/acme/edit/', allow],
    ['a draft, on the preview of its page', true, member('DRAFT'), '/client/startups/acme/profile', allow],
    ['not a member, on the preview', true, stranger, '/client/startups/acme/profile', to('/client/')],
  ])('%s', (_label, isLoggedIn, access, pathname, expected) => {
    expect(
      decideStartupAccess({ isLoggedIn, key: 'acme', access, pathname, pathWithSearch: pathname }),
    ).toEqual(expected);
  });
});

describe('decideInvestorAccess', () => {
  it.each([
    ['logged out', false, stranger, '/client/investors/fund', to('/?to=/client/investors/fund')],
    ['a member', true, member('PUBLISHED'), '/client/investors/fund', allow],
    ['not a member (or no such investor)', true, stranger, '/client/investors/fund', to('/investors/join')],
    ['a draft', true, member('DRAFT'), '/client/investors/fund/settings', to('/client/investors/fund/edit')],
    ['a draft, on its form', true, member('DRAFT'), '/client/investors/fund/edit', allow],
  ])('%s', (_label, isLoggedIn, access, pathname, expected) => {
    expect(
      decideInvestorAccess({ isLoggedIn, key: 'fund', access, pathname, pathWithSearch: pathname }),
    ).toEqual(expected);
  });
});

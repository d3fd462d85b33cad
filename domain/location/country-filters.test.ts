import { describe, expect, it } from 'vitest';
import type { CountryCode } from './countries.ts';
import type { CountryOption } from './country-filters.ts';
import {
  listCountryOptions,
  normalizePreferredCountry,
  toDigestLocations,
  toJobCountryQuery,
} from './country-filters.ts';

describe('toJobCountryQuery and toDigestLocations', () => {
  it.each<[string[], CountryCode[], boolean]>([
    [[], [], false],
    [['DK'], ['DK'], false],
    [['REMOTE'], [], true],
    [['DK', 'REMOTE', 'SE'], ['DK', 'SE'], true],
    [['SE', 'DK', 'SE', 'DK'], ['SE', 'DK'], false],
    [['dk', ' se ', 'remote'], ['DK', 'SE'], true],
    [['NI', 'DE', '', 'XX', 'FI'], ['FI'], false],
    [['IS', 'NO', 'REMOTE', 'REMOTE'], ['IS', 'NO'], true],
  ])('%j → %j, remote %s', (codes, expectedCodes, expectedRemote) => {
    expect(toJobCountryQuery(codes)).toEqual({ countryCodes: expectedCodes, isRemote: expectedRemote });
    expect(toDigestLocations(codes)).toEqual({ locations: expectedCodes, includeRemoteJobs: expectedRemote });
  });
});

describe('listCountryOptions', () => {
  const dk = { text: 'Denmark', value: 'DK' };
  const ni = { text: 'Northern Ireland', value: 'NI' };
  const se = { text: 'Sweden', value: 'SE' };
  const remote = { text: 'Remote', value: 'REMOTE' };
  const customRemote = { text: 'Anywhere (remote)', value: 'REMOTE' };

  it.each<[string, CountryOption[], boolean, CountryOption[]]>([
    ['drops NI, adds REMOTE', [dk, ni, se], true, [dk, se, remote]],
    ['drops NI, no REMOTE', [dk, ni, se], false, [dk, se]],
    ['keeps an existing REMOTE once', [dk, customRemote, se], true, [dk, customRemote, se]],
    ['removes REMOTE when not wanted', [dk, remote, se], false, [dk, se]],
    ['empty list with remote', [], true, [remote]],
    ['empty list without remote', [], false, []],
  ])('%s', (_name, countries, withRemote, expected) => {
    expect(listCountryOptions(countries, { withRemote })).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const countries = [dk, ni];
    listCountryOptions(countries, { withRemote: true });
    expect(countries).toEqual([dk, ni]);
  });
});

describe('normalizePreferredCountry', () => {
  it.each<[string | null | undefined, CountryCode | null]>([
    ['DK', 'DK'],
    ['se', 'SE'],
    [' FI ', 'FI'],
    ['IS', 'IS'],
    ['NO', 'NO'],
    ['REMOTE', null],
    ['remote', null],
    ['NI', null],
    ['DE', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (code, expected) => {
    expect(normalizePreferredCountry(code)).toBe(expected);
  });
});

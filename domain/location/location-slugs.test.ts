import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX } from '../site/cut-meta-description.ts';
import { CountryFilter } from './countries.ts';
import { COUNTRY_FILTERS } from './country-constants.ts';
import {
  cityHeading,
  cityTexts,
  findLocationCountry,
  findLocationCountryByCode,
  LOCATION_COUNTRIES,
  locationPath,
  slugifyCity,
} from './location-slugs.ts';

describe('location countries', () => {
  it('has one page per country filter (the Nordic countries and REMOTE), never NI', () => {
    expect(LOCATION_COUNTRIES.map((c) => c.code).sort()).toEqual([...COUNTRY_FILTERS].sort());
    expect(LOCATION_COUNTRIES.map((c) => c.slug)).toEqual([
      'denmark',
      'sweden',
      'norway',
      'finland',
      'iceland',
      'remote',
    ]);
    expect(findLocationCountry('ni')).toBeUndefined();
    expect(findLocationCountry('NI')).toBeUndefined();
  });

  it.each(LOCATION_COUNTRIES.map((c) => [c.slug, c] as const))(
    '%s: valid code and texts within limits',
    (_slug, c) => {
      expect(CountryFilter.safeParse(c.code).success).toBe(true);
      expect(c.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(c.description.length).toBeGreaterThan(50);
      expect(c.intro.length).toBeGreaterThan(50);
    },
  );

  it.each(['heading', 'intro', 'description'] as const)('has a distinct %s per country', (field) => {
    expect(new Set(LOCATION_COUNTRIES.map((c) => c[field])).size).toBe(LOCATION_COUNTRIES.length);
  });

  it.each<[string, string | undefined, boolean]>([
    ['denmark', 'DK', true],
    ['Denmark', 'DK', false],
    ['dk', 'DK', false],
    ['DK', 'DK', false],
    ['sweden', 'SE', true],
    ['SE', 'SE', false],
    ['remote', 'REMOTE', true],
    ['REMOTE', 'REMOTE', false],
    ['iceland', 'IS', true],
    ['germany', undefined, false],
    ['de', undefined, false],
    ['', undefined, false],
  ])('findLocationCountry(%j) → %s (canonical: %s)', (value, code, isCanonical) => {
    const found = findLocationCountry(value);
    expect(found?.country.code).toBe(code);
    if (code) expect(found?.isCanonical).toBe(isCanonical);
  });

  it('finds a country by its filter code', () => {
    expect(findLocationCountryByCode('FI')?.slug).toBe('finland');
    expect(findLocationCountryByCode('REMOTE')?.slug).toBe('remote');
    expect(findLocationCountryByCode('fi')).toBeUndefined();
  });
});

describe('location paths and city slugs', () => {
  it.each<[string | undefined, string | undefined, string]>([
    [undefined, undefined, '/jobs/location'],
    ['denmark', undefined, '/jobs/location/denmark'],
    ['sweden', 'malmo', '/jobs/location/sweden/malmo'],
  ])('locationPath(%s, %s) → %s', (country, city, expected) => {
    expect(locationPath(country, city)).toBe(expected);
  });

  it.each([
    ['Copenhagen', 'copenhagen'],
    ['Malmö', 'malmo'],
    ['Malmo', 'malmo'],
    ['Århus', 'arhus'],
    ['Bodø', 'bodo'],
    ['Tórshavn', 'torshavn'],
    ['Þorlákshöfn', 'thorlakshofn'],
    ['Hafnarfjörður', 'hafnarfjordur'],
    ['Nærbø', 'naerbo'],
    ['  Lyngby-Taarbæk ', 'lyngby-taarbaek'],
    ['Frederiksberg C', 'frederiksberg-c'],
    ['!!!', ''],
  ])('slugifyCity(%j) → %s', (name, slug) => {
    expect(slugifyCity(name)).toBe(slug);
  });

  it('writes city headings and texts, the description within the limit', () => {
    const denmark = LOCATION_COUNTRIES[0];
    if (!denmark) throw new Error('no countries');
    expect(cityHeading('Copenhagen', denmark)).toBe('Startup jobs in Copenhagen, Denmark');
    const longName = 'A'.repeat(60);
    const texts = cityTexts(longName, denmark);
    expect(texts.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(texts.intro).toContain(`${longName}, Denmark`);
  });
});

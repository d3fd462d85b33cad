/**
 * The location pages (`/jobs/location/{country?}/{city?}`) as plain data, free of zod so route
 * modules can use them: a URL slug per country filter (REMOTE included, NI never: docs/product.md, Validation), the
 * page texts, and how a city name becomes its slug.
 */
import type { COUNTRY_FILTERS } from './country-constants.ts';

export type LocationCountryCode = (typeof COUNTRY_FILTERS)[number];

export type LocationCountry = {
  slug: string;
  /** The search filter value: a Nordic country code, or REMOTE for remote jobs. */
  code: LocationCountryCode;
  name: string;
  /** H1 and title of the country's page. */
  heading: string;
  intro: string;
  /** Meta description (at most 200 characters, checked by the tests). */
  description: string;
};

export const LOCATION_COUNTRIES: readonly LocationCountry[] = [
  {
    slug: 'denmark',
    code: 'DK',
    name: 'Denmark',
    heading: 'Startup jobs in Denmark',
    intro:
      'Danish startups hire developers, designers, marketers and sales people in Copenhagen, Aarhus, Odense and beyond. Here are the open positions, newest first.',
    description:
      'Find jobs at startups in Denmark: development, design, marketing, sales and more in Copenhagen, Aarhus and Odense. Updated every day on Nordhub.',
  },
  {
    slug: 'sweden',
    code: 'SE',
    name: 'Sweden',
    heading: 'Startup jobs in Sweden',
    intro:
      'From Stockholm to Gothenburg and Malmo, Swedish startups are looking for people to build their next stage. Browse the open positions, newest first.',
    description:
      'Find jobs at startups in Sweden: tech, design, marketing and sales roles in Stockholm, Gothenburg, Malmo and Uppsala. Updated every day on Nordhub.',
  },
  {
    slug: 'norway',
    code: 'NO',
    name: 'Norway',
    heading: 'Startup jobs in Norway',
    intro:
      'Norwegian startups in Oslo, Bergen, Trondheim and Stavanger are hiring for tech, business and operations roles. Browse the open positions, newest first.',
    description:
      'Find jobs at startups in Norway: development, product, sales and operations roles in Oslo, Bergen, Trondheim and Stavanger. Updated every day on Nordhub.',
  },
  {
    slug: 'finland',
    code: 'FI',
    name: 'Finland',
    heading: 'Startup jobs in Finland',
    intro:
      'Helsinki, Espoo, Tampere and Oulu are home to a busy startup scene in games, health and deep tech. Browse the open positions at Finnish startups, newest first.',
    description:
      'Find jobs at startups in Finland: development, design, marketing and sales roles in Helsinki, Espoo, Tampere and Oulu. Updated every day on Nordhub.',
  },
  {
    slug: 'iceland',
    code: 'IS',
    name: 'Iceland',
    heading: 'Startup jobs in Iceland',
    intro:
      'Icelandic startups in Reykjavik and Akureyri build for the whole world from a small island. Browse their open positions, newest first.',
    description:
      'Find jobs at startups in Iceland: tech, design and business roles in Reykjavik and Akureyri. Updated every day on Nordhub.',
  },
  {
    slug: 'remote',
    code: 'REMOTE',
    name: 'Remote',
    heading: 'Remote startup jobs',
    intro:
      'Work for a Nordic startup from wherever you are. These positions are open to remote work, newest first.',
    description:
      'Remote jobs at Nordic startups: development, design, marketing and sales roles you can do from anywhere. Updated every day on Nordhub.',
  },
];

export const LOCATION_INDEX_PATH = '/jobs/location';

/** A location page's URL path: the index, a country (or remote), or a city of a country. */
export function locationPath(countrySlug?: string, citySlug?: string): string {
  if (!countrySlug) return LOCATION_INDEX_PATH;
  return citySlug
    ? `${LOCATION_INDEX_PATH}/${countrySlug}/${citySlug}`
    : `${LOCATION_INDEX_PATH}/${countrySlug}`;
}

/** The country whose slug or code (any case) this is; `isCanonical` when it is exactly the slug. */
export function findLocationCountry(
  value: string,
): { country: LocationCountry; isCanonical: boolean } | undefined {
  const lower = value.trim().toLowerCase();
  const country = LOCATION_COUNTRIES.find((c) => c.slug === lower || c.code.toLowerCase() === lower);
  return country ? { country, isCanonical: value === country.slug } : undefined;
}

export function findLocationCountryByCode(code: string): LocationCountry | undefined {
  return LOCATION_COUNTRIES.find((c) => c.code === code);
}

/** Letters that Unicode does not decompose into a base letter and a mark. */
const TRANSLITERATIONS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  œ: 'oe',
  ł: 'l',
};

/** 'Malmö' → 'malmo', 'Tórshavn' → 'torshavn', 'Århus' → 'arhus', 'Bodø' → 'bodo'. */
export function slugifyCity(name: string): string {
  return name
    .toLowerCase()
    .replace(/[æøðþßœł]/gu, (letter) => TRANSLITERATIONS[letter] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
}

/** 'Startup jobs in Copenhagen, Denmark'. */
export function cityHeading(city: string, country: LocationCountry): string {
  return `Startup jobs in ${city}, ${country.name}`;
}

/** The city page's intro and meta description (at most 200 characters for any city name up to 60). */
export function cityTexts(city: string, country: LocationCountry): { intro: string; description: string } {
  return {
    intro: `Startups in ${city} are hiring. Browse the open positions in ${city}, ${country.name}: development, design, marketing, sales and more, newest first.`,
    description: `Find jobs at startups in ${city}, ${country.name}: development, design, marketing, sales and more. Updated every day on Nordhub.`,
  };
}

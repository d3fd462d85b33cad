import { type Faker, fakerDA, fakerFI, fakerNB_NO, fakerSV } from '@faker-js/faker';
import type { CountryCode } from '../../../domain/location/countries.ts';
import { type Random, slugify } from './random.ts';
import { CITIES_BY_COUNTRY, type SeedCity } from './reference-data.ts';

/** The fixed faker seed; each seed area re-seeds so its names do not depend on the other areas. */
export const FAKER_SEED = 42;

// faker has no Icelandic locale: Icelandic names and streets come from these lists.
const ICELANDIC_FIRST_NAMES = [
  'Jón',
  'Guðrún',
  'Sigurður',
  'Anna',
  'Gunnar',
  'Kristín',
  'Ólafur',
  'Helga',
  'Einar',
  'Sigríður',
  'Bjarki',
  'Katrín',
  'Stefán',
  'Margrét',
  'Ragnar',
  'Hildur',
];
const ICELANDIC_PARENT_NAMES = ['Jón', 'Sigurð', 'Gunnar', 'Ólaf', 'Einar', 'Stefán', 'Magnús', 'Kristján'];
const ICELANDIC_FEMALE_NAMES = new Set([
  'Guðrún',
  'Anna',
  'Kristín',
  'Helga',
  'Sigríður',
  'Katrín',
  'Margrét',
  'Hildur',
]);
const ICELANDIC_STREETS = [
  'Laugavegur',
  'Borgartún',
  'Skólavörðustígur',
  'Hverfisgata',
  'Suðurlandsbraut',
  'Grandagarður',
];

const FAKERS: Record<Exclude<CountryCode, 'IS'>, Faker> = {
  DK: fakerDA,
  SE: fakerSV,
  NO: fakerNB_NO,
  FI: fakerFI,
};

export type PersonName = { firstName: string; lastName: string };

/** Re-seeds every locale faker; call at the start of an area with that area's own offset. */
export function seedFakers(offset: number): void {
  for (const faker of Object.values(FAKERS)) faker.seed(FAKER_SEED + offset);
}

export function createPersonName(rng: Random, countryCode: CountryCode): PersonName {
  if (countryCode === 'IS') {
    const firstName = rng.pickOne(ICELANDIC_FIRST_NAMES);
    const suffix = ICELANDIC_FEMALE_NAMES.has(firstName) ? 'sdóttir' : 'sson';
    return { firstName, lastName: `${rng.pickOne(ICELANDIC_PARENT_NAMES)}${suffix}` };
  }
  const faker = FAKERS[countryCode];
  return { firstName: faker.person.firstName(), lastName: faker.person.lastName() };
}

export function formatFullName(name: PersonName): string {
  return `${name.firstName} ${name.lastName}`;
}

/** 'firstname.lastname', ASCII only: the local part of demo email addresses. */
export function createEmailLocalPart(name: PersonName): string {
  return `${slugify(name.firstName)}.${slugify(name.lastName)}`.replace(/-/g, '');
}

export function pickCity(rng: Random, countryCode: CountryCode): SeedCity {
  return rng.pickWeighted(CITIES_BY_COUNTRY[countryCode].map((city) => [city, city.weight] as const));
}

export function findCity(countryCode: CountryCode, cityName: string): SeedCity {
  const city = CITIES_BY_COUNTRY[countryCode].find((c) => c.name === cityName);
  if (!city) throw new Error(`Seed city ${cityName} is not listed for ${countryCode}`);
  return city;
}

/** A street address with a postcode of the city: 'Egevej 8, 8000 Aarhus'. */
export function createStreetAddress(rng: Random, countryCode: CountryCode, city: SeedCity): string {
  const street =
    countryCode === 'IS'
      ? `${rng.pickOne(ICELANDIC_STREETS)} ${rng.nextInt(1, 120)}`
      : FAKERS[countryCode].location.streetAddress();
  const postcode = city.postcodes.length > 0 ? `${rng.pickOne(city.postcodes)} ` : '';
  return `${street}, ${postcode}${city.name}`;
}

const PHONE_PREFIXES: Record<CountryCode, string> = {
  DK: '+45',
  SE: '+46',
  NO: '+47',
  FI: '+358',
  IS: '+354',
};

export function createPhoneNumber(rng: Random, countryCode: CountryCode): string {
  return `${PHONE_PREFIXES[countryCode]} ${rng.nextInt(20, 99)} ${rng.nextInt(10, 99)} ${rng.nextInt(10, 99)} ${rng.nextInt(10, 99)}`;
}

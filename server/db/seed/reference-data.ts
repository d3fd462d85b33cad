import type { CountryCode } from '../../../domain/location/countries.ts';
import { COUNTRY_CODES, NORDIC_COUNTRIES } from '../../../domain/location/country-constants.ts';
import { INVESTOR_CATEGORY_KEYS, type InvestorCategory } from '../../../domain/site/site-config.schema.ts';

/**
 * Vocabulary shared by the seed areas. Where the domain has no enum yet (industries, stages,
 * investor categories), these keys are the seed's proposal and match what the product pages filter on.
 */

export const SEED_COUNTRY_CODES: readonly CountryCode[] = COUNTRY_CODES;

export type SeedCity = { name: string; postcodes: readonly string[]; weight: number };

/** English city names, as the SEO pages use them (e.g. /jobs/location/se/malmo). */
export const CITIES_BY_COUNTRY: Record<CountryCode, readonly SeedCity[]> = {
  DK: [
    { name: 'Copenhagen', postcodes: ['1050', '1360', '1620', '2100', '2200', '2300'], weight: 10 },
    { name: 'Aarhus', postcodes: ['8000', '8200'], weight: 5 },
    { name: 'Odense', postcodes: ['5000', '5230'], weight: 3 },
    { name: 'Aalborg', postcodes: ['9000'], weight: 2 },
  ],
  SE: [
    { name: 'Stockholm', postcodes: ['111 20', '113 30', '116 21', '118 46'], weight: 10 },
    { name: 'Gothenburg', postcodes: ['411 03', '413 27'], weight: 5 },
    { name: 'Malmo', postcodes: ['211 19', '214 21'], weight: 4 },
    { name: 'Uppsala', postcodes: ['753 20'], weight: 2 },
    { name: 'Lund', postcodes: ['222 21'], weight: 2 },
  ],
  NO: [
    { name: 'Oslo', postcodes: ['0150', '0182', '0557'], weight: 10 },
    { name: 'Bergen', postcodes: ['5003', '5014'], weight: 4 },
    { name: 'Trondheim', postcodes: ['7011', '7030'], weight: 4 },
    { name: 'Stavanger', postcodes: ['4006'], weight: 2 },
  ],
  FI: [
    { name: 'Helsinki', postcodes: ['00100', '00180', '00530'], weight: 10 },
    { name: 'Espoo', postcodes: ['02150'], weight: 4 },
    { name: 'Tampere', postcodes: ['33100', '33720'], weight: 4 },
    { name: 'Oulu', postcodes: ['90100'], weight: 2 },
    { name: 'Turku', postcodes: ['20100'], weight: 2 },
  ],
  IS: [
    { name: 'Reykjavik', postcodes: ['101', '105', '108'], weight: 9 },
    { name: 'Akureyri', postcodes: ['600'], weight: 1 },
  ],
};

export const COUNTRY_CURRENCIES = Object.fromEntries(
  NORDIC_COUNTRIES.map((c) => [c.value, c.currency]),
) as Record<CountryCode, string>;

export const COUNTRY_LANGUAGES: Record<CountryCode, string> = {
  DK: 'Danish',
  SE: 'Swedish',
  NO: 'Norwegian',
  FI: 'Finnish',
  IS: 'Icelandic',
};

export const INDUSTRIES = [
  'fintech',
  'healthtech',
  'cleantech',
  'foodtech',
  'edtech',
  'saas',
  'e-commerce',
  'gaming',
  'mobility',
  'proptech',
  'deeptech',
  'impact',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const STARTUP_STAGES = ['idea', 'pre-seed', 'seed', 'series-a', 'series-b', 'growth'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];

export const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500'] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

export const BUSINESS_MODELS = ['b2b', 'b2c', 'b2b2c', 'marketplace'] as const;

export const FUNDING_STAGES = ['bootstrapped', 'angel-funded', 'vc-funded', 'publicly-funded'] as const;
export type FundingType = (typeof FUNDING_STAGES)[number];

/**
 * How a startup at each stage can be funded: a seed round or later is outside money, so never
 * bootstrapped, and a Series A or later is a venture round.
 */
export const FUNDING_TYPES_BY_STAGE: Record<StartupStage, readonly FundingType[]> = {
  idea: ['bootstrapped'],
  'pre-seed': ['bootstrapped', 'angel-funded', 'publicly-funded'],
  seed: ['angel-funded', 'vc-funded', 'publicly-funded'],
  'series-a': ['vc-funded'],
  'series-b': ['vc-funded'],
  growth: ['vc-funded'],
};

export const INVESTOR_CATEGORIES = INVESTOR_CATEGORY_KEYS;
export type { InvestorCategory };

/** Ticket sizes in EUR. */
export const INVESTMENT_RANGES = ['0-50k', '50k-250k', '250k-1m', '1m-5m', '5m-plus'] as const;

/** What a perk icon stands for, in the words startups use on their pages. */
export const PERK_TEXTS: Record<string, readonly string[]> = {
  beer: ['Friday bar with the whole team', 'Team dinners every month'],
  coffee: ['Barista-grade coffee and fresh fruit', 'Unlimited coffee and snacks'],
  equity: ['Warrants for every employee', 'Employee stock option programme'],
  gym: ['Gym membership paid by us', 'Weekly running club and sports allowance'],
  healthcare: ['Private health insurance', 'Health insurance including mental health support'],
  pension: ['Pension contribution on top of salary', 'Employer-paid pension from day one'],
  pet: ['Dog-friendly office', 'Bring your dog to work'],
  remote: ['Work from home up to three days a week', 'Remote-friendly within Nordic time zones'],
  lunch: ['Subsidised lunch every day', 'Free healthy lunch in the office'],
  flexible: ['Flexible working hours', 'Four-day summer weeks in July'],
  education: ['Personal learning budget', 'Conference tickets and courses paid for'],
  parental: ['Extra parental leave pay', 'Full salary during parental leave'],
  bike: ['Bike scheme and secure bike parking', 'E-bike leasing through salary exchange'],
  phone: ['Phone and home internet paid', 'Latest laptop and phone of your choice'],
};

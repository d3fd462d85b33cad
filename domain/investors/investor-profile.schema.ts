import { z } from 'zod';
import { PlatformFlags } from '../companies/company.schema.ts';
import { profileName, WebsiteInput } from '../companies/company-form.schema.ts';
import { optionalImageKey } from '../companies/company-profile.schema.ts';
import type { FieldErrors } from '../errors.ts';
import { listOf, optionalText, readIndexedGroups, requiredText } from '../forms/form-fields.ts';
import { COUNTRY_CODES } from '../location/country-constants.ts';
import { INVESTOR_CATEGORY_KEYS } from '../site/site-config.schema.ts';
import type { FundingChoices } from './funding-choices.ts';
import {
  CATEGORY_MESSAGE,
  INVESTOR_INTRO_MAX_LENGTH,
  INVESTOR_INTRO_MESSAGE,
  INVESTOR_NAME_MESSAGE,
  PUBLISH_INTRO_MESSAGE,
} from './investor-form.schema.ts';
import {
  INVESTOR_INVESTMENTS_MAX,
  INVESTOR_KEY_PEOPLE_MAX,
  INVESTOR_PERSON_NAME_MAX_LENGTH,
  INVESTOR_URL_MAX_LENGTH,
  LISTING_FIELDS,
  type ListingField,
} from './investor-form-constants.ts';
import { CONTACT_PREFERENCES, PitchEmail } from './investor-settings.schema.ts';

/**
 * The whole investor profile (docs/product.md, Data: Investor; issue 33): the one schema of
 * `PUT /api/investors/{key}`, `GET /api/investors/{key}/profile` and the form at
 * `/client/investors/{key}/edit` (`readInvestorProfileForm` turns the form's flat names into the
 * same shape). The fields keep the names the public `GET /api/investors/{key}` uses.
 *
 * The shape is checked here; what depends on data is checked by the service with pure rules:
 * `checkInvestorChoices` (codes from the admin-editable site configuration, range order) and
 * `findMissingForListing` (what a listed profile needs, on every save of a listed profile).
 */

export const CHOICES_MESSAGE = 'Please choose from the list';
export const COUNTRIES_MESSAGE = 'Please choose Nordic countries from the list';
export const RANGE_ORDER_MESSAGE = 'The smallest ticket cannot be larger than the largest';
export const RANGE_BOTH_MESSAGE = 'Please choose both the smallest and the largest ticket, or neither';
export const KEY_PERSON_NAME_MESSAGE = 'Please enter the person’s name';
export const KEY_PERSON_ROLE_MESSAGE = `Please keep the role to at most ${INVESTOR_PERSON_NAME_MAX_LENGTH} characters`;
export const LINKEDIN_MESSAGE =
  'Please enter a LinkedIn profile address, like https://www.linkedin.com/in/name';
export const KEY_PEOPLE_MESSAGE = `Please list at most ${INVESTOR_KEY_PEOPLE_MAX} key people`;
export const INVESTMENTS_MESSAGE = `Please list at most ${INVESTOR_INVESTMENTS_MAX} portfolio startups`;
export const INVESTMENT_NAME_MESSAGE = 'Please enter the startup’s name';
export const UNKNOWN_STARTUP_MESSAGE = 'No startup on Nordhub has this page address';
export const CONTACT_PREFERENCE_MESSAGE = 'Please choose how startups contact you';
export const CONTACT_URL_MESSAGE =
  'Please enter the address of your pitch page, like https://example.com/pitch';
export const CONTACT_URL_NEEDED_MESSAGE =
  'Please enter the page startups are sent to, or a website in the basics';
export const IMPACT_SDGS_MESSAGE = 'Please choose the goals an impact investor works for';

/** What must be filled before the profile is listed (docs/product.md, Funding: publishing rules). */
export const LISTING_MESSAGES = {
  intro: PUBLISH_INTRO_MESSAGE,
  logoImage: 'Please add a logo before publishing the profile',
  stages: 'Please choose the stages you invest in before publishing the profile',
  industries: 'Please choose the industries you invest in before publishing the profile',
  investmentRange: 'Please choose your ticket size before publishing the profile',
  countryCodes: 'Please choose the countries you are based in before publishing the profile',
  markets: 'Please choose the markets you invest in before publishing the profile',
} as const satisfies Record<ListingField, string>;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const Code = z.string({ error: CHOICES_MESSAGE }).trim().min(1, { error: CHOICES_MESSAGE }).max(40, {
  error: CHOICES_MESSAGE,
});

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** An https? address of at most INVESTOR_URL_MAX_LENGTH characters; blank is none. */
function optionalUrl(message: string, host?: RegExp) {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .trim()
      .max(INVESTOR_URL_MAX_LENGTH, { error: message })
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (
              (url.protocol === 'https:' || url.protocol === 'http:') && (!host || host.test(url.hostname))
            );
          } catch {
            return false;
          }
        },
        { error: message },
      )
      .nullable(),
  );
}

export const InvestorKeyPerson = z.object({
  name: requiredText(INVESTOR_PERSON_NAME_MAX_LENGTH, KEY_PERSON_NAME_MESSAGE),
  /** The person's role ("Partner"). */
  title: optionalText(INVESTOR_PERSON_NAME_MAX_LENGTH, KEY_PERSON_ROLE_MESSAGE).transform((t) => t ?? ''),
  image: optionalImageKey,
  linkedinUrl: optionalUrl(LINKEDIN_MESSAGE, /(^|\.)linkedin\.com$/),
});

export const InvestorInvestment = z.object({
  name: requiredText(INVESTOR_PERSON_NAME_MAX_LENGTH, INVESTMENT_NAME_MESSAGE),
  /** The key of the startup's Nordhub page (`/startups/{key}`), when it has one. */
  companyKey: z.preprocess(
    blankToNull,
    z
      .string({ error: UNKNOWN_STARTUP_MESSAGE })
      .trim()
      .max(100, { error: UNKNOWN_STARTUP_MESSAGE })
      .nullable(),
  ),
});

/** Smallest and largest ticket: keys of site config `investor.investmentRanges`; both or neither. */
export const InvestmentRange = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'object') return value;
    const { min, max } = value as { min?: unknown; max?: unknown };
    return blankToNull(min) === null && blankToNull(max) === null ? null : { min, max };
  },
  z
    .object(
      {
        min: z.string({ error: RANGE_BOTH_MESSAGE }).trim().min(1, { error: RANGE_BOTH_MESSAGE }).max(40),
        max: z.string({ error: RANGE_BOTH_MESSAGE }).trim().min(1, { error: RANGE_BOTH_MESSAGE }).max(40),
      },
      { error: RANGE_BOTH_MESSAGE },
    )
    .nullable(),
);

export const InvestorProfileInput = z.object({
  name: profileName(INVESTOR_NAME_MESSAGE),
  category: z.enum(INVESTOR_CATEGORY_KEYS, { error: CATEGORY_MESSAGE }),
  website: WebsiteInput,
  intro: z
    .string({ error: INVESTOR_INTRO_MESSAGE })
    .trim()
    .max(INVESTOR_INTRO_MAX_LENGTH, { error: INVESTOR_INTRO_MESSAGE })
    .default(''),
  logoImage: optionalImageKey,
  coverImage: optionalImageKey,
  smallImage: optionalImageKey,
  keyPeople: z
    .array(InvestorKeyPerson, { error: KEY_PEOPLE_MESSAGE })
    .max(INVESTOR_KEY_PEOPLE_MAX, { error: KEY_PEOPLE_MESSAGE })
    .default([]),
  investments: z
    .array(InvestorInvestment, { error: INVESTMENTS_MESSAGE })
    .max(INVESTOR_INVESTMENTS_MAX, { error: INVESTMENTS_MESSAGE })
    .default([]),
  /** Industry keys of the site configuration; 'impact' marks an impact investor. */
  industries: listOf(Code, 40, CHOICES_MESSAGE).transform(unique),
  stages: listOf(Code, 20, CHOICES_MESSAGE).transform(unique),
  investmentRange: InvestmentRange,
  /** Where the investor invests (site config `investor.markets`). */
  markets: listOf(Code, 20, CHOICES_MESSAGE).transform(unique),
  /** Where the investor is based: the site's countries only. */
  countryCodes: listOf(
    z.enum(COUNTRY_CODES, { error: COUNTRIES_MESSAGE }),
    COUNTRY_CODES.length * 2,
    COUNTRIES_MESSAGE,
  ).transform(unique),
  contactPreference: z.preprocess(
    (value) => blankToNull(value) ?? 'EMAIL',
    z.enum(CONTACT_PREFERENCES, { error: CONTACT_PREFERENCE_MESSAGE }),
  ),
  /** EMAIL: the address pitches are mailed to (none: every member). Never shown publicly. */
  contactEmail: PitchEmail.optional().transform((email) => email ?? null),
  /** WEBSITE: the page startups are sent to (none: the website). */
  contactUrl: optionalUrl(CONTACT_URL_MESSAGE),
  /** UN Sustainable Development Goals (1-17), shown on the impact platform. */
  sdgs: listOf(
    z.coerce.number({ error: CHOICES_MESSAGE }).int({ error: CHOICES_MESSAGE }),
    40,
    CHOICES_MESSAGE,
  ).transform(unique),
  /** Publish: a DRAFT becomes PUBLISHED (a published investor stays published). */
  publish: z.boolean({ error: 'Expected true or false' }).default(false),
});
export type InvestorProfileInput = z.input<typeof InvestorProfileInput>;
export type InvestorProfile = z.output<typeof InvestorProfileInput>;

/** A posted edit form as the schema's input (rows `keyPeople.0.name`, `investments.0.companyKey`). */
export function readInvestorProfileForm(values: Record<string, string | string[]>): Record<string, unknown> {
  const last = (name: string) => {
    const value = values[name];
    return Array.isArray(value) ? value[value.length - 1] : value;
  };
  return {
    name: last('name'),
    category: last('category'),
    website: last('website'),
    intro: last('intro'),
    logoImage: last('logoImage'),
    coverImage: last('coverImage'),
    smallImage: last('smallImage'),
    keyPeople: readIndexedGroups(values, 'keyPeople').map((row) => ({
      name: row.name ?? '',
      title: row.title ?? '',
      image: row.image ?? '',
      linkedinUrl: row.linkedinUrl ?? '',
    })),
    investments: readIndexedGroups(values, 'investments').map((row) => ({
      name: row.name ?? '',
      companyKey: row.companyKey ?? '',
    })),
    industries: values.industries,
    stages: values.stages,
    investmentRange: { min: last('investmentRange.min'), max: last('investmentRange.max') },
    markets: values.markets,
    countryCodes: values.countryCodes,
    contactPreference: last('contactPreference'),
    contactEmail: last('contactEmail'),
    contactUrl: last('contactUrl'),
    sdgs: values.sdgs,
    publish: last('intent') === 'publish',
  };
}

function addError(errors: FieldErrors, path: string, message: string): void {
  errors[path] = [...(errors[path] ?? []), message];
}

/** The range keys from the smallest to the largest ticket, in the list's order (empty: no range). */
export function rangesBetween(
  ranges: readonly { value: string }[],
  range: { min: string; max: string } | null,
): string[] {
  if (!range) return [];
  const from = ranges.findIndex((option) => option.value === range.min);
  const to = ranges.findIndex((option) => option.value === range.max);
  if (from < 0 || to < 0 || from > to) return [];
  return ranges.slice(from, to + 1).map((option) => option.value);
}

/**
 * Codes must come from the site configuration as it is now (an admin may edit the lists); the
 * smallest ticket may not come after the largest; WEBSITE needs a page to send startups to.
 */
export function checkInvestorChoices(
  profile: InvestorProfile,
  lists: Pick<FundingChoices, 'industries' | 'stages' | 'investmentRanges' | 'markets' | 'sdgs'>,
): FieldErrors {
  const errors: FieldErrors = {};
  const has = (options: readonly { value: string }[], code: string) => options.some((o) => o.value === code);
  for (const field of ['industries', 'stages', 'markets'] as const) {
    if (profile[field].some((code) => !has(lists[field], code))) addError(errors, field, CHOICES_MESSAGE);
  }
  if (profile.sdgs.some((goal) => !lists.sdgs.some((o) => o.value === goal))) {
    addError(errors, 'sdgs', CHOICES_MESSAGE);
  }
  const range = profile.investmentRange;
  if (range) {
    if (!has(lists.investmentRanges, range.min) || !has(lists.investmentRanges, range.max)) {
      addError(errors, 'investmentRange', CHOICES_MESSAGE);
    } else if (rangesBetween(lists.investmentRanges, range).length === 0) {
      addError(errors, 'investmentRange', RANGE_ORDER_MESSAGE);
    }
  }
  if (profile.contactPreference === 'WEBSITE' && !profile.contactUrl && !profile.website) {
    addError(errors, 'contactUrl', CONTACT_URL_NEEDED_MESSAGE);
  }
  return errors;
}

/** The fields a listed profile lacks, in the form's order (empty: it can be listed). */
export function findMissingForListing(profile: {
  intro: string;
  logoImage: string | null;
  stages: readonly string[];
  industries: readonly string[];
  investmentRange: { min: string; max: string } | null;
  countryCodes: readonly string[];
  markets: readonly string[];
}): ListingField[] {
  const missing: ListingField[] = [];
  if (profile.intro.trim() === '') missing.push('intro');
  if (!profile.logoImage) missing.push('logoImage');
  if (profile.stages.length === 0) missing.push('stages');
  if (profile.industries.length === 0) missing.push('industries');
  if (!profile.investmentRange) missing.push('investmentRange');
  if (profile.countryCodes.length === 0) missing.push('countryCodes');
  if (profile.markets.length === 0) missing.push('markets');
  return missing;
}

/**
 * What publishing needs, as field errors: checked when a draft is published and on every save of a
 * published investor, so a listed profile never loses what the directory and the quiz match on.
 */
export function checkInvestorListing(
  profile: Parameters<typeof findMissingForListing>[0],
  options: { isPublishing: boolean; isPublished: boolean },
): FieldErrors {
  if (!options.isPublishing && !options.isPublished) return {};
  return Object.fromEntries(
    findMissingForListing(profile).map((field) => [field, [LISTING_MESSAGES[field]]]),
  );
}

const KeyPerson = z.object({
  name: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
});
const Investment = z.object({ name: z.string(), companyKey: z.string().nullable() });

/** The profile as its form and `GET /api/investors/{key}/profile` show it (members and admins only). */
export const EditableInvestorProfile = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  website: z.string().nullable(),
  intro: z.string(),
  logoImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  smallImage: z.string().nullable(),
  keyPeople: z.array(KeyPerson),
  investments: z.array(Investment),
  industries: z.array(z.string()),
  stages: z.array(z.string()),
  investmentRange: z.object({ min: z.string(), max: z.string() }).nullable(),
  markets: z.array(z.string()),
  countryCodes: z.array(z.string()),
  contactPreference: z.enum(CONTACT_PREFERENCES),
  contactEmail: z.string().nullable(),
  contactUrl: z.string().nullable(),
  sdgs: z.array(z.number().int()),
  status: z.enum(['DRAFT', 'PUBLISHED']),
  platform: PlatformFlags,
  /** What the profile lacks to be listed (empty once it can be). */
  missingForListing: z.array(z.enum(LISTING_FIELDS)),
});
export type EditableInvestorProfile = z.infer<typeof EditableInvestorProfile>;

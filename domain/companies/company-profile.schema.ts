import { z } from 'zod';
import {
  checkbox,
  listOf,
  optionalInt,
  optionalText,
  readIndexedGroups,
  requiredText,
} from '../forms/form-fields.ts';
import { CountryCode } from '../location/countries.ts';
import { COUNTRY_CODES } from '../location/country-constants.ts';
import {
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_DESCRIPTION_MESSAGE,
  COMPANY_NAME_MESSAGE,
  COUNTRY_MESSAGE,
  EditableCompany,
  PUBLISH_DESCRIPTION_MESSAGE,
  profileName,
  WebsiteInput,
} from './company-form.schema.ts';
import {
  CITY_MAX_LENGTH,
  FOUNDED_YEAR_MIN,
  GALLERY_MAX_IMAGES,
  INDUSTRIES_MAX,
  INVESTORS_MAX,
  KEY_FIGURE_VALUE_MAX_LENGTH,
  KEY_FIGURES_MAX,
  PERSON_NAME_MAX_LENGTH,
  QUOTE_MAX_LENGTH,
  SPARE_FORM_ROWS,
  TEAM_MAX_MEMBERS,
} from './company-profile-constants.ts';
import type { ProfileChoiceLists } from './company-profile-labels.ts';

/**
 * The whole startup profile form (`/client/startups/{key}/edit`, `PUT /api/companies/{key}/profile`):
 * the basics of `UpdateCompanyInput` plus the product's company fields (logo, gallery, quote, team,
 * investors, countries, industries, SDGs, funding stage, business model, employees, key figures,
 * perks). One schema reads a JSON body and a posted form (`readCompanyProfileForm` first turns the
 * form's flat names into the same shape), so the API and the page give the same answers.
 *
 * The shape is checked here; what depends on data is checked by pure rules the service runs:
 * `checkProfileChoices` (codes from the admin-editable site configuration, the founded year against
 * today) and `checkProfilePublishing` (what a public profile needs).
 */

export {
  CITY_MAX_LENGTH,
  FOUNDED_YEAR_MIN,
  GALLERY_MAX_IMAGES,
  INDUSTRIES_MAX,
  INVESTORS_MAX,
  KEY_FIGURE_VALUE_MAX_LENGTH,
  KEY_FIGURES_MAX,
  PERSON_NAME_MAX_LENGTH,
  QUOTE_MAX_LENGTH,
  SPARE_FORM_ROWS,
  TEAM_MAX_MEMBERS,
};

export const QUOTE_MESSAGE = `Please keep the quote to at most ${QUOTE_MAX_LENGTH} characters`;
export const CITY_MESSAGE = `Please enter a city of at most ${CITY_MAX_LENGTH} characters`;
export const FOUNDED_YEAR_MESSAGE = 'Please enter the year your startup was founded, like 2021';
export const COUNTRIES_MESSAGE = 'Please choose Nordic countries from the list';
export const INDUSTRIES_MESSAGE = `Please choose at most ${INDUSTRIES_MAX} industries`;
export const SDGS_MESSAGE = 'Please choose goals from the list';
export const CHOICE_MESSAGE = 'Please choose an option from the list';
export const PERKS_MESSAGE = 'Please choose perks from the list';
export const INVESTORS_MESSAGE = `Please list at most ${INVESTORS_MAX} investors, each name at most ${PERSON_NAME_MAX_LENGTH} characters`;
export const TEAM_MESSAGE = `Please list at most ${TEAM_MAX_MEMBERS} team members`;
export const TEAM_NAME_MESSAGE = 'Please enter the team member’s name';
export const TEAM_TITLE_MESSAGE = `Please keep the title to at most ${PERSON_NAME_MAX_LENGTH} characters`;
export const KEY_FIGURES_MESSAGE = `Please show at most ${KEY_FIGURES_MAX} key figures`;
export const KEY_FIGURE_NAME_MESSAGE = 'Please choose which figure this is';
export const KEY_FIGURE_VALUE_MESSAGE = `Please enter the figure, at most ${KEY_FIGURE_VALUE_MAX_LENGTH} characters`;
export const KEY_FIGURE_TWICE_MESSAGE = 'This figure is already listed';
export const GALLERY_MESSAGE = `Please keep at most ${GALLERY_MAX_IMAGES} gallery images`;
export const IMAGE_MESSAGE = 'Please upload this image again';
export const IMAGE_NOT_YOURS_MESSAGE = 'This image is not one you uploaded, please upload it again';
export const FOUNDED_IN_FUTURE_MESSAGE = 'The founding year cannot be in the future';

/**
 * A stored image: a key like `uploads/ab/….webp` (or a seeded `seed/logos/x.png`). Only its form is
 * checked here; whether the user may attach it is the service's question.
 */
export const ImageKey = z
  .string({ error: IMAGE_MESSAGE })
  .trim()
  .max(200, { error: IMAGE_MESSAGE })
  .regex(/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)+$/, { error: IMAGE_MESSAGE })
  .refine((key) => !key.includes('..'), { error: IMAGE_MESSAGE });

export const optionalImageKey = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : value),
  ImageKey.optional().transform((key) => key ?? null),
);

/** A code from a site configuration list (checked against the live list by `checkProfileChoices`). */
const optionalCode = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : value),
  z
    .string({ error: CHOICE_MESSAGE })
    .max(40, { error: CHOICE_MESSAGE })
    .optional()
    .transform((v) => v ?? null),
);

const Code = z.string({ error: CHOICE_MESSAGE }).trim().min(1).max(40, { error: CHOICE_MESSAGE });

export const TeamMemberInput = z.object({
  name: requiredText(PERSON_NAME_MAX_LENGTH, TEAM_NAME_MESSAGE),
  title: optionalText(PERSON_NAME_MAX_LENGTH, TEAM_TITLE_MESSAGE).transform((title) => title ?? ''),
  image: optionalImageKey,
});

export const KeyFigureInput = z.object({
  name: z
    .string({ error: KEY_FIGURE_NAME_MESSAGE })
    .trim()
    .min(1, { error: KEY_FIGURE_NAME_MESSAGE })
    .max(40),
  value: requiredText(KEY_FIGURE_VALUE_MAX_LENGTH, KEY_FIGURE_VALUE_MESSAGE),
});

/** Investors: a JSON list, or the form's text area with one name per line. */
const InvestorNames = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/\r?\n/) : value),
  listOf(
    z.string({ error: INVESTORS_MESSAGE }).trim().max(PERSON_NAME_MAX_LENGTH, { error: INVESTORS_MESSAGE }),
    INVESTORS_MAX,
    INVESTORS_MESSAGE,
  ),
);

/** Unique values, first occurrence kept (a ticked box posted twice is one choice). */
function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export const CompanyProfileInput = z.object({
  name: profileName(COMPANY_NAME_MESSAGE),
  countryCode: z.enum(COUNTRY_CODES, { error: COUNTRY_MESSAGE }),
  website: WebsiteInput,
  whatWeDo: z
    .string({ error: COMPANY_DESCRIPTION_MESSAGE })
    .trim()
    .max(COMPANY_DESCRIPTION_MAX_LENGTH, { error: COMPANY_DESCRIPTION_MESSAGE })
    .default(''),
  quote: optionalText(QUOTE_MAX_LENGTH, QUOTE_MESSAGE),
  city: optionalText(CITY_MAX_LENGTH, CITY_MESSAGE),
  foundedYear: optionalInt(FOUNDED_YEAR_MIN, 9999, FOUNDED_YEAR_MESSAGE),
  /** Countries the startup is present in besides its headquarters (which always leads the list). */
  countryCodes: listOf(
    z.enum(COUNTRY_CODES, { error: COUNTRIES_MESSAGE }),
    COUNTRY_CODES.length * 2,
    COUNTRIES_MESSAGE,
  ).transform(unique),
  industries: listOf(Code, INDUSTRIES_MAX * 4, INDUSTRIES_MESSAGE)
    .transform(unique)
    .refine((codes) => codes.length <= INDUSTRIES_MAX, { error: INDUSTRIES_MESSAGE }),
  isImpact: checkbox.default(false),
  sdgs: listOf(
    z.coerce.number({ error: SDGS_MESSAGE }).int({ error: SDGS_MESSAGE }),
    40,
    SDGS_MESSAGE,
  ).transform(unique),
  stage: optionalCode,
  fundingStage: optionalCode,
  businessModel: optionalCode,
  numberOfEmployees: optionalCode,
  /** Perk icons from the site configuration's perks. */
  perks: listOf(Code, 40, PERKS_MESSAGE).transform(unique),
  investors: InvestorNames,
  team: z
    .array(TeamMemberInput, { error: TEAM_MESSAGE })
    .max(TEAM_MAX_MEMBERS, { error: TEAM_MESSAGE })
    .default([]),
  keyFigures: z
    .array(KeyFigureInput, { error: KEY_FIGURES_MESSAGE })
    .max(KEY_FIGURES_MAX, { error: KEY_FIGURES_MESSAGE })
    .default([]),
  logoImage: optionalImageKey,
  galleryImages: listOf(ImageKey, GALLERY_MAX_IMAGES, GALLERY_MESSAGE).transform(unique),
  /** Publish: a DRAFT becomes PUBLISHED (a published startup stays published). */
  publish: z.boolean({ error: 'Expected true or false' }).default(false),
});
export type CompanyProfileInput = z.input<typeof CompanyProfileInput>;
export type CompanyProfile = z.output<typeof CompanyProfileInput>;

/**
 * A posted profile form as the schema's input: rows `team.0.name` and `keyFigures.0.value` become
 * lists (empty spare rows dropped, so error paths count the kept rows), the buttons' `intent`
 * becomes `publish`. Everything else is read as posted.
 */
export function readCompanyProfileForm(values: Record<string, string | string[]>): Record<string, unknown> {
  const last = (name: string) => {
    const value = values[name];
    return Array.isArray(value) ? value[value.length - 1] : value;
  };
  return {
    name: last('name'),
    countryCode: last('countryCode'),
    website: last('website'),
    whatWeDo: last('whatWeDo'),
    quote: last('quote'),
    city: last('city'),
    foundedYear: last('foundedYear'),
    countryCodes: values.countryCodes,
    industries: values.industries,
    isImpact: last('isImpact'),
    sdgs: values.sdgs,
    stage: last('stage'),
    fundingStage: last('fundingStage'),
    businessModel: last('businessModel'),
    numberOfEmployees: last('numberOfEmployees'),
    perks: values.perks,
    investors: last('investors'),
    team: readIndexedGroups(values, 'team').map((row) => ({
      name: row.name ?? '',
      title: row.title ?? '',
      image: row.image ?? '',
    })),
    keyFigures: readIndexedGroups(values, 'keyFigures').map((row) => ({
      name: row.name ?? '',
      value: row.value ?? '',
    })),
    logoImage: last('logoImage'),
    galleryImages: values.galleryImages,
    publish: last('intent') === 'publish',
  };
}

type FieldErrors = Record<string, string[]>;

function addError(errors: FieldErrors, path: string, message: string): void {
  errors[path] = [...(errors[path] ?? []), message];
}

/**
 * The codes must come from the site configuration as it is now (an admin may edit the lists), and
 * the founding year cannot be after this year. Returns field errors by form path (empty: fine).
 */
export function checkProfileChoices(
  profile: CompanyProfile,
  lists: ProfileChoiceLists,
  now: Date,
): FieldErrors {
  const errors: FieldErrors = {};
  const has = (options: readonly { value: string }[], code: string) => options.some((o) => o.value === code);
  if (profile.industries.some((code) => !has(lists.industries, code))) {
    addError(errors, 'industries', 'Please choose industries from the list');
  }
  if (profile.sdgs.some((goal) => !lists.sdgs.some((o) => o.value === goal)))
    addError(errors, 'sdgs', SDGS_MESSAGE);
  if (profile.perks.some((icon) => !lists.perks.some((perk) => perk.icon === icon))) {
    addError(errors, 'perks', PERKS_MESSAGE);
  }
  for (const [field, options] of [
    ['stage', lists.stages],
    ['fundingStage', lists.fundingStages],
    ['businessModel', lists.businessModels],
    ['numberOfEmployees', lists.numberOfEmployees],
  ] as const) {
    const code = profile[field];
    if (code !== null && !has(options, code)) addError(errors, field, CHOICE_MESSAGE);
  }
  const seen = new Set<string>();
  profile.keyFigures.forEach((figure, index) => {
    if (!has(lists.keyFigureNames, figure.name))
      addError(errors, `keyFigures.${index}.name`, KEY_FIGURE_NAME_MESSAGE);
    else if (seen.has(figure.name)) addError(errors, `keyFigures.${index}.name`, KEY_FIGURE_TWICE_MESSAGE);
    seen.add(figure.name);
  });
  if (profile.foundedYear !== null && profile.foundedYear > now.getUTCFullYear()) {
    addError(errors, 'foundedYear', FOUNDED_IN_FUTURE_MESSAGE);
  }
  return errors;
}

/**
 * What a public profile needs: the short description the startup lists show. Checked when a draft
 * is published and on every save of a published startup, so a public page never loses it.
 */
export function checkProfilePublishing(
  profile: { whatWeDo: string },
  options: { isPublishing: boolean; isPublished: boolean },
): FieldErrors {
  if (!options.isPublishing && !options.isPublished) return {};
  return profile.whatWeDo.trim() === '' ? { whatWeDo: [PUBLISH_DESCRIPTION_MESSAGE] } : {};
}

/** The full profile as its form shows it (members and admins only). */
export const EditableCompanyProfile = EditableCompany.extend({
  quote: z.string().nullable(),
  city: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  countryCodes: z.array(CountryCode),
  industries: z.array(z.string()),
  isImpact: z.boolean(),
  sdgs: z.array(z.number().int()),
  stage: z.string().nullable(),
  fundingStage: z.string().nullable(),
  businessModel: z.string().nullable(),
  numberOfEmployees: z.string().nullable(),
  perks: z.array(z.object({ icon: z.string(), text: z.string() })),
  investors: z.array(z.string()),
  team: z.array(z.object({ name: z.string(), title: z.string(), image: z.string().nullable() })),
  keyFigures: z.array(z.object({ name: z.string(), value: z.string() })),
  logoImage: z.string().nullable(),
  galleryImages: z.array(z.string()),
});
export type EditableCompanyProfile = z.infer<typeof EditableCompanyProfile>;

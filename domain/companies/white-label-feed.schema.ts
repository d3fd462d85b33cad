import { z } from 'zod';
import { JobRole } from '../jobs/job-enums.ts';
import { CountryCode } from '../location/countries.ts';
import { CAREER_DOMAIN_MESSAGE, normalizeCareerDomain } from './startup-settings.schema.ts';
import {
  WHITE_LABEL_DESCRIPTION_MAX_LENGTH,
  WHITE_LABEL_MAX_FEEDS,
  WHITE_LABEL_MAX_STARTUPS,
  WHITE_LABEL_NAME_MAX_LENGTH,
} from './white-label-feed-constants.ts';

export {
  WHITE_LABEL_DESCRIPTION_MAX_LENGTH,
  WHITE_LABEL_MAX_FEEDS,
  WHITE_LABEL_MAX_STARTUPS,
  WHITE_LABEL_NAME_MAX_LENGTH,
  WHITE_LABEL_PATHS,
} from './white-label-feed-constants.ts';

/**
 * White-label feeds (docs/product.md, Career pages and white-label feeds): an organisation
 * (incubator, university, municipality) owned by a startup profile shows the jobs its filter allows
 * on its own host name, under its own header (its logo, or its name plus a description). The page
 * `/client/startups/{key}/white-label-feeds` and the API parse with these schemas, so a form post
 * and a JSON body give the same values and the same field errors.
 */

export const WHITE_LABEL_NAME_MESSAGE = "Please enter the feed's name";
export const WHITE_LABEL_HOST_REQUIRED_MESSAGE = 'Please enter the host name the feed is shown on';
export const WHITE_LABEL_HOST_TAKEN_MESSAGE = 'This host name is already used by another feed or startup';
export const WHITE_LABEL_STARTUPS_COUNT_MESSAGE = `Please choose at most ${WHITE_LABEL_MAX_STARTUPS} startups`;
export const WHITE_LABEL_MAX_FEEDS_MESSAGE = `A startup can run at most ${WHITE_LABEL_MAX_FEEDS} feeds`;

export function unknownStartupsMessage(keys: readonly string[]): string {
  return `No startup has the profile key ${keys.map((key) => `"${key}"`).join(', ')}`;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A list from JSON, from repeated check boxes, or from one text field separated by commas, spaces or lines. */
function looseList(value: unknown): unknown {
  if (blank(value)) return [];
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : value;
  if (!Array.isArray(parts)) return parts;
  return parts
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => !(typeof part === 'string' && part === ''));
}

/** The feed's host name: the career domains' rules (a real domain name, never an IP address). */
export const WhiteLabelHost = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z.string({ error: WHITE_LABEL_HOST_REQUIRED_MESSAGE }).transform((value, context) => {
    const host = normalizeCareerDomain(value);
    if (host === null) {
      context.addIssue({ code: 'custom', message: CAREER_DOMAIN_MESSAGE });
      return z.NEVER;
    }
    return host;
  }),
);

const Name = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: WHITE_LABEL_NAME_MESSAGE })
    .min(1, WHITE_LABEL_NAME_MESSAGE)
    .max(WHITE_LABEL_NAME_MAX_LENGTH, `The name can be at most ${WHITE_LABEL_NAME_MAX_LENGTH} characters`),
);

const Description = z.preprocess(
  (value) => (blank(value) ? '' : typeof value === 'string' ? value.trim() : value),
  z
    .string()
    .max(
      WHITE_LABEL_DESCRIPTION_MAX_LENGTH,
      `The description can be at most ${WHITE_LABEL_DESCRIPTION_MAX_LENGTH} characters`,
    ),
);

/** An uploaded image's key (`POST /api/upload/logo`); blank for none. */
const LogoImage = z.preprocess((value) => (blank(value) ? null : value), z.string().max(300).nullable());

const StartupKeys = z.preprocess(
  looseList,
  z
    .array(
      z
        .string()
        .max(100)
        .transform((key) => key.toLowerCase()),
    )
    .transform((keys) => [...new Set(keys)])
    .refine((keys) => keys.length <= WHITE_LABEL_MAX_STARTUPS, { error: WHITE_LABEL_STARTUPS_COUNT_MESSAGE }),
);

const CountryCodes = z.preprocess(
  looseList,
  z
    .array(CountryCode, { error: 'Please choose countries from the list' })
    .transform((codes) => [...new Set(codes)]),
);

const Roles = z.preprocess(
  looseList,
  z.array(JobRole, { error: 'Please choose roles from the list' }).transform((roles) => [...new Set(roles)]),
);

const ImpactOnly = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.boolean(),
);

/** What a feed shows: every list empty means "any"; the lists narrow each other. */
export const WhiteLabelFilters = z.object({
  companyKeys: z.array(z.string()),
  countryCodes: z.array(CountryCode),
  roles: z.array(JobRole),
  impactOnly: z.boolean(),
});
export type WhiteLabelFilters = z.infer<typeof WhiteLabelFilters>;

/**
 * `POST /api/companies/{key}/white-label-feeds` and `PUT …/{id}`, and the page's form: the whole
 * feed (its filter as flat fields, so a form's check boxes read the same as a JSON array).
 */
export const WhiteLabelFeedInput = z.object({
  host: WhiteLabelHost,
  name: Name,
  logoImage: LogoImage.optional().default(null),
  description: Description.optional().default(''),
  companyKeys: StartupKeys.optional().default([]),
  countryCodes: CountryCodes.optional().default([]),
  roles: Roles.optional().default([]),
  impactOnly: ImpactOnly.optional().default(false),
});
export type WhiteLabelFeedInput = z.input<typeof WhiteLabelFeedInput>;
export type WhiteLabelFeedChanges = z.output<typeof WhiteLabelFeedInput>;

/** A feed as its startup's members manage it. */
export const WhiteLabelFeed = z.object({
  id: z.string(),
  host: z.string(),
  name: z.string(),
  logoImage: z.string().nullable(),
  description: z.string(),
  filters: WhiteLabelFilters,
  createdAt: z.string(),
});
export type WhiteLabelFeed = z.infer<typeof WhiteLabelFeed>;

export const WhiteLabelFeedList = z.object({
  companyKey: z.string(),
  companyName: z.string(),
  feeds: z.array(WhiteLabelFeed),
});
export type WhiteLabelFeedList = z.infer<typeof WhiteLabelFeedList>;

/**
 * `GET /api/companies/white-label-feed-domain/{domain}`: what a feed's host shows in its header and
 * what its filter allows (docs/product.md, Calls). Nothing about the owning startup's members.
 */
export const PublicWhiteLabelFeed = WhiteLabelFeed.omit({ createdAt: true });
export type PublicWhiteLabelFeed = z.infer<typeof PublicWhiteLabelFeed>;

/** The stored filter (jsonb, any key may be missing) with every key present. */
export function toWhiteLabelFilters(stored: {
  companyKeys?: string[];
  countryCodes?: string[];
  roles?: string[];
  impactOnly?: boolean;
}): WhiteLabelFilters {
  return {
    companyKeys: stored.companyKeys ?? [],
    countryCodes: (stored.countryCodes ?? []).filter(
      (code) => CountryCode.safeParse(code).success,
    ) as WhiteLabelFilters['countryCodes'],
    roles: (stored.roles ?? []).filter(
      (role) => JobRole.safeParse(role).success,
    ) as WhiteLabelFilters['roles'],
    impactOnly: stored.impactOnly === true,
  };
}

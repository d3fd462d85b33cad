import { z } from 'zod';
import { CountryCode } from '../location/countries.ts';
import { COUNTRY_CODES } from '../location/country-constants.ts';
import { CompanyStatus, PlatformFlags } from './company.schema.ts';
import { COMPANY_DESCRIPTION_MAX_LENGTH } from './company-profile-constants.ts';
import { normalizeWebsite } from './normalize-website.ts';

/**
 * The small startup forms of the client portal: `/client/startups/new` (name, country, website) and
 * `/client/startups/{key}/edit` (the same plus a short description, Save and Publish). The browser
 * checks them before sending and the API checks them again.
 */

export const PROFILE_NAME_MAX_LENGTH = 100;
export const WEBSITE_MAX_LENGTH = 200;
// Zod-free, so the profile form's browser bundle can read it.
export { COMPANY_DESCRIPTION_MAX_LENGTH } from './company-profile-constants.ts';

export const COMPANY_NAME_MESSAGE = 'Please enter the name of your startup';
export const COUNTRY_MESSAGE = 'Please choose a country';
export const WEBSITE_MESSAGE = 'Please enter a valid website address, like example.com';
export const COMPANY_DESCRIPTION_MESSAGE = `Please describe your startup in at most ${COMPANY_DESCRIPTION_MAX_LENGTH} characters`;
export const PUBLISH_DESCRIPTION_MESSAGE = 'Please describe your startup before publishing it';

/** A required single-line text: every problem (missing, blank, too long) shows one message. */
export function profileName(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(PROFILE_NAME_MAX_LENGTH, { error: message });
}

function isWebAddress(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      /^[^.]+(\.[^.]+)+$/.test(parsed.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * An optional website. docs/product.md, Validation: an address without http:// or https:// gets http:// in front; the
 * stored address is at most WEBSITE_MAX_LENGTH characters. Blank means none (null).
 */
export const WebsiteInput = z
  .string({ error: WEBSITE_MESSAGE })
  .max(WEBSITE_MAX_LENGTH, { error: WEBSITE_MESSAGE })
  .optional()
  .transform((value) => normalizeWebsite(value ?? ''))
  .refine((url) => url === '' || (url.length <= WEBSITE_MAX_LENGTH && isWebAddress(url)), {
    error: WEBSITE_MESSAGE,
  })
  .transform((url) => (url === '' ? null : url));

export const CreateCompanyInput = z.object({
  name: profileName(COMPANY_NAME_MESSAGE),
  countryCode: z.enum(COUNTRY_CODES, { error: COUNTRY_MESSAGE }),
  website: WebsiteInput,
});
export type CreateCompanyInput = z.input<typeof CreateCompanyInput>;

/**
 * Save (publish false) or Publish (publish true: a DRAFT becomes PUBLISHED; a published startup
 * stays published). Publishing needs the short description, which the startup lists show.
 */
export const UpdateCompanyInput = CreateCompanyInput.extend({
  whatWeDo: z
    .string({ error: COMPANY_DESCRIPTION_MESSAGE })
    .trim()
    .max(COMPANY_DESCRIPTION_MAX_LENGTH, { error: COMPANY_DESCRIPTION_MESSAGE })
    .default(''),
  publish: z.boolean().default(false),
}).superRefine(
  (value, context) => {
    const refused = new Set(context.issues.map((issue) => issue.path?.[0]));
    if (refused.has('whatWeDo') || refused.has('publish')) return;
    if (value.publish && value.whatWeDo === '') {
      context.addIssue({ code: 'custom', path: ['whatWeDo'], message: PUBLISH_DESCRIPTION_MESSAGE });
    }
  },
  // Also when another field is refused, so the form shows every error at once.
  { when: (payload) => payload.issues.every((issue) => (issue.path?.length ?? 0) > 0) },
);
export type UpdateCompanyInput = z.input<typeof UpdateCompanyInput>;

/** A startup as its forms show it (members and admins only). */
export const EditableCompany = z.object({
  key: z.string(),
  name: z.string(),
  countryCode: CountryCode.nullable(),
  website: z.string().nullable(),
  whatWeDo: z.string(),
  status: CompanyStatus,
  platform: PlatformFlags,
});
export type EditableCompany = z.infer<typeof EditableCompany>;

/** Route words that can never be a profile key: `/client/startups/new` is the creation form, and `edit`, `jobs`, `profile`, `settings` are the no-key forms (docs/product.md, Pages). */
const RESERVED_KEYS = new Set(['new', 'edit', 'hidden', 'platform', 'domain', 'jobs', 'profile', 'settings']);

/**
 * The URL key a new startup or investor starts from: its name in lower-case ASCII words joined by
 * '-' (Nordic letters spelled out: æ → ae, ø → o, å → a, ð → d, þ → th). The service adds -2, -3, …
 * while the key is taken.
 */
export function toProfileKeyBase(name: string, fallback: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ð/g, 'd')
    .replace(/þ/g, 'th')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const key = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (key === '' || RESERVED_KEYS.has(key)) return key === '' ? fallback : `${key}-${fallback}`;
  return key;
}

/** The first of `base`, `base-2`, `base-3`, … that is not among `takenKeys`. */
export function pickFreeProfileKey(base: string, takenKeys: readonly string[]): string {
  const taken = new Set(takenKeys);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

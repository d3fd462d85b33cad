import { z } from 'zod';
import { PlatformFlags } from '../companies/company.schema.ts';
import { Pagination } from '../jobs/job.schema.ts';
import { readCategoryFilter } from './investor-category-keywords.ts';

export const InvestorContactPreference = z.enum(['EMAIL', 'WEBSITE']);

/** An investor as the funding directory lists it. */
export const InvestorListItem = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  category: z.string(),
  logoImage: z.string().nullable(),
  intro: z.string(),
  industries: z.array(z.string()),
  stages: z.array(z.string()),
  /** Smallest and largest ticket (keys of site config `investor.investmentRanges`). */
  investmentRange: z.object({ min: z.string(), max: z.string() }).nullable(),
  countryCodes: z.array(z.string()),
  markets: z.array(z.string()),
  sdgs: z.array(z.number().int()),
  contactPreference: InvestorContactPreference,
  /**
   * The share of the pitches received in the last 12 months that were answered and the median time
   * to the first answer (whole hours), measured on `pitches` pitches; null below five, where the
   * page says "New on Nordhub" (domain/investors/reply-rate.ts).
   */
  replyRate: z
    .object({
      pitches: z.number().int(),
      answeredPercent: z.number().int(),
      medianHours: z.number().int().nullable(),
    })
    .nullable(),
});
export type InvestorListItem = z.infer<typeof InvestorListItem>;

/** A portfolio startup: linked (its key) when it is a published startup on this platform. */
export const PortfolioStartup = z.object({ name: z.string(), companyKey: z.string().nullable() });
export type PortfolioStartup = z.infer<typeof PortfolioStartup>;

/** An investor's public profile. The contact email is never public: pitches go through Nordhub. */
export const InvestorDetail = InvestorListItem.extend({
  website: z.string().nullable(),
  smallImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  /** `title` is the person's role. */
  keyPeople: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      image: z.string().nullable(),
      linkedinUrl: z.string().nullable(),
    }),
  ),
  /** The portfolio as the investor saved it (`companyKey`: the Nordhub startup it named). */
  investments: z.array(PortfolioStartup),
  /** The same, linked only to startups published on this platform (the page links these). */
  portfolio: z.array(PortfolioStartup),
  /** WEBSITE investors: where startups are sent to pitch (null: the website). */
  contactUrl: z.string().nullable(),
  views: z.number().int(),
  status: z.enum(['DRAFT', 'PUBLISHED']),
  platform: PlatformFlags,
});
export type InvestorDetail = z.infer<typeof InvestorDetail>;

const CATEGORY_FILTER_MESSAGE =
  'Expected an investor category or one of the keywords ANGEL, ANGELS, VENTURES';

/** A short code of a site-config list (stage, industry, range, market): checked loosely, matched exactly. */
const code = z
  .string()
  .trim()
  .max(50)
  .transform((value) => value || undefined)
  .optional();

export const InvestorSearchQuery = z.object({
  /** Words of the name or the introduction. */
  q: z.string().trim().max(100).optional(),
  /** A category key, or a name keyword standing for one (VENTURES → vc, ANGEL/ANGELS → angel). */
  category: z
    .string()
    .trim()
    .max(30)
    .transform((value, context) => {
      if (value === '') return undefined;
      const category = readCategoryFilter(value);
      if (!category) {
        context.addIssue({ code: 'custom', message: CATEGORY_FILTER_MESSAGE });
        return z.NEVER;
      }
      return category;
    })
    .optional(),
  /** One of the investor's countries. */
  country: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase() || undefined)
    .pipe(z.string().length(2).optional())
    .optional(),
  stage: code,
  industry: code,
  /** The investment range's key (site config `investor.investmentRanges`). */
  range: code,
  /** A market the investor invests in (site config `investor.markets`). */
  market: z
    .string()
    .trim()
    .max(20)
    .transform((value) => value.toUpperCase() || undefined)
    .optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
  perPage: z.coerce.number().int().min(1).max(60).default(24),
});
export type InvestorSearchQuery = z.infer<typeof InvestorSearchQuery>;

export const InvestorList = z.object({ investors: z.array(InvestorListItem), pagination: Pagination });
export type InvestorList = z.infer<typeof InvestorList>;

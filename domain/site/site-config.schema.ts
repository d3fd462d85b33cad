import { z } from 'zod';
import {
  ApplicantStage,
  BenefitIcon,
  JobRole,
  JobSort,
  JobStatus,
  PositionType,
  ReceiveApplicants,
} from '../jobs/job-enums.ts';
import { CountryCode } from '../location/countries.ts';

/**
 * The site configuration (docs/product.md, Data): every list the pages and forms choose from,
 * served by `GET /api/site/configuration-cached`; `SiteConfigBase` is the part every page needs
 * (`GET /api/site/config-base`).
 *
 * Lists whose values the code acts on (job status, position types, roles, applicant stages, benefit
 * icons, investor categories) are typed by the domain enums: an admin may rename, reorder or regroup
 * them, but a value the rest of the code does not know is rejected instead of silently breaking search.
 */

/** A choice in a select or filter: what is stored (`value`) and what is shown (`text`). */
export function configOption<V extends z.ZodType>(value: V) {
  return z.object({ text: z.string().min(1), value });
}

export const ConfigOption = configOption(z.string().min(1));
export type ConfigOption = z.infer<typeof ConfigOption>;

/**
 * An ISO 3166-1 alpha-2 code as detected for a visitor. It may be any country (the price and currency
 * depend on it, e.g. DE → the EU row), but never NI, which the product never shows, nor REMOTE.
 */
export const DetectedCountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code')
  .refine((code) => code !== 'NI', 'NI is never used');
export type DetectedCountryCode = z.infer<typeof DetectedCountryCode>;

/** ISO 4217 code of the currency prices are shown in. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Expected a three-letter currency code');
export type CurrencyCode = z.infer<typeof CurrencyCode>;

const HexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Expected a colour like #1A2B3C');

/** Investor categories (docs/product.md, Funding: VC, angel, accelerator, corporate, public funding, crowdfunding, family office). */
export const INVESTOR_CATEGORY_KEYS = [
  'vc',
  'angel',
  'accelerator',
  'corporate',
  'public',
  'crowdfunding',
  'familyoffice',
] as const;
export const InvestorCategory = z.enum(INVESTOR_CATEGORY_KEYS);
export type InvestorCategory = z.infer<typeof InvestorCategory>;

export const InvestorContactPreference = z.enum(['EMAIL', 'WEBSITE']);
export type InvestorContactPreference = z.infer<typeof InvestorContactPreference>;

export const SdgOption = z.object({ value: z.number().int().min(1).max(17), text: z.string().min(1) });
export type SdgOption = z.infer<typeof SdgOption>;

/**
 * A status the talent sees on "My jobs" (docs/product.md, Pipeline: Applied, In review, Hired, Not selected)
 * and the pipeline stages it stands for, so the startup's private stage names never reach the talent.
 */
export const InterestedStatus = z.object({
  value: z.string().min(1),
  text: z.string().min(1),
  stages: z.array(ApplicantStage).min(1),
});
export type InterestedStatus = z.infer<typeof InterestedStatus>;

export const JobRoleCategory = z.object({
  key: z.string().min(1),
  text: z.string().min(1),
  roles: z.array(z.object({ key: JobRole, text: z.string().min(1) })).min(1),
});
export type JobRoleCategory = z.infer<typeof JobRoleCategory>;

export const JobConfig = z.object({
  sorting: z.array(configOption(JobSort)),
  positionTypes: z.array(configOption(PositionType)),
  receiveApplicants: z.array(configOption(ReceiveApplicants)),
  status: z.array(configOption(JobStatus)),
  roles: z.array(JobRoleCategory),
});
export type JobConfig = z.infer<typeof JobConfig>;

export const CompanyPerk = z.object({ icon: BenefitIcon, text: z.string().min(1) });
export type CompanyPerk = z.infer<typeof CompanyPerk>;

export const CompanyConfig = z.object({
  /** How much outside funding the startup has raised in total (ranges in EUR). */
  funding: z.array(ConfigOption),
  /** How the startup is financed so far (bootstrapped, angel, venture, ...): `companies.funding_stage`. */
  fundingStages: z.array(ConfigOption),
  perks: z.array(CompanyPerk),
  /** Where the startup is (idea, pre-seed, seed, series A, ...): `companies.stage`. */
  stages: z.array(ConfigOption),
  businessModels: z.array(ConfigOption),
  /** Events a startup can have posted to its Slack channel. */
  slackNotifications: z.array(ConfigOption),
  numberOfEmployees: z.array(ConfigOption),
  /** Figures a startup may show on its profile (revenue, funding raised, ...). */
  keyFigureNames: z.array(ConfigOption),
});
export type CompanyConfig = z.infer<typeof CompanyConfig>;

export const InvestorConfig = z.object({
  categories: z.array(configOption(InvestorCategory)),
  investmentRanges: z.array(ConfigOption),
  /** Where an investor invests: the Nordic countries and wider regions. */
  markets: z.array(ConfigOption),
  contactPreferences: z.array(configOption(InvestorContactPreference)),
});
export type InvestorConfig = z.infer<typeof InvestorConfig>;

/** A placeholder a startup can use in its applicant emails, e.g. `{{candidateFirstName}}`. */
export const EmailPlaceholder = z.object({
  placeholder: z.string().regex(/^\{\{[a-z][A-Za-z]*\}\}$/, 'Expected {{camelCaseName}}'),
  description: z.string().min(1),
});
export type EmailPlaceholder = z.infer<typeof EmailPlaceholder>;

/** A one-time hint or banner; a user's `uiFeatures[{name, reachedAt}]` records which they have seen or closed. */
export const UiFeature = z.object({
  name: z.string().regex(/^[a-z][A-Za-z]*$/, 'Expected a camelCase name'),
  text: z.string().min(1),
});
export type UiFeature = z.infer<typeof UiFeature>;

export const KanbanConfig = z.object({ columnColors: z.record(ApplicantStage, HexColor) });
export type KanbanConfig = z.infer<typeof KanbanConfig>;

/**
 * The admin-editable part of the configuration: what the `site_settings` row `config` may override,
 * one top-level key at a time. `site` holds only the country list here; the rest of `site` depends on
 * the visitor.
 */
export const SiteConfigLists = z.object({
  site: z.object({ countries: z.array(ConfigOption) }),
  industries: z.array(ConfigOption),
  sdgs: z.array(SdgOption),
  interestedStatuses: z.array(InterestedStatus),
  job: JobConfig,
  company: CompanyConfig,
  investor: InvestorConfig,
  emailPlaceholders: z.array(EmailPlaceholder),
  uiFeatures: z.array(UiFeature),
  kanban: KanbanConfig,
  toolCategories: z.array(ConfigOption),
  partnerCategories: z.array(ConfigOption),
});
export type SiteConfigLists = z.infer<typeof SiteConfigLists>;
export type SiteConfigListKey = keyof SiteConfigLists;

export const SiteInfo = z.object({
  /** Currency of the prices shown to this visitor (from the price table for their country). */
  currency: CurrencyCode,
  /** The Nordic countries, never NI; REMOTE is added by the job filters that need it, not here. */
  countries: z.array(ConfigOption),
  ipDetectedCountryCode: DetectedCountryCode,
});
export type SiteInfo = z.infer<typeof SiteInfo>;

export const SiteConfig = SiteConfigLists.extend({
  version: z.string().min(1),
  defaultCountryCode: CountryCode,
  /** Keys of the enabled products, e.g. HEADHUNTER shows Scout. */
  products: z.array(z.string()),
  site: SiteInfo,
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/**
 * What the header and footer need on every page: the products (Scout link), the site block (country
 * flags, currency, detected country), the roles and position types (job search box and footer links),
 * the version and the default country. Everything else is only needed by forms and portal pages, which
 * load the full configuration.
 */
export const SiteConfigBase = SiteConfig.pick({
  version: true,
  defaultCountryCode: true,
  products: true,
  site: true,
}).extend({ job: JobConfig.pick({ roles: true, positionTypes: true }) });
export type SiteConfigBase = z.infer<typeof SiteConfigBase>;

export const IpCountry = z.object({ ipDetectedCountryCode: DetectedCountryCode });
export type IpCountry = z.infer<typeof IpCountry>;

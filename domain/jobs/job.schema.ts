import { z } from 'zod';
import { CountryCode } from '../location/countries.ts';
import {
  BenefitIcon,
  EquityType,
  JobRole,
  JobStatus,
  PositionType,
  ReceiveApplicants,
  SalaryPeriod,
  SalaryType,
} from './job-enums.ts';

export const JobLocation = z.object({
  locality: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
});
export type JobLocation = z.infer<typeof JobLocation>;

export const JobSalary = z.object({
  type: SalaryType,
  currency: z.string().nullable(),
  /** Whole currency units (not minor units): salaries are shown, never charged. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  period: SalaryPeriod.nullable(),
});
export type JobSalary = z.infer<typeof JobSalary>;

export const JobEquity = z.object({
  type: EquityType,
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type JobEquity = z.infer<typeof JobEquity>;

export const EquityInstrument = z.enum(['options', 'warrants', 'shares']);
export type EquityInstrument = z.infer<typeof EquityInstrument>;

/** How the equity is given: instrument, vesting and cliff (the job page's one comparable line). */
export const JobEquityTerms = z.object({
  instrument: EquityInstrument.nullable(),
  vestingMonths: z.number().int().nullable(),
  cliffMonths: z.number().int().nullable(),
});
export type JobEquityTerms = z.infer<typeof JobEquityTerms>;

/** Visa and relocation facts for candidates moving to the job. */
export const JobRelocation = z.object({
  /** The startup can sponsor a work permit in the job's country. */
  visaSponsorship: z.boolean(),
  relocationHelp: z.boolean(),
  /** Open to candidates from outside the EU/EEA. */
  openToNonEu: z.boolean(),
});
export type JobRelocation = z.infer<typeof JobRelocation>;

export const JobCompanySummary = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  logoImage: z.string().nullable(),
  countryCode: CountryCode.nullable(),
});
export type JobCompanySummary = z.infer<typeof JobCompanySummary>;

/** A job as lists show it (search results, featured, latest). */
export const JobListItem = z.object({
  id: z.string(),
  title: z.string(),
  status: JobStatus,
  company: JobCompanySummary,
  location: JobLocation,
  isRemote: z.boolean(),
  positionType: PositionType,
  roles: z.array(JobRole),
  salary: JobSalary,
  equity: JobEquity,
  views: z.number().int(),
  isBoosted: z.boolean(),
  /**
   * Shown with the Featured badge: boosted, or searched for by Scout (an open order). Set by the
   * featured lists; elsewhere it equals `isBoosted` when present.
   */
  isFeatured: z.boolean().optional(),
  /** The startup can sponsor a work permit (shown as a badge; the /jobs filter `visa`). */
  visaSponsorship: z.boolean(),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  expirationDate: z.iso.datetime().nullable(),
  boostingExpiresAt: z.iso.datetime().nullable(),
  /**
   * Under "most relevant" only: where the search text was found. `title`: every word in the title
   * (these come first); `text`: every word in the job's text (its startup's name, its description);
   * `startupName`: only the startup's name resembles the text (a typo; these come last).
   */
  matchedIn: z.enum(['title', 'text', 'startupName']).optional(),
});
export type JobListItem = z.infer<typeof JobListItem>;

export const JobPerk = z.object({ icon: BenefitIcon, text: z.string() });
export type JobPerk = z.infer<typeof JobPerk>;

/** A job as its own page shows it. `description` is our small markdown subset (see rich-text rules). */
export const JobDetail = JobListItem.extend({
  description: z.string(),
  perks: z.array(JobPerk),
  receiveApplicants: ReceiveApplicants,
  applyUrl: z.string().nullable(),
  equityTerms: JobEquityTerms,
  relocation: JobRelocation,
  /** Pay set by a collective agreement (pay transparency), when the job names one. */
  collectiveAgreement: z.string().nullable(),
  /** Views in the last 30 days (docs/product.md, Data: views per period). */
  viewsLast30Days: z.number().int(),
});
export type JobDetail = z.infer<typeof JobDetail>;

export const Pagination = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  /** True when `total` is a cap and more matches exist (shown as '1,000+'). */
  isTotalCapped: z.boolean(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

export const JobList = z.object({ jobs: z.array(JobListItem), pagination: Pagination });
export type JobList = z.infer<typeof JobList>;

/** A facet count: exact up to the count cap, then shown as '1,000+'. */
export const FacetCount = z.object({ count: z.number().int(), isCapped: z.boolean() });
export type FacetCount = z.infer<typeof FacetCount>;
/** What each option of the country and position-type filters would give (keyed by the option's value). */
export const JobFacets = z.object({
  country: z.record(z.string(), FacetCount),
  positionType: z.record(z.string(), FacetCount),
});
export type JobFacets = z.infer<typeof JobFacets>;

import { z } from 'zod';
import { CountryCode } from '../location/countries.ts';
import { EquityInstrument } from './job.schema.ts';
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

/**
 * Jobs as a startup's members see them in the portal: every status (drafts, waiting for payment or
 * approval, paused, expired), what they can do next, and the numbers that matter to them.
 */

export const JobActionName = z.enum(['publish', 'approve', 'pause', 'resume', 'renew', 'pay', 'boost']);
export type JobActionName = z.infer<typeof JobActionName>;

/** The lifecycle actions a member posts (pay and boost are checkouts, not posts). */
export const JobLifecycleAction = z.enum(['publish', 'approve', 'pause', 'resume', 'renew']);
export type JobLifecycleAction = z.infer<typeof JobLifecycleAction>;

export const MemberJobListItem = z.object({
  id: z.string(),
  title: z.string(),
  status: JobStatus,
  views: z.number().int(),
  applicants: z.number().int(),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  expirationDate: z.iso.datetime().nullable(),
  boostingExpiresAt: z.iso.datetime().nullable(),
  isBoosted: z.boolean(),
  /** How many talents reported it as filled or dead. */
  reports: z.number().int(),
  /** Three reports from different people put the job in front of the startup. */
  isReported: z.boolean(),
  /** Why the Nordhub team unpublished it (status UNPUBLISHED), as mailed to the members; else null. */
  unpublishReason: z.string().nullable(),
  actions: z.array(JobActionName),
});
export type MemberJobListItem = z.infer<typeof MemberJobListItem>;

export const MemberJobList = z.object({ jobs: z.array(MemberJobListItem) });
export type MemberJobList = z.infer<typeof MemberJobList>;

/** One job with every field of the form, for its members (edit form, portal job page). */
export const MemberJob = MemberJobListItem.extend({
  companyKey: z.string(),
  companyName: z.string(),
  companyCountry: CountryCode.nullable(),
  description: z.string(),
  positionType: PositionType,
  roles: z.array(JobRole),
  isRemote: z.boolean(),
  locationLocality: z.string().nullable(),
  locationCountry: CountryCode.nullable(),
  locationAddress: z.string().nullable(),
  salaryType: SalaryType,
  salaryCurrency: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryPeriod: SalaryPeriod.nullable(),
  collectiveAgreement: z.string().nullable(),
  equityType: EquityType,
  equityInstrument: EquityInstrument.nullable(),
  equityMin: z.number().nullable(),
  equityMax: z.number().nullable(),
  equityVestingMonths: z.number().int().nullable(),
  equityCliffMonths: z.number().int().nullable(),
  perks: z.array(z.object({ icon: BenefitIcon, text: z.string() })),
  visaSponsorship: z.boolean(),
  relocationHelp: z.boolean(),
  openToNonEu: z.boolean(),
  receiveApplicants: ReceiveApplicants,
  applyEmail: z.string().nullable(),
  applyUrl: z.string().nullable(),
  source: z.enum(['startup', 'linkedin', 'admin', 'scout']),
  updatedAt: z.iso.datetime(),
});
export type MemberJob = z.infer<typeof MemberJob>;

/** One day of a job's report: views, new applicants, and whether a boost ran that day. */
export const JobDayStats = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC)'),
  views: z.number().int(),
  applicants: z.number().int(),
  isBoosted: z.boolean(),
});
export type JobDayStats = z.infer<typeof JobDayStats>;

/** Views and applicants per day since publishing, boosted days against organic days, and cost. */
export const JobReport = z.object({
  jobId: z.string(),
  days: z.array(JobDayStats),
  boosted: z.object({
    days: z.number().int(),
    views: z.number().int(),
    applicants: z.number().int(),
  }),
  organic: z.object({
    days: z.number().int(),
    views: z.number().int(),
    applicants: z.number().int(),
  }),
  /** What the boosts cost in all (minor units), by currency; empty when the job was never boosted. */
  spend: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  /** Cost per boosted-day view and applicant, minor units in the first spend currency; null without data. */
  costPerView: z.number().nullable(),
  costPerApplicant: z.number().nullable(),
});
export type JobReport = z.infer<typeof JobReport>;

import { z } from 'zod';
import { ApplyInput } from '../applications/applying.schema.ts';
import { JobListItem } from '../jobs/job.schema.ts';

/**
 * A startup's career pages on its own verified domain (docs/product.md, Platforms and hosts; ADR
 * 030): `/careers` lists its active jobs with filters by role and place, `/careers/jobs/{id}` shows
 * one, `/careers/jobs/{id}/apply` takes an application without an account.
 */

/** The startup as its career pages show it. */
export const CareerCompany = z.object({
  key: z.string(),
  name: z.string(),
  logoImage: z.string().nullable(),
  whatWeDo: z.string(),
  website: z.string().nullable(),
});
export type CareerCompany = z.infer<typeof CareerCompany>;

/** `?role=` and `?place=`: a role key and a place as the list shows it ('Remote', 'Copenhagen, Denmark'). */
export const CareerJobFilters = z.object({
  role: z.string().trim().max(100).optional().catch(undefined),
  place: z.string().trim().max(200).optional().catch(undefined),
});
export type CareerJobFilters = z.infer<typeof CareerJobFilters>;

export const CareerFilterOption = z.object({ value: z.string(), text: z.string(), count: z.number().int() });
export type CareerFilterOption = z.infer<typeof CareerFilterOption>;

export const CareerPage = z.object({
  company: CareerCompany,
  /** The jobs the filters let through, newest first. */
  jobs: z.array(JobListItem),
  /** How many active jobs the startup has, filters aside. */
  totalJobs: z.number().int(),
  roles: z.array(CareerFilterOption),
  places: z.array(CareerFilterOption),
  /** The filters in effect (an unknown value is dropped). */
  filters: z.object({ role: z.string().nullable(), place: z.string().nullable() }),
});
export type CareerPage = z.infer<typeof CareerPage>;

/**
 * An application on a career domain, without an account: the apply form's details and cover note;
 * the CV comes inside the same multipart post (`cvUpload`).
 */
export const GuestApplyInput = ApplyInput.pick({
  name: true,
  email: true,
  phone: true,
  linkedinUrl: true,
  coverNote: true,
});
export type GuestApplyInput = z.input<typeof GuestApplyInput>;
export type GuestApplyValues = z.output<typeof GuestApplyInput>;

export { GUEST_ALREADY_APPLIED_MESSAGE } from './career-messages.ts';

/** `GET /api/companies/domain/{domain}`: the startup a verified career domain belongs to. */
export const CareerDomainCompany = CareerCompany.extend({ domain: z.string() });
export type CareerDomainCompany = z.infer<typeof CareerDomainCompany>;

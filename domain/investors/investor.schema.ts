import { z } from 'zod';
import { PlatformFlags } from '../companies/company.schema.ts';
import { Pagination } from '../jobs/job.schema.ts';
import { InvestorCategory } from '../site/site-config.schema.ts';

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
  investmentRange: z.string().nullable(),
  countryCodes: z.array(z.string()),
  contactPreference: InvestorContactPreference,
});
export type InvestorListItem = z.infer<typeof InvestorListItem>;

/** An investor's public profile. The contact email is never public: pitches go through Nordhub. */
export const InvestorDetail = InvestorListItem.extend({
  website: z.string().nullable(),
  smallImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  keyPeople: z.array(z.object({ name: z.string(), title: z.string() })),
  investments: z.array(z.string()),
  views: z.number().int(),
  status: z.enum(['DRAFT', 'PUBLISHED']),
  platform: PlatformFlags,
});
export type InvestorDetail = z.infer<typeof InvestorDetail>;

export const InvestorSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: InvestorCategory.optional(),
  industry: z.string().trim().max(50).optional(),
  country: z.string().trim().length(2).toUpperCase().optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
  perPage: z.coerce.number().int().min(1).max(60).default(24),
});
export type InvestorSearchQuery = z.infer<typeof InvestorSearchQuery>;

export const InvestorList = z.object({ investors: z.array(InvestorListItem), pagination: Pagination });
export type InvestorList = z.infer<typeof InvestorList>;

import { z } from 'zod';
import { PROFILE_STATUSES } from './admin-profiles-constants.ts';

/**
 * The back office's Startups and Investors sections (issue 32): search, a read-only view of a
 * profile's portal data, publish/unpublish and the platform flags. Both kinds share the shapes; a
 * startup adds its jobs and payments, an investor its pitches count.
 */

export const AdminProfileSearchQuery = z.object({
  /** Part of the name or key. */
  q: z.string().trim().max(100, 'Please use at most 100 characters').optional(),
  status: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(PROFILE_STATUSES, { message: 'Please choose a status from the list' }).optional(),
    )
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminProfileSearchQuery = z.infer<typeof AdminProfileSearchQuery>;

export const AdminProfileKeyParams = z.object({ key: z.string().min(1).max(200) });

export const PlatformFlags = z.object({ main: z.boolean(), impact: z.boolean() });
export type PlatformFlags = z.infer<typeof PlatformFlags>;

/** `PUT /api/admin/{startups|investors}/{key}/platforms`: both flags, nothing else. */
export const AdminPlatformFlagsInput = z.strictObject({
  main: z.boolean({ message: 'Please say whether it shows on the main site' }),
  impact: z.boolean({ message: 'Please say whether it shows on the impact site' }),
});
export type AdminPlatformFlagsInput = z.infer<typeof AdminPlatformFlagsInput>;

export const AdminProfileListItem = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  status: z.enum(PROFILE_STATUSES),
  platform: PlatformFlags,
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminProfileListItem = z.infer<typeof AdminProfileListItem>;

export const AdminProfileList = z.object({
  profiles: z.array(AdminProfileListItem),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type AdminProfileList = z.infer<typeof AdminProfileList>;

export const AdminProfileMember = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'member']),
  since: z.string(),
});
export type AdminProfileMember = z.infer<typeof AdminProfileMember>;

/** A profile's portal data as the back office reads it: label and value, in the portal's order. */
export const AdminProfileField = z.object({ label: z.string(), value: z.string() });
export type AdminProfileField = z.infer<typeof AdminProfileField>;

const AdminProfileBase = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  status: z.enum(PROFILE_STATUSES),
  platform: PlatformFlags,
  fields: z.array(AdminProfileField),
  members: z.array(AdminProfileMember),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const AdminStartupJob = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const AdminStartupPayment = z.object({
  id: z.string(),
  productKey: z.string(),
  /** Minor units, with its currency. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const AdminStartupDetail = AdminProfileBase.extend({
  jobs: z.array(AdminStartupJob),
  payments: z.array(AdminStartupPayment),
});
export type AdminStartupDetail = z.infer<typeof AdminStartupDetail>;

export const AdminInvestorDetail = AdminProfileBase.extend({ pitchCount: z.number().int() });
export type AdminInvestorDetail = z.infer<typeof AdminInvestorDetail>;

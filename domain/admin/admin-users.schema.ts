import { z } from 'zod';
import { ADMIN_USER_QUERY_MAX_LENGTH, DISABLE_REASON_MAX_LENGTH } from './admin-users-constants.ts';

/**
 * The back office's Users section (issue 32): search accounts by email or name, open one (its
 * profiles and sign-in history), disable or enable it, send it a password reset.
 */

export const AdminUserSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(ADMIN_USER_QUERY_MAX_LENGTH, {
      error: `Please search with at most ${ADMIN_USER_QUERY_MAX_LENGTH} characters`,
    })
    .default(''),
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(1000, 'Page must be 1000 or less')
    .default(1),
});
export type AdminUserSearchQuery = z.infer<typeof AdminUserSearchQuery>;

/** Disable: an optional reason, kept in the audit log (the user is not told). */
export const AdminDisableUserInput = z.object({
  reason: z
    .string()
    .trim()
    .max(DISABLE_REASON_MAX_LENGTH, {
      error: `Please keep the reason to at most ${DISABLE_REASON_MAX_LENGTH} characters`,
    })
    .optional(),
});
export type AdminDisableUserInput = z.infer<typeof AdminDisableUserInput>;

export const AdminUserParams = z.object({ id: z.string().max(100) });
export type AdminUserParams = z.infer<typeof AdminUserParams>;

/** An account as the back office lists it. */
export const AdminUserSummary = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  isEmailVerified: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** When an admin disabled the account; null while it may sign in. */
  disabledAt: z.string().nullable(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;

export const AdminUserList = z.object({
  users: z.array(AdminUserSummary),
  q: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether a next page has more (matches are never counted in full). */
  hasNextPage: z.boolean(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

/** A startup or investor the user is a member of, with its public page. */
export const AdminUserProfile = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  status: z.enum(['DRAFT', 'PUBLISHED']),
  role: z.enum(['owner', 'member']),
  /** The public page (`/startups/{key}`, `/funding/{key}`); a draft's answers 404 to visitors. */
  publicPath: z.string(),
});
export type AdminUserProfile = z.infer<typeof AdminUserProfile>;

export const AdminUserSignIn = z.object({
  id: z.string(),
  at: z.string(),
  method: z.string(),
  userAgent: z.string().nullable(),
});
export type AdminUserSignIn = z.infer<typeof AdminUserSignIn>;

export const AdminUserDetail = z.object({
  user: AdminUserSummary,
  startups: z.array(AdminUserProfile),
  investors: z.array(AdminUserProfile),
  /** The talent profile, when the user made one. */
  talent: z.object({ enabled: z.boolean(), createdAt: z.string() }).nullable(),
  /** The latest sign-ins (at most ADMIN_USER_SIGN_INS_SHOWN), latest first. */
  signIns: z.array(AdminUserSignIn),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** What an action on a user answers: the account as it is now. */
export const AdminUserActionResult = z.object({ user: AdminUserSummary, message: z.string() });
export type AdminUserActionResult = z.infer<typeof AdminUserActionResult>;

import { z } from 'zod';
import { PASSWORD_MESSAGE } from './auth.schema.ts';
import { isValidPassword } from './password-rule.ts';

/** docs/product.md, Data Profile entry: one of the user's profiles on the current platform. */
export const ProfileType = z.enum(['company', 'investor', 'applicant']);
export type ProfileType = z.infer<typeof ProfileType>;

export const ProfileEntry = z.object({
  type: ProfileType,
  /** `company:<key>`, `investor:<key>` or `applicant`: what `user.profile` stores. */
  id: z.string(),
  key: z.string(),
  name: z.string(),
  /** 'Startup', 'Investor' or 'Talent' (docs/product.md, Profiles and roles: company shown as Startup, applicant as Talent). */
  typeLabel: z.string(),
  link: z.string(),
  imageLink: z.string().nullable(),
  description: z.string(),
  isDraft: z.boolean(),
  /** Startups only: whether the professional-network (LinkedIn) organisation is connected (docs/product.md, Banner). */
  hasProfessionalNetworkId: z.boolean().optional(),
});
export type ProfileEntry = z.infer<typeof ProfileEntry>;

export const UiFeature = z.object({ name: z.string().max(100), reachedAt: z.iso.datetime() });

/** The signed-in user as `GET /api/users/me` answers (docs/product.md, Data), with the profiles of this platform. */
export const Me = z.object({
  id: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  fullName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  isAdmin: z.boolean(),
  isEmailVerified: z.boolean(),
  companies: z.array(z.object({ key: z.string(), name: z.string(), isDraft: z.boolean() })),
  investors: z.array(z.object({ key: z.string(), name: z.string(), isDraft: z.boolean() })),
  applicant: z.object({ enabled: z.boolean() }).nullable(),
  /** The saved selected profile (a ProfileEntry id), if any. */
  profile: z.string().nullable(),
  uiFeatures: z.array(UiFeature),
  profiles: z.array(ProfileEntry),
  /**
   * The user's startups and investors that are not on this platform yet (docs/product.md, Modals:
   * continue with one of them here, via POST companies|investors/{key}/platform).
   */
  otherPlatformProfiles: z.array(ProfileEntry),
});
export type Me = z.infer<typeof Me>;

export const UpdateMeInput = z
  .object({
    uiFeatures: z.array(UiFeature).max(100).optional(),
    profile: z.string().max(200).nullable().optional(),
  })
  .refine((v) => v.uiFeatures !== undefined || v.profile !== undefined, {
    error: 'Nothing to update: send uiFeatures or profile',
  });
export type UpdateMeInput = z.infer<typeof UpdateMeInput>;

const KEY_MESSAGE = 'This link is not valid';
const Key = z
  .string({ error: KEY_MESSAGE })
  .trim()
  .min(20, { error: KEY_MESSAGE })
  .max(200, { error: KEY_MESSAGE });

export const ResetPasswordInput = z.object({
  password: z.string({ error: PASSWORD_MESSAGE }).refine(isValidPassword, { error: PASSWORD_MESSAGE }),
  resetKey: Key,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const VerifyEmailInput = z.object({ emailVerificationKey: Key });
export type VerifyEmailInput = z.infer<typeof VerifyEmailInput>;

/** Switch profile (docs/product.md, Pages): the chosen profile, and whether to remember it for the next login. */
export const SelectProfileInput = z.object({
  profile: z.string().min(1).max(200),
  save: z.boolean().default(false),
});
export type SelectProfileInput = z.infer<typeof SelectProfileInput>;

export const FORGOT_PASSWORD_SUCCESS =
  "If there's a user connected to this email address, we've sent an email with instructions for resetting your password.";
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const ACCOUNT_EXISTS_MESSAGE = 'Email address found, please log in';

import { z } from 'zod';

/**
 * Engagement (docs/product.md, Calls `POST engagement/log`, issue 12): the profile a person acts as (their current
 * startup or investor profile) viewed another profile's page or contacted it (the send-pitch or
 * website link). The investor (or startup) sees who did, in its portal. Recorded once per actor,
 * target, action and UTC day.
 */

export const ENGAGEMENT_ACTIONS = ['view', 'contact'] as const;
export const EngagementAction = z.enum(ENGAGEMENT_ACTIONS, { error: 'Please send "view" or "contact"' });
export type EngagementAction = z.infer<typeof EngagementAction>;

export const ENGAGEMENT_PROFILE_TYPES = ['company', 'investor'] as const;

/** A startup (`company`) or an investor, by its id or its key. */
export const EngagementProfileRef = z.object({
  type: z.enum(ENGAGEMENT_PROFILE_TYPES, { error: 'Please send "company" or "investor"' }),
  id: z
    .string({ error: 'Please send the profile id or key' })
    .trim()
    .min(1, { error: 'Please send the profile id or key' })
    .max(100, { error: 'Please send the profile id or key' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Please send the profile id or key' }),
});
export type EngagementProfileRef = z.infer<typeof EngagementProfileRef>;

export const EngagementLogInput = z.strictObject({
  /** The current profile: the startup or investor the signed-in user acts as (a member of it). */
  profile: EngagementProfileRef,
  /** The profile viewed or contacted: a published investor or startup on this platform. */
  target: EngagementProfileRef,
  action: EngagementAction,
});
export type EngagementLogInput = z.input<typeof EngagementLogInput>;

export const EngagementLogResult = z.object({
  /** False when this profile already did this today (or it is its own profile): nothing new stored. */
  recorded: z.boolean(),
});
export type EngagementLogResult = z.infer<typeof EngagementLogResult>;

/** One row of "Who viewed your profile". */
export const ProfileEngagement = z.object({
  profile: z.object({
    type: z.enum(ENGAGEMENT_PROFILE_TYPES),
    key: z.string(),
    name: z.string(),
    /** The profile's public page, when it is published on this platform; else null. */
    link: z.string().nullable(),
  }),
  action: z.enum(ENGAGEMENT_ACTIONS),
  at: z.iso.datetime({ offset: true }),
});
export type ProfileEngagement = z.infer<typeof ProfileEngagement>;

export const ProfileEngagementList = z.object({ items: z.array(ProfileEngagement) });
export type ProfileEngagementList = z.infer<typeof ProfileEngagementList>;

/** How many rows the list shows: the newest. */
export const ENGAGEMENT_LIST_LIMIT = 50;

/** The back office's Startups and Investors (issue 32): what the browser needs too, without zod. */

export const ADMIN_PROFILES_PER_PAGE = 20;

export const PROFILE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];
export const PROFILE_STATUS_LABELS: Record<ProfileStatus, string> = {
  DRAFT: 'Unpublished',
  PUBLISHED: 'Published',
};

/** The conflicts of publish/unpublish: nothing to do, and no audit row for it. */
export const PROFILE_ALREADY_PUBLISHED_MESSAGE = 'This profile is already published.';
export const PROFILE_ALREADY_UNPUBLISHED_MESSAGE = 'This profile is already unpublished.';

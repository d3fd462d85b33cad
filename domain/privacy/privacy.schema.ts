import { z } from 'zod';
import { checkbox } from '../forms/form-fields.ts';
import { NO_PASSWORD_MESSAGE } from './retention.ts';

export { NO_PASSWORD_MESSAGE };

/**
 * The privacy centre (`/settings/privacy`, issue 9 scope 8): everything stored about the signed-in
 * person, across their profiles and both platforms, and the confirmed deletion of their talent data.
 * Only the person's own data: a startup they belong to appears by name, never its other members.
 */

const Instant = z.iso.datetime();

export const ExportedApplication = z.object({
  id: z.string(),
  job: z.object({ id: z.string(), title: z.string(), startup: z.string() }),
  /** What the candidate sees (Applied, In review, Hired, Not selected, Withdrawn): the pipeline stays the startup's. */
  status: z.string(),
  appliedAt: Instant,
  via: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  coverNote: z.string().nullable(),
  cvFileName: z.string().nullable(),
  withdrawnAt: Instant.nullable(),
  decidedAt: Instant.nullable(),
  anonymizedAt: Instant.nullable(),
  events: z.array(z.object({ at: Instant, status: z.string() })),
});
export type ExportedApplication = z.infer<typeof ExportedApplication>;

const ExportedJobRef = z.object({ jobId: z.string(), title: z.string(), startup: z.string(), at: Instant });

export const PrivacyExport = z.object({
  exportedAt: Instant,
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isEmailVerified: z.boolean(),
    hasPassword: z.boolean(),
    signInWith: z.array(z.string()),
    selectedProfile: z.string().nullable(),
    createdAt: Instant,
  }),
  talentProfile: z
    .object({
      enabled: z.boolean(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      linkedinUrl: z.string().nullable(),
      cvFileName: z.string().nullable(),
      cvUploadedAt: Instant.nullable(),
      intro: z.string().nullable(),
      preferredCountries: z.array(z.string()),
      preferredRoles: z.array(z.string()),
      createdAt: Instant,
    })
    .nullable(),
  applications: z.array(ExportedApplication),
  savedJobs: z.array(ExportedJobRef),
  interests: z.array(ExportedJobRef),
  follows: z.array(z.object({ startup: z.string(), at: Instant })),
  savedSearches: z.array(
    z.object({
      search: z.string().nullable(),
      location: z.string().nullable(),
      countryCode: z.string().nullable(),
      visaSponsorshipOnly: z.boolean(),
      since: Instant,
      createdAt: Instant,
    }),
  ),
  digestSubscriptions: z.array(
    z.object({
      email: z.string(),
      frequency: z.string(),
      locations: z.array(z.string()),
      includeRemoteJobs: z.boolean(),
      roles: z.array(z.string()),
      visaSponsorshipOnly: z.boolean(),
      confirmedAt: Instant.nullable(),
      unsubscribedAt: Instant.nullable(),
      lastSentAt: Instant.nullable(),
      createdAt: Instant,
    }),
  ),
  memberships: z.object({
    startups: z.array(z.object({ name: z.string(), since: Instant })),
    investors: z.array(z.object({ name: z.string(), since: Instant })),
  }),
  sessions: z.array(
    z.object({
      createdAt: Instant,
      lastSeenAt: Instant,
      expiresAt: Instant,
      userAgent: z.string().nullable(),
    }),
  ),
});
export type PrivacyExport = z.infer<typeof PrivacyExport>;

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password';
export const CONFIRM_DELETION_MESSAGE = 'Please tick the box to confirm';

/** Deleting talent data is confirmed with the password (and, on the page, a ticked box). */
export const DeleteTalentDataInput = z.object({
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
    .max(200),
});
export type DeleteTalentDataInput = z.infer<typeof DeleteTalentDataInput>;

/** The page's form adds a ticked box, so a stray click (or a remembered password) cannot do it alone. */
export const DeleteTalentDataForm = DeleteTalentDataInput.extend({
  confirm: checkbox.refine((ticked) => ticked, { error: CONFIRM_DELETION_MESSAGE }),
});

export const TalentDataDeleted = z.object({
  anonymizedApplications: z.number().int(),
  deletedFiles: z.number().int(),
  removedSavedJobs: z.number().int(),
  removedInterests: z.number().int(),
  removedSavedSearches: z.number().int(),
});
export type TalentDataDeleted = z.infer<typeof TalentDataDeleted>;

/** What the page shows before anything is downloaded or deleted. */
export const PrivacyOverview = z.object({
  hasPassword: z.boolean(),
  hasTalentProfile: z.boolean(),
  hasCv: z.boolean(),
  applications: z.number().int(),
  savedJobs: z.number().int(),
  interests: z.number().int(),
  savedSearches: z.number().int(),
});
export type PrivacyOverview = z.infer<typeof PrivacyOverview>;

export const RetentionRunSummary = z.object({ anonymized: z.number().int(), deletedFiles: z.number().int() });
export type RetentionRunSummary = z.infer<typeof RetentionRunSummary>;

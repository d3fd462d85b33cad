import { z } from 'zod';
import { DigestFrequency, JOB_ROLE_KEYS } from '../jobs/job-enums.ts';
import { CountryCode } from '../location/countries.ts';
import { COUNTRY_FILTERS } from '../location/country-constants.ts';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE } from '../users/auth.schema.ts';
import {
  DIGEST_COUNTRY_MESSAGE,
  DIGEST_FREQUENCY_MESSAGE,
  DIGEST_LOCATIONS_MESSAGE,
  DIGEST_ROLES_MESSAGE,
  DIGEST_STATUSES,
  DIGEST_UNKNOWN_KEY_MESSAGE,
} from './digest-constants.ts';

export { DIGEST_SUBSCRIBED_MESSAGE } from './digest-constants.ts';

const DigestEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGE })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** Country codes as the form sends them, REMOTE included (docs/product.md, Validation: it becomes includeRemoteJobs). */
const DigestLocations = z
  .array(z.enum(COUNTRY_FILTERS, { error: DIGEST_COUNTRY_MESSAGE }), { error: DIGEST_LOCATIONS_MESSAGE })
  .min(1, { error: DIGEST_LOCATIONS_MESSAGE })
  .max(COUNTRY_FILTERS.length * 2, { error: DIGEST_COUNTRY_MESSAGE })
  .transform((codes) => [...new Set(codes)]);

type RoleKey = (typeof JOB_ROLE_KEYS)[number];
/** Role keys; an empty list means every role. */
const DigestRoles = z
  .array(z.enum(JOB_ROLE_KEYS as [RoleKey, ...RoleKey[]], { error: DIGEST_ROLES_MESSAGE }), {
    error: DIGEST_ROLES_MESSAGE,
  })
  .max(JOB_ROLE_KEYS.length * 2, { error: DIGEST_ROLES_MESSAGE })
  .default([])
  .transform((roles) => [...new Set(roles)]);

/** What the subscriber chooses: countries (and Remote), roles and how often (`PUT digest/{settingsKey}`). */
export const DigestPreferencesInput = z.object({
  locations: DigestLocations,
  roles: DigestRoles,
  frequency: z.enum(['daily', 'onceweek'], { error: DIGEST_FREQUENCY_MESSAGE }),
  /** Only jobs whose startup can sponsor a work permit (issue 8). */
  visaSponsorshipOnly: z.boolean().default(false),
});
export type DigestPreferencesInput = z.infer<typeof DigestPreferencesInput>;

/** `POST digest` (docs/product.md, Calls): subscribe an address; confirmed from the mailed link (double opt-in). */
export const DigestSubscribeInput = DigestPreferencesInput.extend({ email: DigestEmail });
export type DigestSubscribeInput = z.infer<typeof DigestSubscribeInput>;

/** The long random key that manages a subscription without a login (`/profile-settings/{settingsKey}`). */
export const SettingsKey = z
  .string({ error: DIGEST_UNKNOWN_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: DIGEST_UNKNOWN_KEY_MESSAGE });

export const SettingsKeyParams = z.object({ settingsKey: SettingsKey });
export const DigestConfirmInput = z.object({ settingsKey: SettingsKey });
export type DigestConfirmInput = z.infer<typeof DigestConfirmInput>;

export const DigestMailParams = z.object({ email: DigestEmail });

export const DigestStatus = z.enum(DIGEST_STATUSES);
export type DigestStatus = z.infer<typeof DigestStatus>;

/** A subscription as its owner sees it (docs/product.md, Data: locations, includeRemoteJobs, settingsKey, mergeData). */
export const DigestSubscription = z.object({
  settingsKey: SettingsKey,
  email: z.string(),
  /** Nordic country codes; REMOTE is never stored (it is `includeRemoteJobs`). */
  locations: z.array(CountryCode),
  includeRemoteJobs: z.boolean(),
  roles: z.array(z.string()),
  visaSponsorshipOnly: z.boolean(),
  frequency: DigestFrequency,
  status: DigestStatus,
  confirmedAt: z.iso.datetime().nullable(),
  unsubscribedAt: z.iso.datetime().nullable(),
  lastSentAt: z.iso.datetime().nullable(),
  mergeData: z.record(z.string(), z.string()),
});
export type DigestSubscription = z.infer<typeof DigestSubscription>;

export const DigestSubscribeResult = z.object({ message: z.string() });
export type DigestSubscribeResult = z.infer<typeof DigestSubscribeResult>;

/** `GET digest/mail/{email}` (docs/product.md, Calls): the applicant's digest profile. */
export const DigestProfile = z.object({ settingsKey: SettingsKey });
export type DigestProfile = z.infer<typeof DigestProfile>;

/** Test and development tool: run the digests due at `now` (`POST /api/dev/digest/run`). */
export const DigestRunInput = z.object({ now: z.iso.datetime({ offset: true }) });

export const DigestRunSummary = z.object({
  periods: z.array(z.object({ frequency: DigestFrequency, key: z.string(), scheduledAt: z.iso.datetime() })),
  /** Mails sent in this run. */
  sent: z.number().int(),
  /** Subscribers with nothing new: no mail, recorded in the ledger. */
  skipped: z.number().int(),
  /** Mails that could not be sent (tried again by a later run). */
  failed: z.number().int(),
});
export type DigestRunSummary = z.infer<typeof DigestRunSummary>;

/**
 * The signed-in user's own digest (`GET /api/digest/me`, `/client/email-notifications`): the one of
 * their account's address. It is shown only once that address is verified (as `digest/mail/{email}`):
 * before, the address may not be theirs.
 */
export const OwnDigest = z.object({
  email: z.string(),
  /** Verified: subscribing here starts the digest at once, with no confirmation mail. */
  isEmailVerified: z.boolean(),
  subscription: DigestSubscription.nullable(),
  /** Where the form starts when there is no subscription: the quick apply preferences. */
  suggested: z.object({ locations: z.array(CountryCode), roles: z.array(z.string()) }),
});
export type OwnDigest = z.infer<typeof OwnDigest>;

/** What a change to one's own digest answers: what happened, in a sentence, and the digest now. */
export const OwnDigestResult = z.object({ message: z.string(), digest: OwnDigest });
export type OwnDigestResult = z.infer<typeof OwnDigestResult>;

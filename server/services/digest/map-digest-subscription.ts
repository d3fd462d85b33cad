import type {
  DigestPreferencesInput,
  DigestStatus,
  DigestSubscription,
} from '#domain/digest/digest.schema.ts';
import type { DigestFrequency } from '#domain/jobs/job-enums.ts';
import type { CountryCode } from '#domain/location/countries.ts';
import type { digestSubscriptions } from '../../db/schema/index.ts';

export type DigestSubscriptionRow = typeof digestSubscriptions.$inferSelect;

export function readDigestStatus(
  row: Pick<DigestSubscriptionRow, 'confirmedAt' | 'unsubscribedAt'>,
): DigestStatus {
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.confirmedAt ? 'active' : 'unconfirmed';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function mapDigestSubscription(row: DigestSubscriptionRow): DigestSubscription {
  return {
    settingsKey: row.settingsKey,
    email: row.email,
    locations: row.locations as CountryCode[],
    includeRemoteJobs: row.includeRemoteJobs,
    visaSponsorshipOnly: row.visaSponsorshipOnly,
    roles: row.roles,
    frequency: row.frequency as DigestFrequency,
    status: readDigestStatus(row),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
    lastSentAt: iso(row.lastSentAt),
    mergeData: row.mergeData,
  };
}

/**
 * A stored subscription's choice as the preferences input takes it (REMOTE back among the
 * countries). The row was checked by that schema when it was saved.
 */
export function toDigestChoiceInput(row: DigestSubscriptionRow): DigestPreferencesInput {
  return {
    locations: [
      ...row.locations,
      ...(row.includeRemoteJobs ? ['REMOTE'] : []),
    ] as DigestPreferencesInput['locations'],
    roles: row.roles as DigestPreferencesInput['roles'],
    frequency: row.frequency as DigestFrequency,
    visaSponsorshipOnly: row.visaSponsorshipOnly,
  };
}

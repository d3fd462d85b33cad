/**
 * The job digest's words and lists as plain data, free of zod so page bundles can use them (the
 * schemas are in digest.schema.ts).
 */

export const DIGEST_FREQUENCY_OPTIONS = [
  { value: 'daily', text: 'Daily', description: 'Every morning at 07:00 (Copenhagen time)' },
  { value: 'onceweek', text: 'Once a week', description: 'Every Monday at 07:00 (Copenhagen time)' },
] as const;

export const DIGEST_STATUSES = ['unconfirmed', 'active', 'unsubscribed'] as const;
export type DigestStatus = (typeof DIGEST_STATUSES)[number];

export const DIGEST_LOCATIONS_MESSAGE = 'Please choose at least one country or Remote';
export const DIGEST_COUNTRY_MESSAGE = 'Please choose countries from the list';
export const DIGEST_ROLES_MESSAGE = 'Please choose roles from the list';
export const DIGEST_FREQUENCY_MESSAGE = 'Please choose how often you want the digest';
export const DIGEST_UNKNOWN_KEY_MESSAGE = 'This digest subscription could not be found';

/**
 * The one answer to a subscribe request, whether or not the address already had a subscription:
 * the mail tells the owner what happened, the answer tells nobody else anything.
 */
export const DIGEST_SUBSCRIBED_MESSAGE =
  'Almost done! We have sent you an email. Open the link in it to confirm your job digest subscription.';

export function describeDigestFrequency(frequency: string): string {
  return frequency === 'onceweek' ? 'once a week, on Monday morning' : 'every morning';
}

/** The signed-in talent's Email notifications page: what each change says. */
export const OWN_DIGEST_SAVED_MESSAGE = 'Your digest settings are saved.';
export const OWN_DIGEST_ENDED_MESSAGE = 'You are unsubscribed. You will not get the job digest any more.';
export const OWN_DIGEST_NOT_FOUND_MESSAGE = 'You do not get the job digest yet';

export function describeDigestStarted(frequency: string): string {
  return `You are subscribed. The job digest comes ${describeDigestFrequency(frequency)}.`;
}

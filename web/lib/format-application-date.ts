import { formatUtcDate } from '#domain/jobs/format-expiry.ts';

/**
 * '24 Nov 2026': the day an application was sent or withdrawn, in the site's one date format, the
 * same on server and browser.
 */
export function formatApplicationDate(iso: string): string {
  return formatUtcDate(new Date(iso));
}

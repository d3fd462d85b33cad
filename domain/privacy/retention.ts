/**
 * The privacy centre's rules (issue 9 scope 8): what an anonymised application keeps, and how long
 * a rejected application keeps the candidate's personal data.
 */

/** Rejected applications are anonymised this many months after the decision. */
export const RETENTION_MONTHS = 24;

/** Deleting talent data needs the password: an account without one (LinkedIn sign-up) sets one first. */
export const NO_PASSWORD_MESSAGE =
  "Your account signs in with LinkedIn and has no password. Set one first: log out, choose 'Forgot password' in the log-in dialog and follow the link we email you. Then confirm here with it.";

/** The name an anonymised application shows in the startup's pipeline. */
export const ANONYMISED_CANDIDATE_NAME = 'Anonymised candidate';

/**
 * The instant `months` calendar months before `now` (UTC): applications decided at or before it are
 * due. A day the earlier month lacks (31 March → February) falls on that month's last day.
 */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** Rejected applications decided at or before this instant are anonymised now. */
export function retentionCutoff(now: Date): Date {
  return monthsBefore(now, RETENTION_MONTHS);
}

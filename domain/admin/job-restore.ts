import type { JobStatusValue } from '../jobs/job-lifecycle.ts';

/**
 * Where the team's restore takes an unpublished job (back office, issue 32): back to the status it
 * had before it was unpublished (the `from` of its unpublish event), with the lifecycle's rules for
 * the time it spent off the site:
 * - a live or paused job whose expiration date passed meanwhile comes back EXPIRED (its members may
 *   renew it with a new date; it is not put live past its date);
 * - a live job comes back ACTIVE only with room on the plan (`canGoLive`), else it waits for payment
 *   (PENDING_PAYMENT), as publishing does (the startup may have published another job meanwhile);
 * - an unpublished job with no unpublish event (made so outside the back office) comes back paused
 *   (STOPPED, or EXPIRED past its date): its members decide when it goes live again.
 */
export function decideRestoreStatus(facts: {
  before: JobStatusValue | null;
  expirationDate: Date | null;
  now: Date;
  canGoLive: boolean;
}): Exclude<JobStatusValue, 'UNPUBLISHED'> {
  const before = facts.before === null || facts.before === 'UNPUBLISHED' ? 'STOPPED' : facts.before;
  const isPastExpiry = facts.expirationDate !== null && facts.expirationDate.getTime() <= facts.now.getTime();
  if ((before === 'ACTIVE' || before === 'STOPPED') && isPastExpiry) return 'EXPIRED';
  if (before === 'ACTIVE' && !facts.canGoLive) return 'PENDING_PAYMENT';
  return before;
}

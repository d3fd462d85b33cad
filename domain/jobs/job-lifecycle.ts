/**
 * The job lifecycle (docs/product.md, Job lifecycle), as pure rules (the clock is passed in):
 *
 *   (new) ── member creates ──▶ DRAFT ── publish, room on the plan ──▶ ACTIVE
 *   (new) ── on the startup's behalf ──▶ PENDING_COMPANY_APPROVAL ── approve ──▶ as publish
 *   DRAFT ── publish, free limit used ──▶ PENDING_PAYMENT ── confirmed payment ──▶ ACTIVE
 *   ACTIVE ⇄ STOPPED (pause / resume before expiry)
 *   ACTIVE, STOPPED ── expiration date passes ──▶ EXPIRED ── renew with a new date ──▶ ACTIVE
 *   any ── the Nordhub team unpublishes (a reason) ──▶ UNPUBLISHED ── the team restores ──▶ as before
 *
 * Resuming and renewing need room on the plan like publishing; without it the job waits for payment
 * (PENDING_PAYMENT) and the member is offered the plan. A job waiting for payment can be published
 * again: it goes live once there is room (a live job paused). Buying the plan publishes every job
 * waiting for payment. Whether there is room is the plan rule's answer (plan-room.ts).
 */
import type { JOB_STATUSES } from './job-constants.ts';

export type JobStatusValue = (typeof JOB_STATUSES)[number];

const DAY_MS = 86_400_000;

/** Free plan: this many ACTIVE jobs at a time. */
export const FREE_PLAN_ACTIVE_JOBS = 1;
/** A published job expires this many days after publishing unless the member picks a date. */
export const DEFAULT_EXPIRY_DAYS = 60;
/** The latest expiration date a member may pick, counted from now. */
export const MAX_EXPIRY_DAYS = 120;
/** A boost lasts this long, from payment or from the end of the running boost. */
export const BOOST_DAYS = 30;
/** The startup plan lasts this long, from payment or from the end of the running plan. */
export const PLAN_MONTHS = 12;
/** Members get the "still hiring?" mail this many days before expiry. */
export const EXPIRY_REMINDER_DAYS = 5;
/** What the one-click extend of the "still hiring?" mail adds to the expiration date. */
export const EXTEND_DAYS = 30;
/** Reports from this many different talents put a job in front of the startup and the admins. */
export const JOB_REPORT_THRESHOLD = 3;

export type JobAction = 'publish' | 'approve' | 'pause' | 'resume' | 'renew' | 'pay' | 'boost';

export type JobActionFacts = {
  status: JobStatusValue;
  expirationDate: Date | null;
  now: Date;
  /** The plan rule's answer for the startup (`decidePlanRoom`): a waiting job is offered the plan only without room. */
  offersPlanToPublish: boolean;
};

/** The actions a member can take on a job in its current state (what the portal offers). */
export function listJobActions({
  status,
  expirationDate,
  now,
  offersPlanToPublish,
}: JobActionFacts): JobAction[] {
  const isPastExpiry = expirationDate !== null && expirationDate.getTime() <= now.getTime();
  switch (status) {
    case 'DRAFT':
      return ['publish'];
    case 'PENDING_COMPANY_APPROVAL':
      return ['approve'];
    case 'PENDING_PAYMENT':
      // Publishing again goes live once there is room (a live job paused); the plan only without room.
      return offersPlanToPublish ? ['pay', 'publish'] : ['publish'];
    case 'ACTIVE':
      return ['pause', 'boost'];
    case 'STOPPED':
      return isPastExpiry ? ['renew'] : ['resume'];
    case 'EXPIRED':
      return ['renew'];
    case 'UNPUBLISHED':
      // Taken off the site by the Nordhub team: only the team restores it (back office).
      return [];
  }
}

/** Whether the member may take this step now (publish, approve, pause, resume, renew: none depends on the plan offer). */
export function canTakeJobAction(
  action: Exclude<JobAction, 'pay'>,
  facts: Omit<JobActionFacts, 'offersPlanToPublish'>,
): boolean {
  return listJobActions({ ...facts, offersPlanToPublish: false }).includes(action);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Calendar months later, on the same day of the month (the month's last day when it has fewer). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The expiration date a job gets when it goes live: the member's date when it is still ahead,
 * else the default (60 days). Never beyond the maximum (120 days).
 */
export function resolveExpirationDate(requested: Date | null, now: Date): Date {
  const latest = addDays(now, MAX_EXPIRY_DAYS);
  if (requested && requested.getTime() > now.getTime()) {
    return requested.getTime() > latest.getTime() ? latest : requested;
  }
  return addDays(now, DEFAULT_EXPIRY_DAYS);
}

/** Why a member's expiration date cannot be used, or null when it can. */
export function checkExpirationDate(requested: Date, now: Date): string | null {
  if (requested.getTime() <= now.getTime()) return 'Please choose a date in the future';
  if (requested.getTime() > addDays(now, MAX_EXPIRY_DAYS).getTime()) {
    return `Please choose a date at most ${MAX_EXPIRY_DAYS} days from today`;
  }
  return null;
}

/** The new end of a boost bought now: 30 days from now, or from the end of the boost still running. */
export function extendBoost(currentEnd: Date | null, now: Date): { startsAt: Date; endsAt: Date } {
  const startsAt = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return { startsAt, endsAt: addDays(startsAt, BOOST_DAYS) };
}

/** The period of a plan bought now: 12 months from now, or from the end of the plan still running. */
export function extendPlan(currentEnd: Date | null, now: Date): { startsAt: Date; endsAt: Date } {
  const startsAt = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return { startsAt, endsAt: addMonths(startsAt, PLAN_MONTHS) };
}

/**
 * The one-click extend of the "still hiring?" mail: 30 days more, but never beyond the maximum from
 * now. Null when the job cannot be extended that way (it is not live, or already at the maximum).
 */
export function extendExpiration(current: Date | null, now: Date): Date | null {
  const latest = addDays(now, MAX_EXPIRY_DAYS);
  const base = current && current.getTime() > now.getTime() ? current : now;
  const next = addDays(base, EXTEND_DAYS);
  const capped = next.getTime() > latest.getTime() ? latest : next;
  return current && capped.getTime() <= current.getTime() ? null : capped;
}

/**
 * What a startup may publish: the one plan rule every page and service asks (docs/product.md, Plans and pricing,
 * plans and prices). On the free plan a startup has at most 1 ACTIVE job at a time; while a Startup
 * plan runs (until its end date) it has any number. Only ACTIVE jobs count: drafts, paused, expired,
 * waiting and unpublished jobs take no room.
 *
 * The dashboard's plan line, the job form, going live (publish, approve, resume, renew), the payment
 * webhook (a bought plan publishes the jobs waiting for payment), the portal's "Get the plan to
 * publish" links, max-posted and the plan checkout all read their answer from `decidePlanRoom`.
 */
import { FREE_PLAN_ACTIVE_JOBS, type JobStatusValue } from './job-lifecycle.ts';

export type PlanFacts = {
  /** When the startup's latest Startup plan ends (plans bought back to back: the last end); null: never bought. */
  planEndsAt: Date | null;
  /** How many of the startup's jobs are in each status (a missing status: none). */
  jobsByStatus: Partial<Record<JobStatusValue, number>>;
  now: Date;
};

export type PlanRoom = {
  /** FREE, or STARTUP while a Startup plan runs. */
  plan: 'FREE' | 'STARTUP';
  /** When the running Startup plan ends; null on the free plan. */
  planEndsAt: Date | null;
  /** How many jobs may be ACTIVE at a time; null: any number. */
  activeJobLimit: number | null;
  activeJobs: number;
  /** Jobs waiting for payment (PENDING_PAYMENT). */
  jobsAwaitingPayment: number;
  /**
   * One more job may go live now: publish, approve, resume and renew make it ACTIVE, and a job
   * waiting for payment can simply be published. Without room such a job waits for payment.
   */
  canGoLive: boolean;
  /**
   * The live jobs are within the plan. False only on the free plan with more ACTIVE jobs than it
   * allows (a plan that ended leaves its jobs live until they are paused or expire).
   */
  isWithinPlan: boolean;
  /** The Startup plan may be bought: never while one runs (no second payment for the same months). */
  canBuyPlan: boolean;
  /** A job waiting for payment is offered the plan ("Get the plan to publish", max-posted): only without room. */
  offersPlanToPublish: boolean;
};

/** Decides the startup's plan room from its plan's end and its jobs' statuses, at `now`. */
export function decidePlanRoom({ planEndsAt, jobsByStatus, now }: PlanFacts): PlanRoom {
  const hasRunningPlan = planEndsAt !== null && planEndsAt.getTime() > now.getTime();
  const activeJobs = jobsByStatus.ACTIVE ?? 0;
  const activeJobLimit = hasRunningPlan ? null : FREE_PLAN_ACTIVE_JOBS;
  const canGoLive = activeJobLimit === null || activeJobs < activeJobLimit;
  return {
    plan: hasRunningPlan ? 'STARTUP' : 'FREE',
    planEndsAt: hasRunningPlan ? planEndsAt : null,
    activeJobLimit,
    activeJobs,
    jobsAwaitingPayment: jobsByStatus.PENDING_PAYMENT ?? 0,
    canGoLive,
    isWithinPlan: activeJobLimit === null || activeJobs <= activeJobLimit,
    canBuyPlan: !hasRunningPlan,
    offersPlanToPublish: !canGoLive,
  };
}

/** Where publishing, approving, resuming or renewing takes a job that is not live yet. */
export function decideActivation(room: Pick<PlanRoom, 'canGoLive'>): 'ACTIVE' | 'PENDING_PAYMENT' {
  return room.canGoLive ? 'ACTIVE' : 'PENDING_PAYMENT';
}

/** The plan rule's answer as pages receive it (dates as ISO strings). */
export type PlanRoomView = Omit<PlanRoom, 'planEndsAt'> & { planEndsAt: string | null };

export function toPlanRoomView(room: PlanRoom): PlanRoomView {
  return { ...room, planEndsAt: room.planEndsAt?.toISOString() ?? null };
}

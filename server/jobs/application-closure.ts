import { closeStaleApplications } from '../services/applications/close-stale-applications.ts';
import type { PipelineDeps, PipelineLogger } from '../services/applications/pipeline-deps.ts';
import type { RecurringTask } from './scheduler.ts';

/** Guaranteed closure (issue 9 scope 6): hourly, at a quiet minute. */
export const APPLICATION_CLOSURE_QUEUE = 'application-closure';
export const APPLICATION_CLOSURE_CRON = '53 * * * *';

/**
 * The recurring task for `startScheduler`: decision mails for applications left untouched for the
 * closure days, and the startups' warnings five days before. Safe to repeat and to run on several
 * workers at once (rows are claimed with SKIP LOCKED, each mail once).
 */
export function applicationClosureTask(
  deps: Omit<PipelineDeps, 'logger'>,
  logger?: PipelineLogger,
): RecurringTask {
  return {
    queue: APPLICATION_CLOSURE_QUEUE,
    cron: APPLICATION_CLOSURE_CRON,
    run: (now) => closeStaleApplications({ ...deps, now: () => now, ...(logger ? { logger } : {}) }),
  };
}

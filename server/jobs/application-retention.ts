import type { FileStorage } from '../adapters/storage/local-disk-storage.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { anonymizeExpiredApplications } from '../services/privacy/anonymize-expired-applications.ts';
import type { RecurringTask } from './scheduler.ts';

/** The retention rule (rejected applications anonymised 24 months after the decision), daily at 03:17. */
export const APPLICATION_RETENTION_QUEUE = 'application-retention';
export const APPLICATION_RETENTION_CRON = '17 3 * * *';

/** The recurring task for `startScheduler`: each run is safe to repeat (rows are claimed once). */
export function applicationRetentionTask(deps: ServiceDeps & { storage: FileStorage }): RecurringTask {
  return {
    queue: APPLICATION_RETENTION_QUEUE,
    cron: APPLICATION_RETENTION_CRON,
    run: (now) => anonymizeExpiredApplications({ ...deps, now: () => now }),
  };
}

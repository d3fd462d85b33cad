import type { FileStorage } from '../adapters/storage/local-disk-storage.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { purgeExpiredData } from '../services/housekeeping/purge-expired-data.ts';
import type { RecurringTask } from './scheduler.ts';

/** The hourly purge of expired sessions, keys, old mail and ledger rows, unattached uploads (at :47). */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
export const HOUSEKEEPING_CRON = '47 * * * *';

/** The recurring task for `startScheduler`: each run is safe to repeat, on any instance. */
export function housekeepingTask(
  deps: ServiceDeps & { storage: FileStorage },
  logger?: { warn(details: object, message: string): void },
): RecurringTask {
  return {
    queue: HOUSEKEEPING_QUEUE,
    cron: HOUSEKEEPING_CRON,
    run: (now) => purgeExpiredData({ ...deps, now: () => now, logger }),
  };
}

import type { Database } from '../db/client.ts';

/** What every service needs; passed in so tests can fix the clock. */
export type ServiceDeps = {
  db: Database;
  now: () => Date;
};

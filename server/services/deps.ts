import type { Database } from '../db/client.ts';
import type { PublicCaches } from './public-caches.ts';

/** What every service needs; passed in so tests can fix the clock. */
export type ServiceDeps = {
  db: Database;
  now: () => Date;
  /** Short-lived caches of public reads; absent means always read the database. */
  caches?: PublicCaches;
};

/**
 * Global setup of the fault project: the fault tests start `node server/main.ts` themselves (a
 * private PostgreSQL each, stopped and started on purpose), as production runs it, so the built web
 * app must exist. Built here once under the e2e build lock (skipped while build/ is newer than its
 * sources; the e2e step after this one reuses it).
 */
import { buildWebAppIfStale, withBuildLock } from './e2e-global-setup.ts';

export default async function setup(): Promise<void> {
  await withBuildLock(buildWebAppIfStale);
}

import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { ServiceDeps } from '../deps.ts';
import { clearSiteConfigCache } from '../site/get-site-config.ts';
import { clearSiteProductsCache } from '../site/get-site-products.ts';

/**
 * A change of the products or prices must reach visitors within a minute, everywhere (issue 32).
 * What keeps them, and how each learns of the change:
 * - the page cache of every process: `products` and `prices` have no page-cache trigger (migration
 *   0010), so the change's transaction bumps the generation itself (`page_cache_bump()`: NOTIFY at
 *   commit, to every instance on the database; the 1 s poll catches a lost one). The write request
 *   also empties every worker's page cache before its answer leaves (app.ts, ADR 015);
 * - the products and configuration caches (60 s, per process): read again once the page cache's
 *   generation moves (`publicGeneration`), and dropped in this process at once (`forgetSiteSettings`).
 */
export async function bumpPublicPages(tx: Transaction): Promise<void> {
  await tx.execute(sql`select "page_cache_bump"()`);
}

/** After the commit: this process reads the products and configuration again on its next request. */
export function forgetSiteSettings(deps: Pick<ServiceDeps, 'db'>): void {
  clearSiteProductsCache(deps);
  clearSiteConfigCache(deps);
}

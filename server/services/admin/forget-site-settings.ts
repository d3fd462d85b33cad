import type { ServiceDeps } from '../deps.ts';
import { clearSiteConfigCache } from '../site/get-site-config.ts';
import { clearSiteProductsCache } from '../site/get-site-products.ts';

/**
 * A change of the products or prices must reach visitors within a minute, everywhere (issue 32).
 * What keeps them, and how each learns of the change:
 * - the page cache of every process: the page-cache triggers of `products` and `prices` (migration
 *   0020, as 0010's for the other public tables) move the generation (NOTIFY at commit, to every
 *   instance on the database; the 1 s poll catches a lost one). The write request also empties
 *   every worker's page cache before its answer leaves (app.ts, ADR 015);
 * - the products and configuration caches (60 s, per process): read again once the page cache's
 *   generation moves (`publicGeneration`), and dropped in this process at once (`forgetSiteSettings`):
 *   after the commit, this process reads the products and configuration again on its next request.
 */
export function forgetSiteSettings(deps: Pick<ServiceDeps, 'db'>): void {
  clearSiteProductsCache(deps);
  clearSiteConfigCache(deps);
}

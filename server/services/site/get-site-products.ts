import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

const CACHE_MS = 60_000;
const cache = new WeakMap<object, { keys: string[]; expiresAt: number; generation: number }>();

/**
 * Keys of the enabled products (e.g. HEADHUNTER shows Scout); cached 60 s like the site config, and
 * read again as soon as `publicGeneration` moves (a write anywhere: every worker and instance), so an
 * admin's switch shows at once wherever the page cache follows writes.
 */
export async function getSiteProducts(deps: ServiceDeps): Promise<string[]> {
  const cached = cache.get(deps.db);
  const now = Date.now();
  // Read before the query: a write landing during it leaves this entry already outdated.
  const generation = deps.publicGeneration?.() ?? 0;
  if (cached && cached.expiresAt > now && cached.generation === generation) return cached.keys;
  const rows = await deps.db.select({ key: products.key }).from(products).where(eq(products.isEnabled, true));
  const keys = rows.map((r) => r.key).sort();
  cache.set(deps.db, { keys, expiresAt: now + CACHE_MS, generation });
  return keys;
}

/** For the admin's switch of a product: this process reads the products again on its next request. */
export function clearSiteProductsCache(deps: Pick<ServiceDeps, 'db'>): void {
  cache.delete(deps.db);
}

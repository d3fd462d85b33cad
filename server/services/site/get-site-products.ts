import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

const CACHE_MS = 60_000;
const cache = new WeakMap<object, { keys: string[]; expiresAt: number }>();

/** Keys of the enabled products (e.g. HEADHUNTER shows Scout); cached 60 s like the site config. */
export async function getSiteProducts(deps: ServiceDeps): Promise<string[]> {
  const cached = cache.get(deps.db);
  const now = Date.now();
  if (cached && cached.expiresAt > now) return cached.keys;
  const rows = await deps.db.select({ key: products.key }).from(products).where(eq(products.isEnabled, true));
  const keys = rows.map((r) => r.key).sort();
  cache.set(deps.db, { keys, expiresAt: now + CACHE_MS });
  return keys;
}

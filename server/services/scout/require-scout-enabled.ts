import { AppError } from '#domain/errors.ts';
import { SCOUT_PRODUCT_KEY } from '#domain/scout/scout.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { getSiteProducts } from '../site/get-site-products.ts';

/** Whether the site sells Scout (the HEADHUNTER product is switched on). */
export async function isScoutEnabled(deps: ServiceDeps): Promise<boolean> {
  return (await getSiteProducts(deps)).includes(SCOUT_PRODUCT_KEY);
}

/** Scout's pages and calls answer 404 while the site does not sell it. */
export async function requireScoutEnabled(deps: ServiceDeps): Promise<void> {
  if (!(await isScoutEnabled(deps))) throw new AppError('NOT_FOUND', 'Page not found');
}

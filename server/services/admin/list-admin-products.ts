import { asc } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminProduct, AdminProducts } from '#domain/admin/admin-products.schema.ts';
import { PRICE_REGION_CURRENCIES } from '#domain/admin/admin-products.schema.ts';
import { formatPrice } from '#domain/pricing/price-for-country.ts';
import { PAYMENT_PRODUCT_KEYS, PRICE_REGIONS } from '#domain/pricing/pricing-constants.ts';
import type { Executor } from '../../db/client.ts';
import { prices, products } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';

/** Products sold at a per-country price (the checkout's); the others (HEADHUNTER) are only switched. */
export function hasPriceTable(productKey: string): boolean {
  return (PAYMENT_PRODUCT_KEYS as readonly string[]).includes(productKey);
}

/** The site's products, sold ones first, each with every row of the price table (empty rows too). */
export async function readAdminProducts(db: Executor): Promise<AdminProduct[]> {
  const [productRows, priceRows] = await Promise.all([
    db.select().from(products).orderBy(asc(products.createdAt), asc(products.key)),
    db.select().from(prices),
  ]);
  const rank = (key: string) => (hasPriceTable(key) ? PAYMENT_PRODUCT_KEYS.indexOf(key as never) : 99);
  return [...productRows]
    .sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key))
    .map((product) => {
      const own = priceRows.filter((row) => row.productId === product.id);
      const table = hasPriceTable(product.key)
        ? PRICE_REGIONS.map((region) => {
            const row = own.find((price) => price.countryCode === region.value);
            return {
              countryCode: region.value,
              regionName: region.text,
              amount: row?.amount ?? null,
              currency: row?.currency ?? PRICE_REGION_CURRENCIES[region.value],
              vatRateBp: row?.vatRateBp ?? null,
              formattedAmount: row ? formatPrice(row.amount, row.currency) : null,
            };
          })
        : [];
      return {
        key: product.key,
        name: product.name,
        isEnabled: product.isEnabled,
        hasPrices: hasPriceTable(product.key),
        prices: table,
      };
    });
}

/** `GET /api/admin/products`: admins only. */
export async function listAdminProducts(deps: ServiceDeps, who: ActorOrUserId): Promise<AdminProducts> {
  await requireAction(deps, who, 'site.configure', SITE);
  return { products: await readAdminProducts(deps.db) };
}

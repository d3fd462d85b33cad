import type { PriceRegionCode } from '#domain/admin/admin-products.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { listAdminProducts } from './list-admin-products.ts';
import { type PriceChange, setPrice } from './set-price.ts';
import { setProductEnabled } from './set-product-enabled.ts';

/** The back office's Products and prices section as its page sees it (`services.adminProducts`). */
export function createAdminProductsWebServices(deps: ServiceDeps) {
  return {
    list: (userId: string) => listAdminProducts(deps, userId),
    setEnabled: (userId: string, key: string, isEnabled: boolean) =>
      setProductEnabled(deps, userId, key, isEnabled),
    setPrice: (userId: string, productKey: string, countryCode: PriceRegionCode, change: PriceChange) =>
      setPrice(deps, userId, productKey, countryCode, change),
  };
}

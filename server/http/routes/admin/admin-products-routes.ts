import {
  AdminPriceParams,
  AdminPriceUpdate,
  AdminProduct,
  AdminProductParams,
  AdminProducts,
  AdminProductUpdate,
} from '#domain/admin/admin-products.schema.ts';
import { listAdminProducts } from '../../../services/admin/list-admin-products.ts';
import { setPrice } from '../../../services/admin/set-price.ts';
import { setProductEnabled } from '../../../services/admin/set-product-enabled.ts';
import { defineAdminRoute } from './define-admin-route.ts';

/** The back office's Products and prices (issue 32): products on/off, the per-country price table. */
export const ADMIN_PRODUCTS_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/products',
    summary: "The site's products (on/off) with their per-country price tables",
    requires: 'site.configure',
    response: AdminProducts,
    handler: async ({ caller }, request) => listAdminProducts(request.server.deps, caller),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/products/:key',
    summary:
      'Switches a product on or off (HEADHUNTER is Scout); visitors see it within a minute, cached pages included',
    requires: 'site.configure',
    params: AdminProductParams,
    body: AdminProductUpdate,
    response: AdminProduct,
    handler: async ({ params, body, caller }, request) =>
      setProductEnabled(request.server.deps, caller, params.key, body.isEnabled),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/prices/:productKey/:countryCode',
    summary:
      "Sets one row of a product's price table (minor units, VAT included, in the row's currency); adds the row when missing",
    requires: 'site.configure',
    params: AdminPriceParams,
    body: AdminPriceUpdate,
    response: AdminProduct,
    handler: async ({ params, body, caller }, request) =>
      setPrice(request.server.deps, caller, params.productKey, params.countryCode, body),
  }),
];
